import * as v from 'valibot'

/** Lenient search params: a bad value is dropped, never an error page. */
export const optText = (max: number) =>
  v.optional(v.pipe(v.unknown(), v.transform((x) => (typeof x === 'string' || typeof x === 'number') && String(x).length <= max && String(x) !== '' ? String(x) : undefined)))
export const optPositiveInt = () =>
  v.optional(v.pipe(v.unknown(), v.transform((x) => {
    const n = Number(x)
    return Number.isInteger(n) && n >= 1 && n < 1e9 ? n : undefined
  })))

/** ?storeNo=&goodsNo=&itemNo=&qty= of the reservation pages (goods as comma lists from the cart). */
export const reservationSearch = v.object({
  storeNo: optPositiveInt(),
  goodsNo: optText(200),
  itemNo: optText(400),
  qty: optText(100),
})
