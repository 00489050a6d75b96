import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useMember } from '~/client/hooks/useMember'
import { faceQueries } from '~/client/queries/face'
import type { GoodsItem } from '~/shared/api/goods-types'
import { frameFit, type FitVerdict } from '~/shared/eyes/face'

const TONE: Record<FitVerdict, string> = {
  GOOD: 'bg-brand-50 text-brand-900 border-brand-100',
  SMALL: 'bg-amber-50 text-amber-900 border-amber-100',
  LARGE: 'bg-amber-50 text-amber-900 border-amber-100',
}

/**
 * A frame's fit for the signed-in member's face (face width from face info or the fitting page): one verdict per
 * size of the goods (작아요 / 잘 맞아요 / 커요) with its reason. Members without face info get the way to it.
 */
export function FrameFit({ items, goodsNo }: { items: GoodsItem[]; goodsNo: string }) {
  const { member } = useMember()
  const customer = !!member && member.authRole !== 'ROLE_STORE'
  const q = useQuery({ ...faceQueries.info(), enabled: customer })
  const sizes = [...new Set(items.map((i) => i.size).filter((s): s is string => !!s))]
  if (!customer || !sizes.length || q.isPending || q.isError) return null
  // The lens thickness preview of the member's own prescription in this frame (issue 33).
  const lensLink = (
    <Link to="/mypage/myfaceinfo/lens" search={{ frame: goodsNo }} className="inline-flex text-sm font-semibold text-brand-700 underline">
      이 안경테에 넣을 렌즈 두께 미리보기
    </Link>
  )
  const info = q.data.info
  if (!info)
    return (
      <div className="mt-4 space-y-2">
        <p className="rounded-xl border border-gray-200 px-4 py-3 text-sm text-gray-700">
          얼굴 너비를 알려 주시면 이 안경테가 맞는지 알려 드려요.{' '}
          <Link to="/mypage/myfaceinfo/measure" reloadDocument className="font-semibold text-brand-700 underline">
            휴대폰으로 얼굴 재기
          </Link>
        </p>
        {lensLink}
      </div>
    )
  const fits = sizes.flatMap((size) => {
    const f = frameFit(size, info.faceWidth)
    return f ? [{ size, ...f }] : []
  })
  if (!fits.length) return null
  return (
    <section aria-label="내 얼굴에 맞는지" className="mt-4 space-y-2" data-testid="frame-fit">
      {fits.map((f) => (
        <p key={f.size} className={`rounded-xl border px-4 py-3 text-sm ${TONE[f.verdict]}`}>
          <span className="font-bold">
            {fits.length > 1 ? `${f.size} · ` : ''}내 얼굴에 {f.label}
          </span>
          <span className="mt-0.5 block text-xs">{f.reason}</span>
        </p>
      ))}
      <Link
        to="/mypage/myfaceinfo/tryon"
        search={{ goodsNo }}
        reloadDocument
        className="inline-flex text-sm font-semibold text-brand-700 underline"
      >
        내 얼굴에 씌워 보기
      </Link>
      <span className="block">{lensLink}</span>
    </section>
  )
}
