import * as v from 'valibot'
import type { CheckoutSource } from './CheckoutView'

/** Search of /products/payment and /payment: ?from=cart, or a direct buy ?goodsNo=&itemNo=&buyQtt=. */
export const checkoutSearch = {
  from: v.optional(v.fallback(v.picklist(['cart', 'direct']), 'cart')),
  goodsNo: v.optional(v.fallback(v.pipe(v.string(), v.regex(/^G\d{6}$/)), undefined as unknown as string)),
  itemNo: v.optional(v.fallback(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/)), undefined as unknown as string)),
  buyQtt: v.optional(v.fallback(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(99)), 1)),
}

export function sourceOf(s: { from?: 'cart' | 'direct'; goodsNo?: string; itemNo?: string; buyQtt?: number }): CheckoutSource {
  if (s.goodsNo && s.itemNo) return { from: 'direct', goods: [{ goodsNo: s.goodsNo, itemNo: s.itemNo, buyQtt: s.buyQtt ?? 1 }] }
  return { from: 'cart' }
}
