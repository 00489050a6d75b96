import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { orderQueries } from '../../queries/orders'
import { EmptyState, ListSkeleton, btn } from '~/client/components/ui'
import { CHECKOUT_KEY } from './CheckoutView'
import { Receipt } from './Receipt'
import { clearDraft } from './checkout/draft'

/** Completion page: the receipt of a paid order (the owner's, or the guest's of this browser). */
export function CompletePage({ ordNo: given }: { ordNo: string | null }) {
  const [ordNo, setOrdNo] = useState(given)
  useEffect(() => {
    if (given) return
    try {
      const saved = JSON.parse(sessionStorage.getItem(CHECKOUT_KEY) ?? 'null') as { ordNo?: string } | null
      if (saved?.ordNo) setOrdNo(saved.ordNo)
    } catch {
      /* nothing saved */
    }
  }, [given])
  const q = useQuery({ ...orderQueries.complete(ordNo ?? ''), enabled: !!ordNo, retry: false })
  useEffect(() => {
    if (!q.data) return
    sessionStorage.removeItem(CHECKOUT_KEY)
    clearDraft() // the order is placed: its sheet's entries are not offered again
  }, [q.data])
  if (!ordNo) {
    return (
      <EmptyState
        title="확인할 주문이 없어요."
        action={
          <Link className={btn.primary} to="/mypage/manageorder/orderlist">
            주문 내역 보기
          </Link>
        }
      >
        주문 내역에서 결제 결과를 확인해 주세요.
      </EmptyState>
    )
  }
  if (q.isPending) return <ListSkeleton rows={3} media />
  if (q.isError) {
    return (
      <EmptyState
        title="주문 정보를 찾을 수 없어요."
        action={
          <Link className={btn.primary} to="/mypage/manageorder/orderlist">
            주문 내역 보기
          </Link>
        }
      >
        결제가 완료되지 않았거나 다른 계정의 주문일 수 있어요.
      </EmptyState>
    )
  }
  return (
    <>
      <Receipt o={q.data} />
      <div className="mt-6 grid grid-cols-2 gap-2">
        <Link to="/main" className={btn.secondary}>
          쇼핑 계속하기
        </Link>
        <Link to="/mypage/manageorder/orderdetail/$orderno" params={{ orderno: q.data.ordNo }} className={btn.primary}>
          주문 상세 보기
        </Link>
      </div>
    </>
  )
}
