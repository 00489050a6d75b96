// API fuzz test (issue 11): every route of the API's own route table (Hono's `routes` of createApi(), so a new
// route is fuzzed without anyone editing a list), as a guest and as a signed-in member,
// with property-based malformed input — wrong types, arrays for objects, null, nested junk, 100k-character
// strings, control characters, impossible dates, bad path params, wrong content types. The invariants:
//   - never a 5xx;
//   - every 4xx of the API is JSON `{ status, errors: [{ field, reason }] }` with a Korean reason;
//   - JSON endpoints refuse arrays, text/plain and form bodies, and every date field refuses impossible dates.
// Runs are bounded (RUNS per endpoint and role) so the file stays well under a minute on two cores.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../../src/server/api'
import { createAdminApi } from '../../src/server/api/admin'
import { call, db, operatorCookie, seedShop, tokenFor } from './helpers'

const RUNS = 20
/**
 * A fixed seed per endpoint and role keeps CI repeatable (a red run fails again the same way); to explore
 * further, change FUZZ_SEED or raise RUNS locally — fast-check prints the seed and path of any failure.
 */
const FUZZ_SEED = 20261124
const seedOf = (s: string) => [...s].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, FUZZ_SEED)
const ORIGIN = 'https://shop.test'
const HANGUL = /[가-힣]/

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
type Input = 'json' | 'query' | 'none' | 'form'
type Sample = Record<string, unknown>
interface Seeded {
  goodsNo: string
  itemNo: string
  storeNo: number
  storeCode: string
  ordNo: string
  reservationNo: string
  noticeNo: number
  magazineNo: number
  inspectionNo: number
  eventNo: number
  collectionNo: number
  promotionNo: number
  keywordNo: number
}
interface Endpoint {
  method: Method
  /** Path as in README.md (a route of the table, or one instance of it: /login/normal); `:name` is a path parameter. */
  path: string
  /** What the endpoint reads: a JSON body, the query string, nothing, or a provider's form post. */
  input: Input
  /** A plausible input (mutated one field at a time, so the fuzz also reaches code behind the schema). */
  sample?: (s: Seeded) => Sample
  /** Valid path parameters. */
  params?: (s: Seeded) => Record<string, string>
  /** Fields holding an 8-digit calendar date. */
  dates?: string[]
  /** Not the JSON API (robots.txt, sitemap.xml, images): only "never 5xx" applies. */
  page?: true
  /** The signed-in caller of the "member" runs when it is not member01 (ROLE_STORE-only endpoints: store01). */
  as?: 'store01'
}

const goodsLine = (s: Seeded) => ({ goodsNo: s.goodsNo, itemNo: s.itemNo, buyQtt: 1 })
const consents = {
  terms: true,
  privacy: true,
  membership: true,
  location: false,
  marketing: { app: false, sms: false, email: false, kakao: false },
}
const reservation = (s: Seeded) => ({
  storeNo: s.storeNo,
  rsvDate: '20301015',
  rsvTime: '1400',
  purposeGroup: '상담(검사)',
  purpose: '일반검사',
  note: '',
  goodsList: [],
})

// prettier-ignore
/**
 * Plausible inputs for the routes (README.md's API tables, in their order) and the pages beside the API. Not the
 * list of what is fuzzed: that is the route table (ENDPOINTS below); a route with no row here is fuzzed with
 * junk bodies and queries only, so a row with a sample lets the fuzz reach the code behind the schema.
 */
