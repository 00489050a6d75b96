/**
 * The contract between the API's handlers and the client's hooks, checked by the type checker (`npm test`'s
 * typecheck layer): for every hook of a domain's endpoint file (src/shared/api/endpoints/<domain>.ts), the JSON its
 * handler answers (Hono's own inference of `c.json(...)`, as it arrives on the wire: JSONParsed) must be assignable
 * to the type the hook promises its callers. A handler whose answer drifts (a renamed or dropped field, a number
 * that became a string, `any`) fails `tsc`, naming the hook. A hook missing from a domain's table fails too.
 *
 * Each row names the route the hook calls: `list: ['/list', '$get']` (the path inside the domain's sub-app). A row
 * ending in 'body' (the hook's first argument is the JSON body it sends) also checks the other direction: what the
 * hook lets its callers send must pass the route's json validator (its valibot schema's input type).
 */
import type { ExtractSchema } from 'hono/types'
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status'
import type { JSONParsed } from 'hono/utils/types'
import type { benefitApi } from '../../src/server/api/benefit'
import type { commonApi } from '../../src/server/api/common'
import type { contentApi } from '../../src/server/api/content'
import type { couponApi } from '../../src/server/api/coupon'
import type { goodsApi } from '../../src/server/api/goods'
import type { mainApi } from '../../src/server/api/main'
import type { cartApi } from '../../src/server/api/cart'
import type { claimApi } from '../../src/server/api/claim'
import type { dibsApi } from '../../src/server/api/dibs'
import type { orderApi } from '../../src/server/api/order'
import type { qnaApi } from '../../src/server/api/qna'
import type { reviewApi } from '../../src/server/api/review'
import type { searchApi } from '../../src/server/api/search'
import type { storeApi } from '../../src/server/api/store'
import type { styleboardApi } from '../../src/server/api/styleboard'
import type { supportApi } from '../../src/server/api/support'
import type { memberApi } from '../../src/server/api/member'
import type { oauthApi } from '../../src/server/api/oauth'
import type { identityApi } from '../../src/server/api/identity'
import type { reservationApi } from '../../src/server/api/reservation'
import type { storeOwnerApi } from '../../src/server/api/store-owner'
import type { kioskApi } from '../../src/server/api/kiosk'
import type { eyesApi } from '../../src/server/api/eyes'
import type { faceApi } from '../../src/server/api/face'
import type { familyApi } from '../../src/server/api/family'
import type { fittingApi } from '../../src/server/api/fitting'
import type { voucherApi } from '../../src/server/api/voucher'
import type { filesApi } from '../../src/server/api/files'
import type { telemetryApi } from '../../src/server/api/telemetry'
import type { storeSystemApi } from '../../src/server/api/store-system'
import type { fittingDeviceApi } from '../../src/server/api/fitting'
import type { authDesk, meDesk } from '../../src/server/api/admin/auth'
import type { auditDesk, membersDesk, operatorsDesk } from '../../src/server/api/admin/system'
import type { claimsDesk } from '../../src/server/api/admin/claims'
import type { csDesk } from '../../src/server/api/admin/cs'
import type { vitalsDesk } from '../../src/server/api/admin/vitals'
import type { jobsDesk } from '../../src/server/api/admin/jobs'
import type { marketingDesk } from '../../src/server/api/admin/marketing'
import type { goodsDesk } from '../../src/server/api/admin/goods'
import type { catalogueDesk } from '../../src/server/api/admin/catalogue'
import type {
  AccessLogEntry,
  InboxDetail,
  InboxItem,
  LoginAnswerOp,
  MemberCard,
  MemberDetail,
  OperatorListEntry,
} from '../../src/shared/api/admin-types'
import type { NightDetailAnswer, NightsAnswer, OperatorMeAnswer, Paged, PointAdjustAnswer } from '../../src/shared/api/admin-types'
import type { ReviewAdminItem, StylePostAdminItem } from '../../src/shared/api/admin-types'
import type { ClaimDetailAnswer, ClaimQueueAnswer, ClaimStepAnswer } from '../../src/shared/api/admin-claims-types'
import type {
  BrandAdmin,
  CategoryAdmin,
  DealAdmin,
  DealGoodsOption,
  GoodsAdminDetail,
  GoodsAdminListItem,
  GoodsEditorOptions,
  GoodsMediaAnswer,
  KeywordShelfAdmin,
} from '../../src/shared/api/console-goods-types'
import type {
  BannerListAnswer,
  CampaignDetail,
  CampaignListAnswer,
  CouponListAnswer,
  GoodsPickAnswer,
} from '../../src/shared/api/marketing-types'
import type {
  CouponCategoriesAnswer,
  CouponDetail,
  IssueRunAnswer,
  MainPreviewAnswer,
  PreviewLinkAnswer,
  TermsDetail,
  TermsListAnswer,
  UploadedImage,
} from '../../src/shared/api/marketing-types'
import type { DupAnswer } from '../../src/shared/api/member-types'
import type { BulkApplied, BulkPreview } from '../../src/shared/goods-bulk'
import type { VitalsP75Answer } from '../../src/shared/vitals'
import type { ApiResult } from '../../src/shared/api/result'
import type { Endpoints } from '../../src/shared/api/endpoints'

