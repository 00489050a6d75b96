import { Link, useRouter } from '@tanstack/react-router'
import { toSVG } from 'bwip-js/generic'
import { useEffect, useMemo, useState } from 'react'
import type { MemberInfo } from '~/shared/api/member-types'
import { maskName } from '~/shared/format'
import { EmptyState, btn } from '../ui'

/** How long one code is shown before it is drawn again with the current time (a screenshot goes stale). */
export const CODE_REFRESH_SECONDS = 60

const pad = (n: number) => String(n).padStart(2, '0')
/** The QR's payload: the card number and the minute it was drawn (Seoul), e.g. DAVICH|9410201903150001|202611241305. */
export function membershipPayload(cardNo: string, at: Date) {
  const k = new Date(at.getTime() + 9 * 3600_000)
  return `DAVICH|${cardNo}|${k.getUTCFullYear()}${pad(k.getUTCMonth() + 1)}${pad(k.getUTCDate())}${pad(k.getUTCHours())}${pad(k.getUTCMinutes())}`
}
const groups = (cardNo: string) => cardNo.replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * /mypage/app/mycodeinfo: the membership card shown at the store's counter — Code128 of onlineCardNo and a QR
 * with the card number and the minute, drawn again every minute (bwip-js, SVG, also in the server HTML).
 */
export function MembershipCode({ member }: { member: MemberInfo }) {
  const router = useRouter()
  const [at, setAt] = useState(() => new Date())
  const [left, setLeft] = useState(CODE_REFRESH_SECONDS)
  const cardNo = member.onlineCardNo
  useEffect(() => {
    const t = window.setInterval(() => {
      setLeft((s) => {
        if (s > 1) return s - 1
        setAt(new Date())
        return CODE_REFRESH_SECONDS
      })
    }, 1000)
    return () => window.clearInterval(t)
  }, [])
  const svgs = useMemo(() => {
    if (!cardNo) return null
    return {
      bar: toSVG({ bcid: 'code128', text: cardNo, scale: 2, height: 14, includetext: false, paddingwidth: 0 }),
      qr: toSVG({ bcid: 'qrcode', text: membershipPayload(cardNo, at), scale: 4 }),
    }
  }, [cardNo, at])
  const appLinks = (
    [
      ['/mypage/app/myfitting', '스마트 피팅'],
      ['/mypage/app/pushnotification', '알림함'],
    ] as const
  ).filter(([p]) => p in router.routesByPath)
  if (!cardNo || !svgs)
    return (
      <EmptyState
        title="아직 멤버십 카드가 없어요."
        action={
          <Link to="/account/integration" className={btn.primary}>
            매장 멤버십 통합하기
          </Link>
        }
      >
        매장 멤버십을 통합하면 매장에서 바코드로 포인트를 적립하고 사용할 수 있어요.
      </EmptyState>
    )
  return (
    <div className="mx-auto max-w-md space-y-4">
      <section className="rounded-3xl bg-brand-700 p-5 text-white" aria-labelledby="card-title">
        <p className="text-sm opacity-90">다비치 멤버십 · {member.integrationMemberGbNm}</p>
        <h1 id="card-title" className="mt-1 text-xl font-bold">
          {maskName(member.userName)}님의 멤버십 카드
        </h1>
        <div className="mt-4 rounded-2xl bg-white p-4 text-gray-900">
          <div
            role="img"
            aria-label={`멤버십 바코드 ${groups(cardNo)}`}
            className="mx-auto w-full [&>svg]:h-20 [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: svgs.bar }}
          />
          <p className="mt-2 text-center font-mono text-lg font-semibold tracking-wider" data-testid="card-no">
            {groups(cardNo)}
          </p>
          <div
            role="img"
            aria-label="멤버십 QR 코드"
            className="mx-auto mt-4 w-48 [&>svg]:h-48 [&>svg]:w-48"
            dangerouslySetInnerHTML={{ __html: svgs.qr }}
            data-testid="card-qr"
          />
        </div>
        <div className="mt-3 flex items-center justify-between text-sm">
          <p aria-live="off">{left}초 후 새로 고쳐져요</p>
          <button
            type="button"
            className="rounded-lg bg-white/15 px-3 py-2 font-semibold"
            onClick={() => {
              setAt(new Date())
              setLeft(CODE_REFRESH_SECONDS)
            }}
          >
            지금 새로 고침
          </button>
        </div>
      </section>
      <p className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
        화면 밝기를 가장 밝게 올리면 매장 스캐너가 더 잘 읽어요. 계산대에서 바코드나 QR 코드를 보여 주세요.
      </p>
      {appLinks.length ? (
        <nav aria-label="앱 메뉴" className="grid grid-cols-2 gap-2">
          {appLinks.map(([href, label]) => (
            // the pages of other domains, linked once their routes exist (a plain link: their paths are not in this build's types)
            <a key={href} href={href} className={btn.secondary}>
              {label}
            </a>
          ))}
        </nav>
      ) : null}
    </div>
  )
}