const SAMPLES: Endpoint[] = [
  // ## API
  { method: 'GET', path: '/v1/front/main/page', input: 'query', sample: () => ({ goodsType: '01', keyword: '안경' }) },
  { method: 'GET', path: '/v1/front/main/banner/main', input: 'query', sample: () => ({ goodsType: '02' }) },
  { method: 'GET', path: '/v1/front/main/topbanner', input: 'none' },
  { method: 'GET', path: '/v1/front/main/page/keyword/goodslist', input: 'query', sample: (s) => ({ goodsType: '01', keyword: '안경', keywordNo: String(s.keywordNo) }) },
  { method: 'GET', path: '/v1/front/main/seo', input: 'query', sample: (s) => ({ goodsNo: s.goodsNo }) },
  { method: 'GET', path: '/api/v1/common/front/page', input: 'none' },
  { method: 'POST', path: '/v1/front/member/login/normal', input: 'json', sample: () => ({ loginId: 'member01', password: 'wrong-Password1!' }) },
  { method: 'POST', path: '/v1/front/member/login/native', input: 'json', sample: () => ({ userId: 'member01', password: 'wrong-Password1!' }) },
  { method: 'POST', path: '/v1/front/member/logout', input: 'none' },
  { method: 'GET', path: '/v1/front/member/info', input: 'none' },
  { method: 'GET', path: '/img/goods/01/:key.svg', input: 'query', params: () => ({ key: 'G000001' }), sample: () => ({ w: '400' }), page: true },
  // ### Membership and identity (/v1/front/member)
  { method: 'POST', path: '/v1/front/member/login/sns', input: 'json', sample: () => ({ type: 'kakao', accessToken: 'sandbox-token', storeCode: '1001' }) },
  { method: 'POST', path: '/v1/front/member/login/verify', input: 'json', sample: () => ({ identityTxId: 'tx_0000000000000000' }) },
  { method: 'POST', path: '/v1/front/member/register', input: 'json', dates: ['birth'], sample: () => ({ loginId: 'fuzzuser1', password: 'Fuzz!2026pw', userName: '김퍼즈', gender: 'F', birth: '19900101', mobile: '01098765432', certProof: 'not-a-proof', email: '', nickName: '', consents }) },
  { method: 'POST', path: '/v1/front/member/register/sns', input: 'json', dates: ['birth'], sample: () => ({ snsTicket: 'ticket_00000000000000000000', userName: '김퍼즈', gender: 'M', birth: '19900101', mobile: '01098765432', certProof: 'not-a-proof', email: '', consents }) },
  { method: 'GET', path: '/v1/front/member/checkdupmobile', input: 'query', sample: () => ({ mobile: '01012345678' }) },
  { method: 'GET', path: '/v1/front/member/checkdupid', input: 'query', sample: () => ({ loginId: 'member01' }) },
  { method: 'GET', path: '/v1/front/member/checkdupemail', input: 'query', sample: () => ({ email: 'a@example.com' }) },
  { method: 'GET', path: '/v1/front/member/checkdupnickname', input: 'query', sample: () => ({ nickName: '다비치' }) },
  { method: 'GET', path: '/v1/front/member/checkdup', input: 'query', sample: () => ({ type: 'email', query: 'a@example.com' }) },
  { method: 'GET', path: '/v1/front/member/duplicated/:id', input: 'none', params: () => ({ id: 'member01' }) },
  { method: 'POST', path: '/v1/front/member/send/sms/certify', input: 'query', sample: () => ({ mobile: '01055550000', title: '인증' }) },
  { method: 'POST', path: '/v1/front/member/send/sms/certify/valid', input: 'query', sample: () => ({ mobile: '01055550000', certifyKey: '123456' }) },
  { method: 'PUT', path: '/v1/front/member/update/push', input: 'json', sample: () => ({ app: true, sms: false, email: true, kakao: false, push: true }) },
  { method: 'POST', path: '/v1/front/member/restore', input: 'json', sample: () => ({ loginId: 'dormant01', password: 'wrong-Password1!', mobile: '01012345678', certProof: 'not-a-proof' }) },
  { method: 'POST', path: '/v1/front/member/restore/sns', input: 'json', sample: () => ({ type: 'naver', accessToken: 'sandbox-token', mobile: '01012345678', certProof: 'not-a-proof' }) },
  { method: 'POST', path: '/v1/front/member/update/login-verify', input: 'json', sample: () => ({ identityTxId: 'tx_0000000000000000', memberNo: 1 }) },
  { method: 'POST', path: '/v1/front/member/find/id', input: 'json', sample: () => ({ userName: '김다비', mobile: '01012345678', certProof: 'not-a-proof' }) },
  { method: 'POST', path: '/v1/front/member/find/password', input: 'json', sample: () => ({ loginId: 'member01', mobile: '01012345678', certProof: 'not-a-proof', password: 'Fuzz!2026pw', passwordConfirm: 'Fuzz!2026pw' }) },
  { method: 'PUT', path: '/v1/front/member/update/info', input: 'json', sample: () => ({ nickName: '퍼즈닉', zipcode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '1층', marketing: { app: true, sms: true, email: false, kakao: false } }) },
  { method: 'POST', path: '/v1/front/member/withdraw', input: 'json', sample: () => ({ reasonCd: '90', reasonText: '기타 사유', password: 'wrong-Password1!', agree: true }) },
  { method: 'POST', path: '/v1/front/member/integration', input: 'json', sample: () => ({ mobile: '01012345678', certProof: 'not-a-proof', storeCode: '1001' }) },
  { method: 'GET', path: '/v1/front/member/oauth/authorize', input: 'query', sample: () => ({ type: 'kakao', returnUrl: '/mypage', storeCode: '1001' }) },
  { method: 'POST', path: '/v1/front/member/oauth/token', input: 'json', sample: () => ({ type: 'kakao', state: 'state_0000000000000000', code: 'code' }) },
  { method: 'POST', path: '/v1/front/member/identity/start', input: 'json', sample: () => ({ provider: 'pass', purpose: 'signup' }) },
  { method: 'POST', path: '/v1/front/member/identity/complete', input: 'json', sample: () => ({ txId: 'tx_0000000000000000', encData: 'ZW5j' }) },
  // ### Storefront
  { method: 'GET', path: '/api/v1/front/goods/list', input: 'query', sample: () => ({ category: '01', ctgNo: '101', brand: '1', priceMin: '0', priceMax: '500000', sort: 'new', page: '1', rows: '20' }) },
  { method: 'GET', path: '/api/v1/front/goods/:goodsNo', input: 'none', params: (s) => ({ goodsNo: s.goodsNo }) },
  { method: 'GET', path: '/api/v1/front/goods/:goodsNo/related', input: 'none', params: (s) => ({ goodsNo: s.goodsNo }) },
  { method: 'GET', path: '/api/v1/front/goods/:goodsNo/reviews/summary', input: 'none', params: (s) => ({ goodsNo: s.goodsNo }) },
  { method: 'GET', path: '/api/v1/front/goods/ranking', input: 'query', sample: () => ({ category: '01', period: 'week' }) },
  { method: 'GET', path: '/api/v1/front/goods/ranking/brand', input: 'query', sample: () => ({ category: '02' }) },
  { method: 'GET', path: '/v1/front/search/total/rankings', input: 'none' },
  { method: 'GET', path: '/v1/front/search/suggest/completion', input: 'query', sample: () => ({ seed: 'ㄷㅂㅊ' }) },
  { method: 'GET', path: '/v1/front/search/product', input: 'query', sample: () => ({ searchWord: '안경', size: '20' }) },
  { method: 'GET', path: '/api/v1/front/coupon/goods/list', input: 'query', sample: (s) => ({ goodsNoArr: `${s.goodsNo},G000002` }) },
  { method: 'GET', path: '/api/v1/front/collection/list', input: 'none' },
  { method: 'GET', path: '/api/v1/front/collection/:id', input: 'none', params: (s) => ({ id: String(s.collectionNo) }) },
  { method: 'GET', path: '/api/v1/front/event/list', input: 'query', sample: () => ({ status: 'ongoing' }) },
  { method: 'GET', path: '/api/v1/front/event/:id', input: 'none', params: (s) => ({ id: String(s.eventNo) }) },
  { method: 'GET', path: '/api/v1/front/promotion/list', input: 'none' },
  { method: 'GET', path: '/api/v1/front/promotion/:id', input: 'none', params: (s) => ({ id: String(s.promotionNo) }) },
  { method: 'GET', path: '/api/v1/front/terms/:termsCd', input: 'query', params: () => ({ termsCd: 'service' }), sample: () => ({ version: '1.0' }) },
  { method: 'GET', path: '/api/v1/front/styleboard/vote/list', input: 'query', sample: () => ({ status: 'all' }) },
  { method: 'GET', path: '/robots.txt', input: 'none', page: true },
  { method: 'GET', path: '/sitemap.xml', input: 'none', page: true },
  // ### Commerce
  { method: 'GET', path: '/api/v1/front/cart/list', input: 'none' },
  { method: 'GET', path: '/api/v1/front/cart/count', input: 'none' },
  { method: 'POST', path: '/api/v1/front/cart/add', input: 'json', sample: (s) => goodsLine(s) },
  { method: 'POST', path: '/api/v1/front/cart', input: 'json', sample: (s) => goodsLine(s) },
  { method: 'PUT', path: '/api/v1/front/cart/change', input: 'json', sample: () => ({ cartNo: 1, buyQtt: 2 }) },
  { method: 'POST', path: '/api/v1/front/cart/remove', input: 'json', sample: () => ({ cartNos: [1] }) },
  { method: 'POST', path: '/api/v1/front/cart/select', input: 'json', sample: () => ({ cartNos: [1], selectYn: 'Y' }) },
  { method: 'POST', path: '/api/v1/front/cart/merge', input: 'none' },
  { method: 'POST', path: '/api/v1/front/dibs/toggle', input: 'json', sample: (s) => ({ goodsNo: s.goodsNo }) },
  { method: 'GET', path: '/api/v1/front/dibs/list', input: 'query', sample: () => ({ page: '1', rows: '20' }) },
  { method: 'POST', path: '/api/v1/front/order/page', input: 'json', sample: (s) => ({ goods: [goodsLine(s)], orderClassification: 'direct' }) },
  { method: 'POST', path: '/api/v1/front/order/orddelifree', input: 'json', sample: (s) => ({ dlvrMethod: '01', goods: [goodsLine(s)], delivery: { zipCode: '06236' }, orderClassification: 'direct' }) },
  { method: 'GET', path: '/api/v1/front/order/adminpointsetting', input: 'none' },
  {
    method: 'POST', path: '/api/v1/front/order/payment', input: 'json', dates: ['reservationDate'],
    sample: (s) => ({ orderToken: crypto.randomUUID(), orderClassification: 'direct', goods: [goodsLine(s)], dlvrMethod: '02', orderer: { name: '김다비', mobile: '01012345678', email: '' }, reserveStoreInfo: { storeCode: s.storeCode, storeName: '매장', address: '주소', telNo: '02-000-0000' }, reservationDate: '20301015', reservationTime: '1400', pointUseAmt: 0, giftCard: { cardId: 1, amount: 1000 }, payMethod: '3', paymentAmt: 1, agreeYn: 'Y' }),
  },
  { method: 'POST', path: '/api/v1/front/order/pg/return', input: 'form', sample: (s) => ({ resultCode: '0000', orderNumber: s.ordNo, authToken: 'x', authUrl: 'https://evil.example/' }) },
  { method: 'POST', path: '/api/v1/front/order/pg/mobilereturn', input: 'form', sample: (s) => ({ P_STATUS: '00', P_OID: s.ordNo, P_TID: 'x', P_REQ_URL: 'https://evil.example/' }) },
  { method: 'POST', path: '/api/v1/front/order/pg/vbanknoti', input: 'form', sample: (s) => ({ no_tid: 'x', no_oid: s.ordNo, id_merchant: 'INIpayTest', type_msg: '0200', no_vacct: '1', amt_input: '1000' }) },
  { method: 'POST', path: '/api/v1/front/order/pg/mobilenoti', input: 'form', sample: (s) => ({ P_STATUS: '02', P_TID: 'x', P_TYPE: 'VBANK', P_OID: s.ordNo, P_AMT: '1000' }) },
  { method: 'POST', path: '/api/v1/front/order/pg/close', input: 'json', sample: (s) => ({ ordNo: s.ordNo }) },
  { method: 'GET', path: '/api/v1/front/order/complete/:ordNo', input: 'none', params: (s) => ({ ordNo: s.ordNo }) },
  { method: 'GET', path: '/api/v1/front/order/list', input: 'query', dates: ['from', 'to'], sample: () => ({ from: '20260101', to: '20261231', page: '1', rows: '10' }) },
  { method: 'GET', path: '/api/v1/front/order/delivery', input: 'query', dates: ['from', 'to'], sample: () => ({ from: '20260101', to: '20261231' }) },
  { method: 'GET', path: '/api/v1/front/order/detail/:ordNo', input: 'none', params: (s) => ({ ordNo: s.ordNo }) },
  { method: 'GET', path: '/api/v1/front/order/claims', input: 'query', dates: ['from', 'to'], sample: () => ({ from: '20260101', to: '20261231' }) },
  { method: 'GET', path: '/api/v1/front/order/offline', input: 'query', dates: ['from', 'to'], sample: () => ({ from: '20260101', to: '20261231' }) },
  { method: 'GET', path: '/api/v1/front/order/paymentcard', input: 'query', dates: ['from', 'to'], sample: () => ({ from: '20260101', to: '20261231' }) },
  { method: 'GET', path: '/api/v1/front/order/giftcard', input: 'none' },
  { method: 'GET', path: '/api/v1/front/order/digitalcoupon', input: 'none' },
  { method: 'POST', path: '/api/v1/front/order/wms/dispatch', input: 'json', sample: (s) => ({ ordNo: s.ordNo, courierCd: '04', invoiceNo: '612345678901' }) },
  { method: 'POST', path: '/api/v1/front/order/guest/lookup', input: 'json', sample: (s) => ({ ordNo: s.ordNo, mobile: '01012345678' }) },
  { method: 'GET', path: '/api/v1/front/order/refundaccount', input: 'none' },
  { method: 'PUT', path: '/api/v1/front/order/refundaccount', input: 'json', sample: () => ({ bankCd: '88', accountNo: '110-123-456789', holderName: '김다비' }) },
  { method: 'POST', path: '/api/v1/front/claim/cancel', input: 'json', sample: () => ({ ordNo: '20000101000000000000', reasonCd: '10', reasonText: '' }) },
  { method: 'POST', path: '/api/v1/front/claim/return', input: 'json', sample: (s) => ({ ordNo: s.ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '70', reasonText: '사이즈가 맞지 않아요' }) },
  { method: 'POST', path: '/api/v1/front/claim/return/preview', input: 'json', sample: (s) => ({ ordNo: s.ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '20' }) },
  // ### Stores and visit reservations
  { method: 'GET', path: '/api/v1/front/store/list', input: 'query', sample: () => ({ keyword: '강남', sido: '서울', sigungu: '강남구', service: 'pickup', pickupYn: 'Y', lat: '37.5', lng: '127.0', page: '1', rows: '20' }) },
  { method: 'GET', path: '/api/v1/front/store/detaile/:storeNo', input: 'none', params: (s) => ({ storeNo: String(s.storeNo) }) },
  { method: 'GET', path: '/api/v1/front/store/areas', input: 'none' },
  { method: 'GET', path: '/api/v1/front/store/mapconfig', input: 'none' },
  { method: 'GET', path: '/api/v1/front/store/mystore', input: 'none' },
  { method: 'PUT', path: '/api/v1/front/store/mystore', input: 'json', sample: (s) => ({ storeCode: s.storeCode }) },
  { method: 'GET', path: '/api/v1/front/reservation/slots', input: 'query', dates: ['date'], sample: (s) => ({ storeNo: String(s.storeNo), date: '20301015' }) },
  { method: 'GET', path: '/api/v1/front/reservation/calendar', input: 'query', sample: (s) => ({ storeNo: String(s.storeNo), month: '203010' }) },
  { method: 'POST', path: '/api/v1/front/reservation/visit/product', input: 'json', sample: (s) => ({ goodsList: [goodsLine(s)] }) },
  { method: 'POST', path: '/api/v1/front/reservation', input: 'json', dates: ['rsvDate'], sample: (s) => reservation(s) },
  { method: 'POST', path: '/api/v1/front/reservation/guest', input: 'json', dates: ['rsvDate'], sample: (s) => ({ ...reservation(s), guestName: '김손님', mobile: '01012345678', certProof: 'not-a-proof' }) },
  { method: 'GET', path: '/api/v1/front/reservation/list', input: 'query', sample: () => ({ status: 'all', page: '1', rows: '20' }) },
  { method: 'GET', path: '/api/v1/front/reservation/visits', input: 'query', sample: () => ({ status: 'past', page: '1', rows: '20' }) },
  { method: 'GET', path: '/api/v1/front/reservation/:id', input: 'none', params: (s) => ({ id: s.reservationNo }) },
  { method: 'PUT', path: '/api/v1/front/reservation/:id', input: 'json', dates: ['rsvDate'], params: (s) => ({ id: s.reservationNo }), sample: () => ({ rsvDate: '20301016', rsvTime: '1500' }) },
  { method: 'POST', path: '/api/v1/front/reservation/:id/cancel', input: 'none', params: () => ({ id: 'R20000101AAAAA' }) },
  { method: 'POST', path: '/api/v1/front/reservation/guest/lookup', input: 'json', sample: (s) => ({ name: '김손님', mobile: '01012345678', reservationNo: s.reservationNo }) },
  { method: 'POST', path: '/api/v1/front/reservation/guest/cancel', input: 'json', sample: (s) => ({ name: '김손님', mobile: '01012345678', reservationNo: s.reservationNo }) },
  // ### Customer center (/api/v1/front/support)
  { method: 'GET', path: '/api/v1/front/support/notice/list', input: 'query', sample: () => ({ page: '1', rows: '10', keyword: '배송' }) },
  { method: 'GET', path: '/api/v1/front/support/notice/:noticeNo', input: 'none', params: (s) => ({ noticeNo: String(s.noticeNo) }) },
  { method: 'GET', path: '/api/v1/front/support/faq/list', input: 'query', sample: () => ({ category: '배송', keyword: '배송' }) },
  { method: 'GET', path: '/api/v1/front/support/inquiry/list', input: 'query', sample: () => ({ page: '1', rows: '10' }) },
  { method: 'POST', path: '/api/v1/front/support/inquiry', input: 'json', sample: () => ({ category: '상품', title: '문의합니다', content: '안경테 사이즈 문의드립니다.\n확인 부탁드려요.' }) },
  { method: 'GET', path: '/api/v1/front/support/magazine/list', input: 'none' },
  { method: 'GET', path: '/api/v1/front/support/magazine/:id', input: 'none', params: (s) => ({ id: String(s.magazineNo) }) },
  { method: 'GET', path: '/api/v1/front/support/inspection/list', input: 'none' },
  { method: 'GET', path: '/api/v1/front/support/inspection/:id', input: 'none', params: (s) => ({ id: String(s.inspectionNo) }) },
  { method: 'GET', path: '/api/v1/front/support/lensguide/recommend', input: 'query', sample: () => ({ age: 'a20', screen: 'high', wear: 'glasses', concern: 'tired' }) },
  { method: 'POST', path: '/api/v1/front/support/partnership', input: 'json', sample: () => ({ company: '퍼즈상사', contactName: '김퍼즈', phone: '01012345678', email: 'fuzz@example.com', content: '제휴를 제안드립니다. 검토 부탁드립니다.', privacyAgree: true }) },
  // ### Eyes, face, fitting and family (issue 14)
  { method: 'GET', path: '/api/v1/front/files/:fileId', input: 'none', params: () => ({ fileId: '0'.repeat(32) }) },
  { method: 'GET', path: '/api/v1/front/eyes/records', input: 'none' },
  { method: 'GET', path: '/api/v1/front/eyes/records/latest', input: 'none' },
  { method: 'GET', path: '/api/v1/front/eyes/lens-options', input: 'none' },
  { method: 'GET', path: '/api/v1/front/eyes/contact-supply', input: 'none' },
  { method: 'GET', path: '/api/v1/front/eyes/records/:recordNo', input: 'none', params: () => ({ recordNo: '1' }) },
  { method: 'POST', path: '/api/v1/front/eyes/records', input: 'form', sample: () => ({ examYmd: '20260310', institution: '밝은눈안과', rSph: '-2.25', rCyl: '-0.50', rAxis: '180', lSph: '-2.00' }) },
  { method: 'GET', path: '/api/v1/front/face/info', input: 'none' },
  { method: 'PUT', path: '/api/v1/front/face/info', input: 'json', sample: () => ({ faceShape: 'ROUND', faceWidth: '132', pd: '63', eyeStyle: 'SMART', faceStyle: 'LIGHT' }) },
  { method: 'GET', path: '/api/v1/front/face/recommend', input: 'none' },
  { method: 'GET', path: '/api/v1/front/face/measurement', input: 'none' },
  { method: 'POST', path: '/api/v1/front/face/measurement', input: 'json', sample: () => ({ pd: 64.8, rPd: 31.9, lPd: 32.9, faceWidth: 138, faceShape: 'OVAL', scaleFrom: 'iris', frames: 30, pdSpread: 0.4 }) },
  { method: 'POST', path: '/api/v1/front/face/share', input: 'json', sample: () => ({ showNickname: false }) },
  { method: 'GET', path: '/api/v1/front/face/share/:token', input: 'none', params: () => ({ token: 'seedFaceCodeMember01' }) },
  { method: 'GET', path: '/api/v1/front/face/share/:token/card.svg', input: 'none', params: () => ({ token: 'seedFaceCodeMember01' }), page: true },
  { method: 'GET', path: '/api/v1/front/fitting', input: 'none' },
  { method: 'POST', path: '/api/v1/front/fitting/consent', input: 'none' },
  { method: 'POST', path: '/api/v1/device/fitting/session', input: 'json', sample: () => ({ session_id: 'fuzz-0001', member_card_no: '9410201903150001', fitted_at: '2026-11-20T10:00:00.000Z', measurements: { face_width_mm: 132, pd_mm: 63, face_shape: 'ROUND' }, frames: [{ goods_no: 'G000001', liked: true }] }) },
  { method: 'PUT', path: '/api/v1/device/fitting/session/:sessionId/frames/:seq/photo', input: 'none', params: () => ({ sessionId: 'seed-0001', seq: '1' }) },
  { method: 'GET', path: '/api/v1/front/family', input: 'none' },
  { method: 'POST', path: '/api/v1/front/family/invites', input: 'json', sample: () => ({ mobile: '01077779999', relation: 'SPOUSE' }) },
  { method: 'GET', path: '/api/v1/front/family/invitation/:code', input: 'none', params: () => ({ code: 'seedFamilyInviteMember01PendingA' }) },
  { method: 'POST', path: '/api/v1/front/family/accept', input: 'json', sample: () => ({ code: 'seedFamilyInviteMember01PendingA', identityTxId: 'fuzzfuzzfuzzfuzz', consent: true }) },
  { method: 'POST', path: '/api/v1/front/family/leave', input: 'none' },
  { method: 'GET', path: '/api/v1/front/family/receipt', input: 'query', sample: () => ({ year: '2026' }) },
  // ### Store owners and the kiosk (/api/v1/front/mypagestore: store01; /api/v1/front/kiosk)
  { method: 'GET', path: '/api/v1/front/mypagestore/dashboard', input: 'none', as: 'store01' },
  { method: 'GET', path: '/api/v1/front/mypagestore/orders', input: 'query', as: 'store01', dates: ['from', 'to'], sample: () => ({ kind: 'pickup', from: '20260101', to: '20261231', keyword: '5678', page: '1' }) },
  { method: 'GET', path: '/api/v1/front/mypagestore/orders/:ordNo', input: 'none', as: 'store01', params: (s) => ({ ordNo: s.ordNo }) },
  { method: 'POST', path: '/api/v1/front/mypagestore/orders/:ordNo/:action', input: 'none', as: 'store01', params: (s) => ({ ordNo: s.ordNo, action: 'ready' }) },
  { method: 'POST', path: '/api/v1/front/mypagestore/reservations/:id/eyeexam', input: 'json', as: 'store01', params: (s) => ({ id: s.reservationNo }), dates: ['examYmd'], sample: () => ({ examYmd: '20260110', rSph: '-1.25', rCyl: '-0.50', rAxis: '180', lSph: '-1.00', memo: '난시 약간' }) },
  { method: 'POST', path: '/api/v1/front/mypagestore/reservations/:id/:action', input: 'none', as: 'store01', params: (s) => ({ id: s.reservationNo, action: 'visit' }) },
  { method: 'GET', path: '/api/v1/front/mypagestore/faceinfo', input: 'none', as: 'store01' },
  { method: 'GET', path: '/api/v1/front/mypagestore/queue', input: 'none', as: 'store01' },
  { method: 'POST', path: '/api/v1/front/mypagestore/queue/:queueNo/state', input: 'json', as: 'store01', params: () => ({ queueNo: '101' }), sample: () => ({ from: '대기', to: '상담시작' }) },
  { method: 'POST', path: '/api/v1/front/mypagestore/kiosk/start', input: 'json', as: 'store01', sample: () => ({ deviceName: '입구 키오스크' }) },
  { method: 'POST', path: '/api/v1/front/mypagestore/kiosk/devices/:deviceNo/revoke', input: 'none', as: 'store01', params: () => ({ deviceNo: '999999' }) },
  { method: 'GET', path: '/api/v1/front/kiosk/session', input: 'none' },
  { method: 'POST', path: '/api/v1/front/kiosk/identify', input: 'json', sample: () => ({ mobile: '01012345678', certifyKey: '123456' }) },
  { method: 'POST', path: '/api/v1/front/kiosk/checkin', input: 'json', sample: () => ({ mobile: '01012345678', certProof: 'not-a-proof', purpose: '안경', answers: ['시력검사 필요'] }) },
  { method: 'GET', path: '/api/v1/front/kiosk/myqueue', input: 'none' },
  // ### Member voice (issue 15)
  { method: 'GET', path: '/api/v1/front/review/goods/:goodsNo', input: 'query', params: (s) => ({ goodsNo: s.goodsNo }), sample: () => ({ page: '1', rows: '10', sort: 'high', photo: 'Y' }) },
  { method: 'GET', path: '/api/v1/front/review/mine', input: 'none' },
  { method: 'POST', path: '/api/v1/front/review', input: 'json', sample: (s) => ({ ordNo: s.ordNo, lineNo: 1, score: 5, content: '가볍고 착용감이 좋아요. 추천합니다.', photoKeys: [] }) },
  { method: 'PUT', path: '/api/v1/front/review/:reviewNo', input: 'json', params: () => ({ reviewNo: '1' }), sample: () => ({ score: 4, content: '다시 보니 조금 무거워요. 그래도 만족해요.', photoKeys: [] }) },
  { method: 'GET', path: '/api/v1/front/review/photo/:fileId', input: 'none', params: () => ({ fileId: '0'.repeat(32) }) },
  { method: 'GET', path: '/api/v1/front/qna/goods/:goodsNo', input: 'query', params: (s) => ({ goodsNo: s.goodsNo }), sample: () => ({ page: '1', rows: '10' }) },
  { method: 'GET', path: '/api/v1/front/qna/mine', input: 'query', sample: () => ({ page: '1', rows: '10' }) },
  { method: 'POST', path: '/api/v1/front/qna', input: 'json', sample: (s) => ({ goodsNo: s.goodsNo, question: '사이즈가 어떻게 되나요?', secret: true }) },
  { method: 'PUT', path: '/api/v1/front/qna/:qnaNo', input: 'json', params: () => ({ qnaNo: '1' }), sample: () => ({ question: '사이즈를 알려 주세요.', secret: false }) },
  { method: 'GET', path: '/api/v1/front/support/inquiry/:inquiryNo', input: 'none', params: () => ({ inquiryNo: '1' }) },
  { method: 'PUT', path: '/api/v1/front/support/inquiry/:inquiryNo', input: 'json', params: () => ({ inquiryNo: '1' }), sample: () => ({ category: '배송', title: '배송 문의', content: '언제 받을 수 있을까요? 확인 부탁드려요.', fileKeys: [] }) },
  { method: 'GET', path: '/api/v1/front/styleboard/vote/mine', input: 'none' },
  { method: 'GET', path: '/api/v1/front/styleboard/vote/:voteNo', input: 'none', params: () => ({ voteNo: '1' }) },
  { method: 'POST', path: '/api/v1/front/styleboard/vote', input: 'json', sample: () => ({ title: '출근룩엔 어떤 안경?', description: '', endDate: '20301015', looks: [{ label: '뿔테', photoKey: '0'.repeat(32) }, { label: '메탈', photoKey: '1'.repeat(32) }] }), dates: ['endDate'] },
  { method: 'PUT', path: '/api/v1/front/styleboard/vote/:voteNo', input: 'json', params: () => ({ voteNo: '1' }), sample: () => ({ title: '출근룩엔 어떤 안경?', description: '', endDate: '20301015', looks: [{ label: '뿔테', photoKey: '0'.repeat(32) }, { label: '메탈', photoKey: '1'.repeat(32) }] }), dates: ['endDate'] },
  { method: 'POST', path: '/api/v1/front/styleboard/vote/:voteNo/ballot', input: 'json', params: () => ({ voteNo: '1' }), sample: () => ({ optionNo: 1 }) },
  { method: 'POST', path: '/api/v1/front/styleboard/vote/:voteNo/report', input: 'json', params: () => ({ voteNo: '1' }), sample: () => ({ reason: '기타' }) },
  { method: 'GET', path: '/api/v1/front/styleboard/vote/photo/:fileId', input: 'none', params: () => ({ fileId: '0'.repeat(32) }) },
  // ### Benefits (issue 13)
  { method: 'GET', path: '/api/v1/front/coupon/zone/list', input: 'query', sample: () => ({ goodsTypeCd: '01', page: '1', rows: '10', couponOnlineYn: 'Y' }) },
  { method: 'POST', path: '/api/v1/front/coupon/zone/download', input: 'json', sample: () => ({ couponNo: 1 }) },
  { method: 'POST', path: '/api/v1/front/coupon/zone/download-all', input: 'json', sample: () => ({ goodsTypeCd: '' }) },
  { method: 'GET', path: '/api/v1/front/coupon/my', input: 'query', sample: () => ({ state: 'usable', channel: 'all' }) },
  { method: 'POST', path: '/api/v1/front/coupon/birthday/download', input: 'none' },
  { method: 'GET', path: '/api/v1/front/benefit/point', input: 'query', dates: ['fromYmd', 'toYmd'], sample: () => ({ fromYmd: '20260101', toYmd: '20260301', kind: 'all', page: '1' }) },
  { method: 'POST', path: '/api/v1/front/benefit/point/convert', input: 'json', sample: () => ({ amount: 5000, requestKey: 'fuzz-key-00000001' }) },
  { method: 'GET', path: '/api/v1/front/benefit/stamp', input: 'none' },
  { method: 'GET', path: '/api/v1/front/benefit/grade', input: 'none' },
  { method: 'GET', path: '/api/v1/front/benefit/storepoint', input: 'query', sample: () => ({ page: '1' }) },
  { method: 'GET', path: '/api/v1/front/benefit/notification', input: 'query', sample: () => ({ page: '1' }) },
  { method: 'POST', path: '/api/v1/front/benefit/notification/read', input: 'json', sample: () => ({ notiNo: 1 }) },
  { method: 'GET', path: '/api/v1/front/benefit/push/settings', input: 'none' },
  { method: 'POST', path: '/api/v1/front/benefit/push/device', input: 'json', sample: () => ({ token: 'fuzz-device-token-000001', platform: 'android' }) },
  { method: 'POST', path: '/api/v1/front/benefit/order/:ordNo/confirm', input: 'none', params: (s) => ({ ordNo: s.ordNo }) },
  { method: 'GET', path: '/api/v1/front/benefit/giftcard', input: 'none' },
  { method: 'POST', path: '/api/v1/front/benefit/giftcard/register', input: 'json', sample: () => ({ cardNo: '1234-5678-1234-5678' }) },
  { method: 'GET', path: '/api/v1/front/benefit/giftcard/:cardId', input: 'none', params: () => ({ cardId: '1' }) },
  { method: 'GET', path: '/api/v1/front/benefit/digitalcoupon/:couponNo', input: 'none', params: () => ({ couponNo: 'DG2026000001' }) },
]

