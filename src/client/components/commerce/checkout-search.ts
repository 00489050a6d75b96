import { int, matching, oneOf } from '~/shared/url-search'
import type { CheckoutSource } from './CheckoutView'

/** Search of /products/payment and /payment: ?from=cart, or a direct buy ?goodsNo=&itemNo=&buyQtt=. */
export const checkoutSearch = {
  from: oneOf(['cart', 'direct']),
  goodsNo: matching(/^G\d{6}$/),
  itemNo: matching(/^[A-Za-z0-9_-]{1,40}$/),
  buyQtt: int(1, 99),
}

export function sourceOf(s: { from?: 'cart' | 'direct'; goodsNo?: string; itemNo?: string; buyQtt?: number }): CheckoutSource {
  if (s.goodsNo && s.itemNo) return { from: 'direct', goods: [{ goodsNo: s.goodsNo, itemNo: s.itemNo, buyQtt: s.buyQtt ?? 1 }] }
  return { from: 'cart' }
}