type IsAny<T> = 0 extends 1 & T ? true : false
/** What a route answers when it succeeds (the validators' and guards' 4xx/5xx answers are the one error JSON). */
type Answer<App, P, M> = P extends keyof ExtractSchema<App>
  ? M extends keyof ExtractSchema<App>[P]
    ? Exclude<ExtractSchema<App>[P][M], { status: ClientErrorStatusCode | ServerErrorStatusCode }> extends { output: infer O }
      ? O
      : 'the route answers no JSON'
    : `no ${M & string} on ${P & string}`
  : `no route ${P & string}`
/** What a route's json validator accepts. */
type Accepts<App, P, M> = P extends keyof ExtractSchema<App>
  ? M extends keyof ExtractSchema<App>[P]
    ? ExtractSchema<App>[P][M] extends { input: { json: infer J } }
      ? J
      : 'the route reads no JSON body'
    : never
  : never
/** What a hook promises its callers. */
type Promised<F> = F extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : 'not a hook'
type Holds<Handler, Hook> =
  IsAny<Handler> extends true
    ? 'the handler answers any'
    : IsAny<Hook> extends true
      ? 'the hook promises any'
      : [Handler] extends [JSONParsed<Hook>] // the hook's type as it travels (a recursive menu becomes JSONValue on both sides)
        ? true
        : { handler: Handler; hook: Hook }
type Sends<App, Row, Hook> = Row extends readonly [infer P, infer M, 'body']
  ? Hook extends (body: infer B, ...rest: never[]) => unknown
    ? [B] extends [Accepts<App, P, M>]
      ? true
      : { sends: B; accepts: Accepts<App, P, M> }
    : 'not a hook'
  : true
type Method = '$get' | '$post' | '$put' | '$delete' | '$patch'
/** Every hook of the domain's endpoint object, each with the route it calls. */
type Table<Hooks> = { [K in keyof Hooks]: readonly [string, Method] | readonly [string, Method, 'body'] }
type Both<A, B> = A extends true ? B : A
type Check<App, Hooks, R extends Table<Hooks>> = {
  [K in keyof R]: K extends keyof Hooks ? Both<Holds<Answer<App, R[K][0], R[K][1]>, Promised<Hooks[K]>>, Sends<App, R[K], Hooks[K]>> : never
}
type AllHold<T extends { [k: string]: true }> = T

/** Every route of a sub-app, as '$method path' ('$get /list'). */
type RouteOf<App> = {
  [P in keyof ExtractSchema<App>]: { [M in keyof ExtractSchema<App>[P]]: `${M & string} ${P & string}` }[keyof ExtractSchema<App>[P]]
}[keyof ExtractSchema<App>]
/** The routes a hook table names. */
type RowsOf<R> = {
  [K in keyof R]: R[K] extends readonly [infer P extends string, infer M extends string, ...unknown[]] ? `${M} ${P}` : never
}[keyof R]
/** A route that answers no JSON (a file, an image, a redirect): listed, with nothing to compare. */
type NoJson = 'no JSON'
/**
 * Routes no shop hook calls (console desks, the till, devices, the browser's beacons, aliases), keyed
 * '$method path', each with the type its caller reads.
 */
