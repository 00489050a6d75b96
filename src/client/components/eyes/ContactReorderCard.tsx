import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { btn } from '~/client/components/ui'
import { eyeQueries } from '~/client/queries/eyes'
import type { ContactSupplyView } from '~/shared/api/eyes-types'
import { displayDate, formatDate8, weekdayKo } from '~/shared/format'

const day = (ymd: string) => `${formatDate8(ymd, '.')}(${weekdayKo(ymd)})`

function reminderLine(s: ContactSupplyView) {
  switch (s.reminder) {
    case 'SENT':
      return `${s.reminderDttm ? displayDate(s.reminderDttm) : ''} 교체 알림을 보내 드렸어요.`
    case 'SCHEDULED':
      return `${day(s.remindYmd)}에 교체 알림을 보내 드려요.`
    case 'REBOOKED':
      return '콘택트렌즈 방문 예약이 있어 교체 알림은 보내지 않아요.'
    case 'NO_CONSENT':
      return `알림 수신에 동의하시면 ${day(s.remindYmd)}에 교체 알림을 보내 드려요.`
    case 'PAST':
      return '새 렌즈를 준비할 때예요.'
  }
}

/**
 * My-page home: when the member's contact lenses run out (their latest purchase — an online reservation
 * collected in store or a store sale — its wear cycle and pack size), the reminder a week before, and a
 * re-reservation at the same store with the same lens and power.
 */
export function ContactReorderCard() {
  const { data } = useQuery(eyeQueries.contactSupply())
  const s = data?.supply
  if (!s) return null
  const search = {
    ...(s.storeNo ? { storeNo: s.storeNo } : {}),
    ...(s.goodsNo ? { goodsNo: s.goodsNo, qty: String(s.packs) } : {}),
    ...(s.goodsNo && s.itemNo ? { itemNo: s.itemNo } : {}),
  }
  return (
    <section aria-labelledby="contact-reorder" className="rounded-2xl border border-gray-200 bg-white p-4" data-testid="contact-reorder">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="contact-reorder" className="text-base font-bold">
            콘택트렌즈 교체 알림
          </h2>
          <p className="mt-0.5 truncate text-sm text-gray-700">{s.goodsNm}</p>
          <p className="text-xs text-gray-600">
            {s.itemNm ? `${s.itemNm} · ` : ''}
            {s.packs}팩 · {displayDate(s.startYmd)} {s.storeName ?? ''}
            {s.source === 'STORE_SALE' ? ' 매장 구매' : ' 수령'}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs text-gray-600">다 쓰는 날</span>
          <span className="block text-base font-bold text-gray-900" data-testid="contact-runout">
            {formatDate8(s.runOutYmd, '.')}
          </span>
          <span className={`text-xs font-semibold ${s.daysLeft <= 7 ? 'text-accent' : 'text-brand-700'}`}>
            {s.daysLeft > 0 ? `D-${s.daysLeft}` : '다 썼어요'}
          </span>
        </p>
      </div>
      <p className="mt-3 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-800" data-testid="contact-reminder">
        {reminderLine(s)}
        {s.reminder === 'NO_CONSENT' ? (
          <>
            {' '}
            <Link to="/mypage/app/pushnotification" className="font-semibold text-brand-700 underline">
              알림 설정
            </Link>
          </>
        ) : null}
      </p>
      {s.reminder === 'REBOOKED' ? (
        <Link to="/mypage/manageorder/reservation" className={`${btn.secondary} mt-3 w-full`} data-testid="contact-reorder-link">
          방문 예약 내역 보기
        </Link>
      ) : s.goodsNo ? (
        <Link to="/davichstore/reservation" search={search} className={`${btn.primary} mt-3 w-full`} data-testid="contact-reorder-link">
          같은 렌즈로 다시 예약
        </Link>
      ) : null}
    </section>
  )
}
