import { Link, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { getApi } from '../../api'
import { btn } from '~/client/components/ui'

/** Waits for the payment result of an order (a second return POST was still being approved). */
export function ReturnPage({ ordNo }: { ordNo?: string }) {
  const [tries, setTries] = useState(0)
  useEffect(() => {
    if (!ordNo || tries > 10) return
    const t = setTimeout(async () => {
      const r = await getApi().order.complete(ordNo)
      if (r.ok) window.location.replace(`/payment/complete/${ordNo}`)
      else setTries((n) => n + 1)
    }, 1000)
    return () => clearTimeout(t)
  }, [ordNo, tries])
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-6 text-center" role="status">
      <div className="skeleton mb-4 h-12 w-12 rounded-full" aria-hidden="true" />
      <h1 className="text-lg font-bold">결제 결과를 확인하고 있어요</h1>
      <p className="mt-2 text-sm text-gray-600">
        {tries > 10 ? '확인이 늦어지고 있어요. 주문 내역에서 결과를 확인해 주세요.' : '잠시만 기다려 주세요. 이 화면을 닫지 마세요.'}
      </p>
      <Link to="/mypage/manageorder/orderlist" className={`${btn.secondary} mt-6`}>
        주문 내역 보기
      </Link>
    </div>
  )
}

/** The page of /payment/return and /payment/mobilereturn (src/routes/-shells.tsx). */
export function ReturnPaymentPage() {
  const { ordNo } = useSearch({ strict: false })
  return <ReturnPage ordNo={ordNo} />
}
