import { Link, useSearch } from '@tanstack/react-router'
import { sourceOf } from './checkout-search'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useReducer, useRef, useState } from 'react'
import type { OrderGoodsItem, OrderPageAnswer, PaymentAmt } from '~/shared/api/commerce-types'
import { couponComboError } from '~/shared/benefits/coupons'
import { giftCardUseError, maxGiftCardUse, pointUseError } from '~/shared/order/rules'
import { orderPaymentBody } from '~/shared/schemas/order'
import { getApi } from '../../api'
import { useSchemaForm } from '../../hooks/useSchemaForm'
import { orderQueries } from '../../queries/orders'
import { useDialog } from '../Dialogs'
import { Card, EmptyState, ErrorState, FormError, ListSkeleton, btn } from '~/client/components/ui'
import { AgreementSection } from './checkout/AgreementSection'
import { DeliverySection } from './checkout/DeliverySection'
import { DiscountSection } from './checkout/DiscountSection'
import { GoodsSection } from './checkout/GoodsSection'
import { OrdererSection } from './checkout/OrdererSection'
import { PaymentSection } from './checkout/PaymentSection'
import { GiftCardSection } from './checkout/GiftCardSection'
import { isBestChoice } from '~/shared/benefits/best-coupons'
import { formatNumber } from '~/shared/format'
import {
  bestCouponsOf,
  type CheckoutAction,
  type CheckoutDraft,
  type CheckoutState,
  checkoutReducer,
  draftOf,
  chosenCoupons,
  feeZip,
  giftCardAmtOf,
  initialCheckout,
  orderGoods,
  paymentInput,
  pointsOf,
} from './checkout/state'
import { openPaymentWindow, payDevice } from './payment-window'
import { readDraft, saveDraft } from './checkout/draft'
import { useTypedBeforeHydration } from '../../hooks/useTypedBeforeHydration'

export interface CheckoutSource {
  from: 'cart' | 'direct'
  goods?: { goodsNo: string; itemNo: string; buyQtt: number }[]
}

export const CHECKOUT_KEY = 'davich.checkout'

export function CheckoutView({ source }: { source: CheckoutSource }) {
  const page = useQuery(orderQueries.page(source)) // fetched by the route's loader (in the server HTML)
  const refetch = page.refetch
  useLeftWindowRelease(() => void refetch())
  if (page.isPending) return <ListSkeleton rows={4} />
  // A failed re-fetch keeps the sheet on screen (and what was typed into it); only a sheet never made is an error.
  if (page.isError && !page.data) {
    return (
      <ErrorState
        title="주문서를 만들지 못했어요."
        action={
          <Link to="/mypage/myactivity/cart" className={btn.primary}>
            장바구니로 돌아가기
          </Link>
        }
      >
        {page.error.message}
      </ErrorState>
    )
  }
  if (!page.data.goodsItemList.length) {
    const first = page.data.reservationGoods[0]
    return (
      <EmptyState
        title="매장 예약으로 구매하는 상품이에요."
        action={
          first ? (
            <a className={btn.primary} href={first.reservationUrl}>
              매장 방문 예약하기
            </a>
          ) : undefined
        }
      >
        {page.data.notice}
      </EmptyState>
    )
  }
  return <CheckoutForm data={page.data} onStaleSheet={() => void refetch()} />
}

/**
 * Back on the sheet from a payment window left without its 닫기 (the browser's back, a restored tab): that checkout
 * gives back what it holds at once (issue 30) — the server would also release it with the next attempt — and the
 * sheet is fetched again for a fresh token (a page restored from the back-forward cache keeps the old one).
 */
function useLeftWindowRelease(onReleased: () => void) {
  const released = useRef(onReleased)
  released.current = onReleased
  useEffect(() => {
    const release = () => {
      let saved: { ordNo?: string } | null = null
      try {
        saved = JSON.parse(sessionStorage.getItem(CHECKOUT_KEY) ?? 'null') as { ordNo?: string } | null
      } catch {
        /* nothing saved */
      }
      if (!saved?.ordNo) return
      sessionStorage.removeItem(CHECKOUT_KEY)
      void getApi()
        .order.close(saved.ordNo)
        .then(() => released.current())
    }
    release()
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) release()
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])
}

/**
 * The order sheet: sections (orderer, delivery or pickup, coupons and points, payment, agreement) over one
 * reducer; the body is validated with the API's own schema (orderPaymentBody) before it is sent, so every
 * message the shopper sees is the API's.
 */
