import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { PeriodFilter } from '~/client/components/commerce/PeriodFilter'
import { btn, chipClass, EmptyState, field, ListSkeleton } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { conversionError } from '~/shared/benefits/points'
import { formatNumber } from '~/shared/format'
import { Failed, ymdDots } from './shared'

export interface PointFilter {
  from: string
  to: string
  kind: 'all' | 'earn' | 'use'
  page: number
}

/** Points: balance and soon-to-expire, conversion into an offline coupon, the ledger with period and kind filters. */
export function PointView({ f, onChange }: { f: PointFilter; onChange: (f: PointFilter) => void }) {
  const q = useQuery(benefitQueries.points({ fromYmd: f.from, toYmd: f.to, kind: f.kind, page: f.page }))
  if (q.isPending) return <ListSkeleton rows={4} />
  if (q.isError) return <Failed what="포인트" retry={() => void q.refetch()} />
  const d = q.data
  const pages = Math.max(1, Math.ceil(d.totalCount / d.rows))
  return (
    <>
      <section aria-label="포인트 요약" className="mb-5 grid gap-3 md:grid-cols-[1fr_1fr]">
        <div className="rounded-2xl bg-gray-900 p-5 text-white">
          <p className="text-sm text-gray-200">사용 가능한 포인트</p>
          <p className="mt-1 text-3xl font-bold">
            {formatNumber(d.balance)}
            <span className="ml-0.5 text-lg">P</span>
          </p>
          <p className="mt-2 text-sm text-gray-200">
            {d.soonDays}일 안에 사라질 포인트 <strong className="text-white">{formatNumber(d.soon)}P</strong>
          </p>
          <p className="mt-1 text-xs text-gray-200">포인트는 적립일부터 36개월 동안 쓸 수 있어요.</p>
        </div>
        <Convert balance={d.balance} unit={d.conversion.unit} min={d.conversion.min} />
      </section>
      <PeriodFilter from={f.from} to={f.to} onChange={(p) => onChange({ ...f, ...p, page: 1 })} />
      <div className="mb-3 flex gap-2" role="group" aria-label="내역 구분">
        {(
          [
            ['all', '전체'],
            ['earn', '지급'],
            ['use', '차감'],
          ] as const
        ).map(([k, name]) => (
          <button
            key={k}
            type="button"
            className={chipClass(f.kind === k)}
            aria-pressed={f.kind === k}
            onClick={() => onChange({ ...f, kind: k, page: 1 })}
          >
            {name}
          </button>
        ))}
      </div>
      {!d.items.length ? (
        <EmptyState
          title="이 기간의 포인트 내역이 없어요."
          action={
            <Link to="/products" className={btn.secondary}>
              쇼핑하러 가기
            </Link>
          }
        >
          구매를 확정하면 결제 금액의 일부가 포인트로 쌓여요.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
          {d.items.map((i) => (
            <li key={i.ledgerNo} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-gray-900">{i.reason}</p>
                <p className="text-xs text-gray-600">
                  {ymdDots(i.regDttm)}
                  {i.ordNo ? ` · 주문 ${i.ordNo}` : ''}
                  {i.amount > 0 && i.expireDttm ? ` · ${ymdDots(i.expireDttm)} 소멸 예정` : ''}
                </p>
              </div>
              <p className={`shrink-0 text-base font-bold ${i.amount > 0 ? 'text-brand-700' : 'text-gray-900'}`}>
                <span className="sr-only">{i.kind} </span>
                {i.amount > 0 ? '+' : '−'}
                {formatNumber(Math.abs(i.amount))}P
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="포인트 내역 페이지" className="mt-4 flex items-center justify-center gap-2">
          <button type="button" className={btn.small} disabled={f.page <= 1} onClick={() => onChange({ ...f, page: f.page - 1 })}>
            이전
          </button>
          <span className="text-sm text-gray-600">
            {f.page} / {pages}
          </span>
          <button type="button" className={btn.small} disabled={f.page >= pages} onClick={() => onChange({ ...f, page: f.page + 1 })}>
            다음
          </button>
        </nav>
      ) : null}
    </>
  )
}

function Convert({ balance, unit, min }: { balance: number; unit: number; min: number }) {
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [key, setKey] = useState(() => crypto.randomUUID())
  const dialog = useDialog()
  const qc = useQueryClient()
  const m = useMutation({
    mutationFn: (n: number) => getApi().benefit.convert(n, key),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: benefitQueries.all })
      if (!r.ok) return setError(r.error.errors[0]?.reason ?? '전환하지 못했어요. 잠시 후 다시 시도해 주세요.')
      setAmount('')
      setKey(crypto.randomUUID())
      await dialog.alert(`${formatNumber(r.data.amount)}P를 매장 쿠폰으로 바꿨어요. 나의 쿠폰함의 D-쿠폰에서 확인해 주세요.`)
    },
  })
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const n = Number(amount.replace(/[,\s]/g, ''))
    const err = conversionError(n, balance)
    setError(err)
    if (err) return
    if (
      await dialog.confirm(`${formatNumber(n)}P를 ${formatNumber(n)}원 매장 쿠폰으로 바꿀까요? 바꾼 뒤에는 포인트로 되돌릴 수 없어요.`, {
        confirmLabel: '전환하기',
      })
    )
      m.mutate(n)
  }
  return (
    <form onSubmit={submit} className="rounded-2xl border border-gray-200 p-5" noValidate>
      <label htmlFor="convert-amount" className={field.label}>
        포인트를 매장 쿠폰으로 바꾸기
      </label>
      <div className="flex gap-2">
        <input
          id="convert-amount"
          inputMode="numeric"
          className={field.input}
          placeholder={`${formatNumber(min)}P부터 ${formatNumber(unit)}P 단위`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="convert-hint"
        />
        <button type="submit" className={btn.field} disabled={m.isPending}>
          {m.isPending ? '전환 중…' : '전환'}
        </button>
      </div>
      <p id="convert-hint" className={error ? field.error : field.hint} role={error ? 'alert' : undefined}>
        {error ?? '바꾼 쿠폰은 다비치 매장에서 바코드로 쓸 수 있어요. (유효기간 1년)'}
      </p>
    </form>
  )
}
