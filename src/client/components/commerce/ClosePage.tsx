import { Link, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { getApi } from '../../api'
import { CHECKOUT_KEY } from './CheckoutView'
import { btn } from '~/client/components/ui'

/**
 * The payment window was closed or the payment did not go through: the pending order gives back
 * what it took (stock, coupons, points), and the shopper can try again from the cart.
 */
export function ClosePage({ ordNo, msg }: { ordNo?: string; msg?: string }) {
  const [done, setDone] = useState(false)
  useEffect(() => {
    let no = ordNo
    try {
      no ??= (JSON.parse(sessionStorage.getItem(CHECKOUT_KEY) ?? 'null') as { ordNo?: string } | null)?.ordNo
    } catch {
      /* nothing saved */
    }
    sessionStorage.removeItem(CHECKOUT_KEY)
    if (no && !msg)
      void getApi()
        .order.close(no)
        .finally(() => setDone(true))
    else setDone(true)
  }, [ordNo, msg])
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-6 text-center">
      <p aria-hidden="true" className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-gray-100 text-2xl">
        !
      </p>
      <h1 className="text-lg font-bold">{msg ? '결제가 완료되지 않았어요' : '결제를 취소하셨어요'}</h1>
      <p className="mt-2 text-sm leading-relaxed text-gray-600" role="status">
        {msg ?? '결제창을 닫아 주문이 접수되지 않았어요.'} 결제된 금액은 없어요.
      </p>
      {ordNo ? <p className="mt-1 text-xs text-gray-500">주문번호 {ordNo}</p> : null}
      <div className="mt-6 grid w-full grid-cols-2 gap-2">
        <Link to="/mypage/myactivity/cart" className={btn.secondary} aria-disabled={!done}>
          장바구니로
        </Link>
        <Link to="/main" className={btn.primary}>
          홈으로
        </Link>
      </div>
    </div>
  )
}

/** The page of /payment/close and its aliases (src/routes/-shells.tsx). */
export function ClosePaymentPage() {
  const { ordNo, msg } = useSearch({ strict: false })
  return <ClosePage ordNo={ordNo} msg={msg} />
}