type Direct<App, R> = {
  [K in keyof R]: K extends RouteOf<App>
    ? K extends `${infer M} ${infer P}`
      ? R[K] extends NoJson
        ? true
        : Holds<Answer<App, P, M>, R[K]>
      : never
    : `no route ${K & string}`
}
/** Every route of the sub-app is named by a hook table or a Direct table: a new route without a contract fails. */
type Covers<App, Listed> = [Exclude<RouteOf<App>, Listed>] extends [never] ? true : { unlisted: Exclude<RouteOf<App>, Listed> }
/** true when every route of the sub-app is listed and every Direct row holds; otherwise what does not. */
type AllTrue<T> = T extends { [k: string]: true } ? true : T
type Whole<App, Listed, D = Record<never, never>> = AllTrue<Direct<App, D> & { everyRoute: Covers<App, Listed | keyof D> }>

type OrderHooks = {
  page: ['/page', '$post', 'body']
  deliFree: ['/orddelifree', '$post', 'body']
  pointSetting: ['/adminpointsetting', '$get']
  payment: ['/payment', '$post', 'body']
  close: ['/pg/close', '$post']
  complete: ['/complete/:ordNo', '$get']
  list: ['/list', '$get']
  delivery: ['/delivery', '$get']
  detail: ['/detail/:ordNo', '$get']
  guestLookup: ['/guest/lookup', '$post', 'body']
  claims: ['/claims', '$get']
  offline: ['/offline', '$get']
  paymentCard: ['/paymentcard', '$get']
  refundAccount: ['/refundaccount', '$get']
  saveRefundAccount: ['/refundaccount', '$put', 'body']
  giftCards: ['/giftcard', '$get']
  digitalCoupons: ['/digitalcoupon', '$get']
}
export type OrderContract = AllHold<Check<typeof orderApi, Endpoints['order'], OrderHooks>>
type ClaimHooks = {
  cancel: ['/cancel', '$post', 'body']
  return: ['/return', '$post', 'body']
  returnPreview: ['/return/preview', '$post', 'body']
}
export type ClaimContract = AllHold<Check<typeof claimApi, Endpoints['claim'], ClaimHooks>>
type CartHooks = {
  list: ['/list', '$get']
  count: ['/count', '$get']
  add: ['/add', '$post', 'body']
  change: ['/change', '$put', 'body']
  remove: ['/remove', '$post']
  select: ['/select', '$post']
  merge: ['/merge', '$post']
}
export type CartContract = AllHold<Check<typeof cartApi, Endpoints['cart'], CartHooks>>
type DibsHooks = { toggle: ['/toggle', '$post']; mine: ['/mine', '$get']; list: ['/list', '$get'] }
export type DibsContract = AllHold<Check<typeof dibsApi, Endpoints['dibs'], DibsHooks>>
type ContentHooks = {
  collections: ['/collection/list', '$get']
  collection: ['/collection/:id', '$get']
  events: ['/event/list', '$get']
  event: ['/event/:id', '$get']
  promotions: ['/promotion/list', '$get']
  promotion: ['/promotion/:id', '$get']
  terms: ['/terms/:termsCd', '$get']
  styleVotes: ['/styleboard/vote/list', '$get'] // the vote list lives in content, the posts in styleboardApi
}
export type ContentContract = AllHold<Check<typeof contentApi, Endpoints['content'], ContentHooks>>
type CouponHooks = {
  goodsList: ['/goods/list', '$get']
  zone: ['/zone/list', '$get']
  download: ['/zone/download', '$post']
  downloadAll: ['/zone/download-all', '$post']
  my: ['/my', '$get']
  birthday: ['/birthday/download', '$post']
}
export type CouponContract = AllHold<Check<typeof couponApi, Endpoints['coupon'], CouponHooks>>
type BenefitHooks = {
  points: ['/point', '$get']
  convert: ['/point/convert', '$post']
  storePoints: ['/storepoint', '$get']
  stamps: ['/stamp', '$get']
  grade: ['/grade', '$get']
  summary: ['/summary', '$get']
  notifications: ['/notification', '$get']
  readNotifications: ['/notification/read', '$post']
  pushSettings: ['/push/settings', '$get']
  confirm: ['/order/:ordNo/confirm', '$post']
  giftCards: ['/giftcard', '$get']
  giftCard: ['/giftcard/:cardId', '$get']
  registerGiftCard: ['/giftcard/register', '$post']
  digitalCoupon: ['/digitalcoupon/:couponNo', '$get']
}
export type BenefitContract = AllHold<Check<typeof benefitApi, Endpoints['benefit'], BenefitHooks>>
type GoodsHooks = {
  list: ['/list', '$get']
  detail: ['/:goodsNo', '$get']
  related: ['/:goodsNo/related', '$get']
  reviews: ['/:goodsNo/reviews/summary', '$get']
  ranking: ['/ranking', '$get']
  brandRanking: ['/ranking/brand', '$get']
  view: ['/:goodsNo/view', '$post']
  recent: ['/recent', '$get']
}
export type GoodsContract = AllHold<Check<typeof goodsApi, Omit<Endpoints['goods'], 'addToCart'>, GoodsHooks>> // POST /api/v1/front/cart: cart's route (GoodsCartContract below)
type MainHooks = {
  page: ['/page', '$get']
  banners: ['/banner/main', '$get']
  topBanner: ['/topbanner', '$get']
  keywordGoods: ['/page/keyword/goodslist', '$get']
  seo: ['/seo', '$get']
  recommend: ['/recommend', '$get']
}
export type MainContract = AllHold<Check<typeof mainApi, Endpoints['main'], MainHooks>>
type CommonHooks = {
  siteInfo: ['/page', '$get']
}
export type CommonContract = AllHold<Check<typeof commonApi, Endpoints['common'], CommonHooks>>
type SearchHooks = {
  rankings: ['/total/rankings', '$get']
  suggest: ['/suggest/completion', '$get']
  product: ['/product', '$get']
  types: ['/product/types', '$get']
}
export type SearchContract = AllHold<Check<typeof searchApi, Endpoints['search'], SearchHooks>>
type StoreHooks = {
  list: ['/list', '$get']
  detail: ['/detaile/:storeNo', '$get']
  mapConfig: ['/mapconfig', '$get']
  areas: ['/areas', '$get']
  myStore: ['/mystore', '$get']
  setMyStore: ['/mystore', '$put']
}
export type StoreContract = AllHold<Check<typeof storeApi, Endpoints['store'], StoreHooks>>
type ReviewHooks = {
  goods: ['/goods/:goodsNo', '$get']
  mine: ['/mine', '$get']
  write: ['/', '$post']
  update: ['/:reviewNo', '$put']
  remove: ['/:reviewNo', '$delete']
  uploadPhoto: ['/photo', '$post']
}
export type ReviewContract = AllHold<Check<typeof reviewApi, Endpoints['review'], ReviewHooks>>
type QnaHooks = {
  goods: ['/goods/:goodsNo', '$get']
  mine: ['/mine', '$get']
  ask: ['/', '$post']
  update: ['/:qnaNo', '$put']
  remove: ['/:qnaNo', '$delete']
}
export type QnaContract = AllHold<Check<typeof qnaApi, Endpoints['qna'], QnaHooks>>
type InquiryHooks = {
  detail: ['/inquiry/:inquiryNo', '$get']
  update: ['/inquiry/:inquiryNo', '$put']
  remove: ['/inquiry/:inquiryNo', '$delete']
  uploadFile: ['/inquiry/file', '$post']
}
export type InquiryContract = AllHold<Check<typeof supportApi, Endpoints['inquiry'], InquiryHooks>>
type StyleVoteHooks = {
  detail: ['/:voteNo', '$get']
  mine: ['/mine', '$get']
  create: ['/', '$post']
  update: ['/:voteNo', '$put']
  ballot: ['/:voteNo/ballot', '$post']
  report: ['/:voteNo/report', '$post']
  uploadPhoto: ['/photo', '$post']
}
export type StyleVoteContract = AllHold<Check<typeof styleboardApi, Endpoints['styleVote'], StyleVoteHooks>>
type GoodsCartHooks = { addToCart: ['/', '$post', 'body'] }
export type GoodsCartContract = AllHold<Check<typeof cartApi, Pick<Endpoints['goods'], 'addToCart'>, GoodsCartHooks>>
/** The identity and OAuth hooks sit in the member table but call their own sub-apps (mounted under /v1/front/member). */
type OwnAppHooks = 'oauthToken' | 'identityStart' | 'identityComplete'
type MemberHooks = {
  login: ['/login/:kind{normal|native}', '$post', 'body']
  loginSns: ['/login/sns', '$post'] // sends `type: string` (the schema takes kakao | naver | apple)
  loginVerify: ['/login/verify', '$post', 'body']
  logout: ['/logout', '$post']
  info: ['/info', '$get']
  register: ['/register', '$post', 'body']
  registerSns: ['/register/sns', '$post']
  checkDupId: ['/checkdupid', '$get']
  checkDupMobile: ['/checkdupmobile', '$get']
  checkDupEmail: ['/checkdupemail', '$get']
  checkDupNickName: ['/checkdupnickname', '$get']
  sendCert: ['/send/sms/certify', '$post']
  validCert: ['/send/sms/certify/valid', '$post']
  updatePush: ['/update/push', '$put', 'body']
  updateInfo: ['/update/info', '$put', 'body']
  restore: ['/restore', '$post', 'body']
  restoreSns: ['/restore/sns', '$post']
  updateLoginVerify: ['/update/login-verify', '$post', 'body']
  findId: ['/find/id', '$post', 'body']
  resetPassword: ['/find/password', '$post', 'body']
  withdraw: ['/withdraw', '$post']
  integration: ['/integration', '$post', 'body']
}
export type MemberContract = AllHold<Check<typeof memberApi, Omit<Endpoints['member'], OwnAppHooks>, MemberHooks>>
type OAuthHooks = {
  oauthToken: ['/token', '$post'] // sends `type: string`
}
export type OAuthContract = AllHold<Check<typeof oauthApi, Pick<Endpoints['member'], 'oauthToken'>, OAuthHooks>>
type IdentityHooks = {
  identityStart: ['/start', '$post'] // sends `provider: string`
  identityComplete: ['/complete', '$post', 'body']
}
export type IdentityContract = AllHold<
  Check<typeof identityApi, Pick<Endpoints['member'], 'identityStart' | 'identityComplete'>, IdentityHooks>
