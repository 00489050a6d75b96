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

export type OrderContract = AllHold<
  Check<
    typeof orderApi,
    Endpoints['order'],
    {
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
  >
>
export type ClaimContract = AllHold<
  Check<
    typeof claimApi,
    Endpoints['claim'],
    { cancel: ['/cancel', '$post', 'body']; return: ['/return', '$post', 'body']; returnPreview: ['/return/preview', '$post', 'body'] }
  >
>
export type CartContract = AllHold<
  Check<
    typeof cartApi,
    Endpoints['cart'],
    {
      list: ['/list', '$get']
      count: ['/count', '$get']
      add: ['/add', '$post', 'body']
      change: ['/change', '$put', 'body']
      remove: ['/remove', '$post']
      select: ['/select', '$post']
      merge: ['/merge', '$post']
    }
  >
>
export type DibsContract = AllHold<
  Check<typeof dibsApi, Endpoints['dibs'], { toggle: ['/toggle', '$post']; mine: ['/mine', '$get']; list: ['/list', '$get'] }>
>
export type ContentContract = AllHold<
  Check<
    typeof contentApi,
    Omit<Endpoints['content'], 'styleVotes'>, // /styleboard/vote/list: the vote list is not a route of styleboardApi's table (see the note)
    {
      collections: ['/collection/list', '$get']
      collection: ['/collection/:id', '$get']
      events: ['/event/list', '$get']
      event: ['/event/:id', '$get']
      promotions: ['/promotion/list', '$get']
      promotion: ['/promotion/:id', '$get']
      terms: ['/terms/:termsCd', '$get']
    }
  >
>
export type CouponContract = AllHold<
  Check<
    typeof couponApi,
    Endpoints['coupon'],
    {
      goodsList: ['/goods/list', '$get']
      zone: ['/zone/list', '$get']
      download: ['/zone/download', '$post']
      downloadAll: ['/zone/download-all', '$post']
      my: ['/my', '$get']
      birthday: ['/birthday/download', '$post']
    }
  >
>
export type BenefitContract = AllHold<
  Check<
    typeof benefitApi,
    Endpoints['benefit'],
    {
      points: ['/point', '$get']
      convert: ['/point/convert', '$post']
      storePoints: ['/storepoint', '$get']
      stamps: ['/stamp', '$get']
      grade: ['/grade', '$get']
      notifications: ['/notification', '$get']
      readNotifications: ['/notification/read', '$post']
      pushSettings: ['/push/settings', '$get']
      confirm: ['/order/:ordNo/confirm', '$post']
      giftCards: ['/giftcard', '$get']
      giftCard: ['/giftcard/:cardId', '$get']
      registerGiftCard: ['/giftcard/register', '$post']
      digitalCoupon: ['/digitalcoupon/:couponNo', '$get']
    }
  >
>
export type GoodsContract = AllHold<
  Check<
    typeof goodsApi,
    Omit<Endpoints['goods'], 'addToCart'>, // the same route as cart.add (checked there); it promises `unknown`
    {
      list: ['/list', '$get']
      detail: ['/:goodsNo', '$get']
      related: ['/:goodsNo/related', '$get']
      reviews: ['/:goodsNo/reviews/summary', '$get']
      ranking: ['/ranking', '$get']
      brandRanking: ['/ranking/brand', '$get']
      view: ['/:goodsNo/view', '$post']
      recent: ['/recent', '$get']
    }
  >
>
export type MainContract = AllHold<
  Check<
    typeof mainApi,
    Endpoints['main'],
    {
      page: ['/page', '$get']
      banners: ['/banner/main', '$get']
      topBanner: ['/topbanner', '$get']
      keywordGoods: ['/page/keyword/goodslist', '$get']
      seo: ['/seo', '$get']
      recommend: ['/recommend', '$get']
    }
  >
>
export type CommonContract = AllHold<
  Check<
    typeof commonApi,
    Endpoints['common'],
    {
      siteInfo: ['/page', '$get']
    }
  >
>
export type SearchContract = AllHold<
  Check<
    typeof searchApi,
    Omit<Endpoints['search'], 'suggest'>, // suggest answers a cached Response: its handler's type is `{}` (not yet checked)
    {
      rankings: ['/total/rankings', '$get']
      product: ['/product', '$get']
    }
  >
>
export type StoreContract = AllHold<
  Check<
    typeof storeApi,
    Endpoints['store'],
    {
      list: ['/list', '$get']
      detail: ['/detaile/:storeNo', '$get']
      mapConfig: ['/mapconfig', '$get']
      areas: ['/areas', '$get']
      myStore: ['/mystore', '$get']
      setMyStore: ['/mystore', '$put']
    }
  >
>
export type ReviewContract = AllHold<
  Check<
    typeof reviewApi,
    Endpoints['review'],
    {
      goods: ['/goods/:goodsNo', '$get']
      mine: ['/mine', '$get']
      write: ['/', '$post']
      update: ['/:reviewNo', '$put']
      remove: ['/:reviewNo', '$delete']
      uploadPhoto: ['/photo', '$post']
    }
  >
>
export type QnaContract = AllHold<
  Check<
    typeof qnaApi,
    Endpoints['qna'],
    {
      goods: ['/goods/:goodsNo', '$get']
      mine: ['/mine', '$get']
      ask: ['/', '$post']
      update: ['/:qnaNo', '$put']
      remove: ['/:qnaNo', '$delete']
    }
  >
>
export type InquiryContract = AllHold<
  Check<
    typeof supportApi,
    Endpoints['inquiry'],
    {
      detail: ['/inquiry/:inquiryNo', '$get']
      update: ['/inquiry/:inquiryNo', '$put']
      remove: ['/inquiry/:inquiryNo', '$delete']
      uploadFile: ['/inquiry/file', '$post']
    }
  >
>
export type StyleVoteContract = AllHold<
  Check<
    typeof styleboardApi,
    Endpoints['styleVote'],
    {
      detail: ['/:voteNo', '$get']
      mine: ['/mine', '$get']
      create: ['/', '$post']
      update: ['/:voteNo', '$put']
      ballot: ['/:voteNo/ballot', '$post']
      report: ['/:voteNo/report', '$post']
      uploadPhoto: ['/photo', '$post']
    }
  >
>
