import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Badge, btn, EmptyState, ListSkeleton } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import type { CouponZoneItem } from '~/shared/api/benefit-types'
import { formatNumber } from '~/shared/format'
import { Failed, TabBar, tabClass, ymdDots, SoloUseBadge } from './shared'

export const ZONE_TABS = [
  ['', '전체'],
  ['01', '안경테'],
  ['02', '선글라스'],
  ['03', '안경렌즈'],
  ['04', '콘택트렌즈'],
  ['05', '용품'],
] as const

/** The coupon zone: tabs by goods type, 받기 per coupon and 모두 받기, 10 a page (spec §9). */
export function CouponZoneView({ goodsTypeCd, page }: { goodsTypeCd: string; page: number }) {
  const q = useQuery(benefitQueries.zone({ goodsTypeCd, page, rows: 10 }))
  const qc = useQueryClient()
  const dialog = useDialog()
  const refresh = () => qc.invalidateQueries({ queryKey: benefitQueries.all })
  const one = useMutation({
    mutationFn: (c: CouponZoneItem) => getApi().coupon.download(c.couponNo),
    onSuccess: async (r, c) => {
      await refresh()
      if (r.ok) await dialog.alert(`'${c.couponNm}' 쿠폰을 받았어요. ${ymdDots(r.data.validEndDttm)}까지 사용할 수 있어요.`)
      else await dialog.warn(r.error.errors[0]?.reason ?? '쿠폰을 받지 못했어요. 잠시 후 다시 시도해 주세요.')
    },
  })
  const all = useMutation({
    mutationFn: () => getApi().coupon.downloadAll(goodsTypeCd),
    onSuccess: async (r) => {
      await refresh()
      if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '쿠폰을 받지 못했어요. 잠시 후 다시 시도해 주세요.')
      const { issued, skipped } = r.data
      if (!issued.length && !skipped.length) return dialog.alert('지금 받을 수 있는 쿠폰을 모두 받으셨어요.')
      await dialog.alert(
        <>
          <p>쿠폰 {issued.length}장을 받았어요.</p>
          {skipped.length ? (
            <ul className="mt-2 space-y-1 text-left text-sm text-gray-600">
              {skipped.map((s) => (
                <li key={s.couponNo}>
                  · {q.data?.couponList.find((c) => c.couponNo === s.couponNo)?.couponNm ?? '쿠폰'}: {s.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </>,
      )
    },
  })

  return (
    <>
      <TabBar label="상품 유형">
        {ZONE_TABS.map(([code, name]) => (
          <li key={code}>
            <Link
              to="/mypage/myservice/couponzone"
              search={code ? { goodsTypeCd: code } : {}}
              className={tabClass(code === goodsTypeCd)}
              aria-current={code === goodsTypeCd ? 'page' : undefined}
            >
              {name}
            </Link>
          </li>
        ))}
      </TabBar>
      {q.isPending ? (
        <ListSkeleton rows={3} />
      ) : q.isError ? (
        <Failed what="쿠폰존" retry={() => void q.refetch()} />
      ) : !q.data.couponList.length ? (
        <EmptyState
          title="지금 받을 수 있는 쿠폰이 없어요."
          action={
            <Link to="/mypage/mybonus/coupon" className={btn.secondary}>
              나의 쿠폰 보기
            </Link>
          }
        >
          새 쿠폰이 열리면 이곳에서 받으실 수 있어요.
        </EmptyState>
      ) : (
        <>
          <div className="mb-3 flex items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-3">
            <p className="text-sm text-brand-900">
              {q.data.remainYn === 'Y' ? (
                <>
                  아직 받지 않은 쿠폰이 <strong>{formatNumber(q.data.downloadableCount)}장</strong> 있어요.
                </>
              ) : (
                '이 목록의 쿠폰을 모두 받으셨어요.'
              )}
            </p>
            <button
              type="button"
              className={btn.smallPrimary}
              disabled={q.data.remainYn !== 'Y' || all.isPending}
              onClick={() => all.mutate()}
            >
              {all.isPending ? '받는 중…' : '모두 받기'}
            </button>
          </div>
          <ul className="grid gap-3 md:grid-cols-2">
            {q.data.couponList.map((c) => (
              <ZoneCoupon
                key={c.couponNo}
                c={c}
                busy={one.isPending && one.variables?.couponNo === c.couponNo}
                onTake={() => one.mutate(c)}
              />
            ))}
          </ul>
          <Pager page={page} total={q.data.totalCount} rows={q.data.rows} goodsTypeCd={goodsTypeCd} />
        </>
      )}
    </>
  )
}

function ZoneCoupon({ c, busy, onTake }: { c: CouponZoneItem; busy: boolean; onTake: () => void }) {
  const done = c.issuedYn === 'Y'
  const soldOut = c.soldOutYn === 'Y'
  const label = done ? '받음' : soldOut ? '소진' : !c.ageAllowed ? '대상 아님' : busy ? '받는 중…' : '받기'
  return (
    <li
      className={`flex overflow-hidden rounded-2xl border ${done || soldOut ? 'border-gray-200 bg-gray-50' : 'border-brand-200 bg-white'}`}
    >
      <div className="min-w-0 flex-1 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="brand" className="px-2 text-xs">
            {c.kindLabel}
          </Badge>
          {c.channelCd === 'OFFLINE' ? (
            <Badge tone="gray" className="px-2 text-xs">
              매장 전용
            </Badge>
          ) : null}
          {c.ageLabel ? (
            <Badge tone="gray" className="px-2 text-xs">
              {c.ageLabel}
            </Badge>
          ) : null}
          <SoloUseBadge c={c} />
        </div>
        <p className="mt-2 text-lg font-bold text-accent">{c.benefitLabel}</p>
        <p className="mt-0.5 font-semibold text-gray-900">{c.couponNm}</p>
        <p className="mt-1 text-xs text-gray-600">{c.scopeLabel}</p>
        <p className="text-xs text-gray-600">
          사용 기간: {c.validLabel} · 받기 마감 {ymdDots(c.issueEndDttm)}
        </p>
        {c.remainQtt !== null && !soldOut ? (
          <p className="mt-1 text-xs font-semibold text-accent">선착순 {formatNumber(c.remainQtt)}장 남음</p>
        ) : null}
      </div>
      <div className="flex w-24 shrink-0 items-center justify-center border-l border-dashed border-gray-300 p-2">
        <button
          type="button"
          className={done || soldOut || !c.ageAllowed ? btn.small : btn.smallPrimary}
          disabled={done || soldOut || !c.ageAllowed || busy}
          onClick={onTake}
          aria-label={`${c.couponNm} ${label}`}
        >
          {label}
        </button>
      </div>
    </li>
  )
}

function Pager({ page, total, rows, goodsTypeCd }: { page: number; total: number; rows: number; goodsTypeCd: string }) {
  const pages = Math.max(1, Math.ceil(total / rows))
  if (pages <= 1) return null
  const search = (p: number) => ({ ...(goodsTypeCd ? { goodsTypeCd: goodsTypeCd as '01' } : {}), ...(p > 1 ? { page: p } : {}) })
  return (
    <nav aria-label="쿠폰 페이지" className="mt-5 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link to="/mypage/myservice/couponzone" search={search(page - 1)} className={btn.small}>
          이전
        </Link>
      ) : null}
      <span className="text-sm text-gray-600" aria-current="page">
        {page} / {pages}
      </span>
      {page < pages ? (
        <Link to="/mypage/myservice/couponzone" search={search(page + 1)} className={btn.small}>
          다음
        </Link>
      ) : null}
    </nav>
  )
}
