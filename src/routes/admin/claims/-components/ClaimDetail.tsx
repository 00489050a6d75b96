import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { useDialog } from '~/client/components/Dialogs'
import { btn } from '~/client/components/ui'
import { consoleCall } from '~/client/console/api'
import { HeadCells } from '~/client/console/DataTable'
import { dense } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import type { ClaimDetailAnswer, ClaimStepAnswer } from '~/shared/api/admin-claims-types'
import { formatNumber, formatServerTime } from '~/shared/format'
import { KIND_NAME, STAGE_NAME, STEP_NAME, type OperatorStep } from '~/shared/order/claim-flow'
import { dueLabel, STAGE_TONE } from './labels'

const route = getRouteApi('/admin/claims/$claimNo')

type Verdict = { verdict: 'ACCEPT' | 'REJECT' | ''; reason: string; fileId: string | null; uploading?: boolean }

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-sm font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-1 text-sm">
      <dt className="w-24 shrink-0 text-gray-600">{label}</dt>
      <dd className="min-w-0 text-gray-900">{children}</dd>
    </div>
  )
}

/** One claim: what the member asked, the goods, the steps so far, and the steps its stage allows. */
export function ClaimDetail() {
  const { claimNo } = route.useParams()
  const qc = useQueryClient()
  const dialog = useDialog()
  const q = useQuery(consoleQueries.get<ClaimDetailAnswer>(`/claims/${claimNo}`))
  const [busy, setBusy] = useState<OperatorStep | null>(null)
  const [reason, setReason] = useState('')
  const [verdicts, setVerdicts] = useState<Record<number, Verdict>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})

  if (q.isError) return <QueryError title="클레임을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
  if (q.isPending)
    return (
      <div className="space-y-3" aria-busy="true" aria-label="클레임을 불러오는 중">
        <div className="skeleton h-8 w-64 rounded-lg" />
        <div className="skeleton h-40 rounded-xl" />
        <div className="skeleton h-40 rounded-xl" />
      </div>
    )
  const c = q.data
  const refresh = () => qc.invalidateQueries({ queryKey: consoleQueries.all })
  const verdictOf = (lineNo: number): Verdict => verdicts[lineNo] ?? { verdict: '', reason: '', fileId: null }
  const setVerdict = (lineNo: number, v: Partial<Verdict>) => setVerdicts((s) => ({ ...s, [lineNo]: { ...verdictOf(lineNo), ...v } }))

  async function upload(lineNo: number, file: File | undefined) {
    if (!file) return
    setVerdict(lineNo, { uploading: true })
    const fd = new FormData()
    fd.append('file', file)
    const res = await fetch(`/admin/api/claims/${claimNo}/photo`, { method: 'POST', body: fd, credentials: 'same-origin' }).catch(
      () => null,
    )
    const body = (await res?.json().catch(() => null)) as { fileId?: string; errors?: { reason: string }[] } | null
    setVerdict(lineNo, { uploading: false, fileId: res?.ok && body?.fileId ? body.fileId : null })
    if (!res?.ok) await dialog.warn(body?.errors?.[0]?.reason ?? '사진을 올리지 못했습니다. 다시 시도해 주세요.')
  }

  async function take(step: OperatorStep) {
    const confirmText: Record<OperatorStep, string> = {
      pickup: '물류센터에 택배 회수를 접수할까요? 고객에게 회수 안내가 발송됩니다.',
      inspect: '검수 결과를 저장할까요? 불합격 상품은 고객에게 사유와 함께 안내됩니다.',
      refund: `환불할까요? 결제 수단으로 환불되고 포인트·쿠폰이 돌아갑니다. (예정 ${formatNumber(c.refundAmt)}원)`,
      reject: '반품을 거절할까요? 고객에게 거절 사유가 안내됩니다.',
      reship: '교환 상품 발송을 물류센터에 요청할까요?',
      approve: `취소를 승인하고 ${formatNumber(c.refundAmt)}원을 환불할까요?`,
      refuse: '취소 요청을 거절할까요? 주문은 배송준비중으로 돌아갑니다.',
    }
    const body: { seen: string; reason?: string; lines?: unknown[] } = { seen: c.stage }
    const errs: Record<string, string> = {}
    if (step === 'reject' || step === 'refuse') {
      if (reason.trim().length < 2) errs.reason = '거절 사유를 2자 이상 입력해 주세요.'
      body.reason = reason.trim()
    }
    if (step === 'inspect') {
      body.lines = c.lines.map((l, i) => {
        const v = verdictOf(l.lineNo)
        if (!v.verdict) errs[`lines.${i}.verdict`] = '합격 또는 불합격을 선택해 주세요.'
        if (v.verdict === 'REJECT' && v.reason.trim().length < 2) errs[`lines.${i}.reason`] = '불합격 사유를 2자 이상 입력해 주세요.'
        if (v.verdict === 'REJECT' && !v.fileId) errs[`lines.${i}.fileId`] = '불합격 상품의 사진을 올려 주세요.'
        return { lineNo: l.lineNo, verdict: v.verdict, reason: v.reason.trim(), fileId: v.fileId }
      })
    }
    setErrors(errs)
    if (Object.keys(errs).length) return
    if (!(await dialog.confirm(confirmText[step], { confirmLabel: STEP_NAME[step] }))) return
    setBusy(step)
    const r = await consoleCall<ClaimStepAnswer>(`/claims/${claimNo}/${step}`, { method: 'POST', json: body })
    setBusy(null)
    if (!r.ok) {
      const fieldErrs = Object.fromEntries(r.error.errors.map((e) => [e.field, e.reason]))
      setErrors(fieldErrs)
      await dialog.warn(r.error.errors[0]?.reason ?? '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.')
      if (r.status === 409 || r.status >= 500) await refresh()
      return
    }
    setReason('')
    setVerdicts({})
    await refresh()
    await dialog.alert(r.data.message)
  }

  const inspecting = c.steps.includes('inspect')
  const needsReason = c.steps.includes('reject') || c.steps.includes('refuse')
  return (
    <div className="space-y-4">
      <p>
        <Link to="/admin/claims" className="text-sm text-brand-800 underline">
          ← 클레임 목록
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold">
          {KIND_NAME[c.kind]} 클레임 #{c.claimNo}
        </h1>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STAGE_TONE[c.stage]}`} data-testid="claim-stage">
          {STAGE_NAME[c.stage]}
        </span>
        <span className="text-sm text-gray-700">
          {c.statusNm} · 접수 {formatServerTime(c.regDttm)} · {c.ageDays}일 경과
        </span>
        {c.refundDueYmd ? (
          <span className={`text-sm ${c.late ? 'font-bold text-red-700' : 'text-gray-700'}`}>
            환불 기한 {dueLabel(c.refundDueYmd)}
            {c.late ? ' · 기한 지남' : ''}
          </span>
        ) : null}
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Section title="주문" id="s-order">
          <dl>
            <Row label="주문번호">
              <span className="font-mono">{c.ordNo}</span>
            </Row>
            <Row label="주문 상태">{c.order.statusNm}</Row>
            <Row label="결제">
              {c.order.payMethodNm} {formatNumber(c.order.payAmt)}원
            </Row>
            <Row label="받는 방법">
              {c.order.dlvrMethodNm}
              {c.order.storeNm ? ` (${c.order.storeNm})` : ''}
            </Row>
            <Row label="주문자">
              {c.orderer.name} · {c.orderer.mobile}
            </Row>
            <Row label="주소">{c.address}</Row>
          </dl>
        </Section>
        <Section title="요청" id="s-claim">
          <dl>
            <Row label="사유">
              {c.reasonNm}
              {c.reasonText ? ` — ${c.reasonText}` : ''}
            </Row>
            {c.kind !== 'CANCEL' ? (
              <Row label="반품 배송비">{c.returnFee ? `${formatNumber(c.returnFee)}원 (고객 부담)` : '판매자 부담'}</Row>
            ) : null}
            <Row label="환불 금액">{formatNumber(c.refundAmt)}원</Row>
            {c.rejectReason ? <Row label="거절·불합격">{c.rejectReason}</Row> : null}
          </dl>
        </Section>
        <Section title="회수·입고" id="s-pickup">
          <dl>
            <Row label="회수">{c.pickup ? `${c.pickup.courierNm} ${c.pickup.invoiceNo}` : c.storePickup ? '매장으로 반품' : '접수 전'}</Row>
            <Row label="입고">
              {c.received ? `${formatServerTime(c.received.dttm)} (${c.received.at === 'WMS' ? '물류센터' : '매장'})` : '입고 전'}
            </Row>
            {c.reship ? (
              <Row label="교환 발송">
                {c.reship.courierNm} {c.reship.invoiceNo}
              </Row>
            ) : null}
          </dl>
        </Section>
      </div>

      <Section title={inspecting ? '상품 검수' : '상품'} id="s-lines">
        <table className="w-full text-left text-[13px]">
          <caption className="sr-only">클레임 상품</caption>
          <thead className="text-xs text-gray-600">
            <tr>
              <HeadCells labels={['상품', '수량', '금액', '검수']} className="py-1.5 pr-3" last="py-1.5" />
            </tr>
          </thead>
          <tbody>
            {c.lines.map((l, i) => {
              const v = verdictOf(l.lineNo)
              return (
                <tr key={l.lineNo} className="border-t border-gray-100 align-top">
                  <td className="py-2 pr-3">
                    {l.goodsNm}
                    <span className="block text-xs text-gray-600">{l.itemNm}</span>
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{l.qtt}</td>
                  <td className="py-2 pr-3 tabular-nums">{formatNumber(l.lineAmt)}원</td>
                  <td className="py-2">
                    {l.check ? (
                      <span className={l.check.verdict === 'ACCEPT' ? 'text-brand-800' : 'text-red-700'}>
                        {l.check.verdict === 'ACCEPT' ? '합격' : `불합격 — ${l.check.reason}`}
                        {l.check.fileId ? (
                          <a
                            className="ml-2 underline"
                            href={`/admin/api/claims/${c.claimNo}/photo/${l.check.fileId}`}
                            target="_blank"
                            rel="noreferrer"
                          >
                            사진
                          </a>
                        ) : null}
                      </span>
                    ) : inspecting ? (
                      <fieldset className="space-y-2">
                        <legend className="sr-only">{l.goodsNm} 검수 결과</legend>
                        <div className="flex gap-3">
                          {(['ACCEPT', 'REJECT'] as const).map((x) => (
                            <label key={x} className="inline-flex items-center gap-1.5">
                              <input
                                type="radio"
                                name={`verdict-${l.lineNo}`}
                                checked={v.verdict === x}
                                onChange={() => setVerdict(l.lineNo, { verdict: x })}
                              />
                              {x === 'ACCEPT' ? '합격' : '불합격'}
                            </label>
                          ))}
                        </div>
                        {errors[`lines.${i}.verdict`] ? <p className="text-xs text-red-700">{errors[`lines.${i}.verdict`]}</p> : null}
                        {v.verdict === 'REJECT' ? (
                          <div className="space-y-2">
                            <label className={dense.label} htmlFor={`reason-${l.lineNo}`}>
                              불합격 사유
                            </label>
                            <input
                              id={`reason-${l.lineNo}`}
                              className={`${dense.input} w-full`}
                              value={v.reason}
                              maxLength={200}
                              aria-invalid={!!errors[`lines.${i}.reason`] || undefined}
                              onChange={(e) => setVerdict(l.lineNo, { reason: e.target.value })}
                            />
                            {errors[`lines.${i}.reason`] ? <p className="text-xs text-red-700">{errors[`lines.${i}.reason`]}</p> : null}
                            <label className={dense.label} htmlFor={`photo-${l.lineNo}`}>
                              상품 사진 (JPG·PNG·WEBP, 10MB 이하)
                            </label>
                            <input
                              id={`photo-${l.lineNo}`}
                              type="file"
                              accept="image/jpeg,image/png,image/webp"
                              className="block text-xs"
                              onChange={(e) => void upload(l.lineNo, e.target.files?.[0])}
                            />
                            <p className="text-xs text-gray-700" aria-live="polite">
                              {v.uploading ? '사진을 올리는 중…' : v.fileId ? '사진을 올렸습니다.' : ''}
                            </p>
                            {errors[`lines.${i}.fileId`] ? <p className="text-xs text-red-700">{errors[`lines.${i}.fileId`]}</p> : null}
                          </div>
                        ) : null}
                      </fieldset>
                    ) : (
                      <span className="text-gray-600">-</span>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </Section>

      {c.steps.length ? (
        <Section title="처리" id="s-steps">
          {needsReason ? (
            <div className="mb-3">
              <label className={dense.label} htmlFor="step-reason">
                거절 사유 (거절할 때만, 고객에게 보입니다)
              </label>
              <textarea
                id="step-reason"
                className="w-full rounded-lg border border-gray-300 p-2 text-sm"
                rows={2}
                maxLength={200}
                value={reason}
                aria-invalid={!!errors.reason || undefined}
                onChange={(e) => setReason(e.target.value)}
              />
              {errors.reason ? <p className="text-xs text-red-700">{errors.reason}</p> : null}
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {c.steps.map((s) => (
              <button
                key={s}
                type="button"
                disabled={!!busy}
                className={s === 'reject' || s === 'refuse' ? btn.secondary : btn.primary}
                onClick={() => void take(s)}
              >
                {busy === s
                  ? '처리 중…'
                  : c.stage === 'REFUND_FAIL' && (s === 'refund' || s === 'approve')
                    ? '환불 다시 시도'
                    : STEP_NAME[s]}
              </button>
            ))}
          </div>
        </Section>
      ) : (
        <p className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700">
          {c.stage === 'DONE' || c.stage === 'REJECTED'
            ? '처리가 끝난 클레임입니다.'
            : c.stage === 'PICKUP_BOOKED'
              ? '택배 회수 중입니다. 물류센터의 입고 통보가 오면 검수할 수 있습니다.'
              : c.storePickup && c.stage === 'REQUESTED'
                ? '매장 픽업 주문입니다. 고객이 매장에 반품하면 매장에서 입고 확인을 합니다.'
                : '다른 처리가 진행 중입니다. 잠시 후 새로고침해 주세요.'}
        </p>
      )}

      <Section title="처리 내역" id="s-events">
        {c.events.length ? (
          <ol className="space-y-1.5 text-sm">
            {c.events.map((e, i) => (
              <li key={i} className="flex flex-wrap gap-2">
                <span className="text-gray-600 tabular-nums">{formatServerTime(e.at, 'MM.DD HH:mm')}</span>
                <span className="font-semibold">{e.stepNm}</span>
                <span>{e.memo}</span>
                <span className="text-xs text-gray-600">({e.actor})</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-gray-600">아직 처리한 내역이 없습니다.</p>
        )}
      </Section>
    </div>
  )
}