/** Every route of an API as Hono holds it (method + path with its `:params`), middleware and catch-alls left out. */
function routeTable(app: { routes: { method: string; path: string }[] } = createApi()): { method: Method; path: string }[] {
  const seen = new Map<string, { method: Method; path: string }>()
  for (const r of app.routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue
    seen.set(`${r.method} ${r.path}`, { method: r.method as Method, path: r.path })
  }
  return [...seen.values()]
}
/** A route path as a pattern that its sample rows match (`:kind{normal|native}` → normal, native or `:kind`). */
function routePattern(path: string) {
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const segment = (seg: string) => {
    const m = /^:(\w+)(?:\{(.+)\})?$/.exec(seg)
    if (!m) return esc(seg)
    return m[2] ? `(?:${m[2]}|:${m[1]})` : '[^/]+'
  }
  return new RegExp(`^${path.split('/').map(segment).join('/')}$`)
}
const ROUTES = routeTable()
const sampleFor = (r: { method: Method; path: string }) => SAMPLES.filter((e) => e.method === r.method && routePattern(r.path).test(e.path))
/** What is fuzzed: every route of the table (with its sample rows, or bare), plus the pages. */
const ENDPOINTS: Endpoint[] = [
  ...ROUTES.flatMap((r): Endpoint[] => {
    const rows = sampleFor(r)
    return rows.length ? rows : [{ method: r.method, path: r.path.replace(/:(\w+)\{[^}]*\}/g, ':$1'), input: 'none' }]
  }),
  ...SAMPLES.filter((e) => e.page),
]