export function CheckoutForm({ data, onStaleSheet }: { data: OrderPageAnswer; onStaleSheet?: () => void }) {
  const dialog = useDialog()
  const form = useSchemaForm(orderPaymentBody)
  const [state, dispatch] = useReducer(checkoutReducer, data, initialCheckout)
  const [busy, setBusy] = useState(false)
  const member = data.memberYn === 'Y'
  const [best] = useState(() => bestCouponsOf(data))
  useKeptEntries(data, state, dispatch)
  const bestApplied = isBestChoice(best, state.lineCoupons, state.orderCouponNo)

  // Delivery fee and coupons, recomputed on the server whenever they can change (payment results reset).
  const goods = orderGoods(data, state)
  const zip = feeZip(state)
  const deli = useQuery({
    queryKey: ['order', 'orddelifree', state.dlvrMethod, zip, goods, state.orderCouponNo],
    queryFn: async () => {
      const r = await getApi().order.deliFree({
        dlvrMethod: state.dlvrMethod,
        goods,
        delivery: { zipCode: zip },
        orderClassification: data.orderClassification,
        orderCouponNo: state.orderCouponNo || null,
      })
      if (!r.ok) throw new Error(r.error.errors[0]?.reason ?? '금액을 다시 계산하지 못했어요.')
      return r.data
    },
    enabled: goods.length > 0,
    placeholderData: (prev) => prev,
  })
  const lines: OrderGoodsItem[] = deli.data?.order.goods ?? data.goodsItemList
  const amt: PaymentAmt = deli.data?.order.paymentAmt ?? data.paymentAmt
  const maxPoint = deli.data?.order.maxPointUse ?? data.maxPointUse
  const base = amt.goodsAmt - amt.couponDcAmt
  const typed = pointsOf(state)
  // The points rule, then the coupon-combination rule (coupons with points when the policy says they do not go together).
  const pointErr = member
    ? (pointUseError(data.pointPolicy, data.memberPoint, base, typed) ??
      couponComboError(chosenCoupons(data, state), { pointUseAmt: typed, couponCombineYn: data.pointPolicy.couponCombineYn }))
    : null
  const pointUse = pointErr ? 0 : typed
  // The gift card pays what is left after points (delivery fee included), leaving the minimum card/account payment.
  const giftCard = data.giftCards.find((g) => String(g.cardId) === state.giftCardId)
  const giftTyped = giftCardAmtOf(state)
  const giftErr = giftCard ? giftCardUseError(giftCard.balance, amt.payAmt - pointUse, giftTyped) : null
  const giftUse = giftErr ? 0 : giftTyped
  const giftMax = giftCard ? maxGiftCardUse(giftCard.balance, amt.payAmt - pointUse) : 0
  const payAmt = amt.payAmt - pointUse - giftUse
  // Points are earned on the discounted price at the member's grade rate (the server's figure; points used do not lower it).
  const earn = member ? amt.earnPoint : 0

  // The points rule depends on the balance and the amounts, not on the body alone: shown as the shopper types.
  const error = (path: string) =>
    path === 'pointUseAmt' ? (pointErr ?? form.error(path)) : path === 'giftCard.amount' ? (giftErr ?? form.error(path)) : form.error(path)

  const summaryRef = useRef<HTMLDivElement>(null)
  const showErrors = () => requestAnimationFrame(() => summaryRef.current?.focus())
  const sheetRef = useRef<HTMLDivElement>(null)
  useTypedBeforeHydration(sheetRef, (fields) => dispatch({ type: 'typed', fields }))

  async function pay() {
    // A phone pays through the gateway's mobile protocol, anything else through the PC one.
    const device = payDevice()
    const body = form.validate(paymentInput(data, state, { payAmt, pointUse, giftCardUse: giftUse, device }))
    if (!body || pointErr || giftErr) return showErrors()
    setBusy(true)
    try {
      const r = await getApi().order.payment(body)
      if (!r.ok) {
        // This sheet's checkout was given up (its window left, a newer attempt): a fresh sheet keeps the choices made.
        if (r.error.errors[0]?.field === 'orderToken') onStaleSheet?.()
        form.setApiErrors(r.error.errors)
        await dialog.warn(r.error.errors[0]?.reason ?? '주문을 접수하지 못했어요. 잠시 후 다시 시도해 주세요.')
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

  const firstError = form.firstError() ?? pointErr ?? giftErr
  return (
    <div ref={sheetRef} className="grid gap-4 md:grid-cols-[1fr_340px] md:items-start">
      <div className="space-y-4">
        <h1 className="text-xl font-bold md:text-2xl">주문/결제</h1>
        <div ref={summaryRef} tabIndex={-1}>
          <FormError message={firstError ? `입력 내용을 확인해 주세요: ${firstError}` : null} />
        </div>
        {data.reservationGoods.length ? <ReservationGoodsNotice data={data} /> : null}
        <GoodsSection
          lines={lines}
          coupons={data.coupons.filter((c) => c.scope === 'GOODS')}
          lineCoupons={state.lineCoupons}
          othersOf={(itemNo) => chosenCoupons(data, state, itemNo)}
          member={member}
          dispatch={dispatch}
        />
        {member && best.discount > 0 ? (
          <p
            role="status"
            data-testid="best-coupons"
            className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900"
          >
            {bestApplied ? (
              <>
                <span aria-hidden="true">✓</span>
                <strong>최대 할인 적용됨</strong>
                <span>
                  쿠폰 {Object.keys(best.lineCoupons).length + (best.orderCouponNo ? 1 : 0)}장 · {formatNumber(best.discount)}원 할인
                </span>
                <span className="text-xs text-brand-700">쿠폰은 상품별·주문 쿠폰에서 바꿀 수 있어요.</span>
              </>
            ) : (
              <>
                <span>쿠폰을 직접 고르셨어요. 최대 {formatNumber(best.discount)}원까지 할인받을 수 있어요.</span>
                <button
                  type="button"
                  className="font-bold underline underline-offset-4"
                  onClick={() => dispatch({ type: 'coupons', lineCoupons: best.lineCoupons, orderCouponNo: best.orderCouponNo })}
                >
                  최대 할인 적용
                </button>
              </>
            )}
          </p>
        ) : null}
        <OrdererSection orderer={state.orderer} saved={data.orderer} error={error} dispatch={dispatch} />
        <DeliverySection
          state={state}
          deliveryMethod={data.deliveryMethod}
          addresses={data.addresses}
          memberYn={data.memberYn}
          errors={form.errors}
          error={error}
          dispatch={dispatch}
        />
        {member ? (
          <DiscountSection
            coupons={data.coupons.filter((c) => c.scope === 'ORDER')}
            others={chosenCoupons(data, state, 'order')}
            orderCouponNo={state.orderCouponNo}
            pointText={state.pointText}
            balance={data.memberPoint}
            maxPoint={maxPoint}
            policy={data.pointPolicy}
            error={error}
            dispatch={dispatch}
          />
        ) : null}
        {member ? (
          <GiftCardSection
            cards={data.giftCards}
            cardId={state.giftCardId}
            amountText={state.giftCardText}
            max={giftMax}
            error={error}
            dispatch={dispatch}
          />
        ) : null}
        <PaymentSection
          payMethod={state.payMethod}
          card={state.card}
          cashReceipt={state.cashReceipt}
          escrow={state.escrow}
          payAmt={payAmt}
          error={error}
          dispatch={dispatch}
        />
      </div>
      <aside className="space-y-3 md:sticky md:top-20">
        <AgreementSection
          amt={amt}
          pointUse={pointUse}
          giftCardUse={giftUse}
          payAmt={payAmt}
          earn={earn}
          pickup={state.dlvrMethod === '02'}
          member={member}
          recalculating={deli.isFetching}
          recalcError={deli.error?.message ?? null}
          agree={state.agree}
          busy={busy}
          error={error}
          dispatch={dispatch}
          onPay={() => void pay()}
        />
      </aside>
    </div>
  )
}

/**
 * The shopper's entries outlive the sheet's component: its state is made once from the first answer (a re-fetched
 * sheet — a fresh token after a payment window was left — changes the amounts and the token, never the fields), and
 * a draft in this tab's session storage brings them back when the sheet is opened again (checkout/draft.ts).
 */
function useKeptEntries(data: OrderPageAnswer, state: CheckoutState, dispatch: (a: CheckoutAction) => void) {
  const [opened] = useState(() => JSON.stringify(draftOf(initialCheckout(data))))
  useEffect(() => {
    const draft = readDraft(data)
    if (draft) dispatch({ type: 'restore', draft })
    // once, when the sheet opens: later answers of the same sheet never overwrite the fields
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  const draft = JSON.stringify(draftOf(state))
  const dataRef = useRef(data)
  dataRef.current = data
  useEffect(() => {
    if (draft !== opened) saveDraft(dataRef.current, JSON.parse(draft) as CheckoutDraft)
  }, [draft, opened])
}

/** Lenses in a mixed cart are bought in a store: they are listed apart, each with its reservation link. */
function ReservationGoodsNotice({ data }: { data: OrderPageAnswer }) {
  return (
    <Card title="매장 예약으로 분리된 상품" id="sec-reservation">
      <p className="mb-3 text-[13px] leading-relaxed text-amber-900">{data.notice}</p>
      <ul className="space-y-2">
        {data.reservationGoods.map((g) => (
          <li key={g.itemNo} className="flex items-center gap-3">
            <img src={g.imgSrc} alt="" width={48} height={48} className="h-12 w-12 rounded-lg bg-gray-50 object-cover" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium">{g.goodsNm}</p>
              <p className="text-xs text-gray-600">
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
  )
}

/** The page of /payment/ and /products/payment/ (src/routes/-shells.tsx). */
export function CheckoutPage() {
  // Both routes validate their search with checkoutSearch (the loose type is the union of every route's search).
  const search = useSearch({ strict: false }) as Parameters<typeof sourceOf>[0]
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-28 md:pb-6">
      <CheckoutView source={sourceOf(search)} />
    </div>
  )
}
