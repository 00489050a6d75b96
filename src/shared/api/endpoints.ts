import type { ApiClient } from './client'
import { cartEndpoints } from './endpoints/cart'
import { orderEndpoints } from './endpoints/order'
import { contentEndpoints } from './endpoints/content'
import { couponEndpoints } from './endpoints/coupon'
import { goodsEndpoints } from './endpoints/goods'
import { mainEndpoints } from './endpoints/main'
import { searchEndpoints } from './endpoints/search'
import { memberEndpoints } from './endpoints/member'
import { reservationEndpoints } from './endpoints/reservation'
import { storeEndpoints } from './endpoints/store'
import { storeOwnerEndpoints } from './endpoints/store-owner'
import { supportEndpoints } from './endpoints/support'
import { eyesEndpoints } from './endpoints/eyes'
import { faceEndpoints } from './endpoints/face'
import { voiceEndpoints } from './endpoints/voice'
import { fittingEndpoints } from './endpoints/fitting'
import { familyEndpoints } from './endpoints/family'
import { voucherEndpoints } from './endpoints/voucher'

/**
 * Typed endpoints of the API (the product spec's calls plus the shop's own), one file per domain under ./endpoints (each returns an object keyed by
 * its domain). Add a domain with one import and one spread below.
 */
export function endpoints(api: ApiClient) {
  return {
    ...mainEndpoints(api),
    ...cartEndpoints(api),
    ...orderEndpoints(api),
    ...goodsEndpoints(api),
    ...searchEndpoints(api),
    ...contentEndpoints(api),
    ...couponEndpoints(api),
    ...memberEndpoints(api),
    ...storeEndpoints(api),
    ...reservationEndpoints(api),
    ...supportEndpoints(api),
    ...storeOwnerEndpoints(api),
    ...eyesEndpoints(api),
    ...faceEndpoints(api),
    ...voiceEndpoints(api),
    ...fittingEndpoints(api),
    ...familyEndpoints(api),
    ...voucherEndpoints(api),
  }
}
export type Endpoints = ReturnType<typeof endpoints>