// ---------------------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------------------
const CONTROL = ['\u0000', '\n', '\r', '\t', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\u202a', '\u202e', '\u2066', '\u2069']
const IMPOSSIBLE_DATES = ['20260000', '20261399', '20260230', '20261131', '20261200', '20261340', '20250229', '00000000', '99999999']
const HUGE = ['a'.repeat(100_000), '가'.repeat(100_000), '😀'.repeat(50_000), '9'.repeat(100_000)]
const WEIRD = [
  '',
  ' ',
  '%00',
  '../',
  '..%2F',
  '😀',
  '👨‍👩‍👧',
  "' OR 1=1 --",
  '<img src=x onerror=alert(1)>',
  '-1',
  '0',
  '1e308',
  'NaN',
  'null',
  '[object Object]',
  '\ud800',
  '\udfff',
  '__proto__',
  'G000001\u0000',
]
const BAD_PARAMS = [
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '.',
  '%2e%2e',
  'a'.repeat(500),
  '9'.repeat(500),
  encodeURIComponent('😀'),
  '%E0%A4%A',
  '%',
  '%20',
  '-1',
  '0',
  '1.5',
  '1e3',
  "'%20OR%201=1",
  '%EF%BB%BF',
  encodeURIComponent('\u202e'),
  '%0A',
  '%0D%0A',
]

const controlText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 6 }))
  .map(([a, c, b]) => a + c + b)
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  controlText,
  fc.constantFrom(...IMPOSSIBLE_DATES),
  fc.constantFrom(...WEIRD),
  fc.constantFrom(...HUGE),
)
const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -1, 0.5, 0),
  text,
)
const { junk } = fc.letrec<{ junk: unknown }>((tie) => ({
  junk: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    scalar,
    fc.array(tie('junk'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'toString')), tie('junk'), {
      maxKeys: 3,
    }),
  ),
}))

