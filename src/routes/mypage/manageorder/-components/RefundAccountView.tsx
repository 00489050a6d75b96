import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { BANKS } from '~/shared/codes'
import { refundAccountErrors } from '~/shared/order/rules'
import { getApi } from '~/client/api'
import { orderQueries } from '~/client/queries/orders'
import { useDialog } from '~/client/components/Dialogs'
import { Card, Row, btn, field } from '~/client/components/ui'

export function RefundAccountView() {
  const dialog = useDialog()
  const qc = useQueryClient()
  const q = useQuery(orderQueries.refundAccount())
  const [form, setForm] = useState({ bankCd: '', accountNo: '', holderName: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  async function save() {
    const errs = Object.fromEntries(refundAccountErrors(form).map((e) => [e.field, e.reason]))
    setErrors(errs)
    if (Object.keys(errs).length) return
    setBusy(true)
    const r = await getApi().order.saveRefundAccount(form)
    setBusy(false)
    if (!r.ok) {
      setErrors(Object.fromEntries(r.error.errors.map((e) => [e.field, e.reason])))
      return
    }
    qc.setQueryData(orderQueries.refundAccount().queryKey, r.data)
    setForm({ bankCd: '', accountNo: '', holderName: '' })
    await dialog.alert('환불 계좌를 저장했어요.')
  }
  const err = (k: string) =>
    errors[k] ? (
      <p className="mt-1 text-xs text-accent" role="alert">
        {errors[k]}
      </p>
    ) : null
  return (
    <div className="space-y-4">
      <Card title="등록된 환불 계좌" id="acc-current">
        {q.isPending ? (
          <div className="skeleton h-10" />
        ) : q.data?.account ? (
          <dl>
            <Row label="은행">{q.data.account.bankName}</Row>
            <Row label="계좌번호">{q.data.account.accountNoMasked}</Row>
            <Row label="예금주">{q.data.account.holderName}</Row>
          </dl>
        ) : (
          <p className="text-sm text-gray-600">등록된 환불 계좌가 없어요. 무통장·가상계좌 주문을 취소하시면 이 계좌로 환불해 드려요.</p>
        )}
      </Card>
      <Card title={q.data?.account ? '환불 계좌 변경' : '환불 계좌 등록'} id="acc-form">
        <div className="space-y-3">
          <div>
            <label className="mb-1 block text-xs text-gray-600" htmlFor="acc-bank">
              은행
            </label>
            <select
              id="acc-bank"
              className={field.select}
              value={form.bankCd}
              onChange={(e) => setForm({ ...form, bankCd: e.target.value })}
            >
              <option value="">은행 선택</option>
              {BANKS.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </select>
            {err('bankCd')}
          </div>
          <div>
            <label className="mb-1 block text-xs text-gray-600" htmlFor="acc-no">
              계좌번호 (숫자만)
            </label>
            <input
              id="acc-no"
              className={field.input}
              inputMode="numeric"
              value={form.accountNo}
              onChange={(e) => setForm({ ...form, accountNo: e.target.value.replace(/[^0-9-]/g, '') })}
            />
            {err('accountNo')}
          </div>
          <div>
            <label className="mb-1 block text-xs text-gray-600" htmlFor="acc-holder">
              예금주
            </label>
            <input
              id="acc-holder"
              className={field.input}
              value={form.holderName}
              onChange={(e) => setForm({ ...form, holderName: e.target.value })}
            />
            <p className="mt-1 text-xs text-gray-500">회원님 본인 명의의 계좌만 등록할 수 있어요.</p>
            {err('holderName')}
          </div>
          <button type="button" className={`${btn.primary} w-full`} disabled={busy} onClick={() => void save()}>
            저장하기
          </button>
        </div>
      </Card>
    </div>
  )
}
