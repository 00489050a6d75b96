import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { OrderGoodsItem, OrderPageAnswer, PaymentAmt } from '~/shared/api/commerce-types'
import { PAYMENT_METHODS } from '~/shared/codes'
import { todayYmd } from '~/shared/dates'
import { formatNumber, maskPhone } from '~/shared/format'
import { earnPoints, pointUseError } from '~/shared/order/rules'
import { getApi } from '../../api'
import { orderQueries } from '../../queries/orders'
import { useDialog } from '../Dialogs'
import { Card, EmptyState, ListSkeleton, Row, Won, btn, field } from '~/client/components/ui'
import { AddressFields, type AddressValue } from './AddressFields'
import { StorePicker, type PickedStore } from './StorePicker'

export interface CheckoutSource {
  from: 'cart' | 'direct'
  goods?: { goodsNo: string; itemNo: string; buyQtt: number }[]
}

export const CHECKOUT_KEY = 'davich.checkout'

/** Submits the gateway's payment-window form (top-level navigation, like INIStdPay.pay()). */
function openPaymentWindow(payUrl: string, params: Record<string, string>) {
  const form = document.createElement('form')
  form.method = 'post'
  form.action = payUrl
  form.acceptCharset = 'UTF-8'
  for (const [k, v] of Object.entries(params)) {
    const i = document.createElement('input')
    i.type = 'hidden'
    i.name = k
    i.value = v
    form.appendChild(i)
  }
  document.body.appendChild(form)
  form.submit()
}

/** Pickup dates: tomorrow through 14 days ahead (YYYYMMDD). */
function pickupDates() {
  const out: string[] = []
  for (let d = 1; d <= 14; d++) out.push(todayYmd(Date.now() + d * 86_400_000))
  return out
}
const PICKUP_TIMES = ['1000', '1100', '1200', '1300', '1400', '1500', '1600', '1700', '1800', '1900']
const ymdLabel = (s: string) => `${s.slice(4, 6)}.${s.slice(6, 8)}`

export function CheckoutView({ source }: { source: CheckoutSource }) {
  const page = useQuery(orderQueries.page(source)) // fetched by the route's loader (in the server HTML)
  if (page.isPending) return <ListSkeleton rows={4} />
  if (page.isError) {
    return (
      <EmptyState title="주문서를 만들지 못했어요." action={<Link to="/mypage/myactivity/cart" className={btn.primary}>장바구니로 돌아가기</Link>}>
        {page.error.message}
      </EmptyState>
    )
  }
  return <CheckoutForm data={page.data} />
}