>
type ReservationHooks = {
  slots: ['/slots', '$get']
  calendar: ['/calendar', '$get']
  visitProduct: ['/visit/product', '$post']
  create: ['/', '$post'] // sends purposeGroup: string (the schema takes the purpose list)
  list: ['/list', '$get']
  visits: ['/visits', '$get']
  detail: ['/:id', '$get']
  change: ['/:id', '$put']
  cancel: ['/:id/cancel', '$post']
  guestCreate: ['/guest', '$post'] // the same purposeGroup: string
  guestLookup: ['/guest/lookup', '$post', 'body']
  guestCancel: ['/guest/cancel', '$post', 'body']
}
export type ReservationContract = AllHold<Check<typeof reservationApi, Endpoints['reservation'], ReservationHooks>>
type StoreOwnerHooks = {
  dashboard: ['/dashboard', '$get']
  orders: ['/orders', '$get']
  order: ['/orders/:ordNo', '$get']
  pickupStep: ['/orders/:ordNo/:action', '$post']
  markReservation: ['/reservations/:id/:action', '$post']
  eyeExam: ['/reservations/:id/eyeexam', '$post']
  faceInfo: ['/faceinfo', '$get']
  queue: ['/queue', '$get']
  receiveReturn: ['/claims/:claimNo/receive', '$post']
  moveQueue: ['/queue/:queueNo/state', '$post']
  startKiosk: ['/kiosk/start', '$post']
  revokeKiosk: ['/kiosk/devices/:deviceNo/revoke', '$post']
}
export type StoreOwnerContract = AllHold<Check<typeof storeOwnerApi, Endpoints['storeOwner'], StoreOwnerHooks>>
type KioskHooks = {
  session: ['/session', '$get']
  identify: ['/identify', '$post']
  checkin: ['/checkin', '$post'] // sends purpose/answers as free strings
  myQueue: ['/myqueue', '$get']
}
export type KioskContract = AllHold<Check<typeof kioskApi, Endpoints['kiosk'], KioskHooks>>
type SupportHooks = {
  notices: ['/notice/list', '$get']
  notice: ['/notice/:noticeNo', '$get']
  faqs: ['/faq/list', '$get']
  inquiries: ['/inquiry/list', '$get']
  createInquiry: ['/inquiry', '$post', 'body']
  magazines: ['/magazine/list', '$get']
  magazine: ['/magazine/:id', '$get']
  inspections: ['/inspection/list', '$get']
  inspection: ['/inspection/:id', '$get']
  lensGuide: ['/lensguide/recommend', '$get']
  partnership: ['/partnership', '$post', 'body']
}
export type SupportContract = AllHold<Check<typeof supportApi, Endpoints['support'], SupportHooks>>
type EyesHooks = {
  records: ['/records', '$get']
  latest: ['/records/latest', '$get']
  record: ['/records/:recordNo', '$get']
  uploadPrescription: ['/records', '$post']
  remove: ['/records/:recordNo', '$delete']
  lensOptions: ['/lens-options', '$get']
  contactSupply: ['/contact-supply', '$get']
}
export type EyesContract = AllHold<Check<typeof eyesApi, Endpoints['eyes'], EyesHooks>>
type FaceHooks = {
  info: ['/info', '$get']
  save: ['/info', '$put', 'body']
  measurement: ['/measurement', '$get']
  saveMeasurement: ['/measurement', '$post', 'body']
  recommend: ['/recommend', '$get']
  share: ['/share', '$post']
  revoke: ['/share', '$delete']
  shared: ['/share/:token', '$get']
}
export type FaceContract = AllHold<Check<typeof faceApi, Endpoints['face'], FaceHooks>>
type FamilyHooks = {
  list: ['/', '$get']
  invite: ['/invites', '$post', 'body']
  cancelInvite: ['/invites/:inviteNo', '$delete']
  preview: ['/invitation/:code', '$get']
  accept: ['/accept', '$post', 'body']
  remove: ['/members/:memberNo', '$delete']
  leave: ['/leave', '$post']
  receipt: ['/receipt', '$get']
}
export type FamilyContract = AllHold<Check<typeof familyApi, Endpoints['family'], FamilyHooks>>
type FittingHooks = {
  get: ['/', '$get']
  agree: ['/consent', '$post']
  revoke: ['/consent', '$delete']
  remove: ['/sessions/:sessionNo', '$delete']
}
export type FittingContract = AllHold<Check<typeof fittingApi, Endpoints['fitting'], FittingHooks>>
type VoucherHooks = {
  list: ['/', '$get']
  order: ['/order', '$post', 'body']
  send: ['/:ordNo/send', '$post']
  resend: ['/:ordNo/resend', '$post']
  keep: ['/:ordNo/keep', '$post']
}
export type VoucherContract = AllHold<Check<typeof voucherApi, Endpoints['voucher'], VoucherHooks>>

