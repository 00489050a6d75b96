import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { btn, FormError } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { consoleCall } from '~/client/console/api'
import { dense } from '~/client/console/Filters'
import { QueryError } from '~/client/console/QueryError'
import { consoleQueries } from '~/client/console/queries'
import type { MemberDetail, PointAdjustAnswer } from '~/shared/api/admin-types'
import { formatNumber, formatServerTime } from '~/shared/format'
import { pointAdjustSchema } from '~/shared/schemas/admin'

const route = getRouteApi('/admin/cs/members/$memberNo')
const th = 'border-b border-gray-200 px-2 py-1.5 text-left text-xs font-semibold text-gray-600'
const td = 'border-b border-gray-100 px-2 py-1.5'

export function MemberView() {
  const { memberNo } = route.useParams()
  const q = useQuery(consoleQueries.get<MemberDetail>(`/cs/members/${memberNo}`))
  if (q.isError) return <QueryError title="회원을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
  if (!q.data) return <div className="skeleton h-96 rounded-xl" aria-busy="true" />
  const { member: m, orders, claims, inquiries, ledger } = q.data
  return (
    <div className="space-y-5">
      <Link to="/admin/cs/members" className="text-sm text-brand-700 hover:underline">
        ← 회원 조회
      </Link>
      <section className="rounded-xl border border-gray-200 bg-white p-5">
        <h1 className="text-lg font-bold">
          {m.name}{' '}
          <span className="text-sm font-normal text-gray-600">
            ({m.loginId} · 회원번호 {m.memberNo})
          </span>
        </h1>
        <p className="mt-1 text-sm text-gray-700">
          {m.mobile || '-'} · {m.email || '-'} · {m.grade} · 가입 {formatServerTime(m.regDttm, 'YYYY.MM.DD')} · 포인트{' '}
          <strong>{formatNumber(m.pointBalance)}P</strong>
        </p>
      </section>
      <div className="grid gap-5 xl:grid-cols-2">
        <section className="rounded-xl border border-gray-200 bg-white p-4">
          <h2 className="mb-2 text-sm font-bold">주문 (최근 10건)</h2>
          <table className="w-full text-[13px]">
            <caption className="sr-only">주문</caption>
            <thead>
              <tr>
                <th className={th}>주문번호</th>
                <th className={th}>상품</th>
                <th className={th}>금액</th>
                <th className={th}>상태</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.ordNo} id={`order-${o.ordNo}`}>
                  <td className={`${td} font-mono text-xs`}>{o.ordNo}</td>
                  <td className={td}>{o.goodsSummary}</td>
                  <td className={`${td} tabular-nums`}>{formatNumber(o.payAmt)}원</td>
                  <td className={td}>{o.statusName}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!orders.length ? <p className="text-xs text-gray-600">주문이 없습니다.</p> : null}
        </section>
        <section className="rounded-xl border border-gray-200 bg-white p-4">
          <h2 className="mb-2 text-sm font-bold">취소·반품</h2>
          {claims.length ? (
            <ul className="space-y-1 text-[13px]">
              {claims.map((c) => (
                <li key={c.claimNo}>
                  {formatServerTime(c.regDttm, 'YYYY.MM.DD')} · {c.type === 'CANCEL' ? '취소' : '반품'} · {c.status} ·{' '}
                  <span className="font-mono text-xs">{c.ordNo}</span> · {formatNumber(c.refundAmt)}원
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-gray-600">클레임이 없습니다.</p>
          )}
          <h2 className="mt-4 mb-2 text-sm font-bold">문의</h2>
          {inquiries.length ? (
            <ul className="space-y-1 text-[13px]">
              {inquiries.map((i) => (
                <li key={i.no}>
                  <Link to="/admin/cs/inquiries/$no" params={{ no: i.no }} className="text-brand-700 hover:underline">
                    {i.title}
                  </Link>{' '}
                  · {i.state === 'WAITING' ? '답변대기' : '답변완료'}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-gray-600">문의가 없습니다.</p>
          )}
        </section>
      </div>
      <div className="grid gap-5 xl:grid-cols-2">
        <section className="rounded-xl border border-gray-200 bg-white p-4">
          <h2 className="mb-2 text-sm font-bold">포인트 내역 (최근 20건)</h2>
          <ul className="space-y-1 text-[13px]">
            {ledger.map((l) => (
              <li key={l.ledgerNo} className="flex justify-between gap-2">
                <span>
                  {formatServerTime(l.regDttm, 'YYYY.MM.DD')} · {l.reason}
                </span>
                <span className={`tabular-nums ${l.amount < 0 ? 'text-accent' : ''}`}>
                  {l.amount > 0 ? '+' : ''}
                  {formatNumber(l.amount)}P
                </span>
              </li>
            ))}
          </ul>
        </section>
        <PointForm memberNo={m.memberNo} balance={m.pointBalance} />
      </div>
    </div>
  )
}

const newKey = () => `pt-${crypto.randomUUID().replace(/-/g, '')}`

function PointForm({ memberNo, balance }: { memberNo: number; balance: number }) {
  const qc = useQueryClient()
  const dialog = useDialog()
  const form = useSchemaForm(pointAdjustSchema)
  const [sign, setSign] = useState<'+' | '-'>('+')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  // One key per intended grant: a double click or a retry of the same request is written once.
  const [requestKey, setRequestKey] = useState(newKey)
  const [done, setDone] = useState<string | null>(null)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setDone(null)
    const n = Number(amount.replace(/,/g, ''))
    const body = form.validate({ amount: sign === '-' ? -n : n, reason, requestKey })
    if (!body) return
    if (!(await dialog.confirm(`${formatNumber(Math.abs(body.amount))}P를 ${body.amount > 0 ? '지급' : '차감'}할까요?`))) return
    const r = await consoleCall<PointAdjustAnswer>(`/cs/members/${memberNo}/points`, { json: body })
    if (!r.ok) return form.setApiErrors(r.error.errors)
    setDone(`${body.amount > 0 ? '지급' : '차감'}했습니다. 잔액 ${formatNumber(r.data.balance)}P`)
    setAmount('')
    setReason('')
    setRequestKey(newKey())
    await qc.invalidateQueries({ queryKey: consoleQueries.all })
  }
  return (
    <form onSubmit={submit} className="rounded-xl border border-gray-200 bg-white p-4" aria-labelledby="pt-title" noValidate>
      <h2 id="pt-title" className="text-sm font-bold">
        포인트 지급·차감
      </h2>
      <p className="mt-1 text-xs text-gray-600">
        내역 사유는 ‘기타’로 남고, 입력한 사유는 접근 기록에 남습니다. 보유 {formatNumber(balance)}P보다 많이 차감할 수 없습니다.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <fieldset className="flex gap-3">
          <legend className={dense.label}>구분</legend>
          <label className="flex items-center gap-1 text-sm">
            <input type="radio" name="sign" checked={sign === '+'} onChange={() => setSign('+')} /> 지급
          </label>
          <label className="flex items-center gap-1 text-sm">
            <input type="radio" name="sign" checked={sign === '-'} onChange={() => setSign('-')} /> 차감
          </label>
        </fieldset>
        <div>
          <label htmlFor="pt-amount" className={dense.label}>
            포인트
          </label>
          <input
            id="pt-amount"
            inputMode="numeric"
            className={`${dense.input} w-32`}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="grow">
          <label htmlFor="pt-reason" className={dense.label}>
            사유
          </label>
          <input
            id="pt-reason"
            className={`${dense.input} w-full`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="예: 배송 지연 보상"
          />
        </div>
        <button type="submit" className={`${btn.smallPrimary} h-9`}>
          {sign === '+' ? '지급' : '차감'}
        </button>
      </div>
      <FormError message={form.error('amount') ?? form.error('reason') ?? form.error('requestKey')} />
      {done ? (
        <p role="status" className="mt-2 text-sm font-medium text-brand-700">
          {done}
        </p>
      ) : null}
    </form>
  )
}
