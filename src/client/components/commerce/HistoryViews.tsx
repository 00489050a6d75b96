import { Link } from '@tanstack/react-router'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { OfflineOrder, OrderGiftCardsAnswer } from '~/shared/api/commerce-types'
import { BANKS, RETURN_REASONS, type ReturnReason } from '~/shared/codes'
import { formatDate8, formatNumber, formatServerTime } from '~/shared/format'
import { ClaimProgress } from './ClaimProgress'
import { canExchangeFor, refundAccountErrors, returnShippingFee } from '~/shared/order/rules'
import { getApi } from '../../api'
import { ApiCallError } from '~/shared/api/result'
import { orderQueries } from '../../queries/orders'
import { useDialog } from '../Dialogs'
import { Badge, Card, EmptyState, ErrorState, ListSkeleton, Row, Won, btn, field } from '~/client/components/ui'
import { StatusBadge } from '~/client/components/commerce/StatusBadge'
import { StatusTimeline } from './OrderDetailView'
import { PeriodFilter } from './PeriodFilter'
import { GiftCardHead } from '../benefits/shared'

type Period = { from: string; to: string; page: number }
type OnPeriod = (p: { from: string; to: string; page?: number }) => void

function Failed({ retry }: { retry: () => void }) {
  return (
    <ErrorState
      title="내역을 불러오지 못했어요."
      action={
        <button type="button" className={btn.secondary} onClick={retry}>
          다시 시도
        </button>
      }
    >
      네트워크 상태를 확인한 뒤 다시 시도해 주세요.
    </ErrorState>
  )
}

export function DeliveryDetailView({ ordNo }: { ordNo?: string }) {
  const q = useQuery({ ...orderQueries.detail(ordNo ?? ''), enabled: !!ordNo, retry: false })
  if (!ordNo)
    return (
      <EmptyState
        title="조회할 주문을 선택해 주세요."
        action={
          <Link className={btn.primary} to="/mypage/manageorder/delivery">
            배송 조회 목록
          </Link>
        }
      />
    )
  if (q.isPending) return <ListSkeleton rows={2} media />
  if (q.isError)
    return (
      <EmptyState
        title="주문 정보를 찾을 수 없어요."
        action={
          <Link className={btn.primary} to="/mypage/manageorder/delivery">
            배송 조회 목록
          </Link>
        }
      />
    )
  const o = q.data
  return (
    <div className="space-y-4">
      <Card title="배송 정보" id="dd-courier" aside={<StatusBadge status={o.status} name={o.statusNm} />}>
        <dl>
          <Row label="주문번호">{o.ordNo}</Row>
          <Row label="택배사">{o.courier.courierNm ?? '발송 전이에요'}</Row>
          {o.courier.invoiceNo ? <Row label="송장번호">{o.courier.invoiceNo}</Row> : null}
          {o.courier.dispatchDttm ? <Row label="발송일">{formatServerTime(o.courier.dispatchDttm)}</Row> : null}
          {o.courier.deliveredDttm ? <Row label="배송 완료">{formatServerTime(o.courier.deliveredDttm)}</Row> : null}
        </dl>
      </Card>
      <Card title="진행 상태" id="dd-timeline">
        <StatusTimeline o={o} />
      </Card>
    </div>
  )
}

