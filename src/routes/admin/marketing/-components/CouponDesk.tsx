import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Badge, btn } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { consoleCall } from '~/client/console/api'
import { Field } from '~/client/console/Field'
import { dense } from '~/client/console/Filters'
import { HeadCells } from '~/client/console/DataTable'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import { seoulText } from '~/shared/admin/campaign'
import type { CouponListAnswer, CouponListItem, IssueRunAnswer } from '~/shared/api/marketing-types'
import { formatNumber } from '~/shared/format'
import { KIND_LABELS } from '~/shared/benefits/coupons'
import { GOODS_TYPES } from '~/shared/goods-types'
import { AGE_BANDS } from '~/shared/schemas/marketing'

const GRADES = [
  ['ALL', '전체 등급'],
  ['BRONZE', '브론즈'],
  ['SILVER', '실버'],
  ['GOLD', '골드'],
  ['PLATINUM', '플래티넘'],
] as const

/**
 * Coupons: every coupon with its kind, zone and use state, a way to make a new one (CouponEditor), and the segment
 * issue: pick a coupon, a segment (grade, marketing consent, age bands, favourite goods type, last order after /
 * before), confirm, and the run goes on in the background (500 members a batch, state in D1) — its progress and
 * result (issued, skipped with the reason) are polled here; leaving the page does not stop it.
 */
