import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Badge, btn, EmptyState, ListSkeleton } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import type { MyCoupon, MyCouponAnswer } from '~/shared/api/benefit-types'
import { couponWithBenefit } from '~/shared/benefits/coupons'
import { couponEndDate } from '~/shared/dates'
import { formatNumber, formatServerTime } from '~/shared/format'
import { Barcode, Failed, TabBar, tabClass, ymdDots, SoloUseBadge } from './shared'

export const COUPON_STATES = [
  ['usable', '사용 가능'],
  ['used', '사용 완료'],
  ['expired', '기간 만료'],
] as const
type State = (typeof COUPON_STATES)[number][0]

/** "YYYY-MM-DD" → "YYYY.MM.DD 23:59까지" by the spec's end-date rule (an unreadable date shows nothing). */
function endLabel(validEnd: string) {
  const e = couponEndDate(validEnd)
  return e ? `${e.slice(0, 10).replace(/-/g, '.')} ${e.slice(11, 16)}까지` : '기간 제한 없음'
}

/** My coupons: usable / used / expired, online and offline (D-쿠폰 with its barcode), the birthday coupon offer. */
export function MyCouponsView({ state }: { state: State }) {
  const q = useQuery(benefitQueries.myCoupons(state))
  return (
    <>
      <TabBar label="쿠폰 상태">
        {COUPON_STATES.map(([key, name]) => (
          <li key={key}>
            <Link
              to="/mypage/mybonus/coupon"
              search={key === 'usable' ? {} : { state: key }}
              className={tabClass(key === state)}
              aria-current={key === state ? 'page' : undefined}
            >
              {name}
              {q.data ? <span className="ml-1 text-xs">{formatNumber(q.data.counts[key])}</span> : null}
            </Link>
          </li>
        ))}
      </TabBar>
      {q.isPending ? (
        <ListSkeleton rows={3} />
      ) : q.isError ? (
        <Failed what="쿠폰" retry={() => void q.refetch()} />
      ) : (
        <>
          {state === 'usable' ? <Birthday offer={q.data.birthday} /> : null}
          {!q.data.coupons.length ? (
            <EmptyState
              title={
                state === 'usable'
                  ? '사용할 수 있는 쿠폰이 없어요.'
                  : state === 'used'
                    ? '사용한 쿠폰이 없어요.'
                    : '기간이 지난 쿠폰이 없어요.'
              }
              action={
                <Link to="/mypage/myservice/couponzone" className={btn.primary}>
                  쿠폰존에서 쿠폰 받기
                </Link>
              }
            >
              쿠폰존에서 지금 받을 수 있는 쿠폰을 확인해 보세요.
            </EmptyState>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {q.data.coupons.map((c) => (
                <CouponCard key={c.issueNo} c={c} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  )
}

function CouponCard({ c }: { c: MyCoupon }) {
  const off = c.state !== 'usable'
  return (
    <li
      className={`rounded-2xl border p-4 ${off ? 'border-gray-200 bg-gray-50' : c.barcode ? 'border-gray-900 bg-white' : 'border-brand-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone={c.barcode ? 'dark' : 'brand'} className="px-2 text-xs">
          {c.kindLabel}
        </Badge>
        {c.channelCd === 'OFFLINE' ? (
          <Badge tone="gray" className="px-2 text-xs">
            매장 전용
          </Badge>
        ) : c.channelCd === 'BOTH' ? (
          <Badge tone="gray" className="px-2 text-xs">
            온라인·매장
          </Badge>
        ) : null}
        <SoloUseBadge c={c} />
        {c.daysLeft !== null && c.daysLeft <= 7 ? (
          <Badge tone="accent" className="px-2 text-xs">
            {c.daysLeft === 0 ? '오늘 만료' : `${c.daysLeft}일 남음`}
          </Badge>
        ) : null}
      </div>
      <p className={`mt-2 text-lg font-bold ${off ? 'text-gray-600' : 'text-accent'}`}>{c.benefitLabel}</p>
      <p className="font-semibold text-gray-900">{c.couponNm}</p>
      <p className="mt-1 text-xs text-gray-600">{c.scopeLabel}</p>
      <p className="text-xs text-gray-600">
        {c.state === 'used' && c.useDttm
          ? c.useStoreNm
            ? `사용완료 · ${c.useStoreNm} · ${formatServerTime(c.useDttm)}`
            : `${ymdDots(c.useDttm)} 사용${c.ordNo ? ` · 주문 ${c.ordNo}` : ''}`
          : `${ymdDots(c.validStartDttm)} ~ ${endLabel(c.validEnd)}`}
      </p>
      {c.barcode ? (
        <>
          <p className="mt-3 text-xs font-semibold text-gray-800">나의 D-쿠폰 · 매장 계산대에서 바코드를 보여 주세요.</p>
          <Barcode svg={c.barcode.svg} value={c.barcode.value} label={c.couponNm} />
        </>
      ) : null}
    </li>
  )
}

function Birthday({ offer }: { offer: MyCouponAnswer['birthday'] }) {
  const qc = useQueryClient()
  const dialog = useDialog()
  const m = useMutation({
    mutationFn: () => getApi().coupon.birthday(),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: benefitQueries.all })
      if (r.ok) await dialog.alert('생일 쿠폰을 받았어요. 생일 축하드려요!')
      else await dialog.warn(r.error.errors[0]?.reason ?? '생일 쿠폰을 받지 못했어요.')
    },
  })
  if (!offer) return null
  return (
    <section aria-label="생일 쿠폰" className="mb-4 flex items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4">
      <div className="min-w-0">
        <p className="text-sm font-bold text-amber-900">{couponWithBenefit(offer.couponNm, offer.benefitLabel)}</p>
        <p className="mt-0.5 text-xs text-amber-900">{offer.available ? '생일이 있는 달이에요. 지금 받아 가세요.' : offer.reason}</p>
      </div>
      <button type="button" className={btn.smallPrimary} disabled={!offer.available || m.isPending} onClick={() => m.mutate()}>
        {offer.held ? '받음' : m.isPending ? '받는 중…' : '받기'}
      </button>
    </section>
  )
}
