import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { OrderGiftCardsAnswer } from '~/shared/api/commerce-types'
import { formatDate8, formatNumber, formatServerTime } from '~/shared/format'
import { orderQueries } from '~/client/queries/orders'
import { EmptyState, ListSkeleton, btn } from '~/client/components/ui'
import { GiftCardHead } from '~/client/components/benefits/shared'
import { Failed } from './history'

export function GiftCardListView() {
  const q = useQuery(orderQueries.giftCards())
  if (q.isPending) return <ListSkeleton rows={2} media />
  if (q.isError) return <Failed retry={() => void q.refetch()} />
  if (!q.data.giftCards.length) {
    return (
      <EmptyState
        title="등록된 상품권이 없어요."
        action={
          <Link className={btn.primary} to="/mypage/myservice/giftcoupon">
            상품권 등록하기
          </Link>
        }
      >
        받으신 다비치 상품권을 번호로 등록하면 주문할 때 사용할 수 있어요.
      </EmptyState>
    )
  }
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2">
        {q.data.giftCards.map((g) => (
          <li key={g.cardNo} className="rounded-2xl border border-gray-100 p-4 text-sm">
            <GiftCardHead g={g} />
            <p className="mt-1 font-mono text-xs text-gray-500">
              {g.cardNo} · 금액 {formatNumber(g.amount)}원
            </p>
            <p className="text-xs text-gray-500">
              유효기간 {formatDate8(g.issueYmd, '.')} ~ {formatDate8(g.expireYmd, '.')}
              {g.usedYmd ? ` · 사용 ${formatDate8(g.usedYmd, '.')}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <GiftCardUses uses={q.data.uses} />
    </>
  )
}

/** Uses of the member's gift cards (orders and stores) and what cancelled orders gave back (USE / CANCEL of their history). */
function GiftCardUses({ uses }: { uses: OrderGiftCardsAnswer['uses'] }) {
  return (
    <section aria-labelledby="giftcard-uses" className="mt-6">
      <h2 id="giftcard-uses" className="mb-2 text-base font-bold">
        사용 내역
      </h2>
      {uses.length ? (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100 text-sm">
          {uses.map((u) => (
            <li key={u.histNo} className="flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  {u.kindNm} · {u.cardNm}
                </p>
                <p className="text-xs text-gray-500">
                  {formatServerTime(u.regDttm)} ·{' '}
                  {/* An online order (digits) opens its detail; a use in a store carries the store's receipt key. */}
                  {/^\d{14,20}$/.test(u.ordNo) ? (
                    <Link className="underline" to="/mypage/manageorder/orderdetail/$orderno" params={{ orderno: u.ordNo }}>
                      주문 {u.ordNo}
                    </Link>
                  ) : (
                    '매장 사용'
                  )}
                </p>
              </div>
              <p className={`shrink-0 font-bold ${u.kind === 'USE' ? 'text-gray-900' : 'text-brand-700'}`}>
                {u.kind === 'USE' ? '−' : '+'}
                {formatNumber(u.amount)}원
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-gray-50 p-4 text-sm text-gray-600">
          아직 사용한 상품권이 없어요. 주문서의 ‘상품권’에서 사용할 금액을 입력해 보세요.
        </p>
      )}
    </section>
  )
}
