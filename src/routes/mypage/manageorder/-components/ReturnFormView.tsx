import { Link } from '@tanstack/react-router'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RETURN_REASONS, type ReturnReason } from '~/shared/codes'
import { formatNumber } from '~/shared/format'
import { canExchangeFor, returnShippingFee } from '~/shared/order/rules'
import { getApi } from '~/client/api'
import { ApiCallError } from '~/shared/api/result'
import { orderQueries } from '~/client/queries/orders'
import { useDialog } from '~/client/components/Dialogs'
import { NoOrder } from './history'
import { Card, EmptyState, ListSkeleton, Row, btn, field } from '~/client/components/ui'

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
  if (!ordNo) return <NoOrder title="반품할 주문을 선택해 주세요." to="/mypage/manageorder/orderlist" label="주문 내역 보기" />
  if (q.isPending) return <ListSkeleton rows={2} media />
  if (q.isError) return <NoOrder title="주문 정보를 찾을 수 없어요." to="/mypage/manageorder/orderlist" label="주문 내역 보기" />
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