/** Paths to every value inside a sample (objects and arrays), for one-leaf mutations. */
function paths(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (v === null || typeof v !== 'object') return [prefix]
  const keys: (string | number)[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v)
  return [...(prefix.length ? [prefix] : []), ...keys.flatMap((k) => paths((v as Record<string | number, unknown>)[k], [...prefix, k]))]
}
function setPath(v: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value
  const copy: any = Array.isArray(v) ? [...v] : { ...(v as object) }
  copy[path[0]] = setPath(copy[path[0]], path.slice(1), value)
  return copy
}

/** A mutated body: one leaf replaced, one unknown key, every field junk, or the whole body junk. */
const bodyOf = (sample: Sample) => {
  const ps = paths(sample)
  return fc.oneof(
    { arbitrary: fc.tuple(fc.constantFrom(...ps), fc.oneof(junk, text)).map(([p, v]) => setPath(sample, p, v)), weight: 5 },
    { arbitrary: fc.tuple(fc.string({ maxLength: 10 }), junk).map(([k, v]) => ({ ...sample, [k]: v })), weight: 1 },
    { arbitrary: fc.record(Object.fromEntries(Object.keys(sample).map((k) => [k, junk]))), weight: 1 },
    { arbitrary: fc.oneof(junk, fc.constant([sample]), fc.constant(null), fc.constant([])), weight: 2 },
  )
}
/** A mutated query: one key with junk text (or repeated), plus maybe an unknown key. */
const queryOf = (sample: Sample) => {
  const keys = [...Object.keys(sample), 'unknown', 'page']
  const value = fc.oneof({ arbitrary: text, weight: 4 }, { arbitrary: fc.array(text, { minLength: 2, maxLength: 3 }), weight: 1 })
  return fc.tuple(fc.constantFrom(...keys), value, fc.boolean()).map(([k, v, drop]) => {
    const q: Record<string, unknown> = drop ? {} : { ...sample }
    q[k] = v
    return q
  })
}
const RAW_QUERIES = [
  '%',
  '%E0%A4%A',
  'a=%00',
  '=&=&',
  '&&&',
  'from=%FF',
  `q=${'%41'.repeat(2000)}`,
  'page[]=1',
  'page=1&page=2',
  '__proto__[x]=1',
]

