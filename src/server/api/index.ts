import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { commonApi } from './common'
import { contentApi } from './content'
import { benefitApi } from './benefit'
import { couponApi } from './coupon'
import { cartApi } from './cart'
import { claimApi } from './claim'
import { dibsApi } from './dibs'
import { orderApi } from './order'
import { onApiError, onApiNotFound } from './errors'
import { goodsApi } from './goods'
import { mainApi } from './main'
import { memberApi } from './member'
import { oauthApi } from './oauth'
import { identityApi } from './identity'
import { reservationApi } from './reservation'
import { storeApi } from './store'
import { storeOwnerApi } from './store-owner'
import { kioskApi } from './kiosk'
import { searchApi } from './search'
import { supportApi } from './support'
import { eyesApi } from './eyes'
import { filesApi } from './files'
import { reviewApi } from './review'
import { qnaApi } from './qna'
import { styleboardApi } from './styleboard'
import { faceApi } from './face'
import { fittingApi, fittingDeviceApi } from './fitting'
import { familyApi } from './family'
import { storeSystemApi } from './store-system'
import { voucherApi } from './voucher'
import { mainEdgeCache } from './main-cache'
import { d1Session } from './d1-session'
import { telemetryApi } from './telemetry'

/**
 * The JSON API: one chained sub-app per domain at the spec's paths, one onError, JSON 404.
 * Mounted by the Worker entry and called in-process by the server-side API client.
 */
export function createApi() {
  const api = new Hono<AppEnv>()
  api.use('*', d1Session)
  api.use(
    '/v1/front/main/*',
    mainEdgeCache(() => api),
  )
  api.route('/v1/front/main', mainApi)
  api.route('/api/v1/front/goods', goodsApi)
  api.route('/v1/front/search', searchApi)
  api.route('/api/v1/front', contentApi)
  api.route('/api/v1/front/coupon', couponApi)
  api.route('/api/v1/front/benefit', benefitApi)
  api.route('/api/v1/common/front', commonApi)
  api.route('/api/v1/front/telemetry', telemetryApi)
  api.route('/v1/front/member', memberApi)
  api.route('/v1/front/member/oauth', oauthApi)
  api.route('/v1/front/member/identity', identityApi)
  api.route('/api/v1/front/store', storeApi)
  api.route('/api/v1/front/reservation', reservationApi)
  api.route('/api/v1/front/cart', cartApi)
  api.route('/api/v1/front/dibs', dibsApi)
  api.route('/api/v1/front/order', orderApi)
  api.route('/api/v1/front/claim', claimApi)
  api.route('/api/v1/front/support', supportApi)
  api.route('/api/v1/front/files', filesApi)
  api.route('/api/v1/front/eyes', eyesApi)
  api.route('/api/v1/front/face', faceApi)
  api.route('/api/v1/front/fitting', fittingApi)
  api.route('/api/v1/device/fitting', fittingDeviceApi)
  api.route('/api/v1/front/family', familyApi)
  api.route('/api/v1/store-system', storeSystemApi)
  api.route('/api/v1/front/voucher', voucherApi)
  api.route('/api/v1/front/mypagestore', storeOwnerApi)
  api.route('/api/v1/front/kiosk', kioskApi)
  api.route('/api/v1/front/review', reviewApi)
  api.route('/api/v1/front/qna', qnaApi)
  api.route('/api/v1/front/styleboard/vote', styleboardApi)
  api.all('/v1/*', onApiNotFound)
  api.all('/api/*', onApiNotFound)
  api.onError(onApiError)
  return api
}

export const API_PREFIXES = ['/v1/', '/api/'] as const
export const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p))