/**
 * Every route of every sub-app is named above or below: a route added without a hook or a Direct row fails here.
 * (A new sub-app is one more line; tests/integration/api-fuzz.test.ts fuzzes every route of the live table.)
 */
/** Answers the caller reads only as ok / error (a save, a delete, a toggle): listed, compared with nothing. */
type Unread = 'the caller reads only ok / error'
/** Answers to a partner system (the PG, the warehouse, the till, the fitting device): their protocol tests read them. */
type Partner = 'a partner system reads it'
type Listed<D> = { [K in keyof D]: D[K] extends Unread | Partner ? NoJson : D[K] }
export type ShopRoutes = AllHold<{
  order: Whole<
    typeof orderApi,
    RowsOf<OrderHooks>,
    Listed<{
      '$post /pg/return': NoJson // the gateway's form POST: a redirect to the completion page
      '$post /pg/mobilereturn': NoJson
      '$post /pg/vbanknoti': Partner
      '$post /pg/mobilenoti': Partner
      '$post /wms/dispatch': Partner
      '$post /wms/return-received': Partner
    }>
  >
  claim: Whole<typeof claimApi, RowsOf<ClaimHooks>>
  cart: Whole<typeof cartApi, RowsOf<CartHooks> | RowsOf<GoodsCartHooks>>
  dibs: Whole<typeof dibsApi, RowsOf<DibsHooks>>
  content: Whole<typeof contentApi, RowsOf<ContentHooks>>
  coupon: Whole<typeof couponApi, RowsOf<CouponHooks>>
  benefit: Whole<typeof benefitApi, RowsOf<BenefitHooks>, { '$post /push/device': { registered: true } }> // the native app
  goods: Whole<typeof goodsApi, RowsOf<GoodsHooks>>
  main: Whole<typeof mainApi, RowsOf<MainHooks>>
  common: Whole<typeof commonApi, RowsOf<CommonHooks>>
  search: Whole<typeof searchApi, RowsOf<SearchHooks>>
  store: Whole<typeof storeApi, RowsOf<StoreHooks>>
  review: Whole<typeof reviewApi, RowsOf<ReviewHooks>, { '$get /photo/:fileId': NoJson }>
  qna: Whole<typeof qnaApi, RowsOf<QnaHooks>>
  support: Whole<typeof supportApi, RowsOf<SupportHooks> | RowsOf<InquiryHooks>>
  styleboard: Whole<typeof styleboardApi, RowsOf<StyleVoteHooks>, { '$get /photo/:fileId': NoJson }>
  // the product spec's older duplicate checks (the app still calls them)
  member: Whole<typeof memberApi, RowsOf<MemberHooks>, { '$get /checkdup': DupAnswer; '$get /duplicated/:id': DupAnswer }>
  oauth: Whole<typeof oauthApi, RowsOf<OAuthHooks>, { '$get /authorize': NoJson }>
  identity: Whole<typeof identityApi, RowsOf<IdentityHooks>>
  reservation: Whole<typeof reservationApi, RowsOf<ReservationHooks>>
  storeOwner: Whole<typeof storeOwnerApi, RowsOf<StoreOwnerHooks>>
  kiosk: Whole<typeof kioskApi, RowsOf<KioskHooks>>
  eyes: Whole<typeof eyesApi, RowsOf<EyesHooks>>
  face: Whole<typeof faceApi, RowsOf<FaceHooks>, { '$get /share/:token/card.svg': NoJson }>
  family: Whole<typeof familyApi, RowsOf<FamilyHooks>>
  fitting: Whole<typeof fittingApi, RowsOf<FittingHooks>>
  voucher: Whole<typeof voucherApi, RowsOf<VoucherHooks>>
  files: Whole<typeof filesApi, never, { '$get /:fileId': NoJson }>
  // the browser's beacons (204) and the console's vitals page
  telemetry: Whole<typeof telemetryApi, never, { '$post /vitals': NoJson; '$post /errors': NoJson; '$get /vitals': VitalsP75Answer }>
  storeSystem: Whole<
    typeof storeSystemApi,
    never,
    Listed<{
      '$post /events': Partner
      '$post /coupons/redeem': Partner
      '$post /vouchers/lookup': Partner
      '$post /vouchers/redeem': Partner
    }>
  >
  fittingDevice: Whole<
    typeof fittingDeviceApi,
    never,
    Listed<{ '$post /session': Partner; '$put /session/:sessionId/frames/:seq/photo': Partner }>
  >
}>