export function CouponDesk() {
  const q = useQuery(consoleQueries.get<CouponListAnswer>('/marketing/coupons'))
  const [picked, setPicked] = useState<CouponListItem | null>(null)
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold">쿠폰</h1>
          <p className="text-sm text-gray-600">
            쿠폰을 만들고 쿠폰존에 올리거나, 회원 묶음에 한 번씩 발급합니다. 두 번 시작해도 회원마다 한 장만 발급돼요.
          </p>
        </div>
        <Link to="/admin/marketing/coupons/$couponNo" params={{ couponNo: 'new' }} className={btn.smallPrimary}>
          새 쿠폰 만들기
        </Link>
      </div>
      {q.isError ? (
        <QueryError title="쿠폰을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <div className="skeleton h-64 rounded-xl" aria-label="쿠폰을 불러오는 중" />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_380px]">
          <div className="min-w-0 overflow-x-auto">
            <table className="w-full min-w-[640px] text-left text-sm">
              <caption className="sr-only">쿠폰</caption>
              <thead className="border-b border-gray-200 text-xs text-gray-600">
                <tr>
                  <HeadCells
                    labels={['번호', '쿠폰', '혜택', '유효기간', '발급 수', <span className="sr-only">발급</span>]}
                    className="py-2 pr-2"
                    last="py-2"
                  />
                </tr>
              </thead>
              <tbody>
                {q.data.coupons.map((c) => (
                  <tr key={c.couponNo} className="border-b border-gray-100">
                    <td className="py-2 pr-2 tabular-nums">{c.couponNo}</td>
                    <td className="py-2 pr-2">
                      <Link
                        to="/admin/marketing/coupons/$couponNo"
                        params={{ couponNo: String(c.couponNo) }}
                        className="text-brand-800 underline"
                      >
                        {c.name}
                      </Link>{' '}
                      <span className="text-xs text-gray-600">{KIND_LABELS[c.kind] ?? c.kind}</span>{' '}
                      {c.inZone ? <Badge tone="brand">쿠폰존</Badge> : null} {c.inUse ? null : <Badge>중지</Badge>}
                    </td>
                    <td className="py-2 pr-2">{c.benefit}</td>
                    <td className="py-2 pr-2 text-xs">
                      {c.validity.startsWith('~ ') ? `~ ${seoulText(c.validity.slice(2))}` : c.validity}
                    </td>
                    <td className="py-2 pr-2 tabular-nums">{formatNumber(c.issuedQtt)}</td>
                    <td className="py-2">
                      <button
                        type="button"
                        className={`${btn.small} whitespace-nowrap`}
                        onClick={() => setPicked(c)}
                        disabled={!c.inUse || c.limited}
                      >
                        회원 묶음 발급
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <aside>
            {picked ? (
              <SegmentIssue key={picked.couponNo} coupon={picked} />
            ) : (
              <p className="text-sm text-gray-600">왼쪽에서 발급할 쿠폰을 골라 주세요.</p>
            )}
          </aside>
        </div>
      )}
    </div>
  )
}

function SegmentIssue({ coupon }: { coupon: CouponListItem }) {
  const dialog = useDialog()
  const qc = useQueryClient()
  const [grade, setGrade] = useState<string>('SILVER')
  const [consentOnly, setConsentOnly] = useState(false)
  const [ageBands, setAgeBands] = useState<number[]>([])
  const [favGoodsType, setFavGoodsType] = useState('')
  const [lastOrderAfter, setLastOrderAfter] = useState('')
  const [lastOrderBefore, setLastOrderBefore] = useState('')
  const [runNo, setRunNo] = useState<number | null>(coupon.lastRunNo)
  const [error, setError] = useState<string | null>(null)
  const run = useQuery({
    ...consoleQueries.get<IssueRunAnswer>(`/marketing/issue-runs/${runNo ?? 0}`),
    enabled: runNo !== null,
    refetchInterval: (query) => (query.state.data?.state === 'RUNNING' ? 1500 : false),
  })
  const start = async (e: FormEvent) => {
    e.preventDefault()
    const label = [
      GRADES.find(([g]) => g === grade)![1],
      consentOnly ? '마케팅 수신 동의' : '',
      ageBands.length ? ageBands.map((b) => (b === 50 ? '50대 이상' : `${b}대`)).join('·') : '',
      favGoodsType ? `관심 ${GOODS_TYPES.find((g) => g.code === favGoodsType)?.name}` : '',
      lastOrderAfter ? `${lastOrderAfter}부터 주문` : '',
      lastOrderBefore ? `${lastOrderBefore} 이후 주문 없음` : '',
    ]
      .filter(Boolean)
      .join(', ')
    if (!(await dialog.confirm(`'${coupon.name}'을(를) [${label}] 회원에게 발급할까요?`, { confirmLabel: '발급 시작' }))) return
    setError(null)
    const r = await consoleCall<IssueRunAnswer & { created: boolean }>(`/marketing/coupons/${coupon.couponNo}/segment-issue`, {
      json: { grade, consentOnly, ageBands, favGoodsType, lastOrderAfter, lastOrderBefore },
    })
    if (!r.ok) return setError(r.error.errors[0]?.reason ?? '발급을 시작하지 못했습니다.')
    setRunNo(r.data.runNo)
    if (!r.data.created) setError('같은 발급이 이미 진행 중이라 그 진행 상황을 보여 드려요.')
    void qc.invalidateQueries({ queryKey: consoleQueries.path('/marketing/coupons') })
  }
  const d = run.data
  const date = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <Field id={id} label={label}>
      <input
        id={id}
        type="date"
        className={`${dense.input} w-full`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="seg-before-hint"
      />
    </Field>
  )
  return (
    <section aria-labelledby="seg-title" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="seg-title" className="text-base font-bold">
        {coupon.name} 회원 묶음 발급
      </h2>
      <form onSubmit={(e) => void start(e)} className="space-y-2">
        <div>
          <label htmlFor="seg-grade" className={dense.label}>
            회원 등급
          </label>
          <select id="seg-grade" className={dense.select} value={grade} onChange={(e) => setGrade(e.target.value)}>
            {GRADES.map(([g, l]) => (
              <option key={g} value={g}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-8 items-center gap-2 text-sm">
          <input type="checkbox" checked={consentOnly} onChange={(e) => setConsentOnly(e.target.checked)} /> 마케팅 수신 동의 회원만
        </label>
        <fieldset>
          <legend className={dense.label}>연령대 (고르지 않으면 모든 연령)</legend>
          <div className="flex flex-wrap gap-x-3">
            {AGE_BANDS.map((b) => (
              <label key={b} className="flex min-h-8 items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  checked={ageBands.includes(b)}
                  onChange={(e) => setAgeBands(e.target.checked ? [...ageBands, b] : ageBands.filter((x) => x !== b))}
                />
                {b === 50 ? '50대 이상' : `${b}대`}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="seg-fav" className={dense.label}>
            관심 상품 종류
          </label>
          <select id="seg-fav" className={`${dense.select} w-full`} value={favGoodsType} onChange={(e) => setFavGoodsType(e.target.value)}>
            <option value="">상관없음</option>
            {GOODS_TYPES.map((g) => (
              <option key={g.code} value={g.code}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-2">
          {date('seg-after', '이 날부터 주문한 회원', lastOrderAfter, setLastOrderAfter)}
          {date('seg-before', '이 날부터 주문 없는 회원', lastOrderBefore, setLastOrderBefore)}
        </div>
        <p id="seg-before-hint" className="text-xs text-gray-600">
          주문 날짜는 결제한 주문만 셉니다. &lsquo;주문 없는 회원&rsquo;은 그 전에 주문한 적이 있는 회원입니다.
        </p>
        <button type="submit" className={btn.smallPrimary}>
          발급 시작
        </button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-amber-900">
          {error}
        </p>
      ) : null}
      {d ? (
        <div role="status" aria-live="polite" className="rounded-lg bg-gray-50 p-3 text-sm" data-testid="issue-run">
          <p className="font-semibold">
            작업 #{d.runNo} · {d.state === 'RUNNING' ? '발급 중' : '완료'}
          </p>
          <progress
            className="mt-2 w-full"
            max={Math.max(d.total ?? d.considered, d.considered, 1)}
            value={d.considered}
            aria-label="발급 진행률"
          />
          <p className="mt-1 tabular-nums">
            대상 확인 {formatNumber(d.considered)}명 · 발급 {formatNumber(d.issued)}명 · 건너뜀 {formatNumber(d.skipped)}명
            {d.skipped ? ` (${d.skippedReason})` : ''}
          </p>
          <p className="text-xs text-gray-600">
            {d.startedBy} · {seoulText(d.startedAt)} 시작{d.finishedAt ? ` · ${seoulText(d.finishedAt)} 끝` : ''}
          </p>
        </div>
      ) : null}
    </section>
  )
}
