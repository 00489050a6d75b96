import type { GoodsCard } from './types'
import type { PointPolicy } from '../order/rules'
import type { DeliveryMethod, OrderDeliveryMethod } from '../rules'

/** Answer types of /api/v1/front/cart, /dibs, /order and /claim. */
export interface CartLine {
  cartNo: number
  goodsNo: string
  itemNo: string
  goodsNm: string
  itemNm: string
  brandNm: string
  goodsTypeCd: string
  imgSrc: string
  customerPrice: number
  salePrice: number
  buyQtt: number
  stockQtt: number
  selectYn: 'Y' | 'N'
  dlvrYn: 'Y' | 'N'
  directYn: 'Y' | 'N'
  reservationOnlyYn: 'Y' | 'N'
  lineAmt: number
}
export interface CartAnswer {
  cartList: CartLine[]
  cartCount: number
  selectedCount: number
  /** Of the selected deliverable lines. */
  goodsAmt: number
  dlvrAmt: number
  payAmt: number
  deliveryMethod: DeliveryMethod
  reservationOnlyYn: 'Y' | 'N'
  mixedCategoriesYn: 'Y' | 'N'
  /** Korean explanation when the selection holds reservation-only goods. */
  notice: string | null
  merged: number
}
export interface CartAddAnswer {
  cartNo: number
  cartCount: number
  reservationOnlyYn: 'Y' | 'N'
}
export interface DibsToggleAnswer {
  goodsNo: string
  dibs: boolean
  dibsCount: number
}
/** The goods numbers the member has wished (newest first): one read marks every heart on a page. */
export interface DibsMineAnswer {
  goodsNos: string[]
}
export interface DibsListAnswer {
  total: number
  goods: GoodsCard[]
}

export interface CouponOption {
  couponNo: string
  couponNm: string
  /** 'GOODS' per goods, 'ORDER' per order. */
  scope: 'GOODS' | 'ORDER'
  dcType: 'RATE' | 'AMOUNT'
  dcValue: number
  maxDcAmt: number | null
  minPayAmt: number | null
  goodsNos: string[] | null
  endDttm: string | null
  /** 'Y': the order's only coupon (src/shared/benefits/coupons.ts couponComboError). */
  soloUseYn: 'Y' | 'N'
}

export interface OrderGoodsItem {
  goodsNo: string
  itemNo: string
  goodsNm: string
  itemNm: string
  brandNm: string
  goodsTypeCd: string
  imgSrc: string
  salePrice: number
  buyQtt: number
  lineAmt: number
  couponNo: string | null
  couponDcAmt: number
  /** The member's product coupons that apply to this line (scope, goods type, minimum: couponFitsGoods + couponDiscount). */
  couponNos: string[]
  dlvrYn: 'Y' | 'N'
  directYn: 'Y' | 'N'
}
export interface ReservationGoods {
  goodsNo: string
  itemNo: string
  goodsNm: string
  itemNm: string
  goodsTypeCd: string
  imgSrc: string
  buyQtt: number
  reservationUrl: string
}
export interface PaymentAmt {
  goodsAmt: number
  goodsCouponDcAmt: number
  orderCouponDcAmt: number
  couponDcAmt: number
  dlvrAmt: number
  pointUseAmt: number
  /** Paid from a registered gift card (상품권). */
  giftCardUseAmt: number
  payAmt: number
  earnPoint: number
}
export interface SavedAddress {
  addrNo: number
  addrNm: string
  receiverName: string
  mobile: string
  zipCode: string
  address1: string
  address2: string
  defaultYn: 'Y' | 'N'
}
export interface OrderPageAnswer {
  orderToken: string
  orderClassification: 'cart' | 'direct'
  goodsItemList: OrderGoodsItem[]
  reservationGoods: ReservationGoods[]
  deliveryMethod: DeliveryMethod
  mixedCategoriesYn: 'Y' | 'N'
  reservationYn: 'Y' | 'N'
  /** The payment state's pickup window (spec §3): the first and last day a store pickup can be chosen (YYYYMMDD, Seoul). */
  reservationDate: string
  reservationEndDate: string
  basketOrderType: 'cart' | 'direct'
  notice: string | null
  paymentAmt: PaymentAmt
  coupons: CouponOption[]
  pointPolicy: PointPolicy
  memberPoint: number
  maxPointUse: number
  /** The member's gift cards that can pay (사용가능, not expired, balance > 0). */
  giftCards: CheckoutGiftCard[]
  orderer: { name: string; mobile: string; email: string } | null
  addresses: SavedAddress[]
  memberYn: 'Y' | 'N'
}
export interface CheckoutGiftCard {
  cardId: number
  cardNm: string
  /** Masked card number. */
  cardNo: string
  balance: number
  expireYmd: string
}
export interface OrderDeliFreeAnswer {
  order: { goods: OrderGoodsItem[]; paymentAmt: PaymentAmt; maxPointUse: number }
  coupons: CouponOption[]
}
export type PointPolicyAnswer = PointPolicy & { memberPoint: number }