type Encoding = 'json' | 'json-charset' | 'text' | 'form' | 'multipart' | 'none' | 'malformed'
const encoding = fc.oneof(
  { arbitrary: fc.constant<Encoding>('json'), weight: 8 },
  { arbitrary: fc.constantFrom<Encoding>('json-charset', 'text', 'form', 'multipart', 'none', 'malformed'), weight: 3 },
)
const MALFORMED = [
  '{',
  '{"a":',
  '[',
  'nul',
  '\u0000',
  '{"a":1}{',
  '"\\ud800"',
  '{"__proto__":{"polluted":1}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '',
]

function flat(v: unknown): [string, string][] {
  if (v === null || typeof v !== 'object') return [['value', String(v)]]
  return Object.entries(v as object).map(([k, x]) => [k, typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x)])
}
function encodeBody(body: unknown, enc: Encoding, malformed: string): { body: BodyInit; type?: string } {
  switch (enc) {
    case 'json':
      return { body: JSON.stringify(body), type: 'application/json' }
    case 'json-charset':
      return { body: JSON.stringify(body), type: 'application/json; charset=utf-8' }
    case 'text':
      return { body: JSON.stringify(body), type: 'text/plain' }
    case 'none':
      return { body: JSON.stringify(body) }
    case 'form':
      return { body: new URLSearchParams(flat(body)).toString(), type: 'application/x-www-form-urlencoded' }
    case 'multipart': {
      const fd = new FormData()
      // Field names the runtime cannot put in a multipart header (\\, quotes, controls) would fail in the test's
      // own request code, not in the Worker: keep the names plain, the values as generated.
      for (const [k, v] of flat(body)) fd.append(k.replace(/[^\w.-]/g, '_') || '_', v)
      return { body: fd } // fetch sets multipart/form-data with the boundary
    }
    case 'malformed':
      return { body: malformed, type: 'application/json' }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Requests and invariants
// ---------------------------------------------------------------------------------------------------------
let seeded: Seeded

function pathOf(ep: Endpoint, params: Record<string, string>) {
  return ep.path.replace(/:(\w+)/g, (_, k: string) => params[k] ?? '')
}
function queryString(q: Record<string, unknown>) {
  const sp = new URLSearchParams()
  for (const [k, v] of Object.entries(q)) for (const x of Array.isArray(v) ? v : [v]) sp.append(k, String(x))
  return sp.toString()
}

interface Req {
  path: string
  query: string
  body?: { body: BodyInit; type?: string }
}
const short = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s)

/** `token`: a member's bearer token, or a console operator's `davich_op=…` cookie. */
async function send(ep: Endpoint, req: Req, token: string | null) {
  const headers: Record<string, string> = { origin: ORIGIN, 'sec-fetch-site': 'same-origin', accept: 'application/json' }
  if (token?.startsWith('davich_op=')) headers.cookie = token
  else if (token) headers.authorization = `Bearer ${token}`
  if (req.body?.type) headers['content-type'] = req.body.type
  const url = req.query ? `${req.path}?${req.query}` : req.path
  const res = await call(url, { method: ep.method, headers, body: ep.method === 'GET' ? undefined : req.body?.body, redirect: 'manual' })
  const label = `${ep.method} ${short(url)} ${token?.startsWith('davich_op=') ? 'operator' : token ? 'member' : 'guest'} [${req.body?.type ?? 'no type'}] ${typeof req.body?.body === 'string' ? short(req.body.body) : ''}`
  return { res, label }
}

/** The chain's store system (till) answers in its partner protocol's error format, not the shop API's. */
const TILL = '/api/v1/store-system/'
/** Never 5xx; every 4xx of the API is the one error JSON with a Korean reason (the till's, its protocol's). */
async function expectSane(ep: Endpoint, res: Response, label: string) {
  const text = await res.text()
  expect(res.status, `${label} → ${res.status} ${short(text)}`).toBeLessThan(500)
  if (ep.page || res.status < 400) return
  expect(res.headers.get('content-type') ?? '', `${label}: content type`).toMatch(/^application\/json/)
  if (ep.path.startsWith(TILL)) {
    // The store system's own protocol (README "The chain's store system"): `{ error: { code, message } }`.
    const till = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }
    expect(typeof till.error?.code, `${label}: till error code ${text}`).toBe('string')
    expect(till.error?.message, `${label}: Korean message ${text}`).toMatch(HANGUL)
    return
  }
  const body = JSON.parse(text) as { status: unknown; errors: Array<{ field: unknown; reason: unknown }> }
  expect(body.status, `${label}: status field`).toBe(res.status)
  expect(Array.isArray(body.errors) && body.errors.length > 0, `${label}: errors ${text}`).toBe(true)
  for (const e of body.errors) {
    expect(typeof e.field, `${label}: field ${text}`).toBe('string')
    expect(e.reason, `${label}: Korean reason ${text}`).toMatch(HANGUL)
  }
}