function CheckoutForm({ data }: { data: OrderPageAnswer }) {
  const dialog = useDialog()
  const canPickup = data.deliveryMethod !== '01'
  const canDeliver = data.deliveryMethod !== '02'
  const [dlvrMethod, setDlvrMethod] = useState<'01' | '02'>(canDeliver ? '01' : '02')
  const defaultAddr = data.addresses.find((a) => a.defaultYn === 'Y') ?? data.addresses[0]
  const [orderer, setOrderer] = useState({ name: data.orderer?.name ?? '', mobile: data.orderer?.mobile ?? '', email: data.orderer?.email ?? '' })
  const [addr, setAddr] = useState<AddressValue>({
    receiverName: defaultAddr?.receiverName ?? data.orderer?.name ?? '',
    mobile: defaultAddr?.mobile ?? data.orderer?.mobile ?? '',
    zipCode: defaultAddr?.zipCode ?? '',
    address1: defaultAddr?.address1 ?? '',
    address2: defaultAddr?.address2 ?? '',
    memo: '',
    saveYn: 'N',
  })
  const [store, setStore] = useState<PickedStore | null>(null)
  const [pickDate, setPickDate] = useState('')
  const [pickTime, setPickTime] = useState('')
  const [lineCoupons, setLineCoupons] = useState<Record<string, string>>({})
  const [orderCouponNo, setOrderCouponNo] = useState('')
  const [pointText, setPointText] = useState('')
  const [payMethod, setPayMethod] = useState('3')
  const [agree, setAgree] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const goods = useMemo(
    () => data.goodsItemList.map((g) => ({ goodsNo: g.goodsNo, itemNo: g.itemNo, buyQtt: g.buyQtt, couponNo: lineCoupons[g.itemNo] || null })),
    [data.goodsItemList, lineCoupons],
  )
  // Delivery fee and coupons, recomputed on the server whenever they can change (payment results reset).
  const zip = dlvrMethod === '01' && /^\d{5}$/.test(addr.zipCode) ? addr.zipCode : ''
  const deli = useQuery({
    queryKey: ['order', 'orddelifree', dlvrMethod, zip, goods, orderCouponNo],
    queryFn: async () => {
      const r = await getApi().order.deliFree({ dlvrMethod, goods, delivery: { zipCode: zip }, orderClassification: data.orderClassification, orderCouponNo: orderCouponNo || null })
      if (!r.ok) throw new Error(r.error.errors[0]?.reason ?? '금액을 다시 계산하지 못했어요.')
      return r.data
    },
    enabled: goods.length > 0,
    placeholderData: (prev) => prev,
  })
  const lines: OrderGoodsItem[] = deli.data?.order.goods ?? data.goodsItemList
  const amt: PaymentAmt = deli.data?.order.paymentAmt ?? data.paymentAmt
  const maxPoint = deli.data?.order.maxPointUse ?? data.maxPointUse
  const pointUse = Number(pointText.replace(/[^0-9]/g, '') || 0)
  const base = amt.goodsAmt - amt.couponDcAmt
  const pointErr = data.memberYn === 'Y' ? pointUseError(data.pointPolicy, data.memberPoint, base, pointUse) : null
  const payAmt = amt.payAmt - (pointErr ? 0 : pointUse)
  const earn = data.memberYn === 'Y' ? earnPoints(data.pointPolicy, base - (pointErr ? 0 : pointUse)) : 0

  // A coupon chosen for one line is not offered on the others.
  const goodsCoupons = data.coupons.filter((c) => c.scope === 'GOODS')
  const orderCoupons = data.coupons.filter((c) => c.scope === 'ORDER')
  const deliErr = deli.error?.message

  const firstErrorRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (Object.keys(errors).length) firstErrorRef.current?.focus()
  }, [errors])

  if (!data.goodsItemList.length) {
    return (
      <EmptyState title="매장 예약으로 구매하는 상품이에요." action={data.reservationGoods[0] ? <a className={btn.primary} href={data.reservationGoods[0].reservationUrl}>매장 방문 예약하기</a> : undefined}>
        {data.notice}
      </EmptyState>
    )
  }

  async function submit() {
    const errs: Record<string, string> = {}
    if (orderer.name.trim().length < 2) errs['orderer.name'] = '주문하시는 분의 이름을 입력해 주세요.'
    if (!/^01[016789]\d{7,8}$/.test(orderer.mobile.replace(/\D/g, ''))) errs['orderer.mobile'] = '주문하시는 분의 휴대폰 번호를 정확히 입력해 주세요.'
    if (dlvrMethod === '01') {
      if (addr.receiverName.trim().length < 2) errs['delivery.receiverName'] = '받는 분 이름을 입력해 주세요.'
      if (!/^01[016789]\d{7,8}$/.test(addr.mobile.replace(/\D/g, ''))) errs['delivery.mobile'] = '받는 분 휴대폰 번호를 정확히 입력해 주세요.'
      if (!/^\d{5}$/.test(addr.zipCode)) errs['delivery.zipCode'] = '우편번호 5자리를 입력해 주세요.'
      if (addr.address1.trim().length < 2) errs['delivery.address1'] = '주소를 입력해 주세요.'
    } else {
      if (!store) errs.reserveStoreInfo = '픽업할 매장을 선택해 주세요.'
      if (!pickDate || !pickTime) errs.reservationDate = '픽업 날짜와 시간을 선택해 주세요.'
    }
    if (pointErr) errs.pointUseAmt = pointErr
    if (!agree) errs.agreeYn = '주문 내용을 확인하고 결제 진행에 동의해 주세요.'
    setErrors(errs)
    if (Object.keys(errs).length) return
    setBusy(true)
    try {
      const r = await getApi().order.payment({
        orderToken: data.orderToken,
        orderClassification: data.orderClassification,
        goods,
        dlvrMethod,
        orderer: { name: orderer.name.trim(), mobile: orderer.mobile.replace(/\D/g, ''), email: orderer.email.trim() },
        delivery: dlvrMethod === '01' ? { ...addr, mobile: addr.mobile.replace(/\D/g, '') } : undefined,
        reserveStoreInfo: dlvrMethod === '02' && store ? { storeCode: store.storeCode, storeName: store.storeName, address: store.address, telNo: store.telNo } : undefined,
        reservationDate: dlvrMethod === '02' ? pickDate : undefined,
        reservationTime: dlvrMethod === '02' ? pickTime : undefined,
        orderCouponNo: orderCouponNo || null,
        pointUseAmt: pointErr ? 0 : pointUse,
        payMethod,
        paymentAmt: payAmt,
        agreeYn: 'Y',
      })
      if (!r.ok) {
        const e = r.error.errors
        setErrors(Object.fromEntries(e.map((x) => [x.field, x.reason])))
        await dialog.warn(e[0]?.reason ?? '주문을 접수하지 못했어요. 잠시 후 다시 시도해 주세요.')
        return
      }
      const { orderInfoPO, orderPayPO } = r.data
      if (!orderPayPO) {
        window.location.assign(`/payment/complete/${orderInfoPO.ordNo}`)
        return
      }
      sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify({ ordNo: orderInfoPO.ordNo, at: Date.now() }))
      openPaymentWindow(orderPayPO.payUrl, orderPayPO.params)
    } finally {
      setBusy(false)
    }
  }

  const err = (k: string) => (errors[k] ? <p className="mt-1 text-xs font-medium text-accent" role="alert">{errors[k]}</p> : null)

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_340px] md:items-start">
      <div className="space-y-4">
        <h1 className="text-xl font-bold md:text-2xl">주문/결제</h1>
        {Object.keys(errors).length ? (
          <p ref={firstErrorRef} tabIndex={-1} role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            입력 내용을 확인해 주세요: {Object.values(errors)[0]}
          </p>
        ) : null}
        {data.reservationGoods.length ? (
          <Card title="매장 예약으로 분리된 상품" id="sec-reservation">
            <p className="mb-3 text-[13px] leading-relaxed text-amber-900">{data.notice}</p>
            <ul className="space-y-2">
              {data.reservationGoods.map((g) => (
                <li key={g.itemNo} className="flex items-center gap-3">
                  <img src={g.imgSrc} alt="" width={48} height={48} className="h-12 w-12 rounded-lg bg-gray-50 object-cover" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-medium">{g.goodsNm}</p>
                    <p className="text-xs text-gray-500">
                      {g.itemNm} · {g.buyQtt}개
                    </p>
                  </div>
                  <a href={g.reservationUrl} className={btn.small}>
                    매장 예약
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}

        <Card title={`주문 상품 ${lines.length}개`} id="sec-goods">
          <ul className="divide-y divide-gray-100">
            {lines.map((l) => {
              const usable = goodsCoupons.filter((c) => !Object.entries(lineCoupons).some(([item, no]) => item !== l.itemNo && no === c.couponNo) && (!c.goodsNos || c.goodsNos.includes(l.goodsNo)))
              return (
                <li key={l.itemNo} className="py-3 first:pt-0 last:pb-0">
                  <div className="flex gap-3">
                    <img src={l.imgSrc} alt={l.goodsNm} width={64} height={64} className="h-16 w-16 rounded-lg bg-gray-50 object-cover" />
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="text-xs font-semibold text-gray-500">{l.brandNm}</p>
                      <p className="line-clamp-2 font-medium">{l.goodsNm}</p>
                      <p className="text-xs text-gray-500">
                        {l.itemNm} · {l.buyQtt}개
                      </p>
                      <p className="mt-1 font-bold">
                        <Won value={l.lineAmt - l.couponDcAmt} />
                        {l.couponDcAmt ? <span className="ml-1 text-xs font-semibold text-accent">쿠폰 −{formatNumber(l.couponDcAmt)}원</span> : null}
                      </p>
                    </div>
                  </div>
                  {data.memberYn === 'Y' ? (
                    <div className="mt-2">
                      <label className="sr-only" htmlFor={`coupon-${l.itemNo}`}>
                        {l.goodsNm} 상품 쿠폰
                      </label>
                      <select id={`coupon-${l.itemNo}`} className={field.select} value={lineCoupons[l.itemNo] ?? ''} onChange={(e) => setLineCoupons((s) => ({ ...s, [l.itemNo]: e.target.value }))}>
                        <option value="">{usable.length ? `상품 쿠폰 선택 (${usable.length}장 보유)` : '사용 가능한 상품 쿠폰이 없어요'}</option>
                        {usable.map((c) => (
                          <option key={c.couponNo} value={c.couponNo}>
                            {`${c.couponNm} (${c.dcType === 'RATE' ? `${c.dcValue}%` : `${formatNumber(c.dcValue)}원`})`}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </Card>

        <Card title="주문하시는 분" id="sec-orderer">
          <div className="grid gap-3 md:grid-cols-3">
            <div>
              <label className="mb-1 block text-xs text-gray-600" htmlFor="orderer-name">이름</label>
              <input id="orderer-name" className={field.input} value={orderer.name} autoComplete="name" onChange={(e) => setOrderer({ ...orderer, name: e.target.value })} />
              {err('orderer.name')}
            </div>
            <div>
              <label className="mb-1 block text-xs text-gray-600" htmlFor="orderer-mobile">휴대폰 번호</label>
              <input id="orderer-mobile" className={field.input} inputMode="tel" autoComplete="tel" value={orderer.mobile} onChange={(e) => setOrderer({ ...orderer, mobile: e.target.value })} />
              {data.orderer?.mobile && orderer.mobile === data.orderer.mobile ? <p className="mt-1 text-xs text-gray-500">{maskPhone(orderer.mobile)}</p> : null}
              {err('orderer.mobile')}
            </div>
            <div>
              <label className="mb-1 block text-xs text-gray-600" htmlFor="orderer-email">이메일 (선택)</label>
              <input id="orderer-email" className={field.input} type="email" autoComplete="email" value={orderer.email} onChange={(e) => setOrderer({ ...orderer, email: e.target.value })} />
              {err('orderer.email')}
            </div>
          </div>
        </Card>

        <Card title="받는 방법" id="sec-delivery">
          <div className="mb-4 grid grid-cols-2 gap-2" role="radiogroup" aria-label="받는 방법">
            {(
              [
                ['01', '택배 배송', canDeliver],
                ['02', '매장 픽업', canPickup],
              ] as const
            ).map(([v, label, allowed]) => (
              <label key={v} className={`flex items-center justify-center gap-2 rounded-xl border p-3 text-sm font-semibold ${dlvrMethod === v ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-gray-200'} ${allowed ? '' : 'opacity-40'}`}>
                <input type="radio" name="dlvrMethod" value={v} checked={dlvrMethod === v} disabled={!allowed} onChange={() => setDlvrMethod(v)} className="accent-brand-600" />
                {label}
              </label>
            ))}
          </div>
          {!canPickup ? <p className="mb-3 text-xs text-gray-500">첫 번째 상품이 택배 전용이라 택배로만 받으실 수 있어요.</p> : null}
          {!canDeliver ? <p className="mb-3 text-xs text-gray-500">첫 번째 상품이 매장 픽업 전용이라 매장에서 받으셔야 해요.</p> : null}
          {dlvrMethod === '01' ? (
            <AddressFields value={addr} onChange={setAddr} saved={data.addresses} errors={errors} memberYn={data.memberYn} />
          ) : (
            <div className="space-y-3">
              <StorePicker value={store} onChange={setStore} />
              {err('reserveStoreInfo') ?? err('reserveStoreInfo.storeCode')}
              <div className="grid grid-cols-2 gap-2">
                <div>
                  <label className="mb-1 block text-xs text-gray-600" htmlFor="pick-date">픽업 날짜</label>
                  <select id="pick-date" className={field.select} value={pickDate} onChange={(e) => setPickDate(e.target.value)}>
                    <option value="">날짜 선택</option>
                    {pickupDates().map((d) => (
                      <option key={d} value={d}>
                        {ymdLabel(d)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label className="mb-1 block text-xs text-gray-600" htmlFor="pick-time">픽업 시간</label>
                  <select id="pick-time" className={field.select} value={pickTime} onChange={(e) => setPickTime(e.target.value)}>
                    <option value="">시간 선택</option>
                    {PICKUP_TIMES.map((t) => (
                      <option key={t} value={t}>
                        {`${t.slice(0, 2)}:${t.slice(2)}`}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              {err('reservationDate')}
            </div>
          )}
        </Card>

        {data.memberYn === 'Y' ? (
          <Card title="할인 · 포인트" id="sec-discount">
            <label className="mb-1 block text-xs text-gray-600" htmlFor="order-coupon">주문 쿠폰</label>
            <select id="order-coupon" className={field.select} value={orderCouponNo} onChange={(e) => setOrderCouponNo(e.target.value)}>
              <option value="">{orderCoupons.length ? `주문 쿠폰 선택 (${orderCoupons.length}장 보유)` : '사용 가능한 주문 쿠폰이 없어요'}</option>
              {orderCoupons.map((c) => (
                <option key={c.couponNo} value={c.couponNo}>
                  {`${c.couponNm} (${c.dcType === 'RATE' ? `${c.dcValue}%` : `${formatNumber(c.dcValue)}원`})`}
                </option>
              ))}
            </select>
            {err('orderCouponNo')}
            <div className="mt-3">
              <label className="mb-1 block text-xs text-gray-600" htmlFor="points">
                포인트 (보유 {formatNumber(data.memberPoint)}P · 이 주문 최대 {formatNumber(maxPoint)}P)
              </label>
              <div className="flex gap-2">
                <input id="points" className={field.input} inputMode="numeric" placeholder="0" value={pointText} onChange={(e) => setPointText(e.target.value.replace(/[^0-9]/g, ''))} aria-describedby="points-help" />
                <button type="button" className={`${btn.secondary} shrink-0 whitespace-nowrap`} onClick={() => setPointText(String(maxPoint))} disabled={!maxPoint}>
                  모두 사용
                </button>
              </div>
              <p id="points-help" className="mt-1 text-xs text-gray-500">
                {formatNumber(data.pointPolicy.minBalance)}P 이상 보유 시 {formatNumber(data.pointPolicy.useUnit)}P 단위로, 상품 금액의 {data.pointPolicy.maxUseRate}%까지 사용할 수 있어요.
              </p>
              {pointErr ? <p className="mt-1 text-xs font-medium text-accent" role="alert">{pointErr}</p> : null}
            </div>
          </Card>
        ) : null}

        <Card title="결제 수단" id="sec-pay">
          <div className="grid grid-cols-3 gap-2 md:grid-cols-4" role="radiogroup" aria-label="결제 수단">
            {PAYMENT_METHODS.map((m) => (
              <label key={m.code} className={`flex min-h-11 items-center justify-center rounded-xl border px-2 py-2 text-center text-[13px] font-semibold ${payMethod === m.code ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-gray-200 text-gray-700'}`}>
                <input type="radio" className="sr-only" name="payMethod" value={m.code} checked={payMethod === m.code} onChange={() => setPayMethod(m.code)} />
                {m.name}
              </label>
            ))}
          </div>
        </Card>
      </div>

      <aside className="space-y-3 md:sticky md:top-20">
        <Card title="결제 금액" id="sec-amount">
          <dl aria-live="polite">
            <Row label="상품 금액">
              <Won value={amt.goodsAmt} />
            </Row>
            <Row label="쿠폰 할인">{amt.couponDcAmt ? `−${formatNumber(amt.couponDcAmt)}원` : '0원'}</Row>
            <Row label="포인트 사용">{!pointErr && pointUse ? `−${formatNumber(pointUse)}P` : '0P'}</Row>
            <Row label="배송비">{amt.dlvrAmt ? <Won value={amt.dlvrAmt} /> : dlvrMethod === '02' ? '매장 픽업 무료' : '무료'}</Row>
            <div className="my-2 border-t border-gray-100" />
            <Row label="최종 결제 금액" strong>
              <Won value={payAmt} className="text-xl text-brand-700" />
            </Row>
            {data.memberYn === 'Y' ? <Row label="구매 확정 시 적립">{formatNumber(earn)}P</Row> : null}
          </dl>
          {deli.isFetching ? <p className="mt-1 text-xs text-gray-500">금액을 다시 계산하고 있어요…</p> : null}
          {deliErr ? <p className="mt-1 text-xs text-accent" role="alert">{deliErr}</p> : null}
          <label className="mt-3 flex items-start gap-2 text-[13px] text-gray-700">
            <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-600" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
            주문 상품, 결제 금액, 배송 정보를 확인했으며 결제 진행에 동의합니다. (전자상거래법 제8조 제2항)
          </label>
          {err('agreeYn')}
          <button type="button" className={`${btn.primary} mt-3 w-full py-3.5 text-base`} disabled={busy || deli.isFetching} onClick={() => void submit()}>
            {busy ? '결제창을 여는 중…' : `${formatNumber(payAmt)}원 결제하기`}
          </button>
        </Card>
      </aside>
    </div>
  )
}