export function CancelListView({ from, to, page, onChange }: Period & { onChange: OnPeriod }) {
  const q = useQuery(orderQueries.claims({ from, to, page, rows: 20 }))
  return (
    <>
      <PeriodFilter from={from} to={to} onChange={(p) => onChange({ ...p, page: 1 })} />
      {q.isPending ? (
        <ListSkeleton rows={2} media />
      ) : q.isError ? (
        <Failed retry={() => void q.refetch()} />
      ) : !q.data.claims.length ? (
        <EmptyState title="이 기간에 취소·반품하신 내역이 없어요." />
      ) : (
        <ul className="space-y-3">
          {q.data.claims.map((c) => (
            <li key={c.claimNo} className="rounded-2xl border border-gray-100 p-4 text-sm">
              <div className="mb-1 flex items-center justify-between text-xs text-gray-500">
                <span>
                  {formatServerTime(c.regDttm, 'YYYY.MM.DD')} · <span className="font-mono">{c.ordNo}</span>
                </span>
                <StatusBadge status={c.status} name={c.statusNm} />
              </div>
              <p className="font-medium">{c.firstGoodsNm}</p>
              <p className="mt-1 text-gray-600">
                {c.kind === 'CANCEL' ? '주문 취소' : c.kind === 'EXCHANGE' ? '교환' : '반품'} · {c.reasonNm}
                {c.reasonText ? ` (${c.reasonText})` : ''}
              </p>
              <ClaimProgress c={c} />
              <p className="mt-1 font-bold">
                환불 {formatNumber(c.refundAmt)}원
                {c.returnFee ? (
                  <span className="ml-1 text-xs font-normal text-gray-500">(반품 배송비 {formatNumber(c.returnFee)}원 차감)</span>
                ) : null}
              </p>
              <Link className={`${btn.small} mt-2`} to="/mypage/manageorder/orderdetail/$orderno" params={{ orderno: c.ordNo }}>
                주문 상세
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export function ReturnFormView({ ordNo }: { ordNo?: string }) {
  const dialog = useDialog()
  const qc = useQueryClient()
  const q = useQuery({ ...orderQueries.detail(ordNo ?? ''), enabled: !!ordNo, retry: false })
  const [qtts, setQtts] = useState<Record<number, number>>({})
  const [reason, setReason] = useState('')
  const [text, setText] = useState('')
  const [exchange, setExchange] = useState(false)
  const [busy, setBusy] = useState(false)
  const [requestKey] = useState(() => crypto.randomUUID()) // one return per form, however often it is sent
  if (!ordNo)
    return (
      <EmptyState
        title="반품할 주문을 선택해 주세요."
        action={
          <Link className={btn.primary} to="/mypage/manageorder/orderlist">
            주문 내역 보기
          </Link>
        }
      />
    )
  if (q.isPending) return <ListSkeleton rows={2} media />
  if (q.isError)
    return (
      <EmptyState
        title="주문 정보를 찾을 수 없어요."
        action={
          <Link className={btn.primary} to="/mypage/manageorder/orderlist">
            주문 내역 보기
          </Link>
        }
      />
    )
  const o = q.data
  if (o.canReturnYn !== 'Y') {
    return (
      <EmptyState
        title="반품을 신청할 수 없는 주문이에요."
        action={
          <Link className={btn.primary} to="/mypage/manageorder/orderdetail/$orderno" params={{ orderno: o.ordNo }}>
            주문 상세 보기
          </Link>
        }
      >
        배송 중이거나 배송 완료된 주문만 반품을 신청할 수 있어요. 결제 완료 상태라면 주문 상세에서 취소해 주세요.
      </EmptyState>
    )
  }
  const qttOf = (l: { lineNo: number; buyQtt: number; claimQtt: number }) => qtts[l.lineNo] ?? l.buyQtt - l.claimQtt
  const picked = o.lines.filter((l) => qttOf(l) > 0)
  const reasons = exchange ? RETURN_REASONS.filter((x) => canExchangeFor(x.id)) : RETURN_REASONS
  const r = reasons.find((x) => x.id === reason)
  const fee = r && !exchange ? returnShippingFee(r.id, o.amounts.dlvrAmt) : 0
  const noun = exchange ? '교환' : '반품'
  const asked = picked.map((l) => ({ lineNo: l.lineNo, qtt: qttOf(l) }))
  async function submit() {
    if (!picked.length) return dialog.warn(`${noun}할 상품과 수량을 선택해 주세요.`)
    if (!r) return dialog.warn(`${noun} 사유를 선택해 주세요.`)
    if (r.requiresText && text.trim().length < 5) return dialog.warn('기타 사유를 5자 이상 입력해 주세요.')
    const ok = await dialog.confirm(
      exchange
        ? '교환을 신청할까요? 회수한 상품을 검수한 뒤 같은 상품(같은 옵션)으로 다시 보내 드려요. 배송비는 판매자가 부담해요.'
        : `반품을 신청할까요?${fee ? ` 반품 배송비 ${formatNumber(fee)}원은 환불 금액에서 차감돼요.` : ' 반품 배송비는 판매자가 부담해요.'}`,
      { confirmLabel: `${noun} 신청` },
    )
    if (!ok) return
    setBusy(true)
    const res = await getApi().claim.return({
      ordNo: o.ordNo,
      lines: asked,
      reasonCd: r.id,
      reasonText: text.trim(),
      requestKey,
      exchange,
    })
    setBusy(false)
    if (!res.ok) return dialog.warn(res.error.errors[0]?.reason ?? `${noun}을 신청하지 못했어요. 잠시 후 다시 시도해 주세요.`)
    await dialog.alert(
      exchange
        ? '교환이 접수되었어요. 상품이 회수되어 검수를 마치면 같은 상품을 다시 보내 드려요.'
        : `반품이 접수되었어요. 상품이 회수되면 ${formatNumber(res.data.claim.refundAmt)}원을 환불해 드려요.`,
    )
    void qc.invalidateQueries({ queryKey: orderQueries.all })
    window.location.assign(`/mypage/manageorder/orderdetail/${o.ordNo}`)
  }
  return (
    <div className="space-y-4">
      <p className="rounded-xl bg-gray-50 p-3 text-[13px] leading-relaxed text-gray-700">
        상품을 받으신 날부터 7일 이내에 반품·교환을 신청하실 수 있어요. 상품이 상품 정보와 다른 경우에는 30일 이내에 신청해 주세요.
        불량·정보 상이는 판매자가, 단순 변심·기타 사유는 고객님이 반품 배송비를 부담해요.
      </p>
      <div role="radiogroup" aria-label="신청 종류" className="grid grid-cols-2 gap-2">
        {[
          [false, '반품 (환불)', '상품을 돌려보내고 환불받아요'],
          [true, '교환 (같은 상품)', '불량·정보 상이일 때 같은 상품으로'],
        ].map(([value, label, hint]) => (
          <label
            key={String(value)}
            className={`rounded-xl border p-3 text-sm ${exchange === value ? 'border-brand-600 bg-brand-50' : 'border-gray-200'}`}
          >
            <span className="flex items-center gap-2 font-semibold">
              <input
                type="radio"
                name="claimKind"
                className="accent-brand-600"
                checked={exchange === value}
                onChange={() => {
                  setExchange(value as boolean)
                  if (value && !canExchangeFor(reason)) setReason('')
                }}
              />
              {label}
            </span>
            <span className="mt-1 block text-xs text-gray-500">{hint}</span>
          </label>
        ))}
      </div>
      <Card title={`${noun}할 상품`} id="rt-goods">
        <ul className="divide-y divide-gray-100">
          {o.lines.map((l) => {
            const left = l.buyQtt - l.claimQtt
            return (
              <li key={l.lineNo} className="flex items-center gap-3 py-2 text-sm">
                <img src={l.imgSrc} alt="" width={48} height={48} className="h-12 w-12 rounded-lg bg-gray-50 object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{l.goodsNm}</p>
                  <p className="text-xs text-gray-500">
                    {l.itemNm} · {noun} 가능 {left}개
                  </p>
                </div>
                <label className="sr-only" htmlFor={`rq-${l.lineNo}`}>
                  {l.goodsNm} {noun} 수량
                </label>
                <select
                  id={`rq-${l.lineNo}`}
                  className="rounded-lg border border-gray-300 px-2 py-1.5"
                  disabled={!left}
                  value={qttOf(l)}
                  onChange={(e) => setQtts({ ...qtts, [l.lineNo]: Number(e.target.value) })}
                >
                  {Array.from({ length: left + 1 }, (_, i) => (
                    <option key={i} value={i}>
                      {`${i}개`}
                    </option>
                  ))}
                </select>
              </li>
            )
          })}
        </ul>
      </Card>
      <Card title={`${noun} 사유`} id="rt-reason">
        <div className="grid gap-2">
          {reasons.map((x) => (
            <label
              key={x.id}
              className={`flex items-center justify-between rounded-xl border p-3 text-sm ${reason === x.id ? 'border-brand-600 bg-brand-50' : 'border-gray-200'}`}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="returnReason"
                  className="accent-brand-600"
                  value={x.id}
                  checked={reason === x.id}
                  onChange={() => setReason(x.id)}
                />
                {x.name}
              </span>
              <span className="text-xs text-gray-500">배송비 {x.shippingPaidBy === 'seller' ? '판매자' : '고객'} 부담</span>
            </label>
          ))}
        </div>
        <label className="mb-1 mt-3 block text-xs text-gray-600" htmlFor="rt-text">
          상세 사유 {r?.requiresText ? '(필수, 5자 이상)' : '(선택)'}
        </label>
        <textarea id="rt-text" className={field.textarea} rows={3} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} />
        {fee ? <p className="mt-2 text-sm text-gray-700">반품 배송비 {formatNumber(fee)}원이 환불 금액에서 차감돼요.</p> : null}
      </Card>
      {exchange ? (
        <p className="rounded-xl bg-gray-50 p-3 text-[13px] leading-relaxed text-gray-700">
          교환은 같은 상품·같은 옵션으로만 가능해요. 다른 옵션이나 다른 상품을 원하시면 반품 후 다시 주문해 주세요. 회수한 상품을 검수한 뒤
          교환 상품을 보내 드리고, 결과는 알림으로 알려 드려요.
        </p>
      ) : r && asked.length ? (
        <ReturnRefundPreview body={{ ordNo: o.ordNo, lines: asked, reasonCd: r.id }} />
      ) : null}
      <button type="button" className={`${btn.primary} w-full`} disabled={busy} onClick={() => void submit()}>
        {busy ? '신청하는 중…' : `${noun} 신청하기`}
      </button>
    </div>
  )
}

/**
 * What the return will refund, tender by tender, before the member confirms: the same plan the refund runs (the order's
 * allocation of coupons, points and the gift card; the return shipping; the benefit points taken back and what the
 * balance cannot cover). The desk's refund recomputes it when the goods come back.
 */
function ReturnRefundPreview({
  body,
}: {
  body: { ordNo: string; lines: { lineNo: number; qtt: number }[]; reasonCd: ReturnReason['id'] }
}) {
  const q = useQuery({ ...orderQueries.returnPreview(body), placeholderData: keepPreviousData })
  const p = q.data
  return (
    <Card title="예상 환불 금액" id="rt-refund">
      {q.isError && !p ? (
        <p className="text-sm text-gray-600">
          {q.error instanceof ApiCallError ? q.error.message : '환불 금액을 계산하지 못했어요.'}{' '}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => void q.refetch()}>
            다시 계산
          </button>
        </p>
      ) : !p ? (
        <div className="h-24 animate-pulse rounded-xl bg-gray-100" aria-label="환불 금액을 계산하고 있어요" />
      ) : (
        <dl className={q.isFetching ? 'opacity-60' : ''} aria-busy={q.isFetching}>
          {p.fee ? <Row label="반품 배송비 (차감)">−{formatNumber(p.fee)}원</Row> : null}
          {p.dlvrKept ? <Row label="처음 낸 배송비 (환불 제외)">−{formatNumber(p.dlvrKept)}원</Row> : null}
          {p.shortfall ? <Row label="회수할 포인트 부족분 (차감)">−{formatNumber(p.shortfall)}원</Row> : null}
          {p.takeBack ? (
            <Row label={`적립 포인트 회수${p.reviewPoints ? ` (후기 ${formatNumber(p.reviewPoints)}P 포함)` : ''}`}>
              −{formatNumber(p.takeBack)}P
            </Row>
          ) : null}
          {p.giftCard ? <Row label="상품권으로 돌려받기">{formatNumber(p.giftCard)}원</Row> : null}
          {p.point ? <Row label="포인트로 돌려받기">{formatNumber(p.point)}P</Row> : null}
        </dl>
      )}
      {p ? (
        <dl className={`mt-1 border-t border-gray-100 pt-1 ${q.isFetching ? 'opacity-60' : ''}`}>
          <Row label="결제 수단으로 환불" strong>
            {formatNumber(p.pay)}원
          </Row>
        </dl>
      ) : null}
      <p className="mt-2 text-xs leading-relaxed text-gray-500">
        쿠폰·포인트·상품권 할인은 주문한 상품들에 금액 비율로 나뉘어 있어, 반품하는 상품의 몫만큼 돌려드려요. 반품 상품으로 받은 적립
        포인트는 회수되고, 보유 포인트가 부족하면 그만큼 환불 금액에서 차감돼요. 상품이 회수되어 검수를 마치면 환불해 드려요.
      </p>
    </Card>
  )
}

/** Store purchases, one card per store sale (its lines, the prescription used, a refund), from the store system. */
export function OfflineOrderListView({ from, to, page, onChange }: Period & { onChange: OnPeriod }) {
  const q = useQuery(orderQueries.offline({ from, to, page, rows: 20 }))
  const sales = q.data ? groupSales(q.data.orders) : []
  return (
    <>
      <PeriodFilter from={from} to={to} onChange={(p) => onChange({ ...p, page: 1 })} />
      {q.isPending ? (
        <ListSkeleton rows={2} media />
      ) : q.isError ? (
        <Failed retry={() => void q.refetch()} />
      ) : !sales.length ? (
        <EmptyState
          title="이 기간에 매장에서 구매하신 내역이 없어요."
          action={
            <Link to="/account/integration" className={btn.secondary}>
              매장 멤버십 통합하기
            </Link>
          }
        >
          매장 멤버십과 통합하시면 매장 구매 내역이 여기에 보여요. 이미 통합하셨다면 기간을 넓혀 보세요.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {sales.map((s) => (
            <li key={s.key} className="rounded-2xl border border-gray-100 p-4 text-sm">
              <div className="flex items-center justify-between gap-2">
                <p className="text-xs text-gray-500">
                  {formatDate8(s.lines[0].purchaseYmd, '.')} · {s.lines[0].storeName}
                </p>
                {s.lines[0].refundedAt ? (
                  <Badge tone="gray" className="px-2 text-xs">
                    환불
                  </Badge>
                ) : null}
              </div>
              <ul className="mt-2 space-y-2">
                {s.lines.map((o) => (
                  <li key={o.offlineNo}>
                    <p className={`font-medium ${o.refundedAt ? 'text-gray-500 line-through' : ''}`}>
                      {o.goodsNm} · {o.qtt}개 · <Won value={o.amount} />
                    </p>
                    {o.prescription ? (
                      <p className="mt-0.5 text-xs text-gray-600">
                        처방 R {o.prescription.right.sph}/{o.prescription.right.cyl}×{o.prescription.right.axis} · L{' '}
                        {o.prescription.left.sph}/{o.prescription.left.cyl}×{o.prescription.left.axis}
                        {o.prescription.pd ? ` · PD ${o.prescription.pd}` : ''}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
              <p className="mt-2 border-t border-gray-100 pt-2">
                <Won value={s.lines.reduce((n, o) => n + o.amount, 0)} className="font-bold" />{' '}
                <span className="text-xs text-gray-500">{s.lines[0].payMethodNm}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function groupSales(orders: OfflineOrder[]) {
  const out: { key: string; lines: OfflineOrder[] }[] = []
  for (const o of orders) {
    const last = out[out.length - 1]
    if (o.saleId && last?.key === o.saleId) last.lines.push(o)
    else out.push({ key: o.saleId ?? `row-${o.offlineNo}`, lines: [o] })
  }
  return out
}

export function PaymentCardListView({ from, to, page, onChange }: Period & { onChange: OnPeriod }) {
  const q = useQuery(orderQueries.paymentCard({ from, to, page, rows: 20 }))
  return (
    <>
      <PeriodFilter from={from} to={to} onChange={(p) => onChange({ ...p, page: 1 })} />
      {q.isPending ? (
        <ListSkeleton rows={2} media />
      ) : q.isError ? (
        <Failed retry={() => void q.refetch()} />
      ) : !q.data.payments.length ? (
        <EmptyState title="이 기간의 결제 내역이 없어요." />
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100">
          {q.data.payments.map((p, i) => (
            <li key={i} className="flex items-center justify-between gap-3 p-4 text-sm">
              <div>
                <p className="font-medium">
                  {p.payMethodNm}
                  {p.cardCompanyName ? ` · ${p.cardCompanyName}` : ''}
                  {p.bankName ? ` · ${p.bankName}` : ''}
                </p>
                <p className="text-xs text-gray-500">
                  {formatServerTime(p.payDttm)} · <span className="font-mono">{p.ordNo}</span>
                </p>
              </div>
              <p className={`shrink-0 font-bold ${p.amount < 0 ? 'text-accent' : ''}`}>
                {p.kindNm} {formatNumber(p.amount)}원
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

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

export function DigitalCouponListView() {
  const q = useQuery(orderQueries.digitalCoupons())
  if (q.isPending) return <ListSkeleton rows={2} media />
  if (q.isError) return <Failed retry={() => void q.refetch()} />
  if (!q.data.coupons.length) return <EmptyState title="구매하신 디지털 쿠폰이 없어요." />
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {q.data.coupons.map((c) => (
        <li key={c.couponNo} className="rounded-2xl border border-gray-100 p-4 text-sm">
          <div className="flex items-center justify-between">
            <p className="font-bold">{c.couponNm}</p>
            <Badge tone={c.status === '사용가능' ? 'brand' : 'gray'} className="px-2 text-xs">
              {c.status}
            </Badge>
          </div>
          <Won value={c.amount} className="mt-1 block text-lg font-bold" />
          <p className="mt-1 text-xs text-gray-500">
            {c.payMethodNm}
            {c.cardCompanyName ? ` · ${c.cardCompanyName}` : ''} · 구매 {formatDate8(c.buyYmd, '.')} · ~{formatDate8(c.expireYmd, '.')}
          </p>
        </li>
      ))}
    </ul>
  )
}