/** The request arbitrary of one endpoint: path params, query and body, each valid or mangled. */
function requests(ep: Endpoint): fc.Arbitrary<Req> {
  const names = [...ep.path.matchAll(/:(\w+)/g)].map((m) => m[1])
  const valid = ep.params?.(seeded) ?? {}
  const params = fc.record(
    Object.fromEntries(
      names.map((n) => [
        n,
        fc.oneof({ arbitrary: fc.constant(valid[n]), weight: 2 }, { arbitrary: fc.constantFrom(...BAD_PARAMS), weight: 3 }),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>
  const sample = ep.sample?.(seeded) ?? {}
  const query =
    ep.input === 'query'
      ? fc.oneof({ arbitrary: queryOf(sample).map(queryString), weight: 6 }, { arbitrary: fc.constantFrom(...RAW_QUERIES), weight: 1 })
      : fc.oneof(fc.constant(''), fc.constantFrom(...RAW_QUERIES), queryOf({}).map(queryString))
  const body =
    ep.method === 'GET'
      ? fc.constant(undefined)
      : ep.input === 'form'
        ? fc
            .tuple(
              queryOf(sample),
              fc.constantFrom<Encoding>('form', 'form', 'multipart', 'json', 'text', 'malformed'),
              fc.constantFrom(...MALFORMED),
            )
            .map(([q, enc, m]) => encodeBody(q, enc, m))
        : fc
            .tuple(ep.input === 'json' ? bodyOf(sample) : junk, encoding, fc.constantFrom(...MALFORMED))
            .map(([b, enc, m]) => encodeBody(b, enc, m))
  return fc.record({ path: params.map((p) => pathOf(ep, p)), query, body })
}

beforeAll(async () => {
  await seedShop()
  const one = async <T>(sql: string, ...args: unknown[]) => {
    const row = await db
      .prepare(sql)
      .bind(...args)
      .first<T>()
    if (!row) throw new Error(`fuzz fixture: nothing for ${sql}`)
    return row
  }
  const member = await one<{ member_no: number }>(`SELECT member_no FROM members WHERE login_id = 'member01'`)
  const goods = await one<{ goods_no: string; item_no: string }>(
    `SELECT g.goods_no, i.item_no FROM goods g JOIN goods_items i ON i.goods_no = g.goods_no WHERE g.goods_type_cd = '01' AND i.stock_qtt > 10 ORDER BY g.goods_no LIMIT 1`,
  )
  const store = await one<{ store_no: number; store_code: string }>('SELECT store_no, store_code FROM stores ORDER BY store_no LIMIT 1')
  const order = await one<{ ord_no: string }>('SELECT ord_no FROM orders WHERE member_no = ?1 ORDER BY ord_no LIMIT 1', member.member_no)
  const rsv = await one<{ reservation_no: string }>(
    'SELECT reservation_no FROM reservations WHERE member_no = ?1 LIMIT 1',
    member.member_no,
  )
  const first = async (table: string, col: string) =>
    (await one<{ n: number }>(`SELECT ${col} AS n FROM ${table} ORDER BY ${col} LIMIT 1`)).n
  seeded = {
    goodsNo: goods.goods_no,
    itemNo: goods.item_no,
    storeNo: store.store_no,
    storeCode: store.store_code,
    ordNo: order.ord_no,
    reservationNo: rsv.reservation_no,
    noticeNo: await first('notices', 'notice_no'),
    magazineNo: await first('magazine_articles', 'article_no'),
    inspectionNo: await first('inspection_articles', 'article_no'),
    eventNo: await first('events', 'event_no'),
    collectionNo: await first('collections', 'collection_no'),
    promotionNo: await first('promotions', 'prmt_no'),
    keywordNo: await first('keyword_groups', 'keyword_no'),
  }
})

describe('the fuzz list is the route table', () => {
  it('reads the live route table (guards against an empty or filtered-away table)', () => {
    expect(ROUTES.length).toBeGreaterThan(150)
    for (const probe of [
      'GET /api/v1/front/goods/:goodsNo',
      'POST /api/v1/front/order/payment',
      'DELETE /api/v1/front/eyes/records/:recordNo',
    ])
      expect(ROUTES.map((r) => `${r.method} ${r.path}`)).toContain(probe)
  })
  it('every sample row names a live route (a removed or renamed route drops its row)', () => {
    const stale = SAMPLES.filter((e) => !e.page && !ROUTES.some((r) => r.method === e.method && routePattern(r.path).test(e.path)))
    expect(stale.map((e) => `${e.method} ${e.path}`)).toEqual([])
  })
})

describe('API fuzz: never 5xx, every 4xx the one error JSON in Korean', () => {
  for (const ep of ENDPOINTS) {
    it(`${ep.method} ${ep.path}`, async () => {
      for (const role of ['guest', 'member'] as const) {
        await fc.assert(
          fc.asyncProperty(requests(ep), async (req) => {
            // a fresh session each time: the fuzz may sign out, change the password or withdraw
            const token = role === 'member' ? await tokenFor(ep.as ?? 'member01').catch(() => null) : null
            const { res, label } = await send(ep, req, token)
            await expectSane(ep, res, label)
          }),
          { numRuns: RUNS, endOnFailure: true, seed: seedOf(`${ep.method} ${ep.path} ${role}`) },
        )
      }
    })
  }
})

/** The head-office console's desks, from their own route table: as a guest (the gate) and as the super operator. */
const CONSOLE: Endpoint[] = routeTable(createAdminApi()).map((r) => ({ method: r.method, path: r.path, input: 'none' }))

describe('console API fuzz: never 5xx, every 4xx the one error JSON in Korean', () => {
  it('reads the console route table', () => {
    expect(CONSOLE.length).toBeGreaterThan(40)
    expect(CONSOLE.map((e) => `${e.method} ${e.path}`)).toContain('POST /admin/api/cs/members/:memberNo/points')
  })
  for (const ep of CONSOLE) {
    it(`${ep.method} ${ep.path}`, async () => {
      for (const role of ['guest', 'operator'] as const) {
        await fc.assert(
          fc.asyncProperty(requests(ep), async (req) => {
            // a fresh console session each time: the fuzz may sign out
            const cookie = role === 'operator' ? await operatorCookie('admin01') : null
            const { res, label } = await send(ep, req, cookie)
            await expectSane(ep, res, label)
          }),
          { numRuns: RUNS / 2, endOnFailure: true, seed: seedOf(`${ep.method} ${ep.path} ${role}`) },
        )
      }
    })
  }
})

describe('input hygiene holds on every endpoint', () => {
  const jsonEndpoints = ENDPOINTS.filter((e) => e.input === 'json')

  it('JSON endpoints refuse arrays, null, text/plain, form and content-type-less bodies (never 2xx)', async () => {
    for (const ep of jsonEndpoints) {
      const token = await tokenFor(ep.as ?? 'member01')
      const path = pathOf(ep, ep.params?.(seeded) ?? {})
      const sample = ep.sample!(seeded)
      const cases: Array<[string, Req['body'], number]> = [
        ['array', encodeBody([sample], 'json', ''), 400],
        ['null', encodeBody(null, 'json', ''), 400],
        ['text/plain', encodeBody(sample, 'text', ''), 415],
        ['form', encodeBody(sample, 'form', ''), 415],
        ['multipart', encodeBody(sample, 'multipart', ''), 415],
        ['no content type', encodeBody(sample, 'none', ''), 415],
      ]
      for (const [name, body, status] of cases) {
        const { res, label } = await send(ep, { path, query: '', body }, token)
        expect(res.status, `${label} (${name})`).toBe(status)
        await expectSane(ep, res, label)
      }
    }
  })

  it('every text field refuses control characters (NUL, ESC, C1, bidi override and isolate, lone surrogate)', async () => {
    for (const ep of ENDPOINTS.filter((e) => e.sample && !e.page && (e.input === 'json' || e.input === 'query'))) {
      const token = await tokenFor(ep.as ?? 'member01')
      const path = pathOf(ep, ep.params?.(seeded) ?? {})
      const sample = ep.sample!(seeded)
      for (const p of paths(sample).filter((p) => typeof p.reduce<any>((o, k) => o[k], sample) === 'string')) {
        const value = p.reduce<any>((o, k) => o[k], sample) as string
        // (a lone surrogate cannot travel in a URL: URLSearchParams writes U+FFFD)
        for (const ch of ['\u0000', '\u001b', '\u0085', '\u202e', '\u2066', ...(ep.input === 'json' ? ['\ud800'] : [])]) {
          const mangled = setPath(sample, p, `${value.slice(0, 1)}${ch}${value.slice(1)}`) as Sample
          const req: Req =
            ep.input === 'query' ? { path, query: queryString(mangled) } : { path, query: '', body: encodeBody(mangled, 'json', '') }
          const { res, label } = await send(ep, req, token)
          const text = await res.clone().text()
          expect(res.status, `${label} (${p.join('.')} with ${JSON.stringify(ch)}) → ${short(text)}`).toBe(400)
          expect(
            (JSON.parse(text) as { errors: Array<{ field: string }> }).errors.map((e) => e.field),
            `${label}: ${text}`,
          ).toContain(p.join('.'))
          await expectSane(ep, res, label)
        }
      }
    }
  })

  it('every date field refuses impossible dates', async () => {
    for (const ep of ENDPOINTS.filter((e) => e.dates)) {
      const token = await tokenFor(ep.as ?? 'member01')
      const path = pathOf(ep, ep.params?.(seeded) ?? {})
      for (const field of ep.dates!) {
        for (const date of IMPOSSIBLE_DATES) {
          const mangled = { ...ep.sample!(seeded), [field]: date }
          const req: Req =
            ep.input === 'query' ? { path, query: queryString(mangled) } : { path, query: '', body: encodeBody(mangled, 'json', '') }
          const { res, label } = await send(ep, req, token)
          expect(res.status, `${label} (${field}=${date})`).toBe(400)
          await expectSane(ep, res, label)
        }
      }
    }
  })
})
