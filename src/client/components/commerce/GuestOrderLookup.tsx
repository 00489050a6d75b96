import { useState } from 'react'
import type { OrderDetail } from '~/shared/api/commerce-types'
import { guestLookupBody } from '~/shared/schemas/order'
import { getApi } from '../../api'
import { useSchemaForm } from '../../hooks/useSchemaForm'
import { Receipt } from './Receipt'
import { btn, field } from '~/client/components/ui'

/**
 * 비회원 주문 조회: order number + the orderer's mobile → the order (personal data masked).
 * For the sign-in page's guest tab (POST /api/v1/front/order/guest/lookup).
 */
export function GuestOrderLookup() {
  const [ordNo, setOrdNo] = useState('')
  const [mobile, setMobile] = useState('')
  const form = useSchemaForm(guestLookupBody)
  const [busy, setBusy] = useState(false)
  const [order, setOrder] = useState<OrderDetail | null>(null)
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const body = form.validate({ ordNo: ordNo.trim(), mobile })
    if (!body) return
    setBusy(true)
    const r = await getApi().order.guestLookup(body)
    setBusy(false)
    if (!r.ok) return form.setError('form', r.error.errors[0]?.reason ?? '주문을 찾지 못했어요.')
    setOrder(r.data)
  }
  const error = form.error('ordNo') ?? form.error('mobile') ?? form.error('form')
  if (order) return <Receipt o={order} />
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" aria-label="비회원 주문 조회">
      <div>
        <label className="mb-1 block text-xs text-gray-600" htmlFor="guest-ordno">
          주문번호
        </label>
        <input
          id="guest-ordno"
          className={field.input}
          inputMode="numeric"
          value={ordNo}
          onChange={(e) => setOrdNo(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div>
        <label className="mb-1 block text-xs text-gray-600" htmlFor="guest-mobile">
          휴대폰 번호
        </label>
        <input id="guest-mobile" className={field.input} inputMode="tel" value={mobile} onChange={(e) => setMobile(e.target.value)} />
      </div>
      {error ? (
        <p className="text-sm text-accent" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${btn.primary} w-full`} disabled={busy}>
        {busy ? '조회하는 중…' : '주문 조회'}
      </button>
    </form>
  )
}