export interface OrderPayPO {
  /** The gateway's standard-payment window (form POST target). */
  payUrl: string
  params: Record<string, string>
}
export interface OrderInfoPO {
  ordNo: string
  status: string
  payAmt: number
  payMethod: string
  goodsName: string
}
export interface OrderPaymentAnswer {
  orderInfoPO: OrderInfoPO
  orderPayPO: OrderPayPO | null
  storeNo: number | null
  /** True when this checkout had already been submitted (same order returned). */
  repeated: boolean
}

export interface OrderLineView {
  lineNo: number
  goodsNo: string
  itemNo: string
  goodsNm: string
  itemNm: string
  brandNm: string
  goodsTypeCd: string
  imgSrc: string
  salePrice: number
  buyQtt: number
  couponDcAmt: number
  lineAmt: number
  claimQtt: number
  status: string
  statusNm: string
}
export interface OrderSummary {
  ordNo: string
  orderDttm: string
  status: string
  statusNm: string
  dlvrMethod: OrderDeliveryMethod
  payAmt: number
  payMethod: string
  payMethodNm: string
  firstGoodsNm: string
  firstImgSrc: string
  lineCount: number
  canCancelYn: 'Y' | 'N'
  canReturnYn: 'Y' | 'N'
}
export interface StatusHistory {
  status: string
  statusNm: string
  memo: string
  regDttm: string
}
export interface OrderDetail extends OrderSummary {
  lines: OrderLineView[]
  orderer: { name: string; mobile: string; email: string }
  delivery: { receiverName: string; mobile: string; zipCode: string; address1: string; address2: string; memo: string } | null
  reserveStoreInfo: { storeCode: string; storeName: string; address: string; telNo: string } | null
  reservationDate: string | null
  reservationTime: string | null
  amounts: PaymentAmt
  payment: {
    payMethod: string
    payMethodNm: string
    cardCd: string | null
    cardCompanyName: string | null
    cardQuota: string | null
    /** The easy-pay app the card was paid through ('카카오페이'), null for a plain card (spec §3 card source codes). */
    cardSrcName: string | null
    bankCd: string | null
    bankName: string | null
    vacctNo: string | null
    /** Virtual account: its holder and deadline (ISO), and when the deposit arrived. */
    vacctHolderNm: string | null
    vacctDueDttm: string | null
    depositDttm: string | null
    /** Sandbox only: where a tester "deposits" into this virtual account. */
    sandboxDepositUrl: string | null
    paidDttm: string | null
    tid: string | null
    escrowYn: 'Y' | 'N'
    escrowConfirmDttm: string | null
  }
  /** Cash receipts of a cash payment (the live one last), none for other methods. */
  cashReceipts: CashReceiptView[]
  courier: { courierNm: string | null; invoiceNo: string | null; dispatchDttm: string | null; deliveredDttm: string | null }
  history: StatusHistory[]
  failMsg: string | null
  claims: ClaimView[]
}
export interface OrderListAnswer {
  total: number
  from: string
  to: string
  orders: OrderSummary[]
}
export interface ClaimView {
  claimNo: number
  ordNo: string
  claimType: 'CANCEL' | 'RETURN'
  /** CANCEL, RETURN or EXCHANGE (an exchange is a RETURN claim whose goods go out again). */
  kind: 'CANCEL' | 'RETURN' | 'EXCHANGE'
  reasonCd: string
  reasonNm: string
  reasonText: string
  status: string
  statusNm: string
  /** The claims desk's stage (src/shared/order/claim-flow.ts) and what the member reads for it. */
  stage: string
  stageText: string
  /** Why the desk refused (a rejected return, a refused cancel request). */
  rejectReason: string | null
  pickupInvoiceNo: string | null
  pickupCourierNm: string | null
  refundAmt: number
  returnFee: number
  regDttm: string
  cmplDttm: string | null
  firstGoodsNm?: string
  /** Steps so far, oldest first (what the desk did and when). */
  history: { at: string; text: string }[]
}
/** What a return would refund, tender by tender, before the member confirms (POST /api/v1/front/claim/return/preview). */
export interface ReturnPreview {
  /** Back to the card (or the cash account) through the gateway. */
  pay: number
  giftCard: number
  point: number
  /** The delivery fee's share kept (a return for the buyer's reasons), and the return shipping charged. */
  dlvrKept: number
  fee: number
  /** Benefit points taken back: purchase points of the returned units and review points of wholly returned lines. */
  takeBack: number
  earnBack: number
  reviewPoints: number
  /** Points the balance cannot cover, deducted from the money. */
  shortfall: number
  refundAmt: number
}
export interface ClaimListAnswer {
  total: number
  from: string
  to: string
  claims: ClaimView[]
}
export interface CancelAnswer {
  claim: ClaimView
  order: { ordNo: string; status: string; statusNm: string }
}
export interface RefundAccountAnswer {
  account: { bankCd: string; bankName: string; accountNoMasked: string; holderName: string } | null
}
export interface OfflineOrder {
  offlineNo: number
  storeCode: string
  storeName: string
  purchaseYmd: string
  goodsNm: string
  qtt: number
  amount: number
  payMethodNm: string
  /** The store system's sale (one sale may have several lines); null for rows kept before the link. */
  saleId: string | null
  lineNo: number | null
  goodsTypeCd: string | null
  /** The prescription the store used for glasses lenses. */
  prescription: StorePrescriptionView | null
  soldAt: string | null
  refundedAt: string | null
}
export interface StorePrescriptionEye {
  sph: string
  cyl: string
  axis: string
  add?: string
}
export interface StorePrescriptionView {
  right: StorePrescriptionEye
  left: StorePrescriptionEye
  pd?: string
}
export interface OfflineOrderListAnswer {
  total: number
  from: string
  to: string
  orders: OfflineOrder[]
}
export interface PaymentCardRow {
  ordNo: string
  payDttm: string
  kind: string
  kindNm: string
  payMethodNm: string
  cardCompanyName: string | null
  cardQuota: string | null
  bankName: string | null
  amount: number
}
export interface PaymentCardListAnswer {
  total: number
  from: string
  to: string
  payments: PaymentCardRow[]
}
export interface GiftCardRow {
  cardNo: string
  cardNm: string
  /** Face value (as registered). */
  amount: number
  /** What is left to spend (0 unless 사용가능). */
  balance: number
  status: string
  issueYmd: string
  expireYmd: string
  usedYmd: string | null
}
/** A gift card paying an order (USE) or given back by its cancel (CANCEL). */
export interface GiftCardUseRow {
  histNo: number
  cardNm: string
  /** Masked card number. */
  cardNo: string
  kind: 'USE' | 'CANCEL'
  kindNm: string
  amount: number
  ordNo: string
  regDttm: string
}
export interface OrderGiftCardsAnswer {
  giftCards: GiftCardRow[]
  uses: GiftCardUseRow[]
}
export interface DigitalCouponRow {
  couponNo: string
  couponNm: string
  amount: number
  status: string
  payMethodNm: string
  cardCompanyName: string | null
  buyYmd: string
  expireYmd: string
}

export interface CashReceiptView {
  receiptNo: number
  useOpt: '1' | '2'
  useOptNm: string
  /** The identifier, only its last four digits (or the self-issue number's name). */
  idNoMasked: string
  amount: number
  autoYn: 'Y' | 'N'
  /** REQ 접수, OK 승인, ERR 오류, CANCEL 취소 */
  status: string
  statusNm: string
  authNo: string | null
  authDttm: string | null
  regDttm: string
  cancelDttm: string | null
}
