import { int, matching, searchParams, text } from '~/shared/url-search'

/** The router JSON-parses ?lensIndex=1.60 into 1.6: read it back as the index's two decimals. */
const lensIndex = (raw: unknown) => {
  const s = typeof raw === 'number' ? raw.toFixed(2) : typeof raw === 'string' ? raw.trim() : ''
  return ['1.50', '1.56', '1.60', '1.67', '1.74'].includes(s) ? s : undefined
}

/**
 * ?storeNo=&goodsNo=&itemNo=&qty= of the reservation pages (goods as comma lists from the cart); the lens
 * thickness preview adds lensIndex, lensFrame ('52□18-145') and the eye record it read (record).
 */
export const reservationSearch = searchParams({
  storeNo: int(1, 1e9),
  goodsNo: text(200),
  itemNo: text(400),
  qty: text(100),
  lensIndex,
  lensFrame: matching(/^\d{2}□\d{2}-\d{3}$/),
  record: int(1, 999_999_999),
})