/**
 * The head-office console (src/server/api/admin, called by src/client/console's consoleCall / consoleQueries from
 * src/routes/admin): each desk route with the type the console pages read its answer as.
 */
export type ConsoleRoutes = AllHold<{
  auth: Whole<typeof authDesk, never, { '$post /login': LoginAnswerOp }>
  me: Whole<typeof meDesk, never, Listed<{ '$get /': OperatorMeAnswer; '$post /logout': Unread }>>
  audit: Whole<typeof auditDesk, never, { '$get /': Paged<AccessLogEntry> }>
  operators: Whole<
    typeof operatorsDesk,
    never,
    Listed<{ '$get /': { rows: OperatorListEntry[] }; '$post /': Unread; '$put /:operatorNo': Unread }>
  >
  members: Whole<typeof membersDesk, never, { '$post /export': NoJson }> // a CSV download
  claims: Whole<
    typeof claimsDesk,
    never,
    {
      '$get /': ClaimQueueAnswer
      '$get /:claimNo': ClaimDetailAnswer
      '$post /:claimNo/photo': { fileId: string }
      '$get /:claimNo/photo/:fileId': NoJson
      '$post /:claimNo/:step': ClaimStepAnswer
    }
  >
  cs: Whole<
    typeof csDesk,
    never,
    Listed<{
      '$get /inquiries': Paged<InboxItem>
      '$get /inquiries/:inquiryNo': InboxDetail
      '$get /inquiries/:inquiryNo/files/:seq': NoJson
      '$post /inquiries/:inquiryNo/answer': InboxItem
      '$put /inquiries/:inquiryNo/answer': InboxItem
      '$get /reviews': Paged<ReviewAdminItem>
      '$post /reviews/:reviewNo/blind': Unread
      '$put /reviews/:reviewNo/reply': Unread
      '$get /style-votes': Paged<StylePostAdminItem>
      '$post /style-votes/:voteNo/moderate': Unread
      '$get /members': Paged<MemberCard & { authRole: string }> // as MemberSearch reads it
      '$get /members/:memberNo': MemberDetail
      '$post /members/:memberNo/reveal': { value: string }
      '$post /members/:memberNo/points': PointAdjustAnswer
    }>
  >
  vitals: Whole<typeof vitalsDesk, never, { '$get /': VitalsP75Answer }>
  jobs: Whole<typeof jobsDesk, never, { '$get /': NightsAnswer; '$get /:runAt': NightDetailAnswer }>
  marketing: Whole<
    typeof marketingDesk,
    never,
    Listed<{
      '$get /campaigns': CampaignListAnswer
      '$post /campaigns': { id: number }
      '$get /campaigns/:prmtNo': CampaignDetail
      '$put /campaigns/:prmtNo': { version: number }
      '$post /campaigns/:prmtNo/state': { version: number }
      '$post /campaigns/:prmtNo/preview': PreviewLinkAnswer
      '$get /goods': GoodsPickAnswer
      '$post /images': UploadedImage
      '$get /banners': BannerListAnswer
      '$post /banners': Unread
      '$post /banners/order': Unread
      '$put /banners/:bannerNo': Unread
      '$delete /banners/:bannerNo': Unread
      '$get /main-preview': MainPreviewAnswer
      '$post /coupons/:couponNo/segment-issue': IssueRunAnswer & { created: boolean }
      '$get /issue-runs/:runNo': IssueRunAnswer
      '$get /coupons': CouponListAnswer
      '$post /coupons': { couponNo: number }
      '$get /coupon-categories': CouponCategoriesAnswer
      '$get /coupons/:couponNo': CouponDetail
      '$put /coupons/:couponNo': { version: number }
      '$post /coupons/:couponNo/state': { version: number }
      '$get /terms': TermsListAnswer
      '$post /terms/:termsCd': { termsCd: string; version: string }
      '$get /terms/:termsCd/:version': TermsDetail
      '$put /terms/:termsCd/:version': Unread
      '$post /terms/:termsCd/:version/publish': Unread
    }>
  >
  goods: Whole<
    typeof goodsDesk,
    never,
    {
      '$get /': Paged<GoodsAdminListItem>
      '$get /options': GoodsEditorOptions
      '$post /media': GoodsMediaAnswer
      '$post /bulk/preview': BulkPreview
      '$post /bulk/apply': BulkApplied
      '$get /:goodsNo': GoodsAdminDetail
      '$post /': GoodsAdminDetail
      '$put /:goodsNo': GoodsAdminDetail
    }
  >
  catalogue: Whole<
    typeof catalogueDesk,
    never,
    Listed<{
      '$get /deals': Paged<DealAdmin>
      '$get /deals/goods': DealGoodsOption[]
      '$get /deals/:dealNo': DealAdmin
      '$post /deals': DealAdmin
      '$put /deals/:dealNo': DealAdmin
      '$post /deals/:dealNo/end': DealAdmin
      '$get /brands': BrandAdmin[]
      '$post /brands': Unread
      '$put /brands/order': Unread
      '$put /brands/:brandNo': Unread
      '$delete /brands/:brandNo': Unread
      '$get /categories': CategoryAdmin[]
      '$post /categories': Unread
      '$put /categories/order': Unread
      '$put /categories/:ctgNo': Unread
      '$delete /categories/:ctgNo': Unread
      '$get /keywords': KeywordShelfAdmin[]
      '$post /keywords': Unread
      '$put /keywords/order': Unread
      '$put /keywords/:keywordNo': Unread
      '$delete /keywords/:keywordNo': Unread
    }>
  >
}>

/** Every domain of the shop's endpoint object has a table above (a new domain without one fails). */
type Tabled =
  | 'order'
  | 'claim'
  | 'cart'
  | 'dibs'
  | 'content'
  | 'coupon'
  | 'benefit'
  | 'goods'
  | 'main'
  | 'common'
  | 'search'
  | 'store'
  | 'review'
  | 'qna'
  | 'inquiry'
  | 'styleVote'
  | 'member'
  | 'reservation'
  | 'storeOwner'
  | 'kiosk'
  | 'support'
  | 'eyes'
  | 'face'
  | 'family'
  | 'fitting'
  | 'voucher'
export type EveryDomain = AllHold<{ [K in keyof Endpoints]: K extends Tabled ? true : 'no contract table' }>
