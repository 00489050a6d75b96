import { int, searchParams, text } from '~/shared/url-search'

/** ?storeNo=&goodsNo=&itemNo=&qty= of the reservation pages (goods as comma lists from the cart). */
export const reservationSearch = searchParams({
  storeNo: int(1, 1e9),
  goodsNo: text(200),
  itemNo: text(400),
  qty: text(100),
})
