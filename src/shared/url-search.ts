import { GOODS_SORT_CODES, GOODS_TYPE_CODES, SEARCH_SORT_CODES } from './goods-types'
import { SEARCH_PAGE, searchSizeFromParam } from './rules'

/**
 * Page URL search params (TanStack Router `validateSearch`). A URL is typed by people, shared and cut
 * short, so these parsers are lenient: a missing or malformed value becomes `undefined` — the page then
 * uses its default — and never an error page. (API inputs are validated strictly with valibot in
 * src/shared/schemas; URL params are kept library-free so the route tree every page downloads stays small.)
 *
 * The router has already JSON-parsed each value: `?page=2` arrives as the number 2, `?ordNo=2026…` as a
 * number, `?category=01` as the string "01".
 */
type Parser<T> = (raw: unknown) => T | undefined

const asText = (raw: unknown) =>
  typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined

/** Text up to `max` characters (trimmed; empty → undefined). */
export const text =
  (max: number): Parser<string> =>
  (raw) => {
    const s = asText(raw)
    return s && s.length <= max ? s : undefined
  }

/** Text matching `re` (tested on the whole value). */
export const matching =
  (re: RegExp): Parser<string> =>
  (raw) => {
    const s = asText(raw)
    return s !== undefined && re.test(s) ? s : undefined
  }

/** One of the given codes. */
export const oneOf =
  <const T extends readonly string[]>(values: T): Parser<T[number]> =>
  (raw) => {
    const s = asText(raw)
    return s !== undefined && (values as readonly string[]).includes(s) ? (s as T[number]) : undefined
  }

/** An integer within [min, max]. */
export const int =
  (min: number, max: number): Parser<number> =>
  (raw) => {
    const s = asText(raw)
    const n = s === undefined || s === '' ? NaN : Number(s)
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined
  }

export type SearchOf<S extends Record<string, Parser<unknown>>> = { [K in keyof S]?: NonNullable<ReturnType<S[K]>> }

/**
 * A `validateSearch` from one parser per key. Every key of the shape is in the result — `undefined` when its
 * value does not parse — because the router lays the result over the raw URL params: a key left out would let
 * the raw value (`?sort=bogus`) through to the loader.
 */
export function searchParams<S extends Record<string, Parser<unknown>>>(shape: S): (input: Record<string, unknown>) => SearchOf<S> {
  return (input) => {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(shape)) out[key] = shape[key]!(input[key])
    return out as SearchOf<S>
  }
}

/**
 * /products?category=&ctg=&brand=&priceMin=&priceMax=&shape=&material=&color=&sort=&size= (and /products/etc without
 * category): every filter and the shown count (size: 20, 40 … 500) are in the URL, so a list is shared as seen.
 */
export const productsShape = {
  category: oneOf(['01', '02', '03', '04']),
  /** Sub-category (ctg_no), as the site menus link it: ?ctg=101 */
  ctg: int(1, 1e9),
  brand: int(1, 1e9),
  priceMin: int(0, 1e9),
  priceMax: int(0, 1e9),
  sort: oneOf(GOODS_SORT_CODES),
  /** A numbered page of an older link: shown as that many pages of 20 ("더보기" replaced the pager). */
  page: int(1, 1000),
  /** How many goods are shown (20, +20 … 500; searchSizeFromParam rounds). */
  size: int(1, 1e6),
  /** "내 얼굴에 맞는 프레임": the member's face width (mm); only frames judged 잘 맞아요 for it. */
  faceWidth: int(110, 170),
  /** Attribute filters (src/shared/list-facets.ts): comma lists, '라운드,보스턴'. */
  shape: text(220),
  material: text(220),
  color: text(220),
}
export const productsSearch = searchParams(productsShape)
export type ProductsSearch = SearchOf<typeof productsShape>

/** The list call of a /products URL: defaults filled in (the URL itself stays as the shopper wrote it). */
export function productsListParams(s: ProductsSearch, category?: string) {
  return {
    category: category ?? s.category ?? '01',
    ctgNo: s.ctg,
    brand: s.brand,
    priceMin: s.priceMin,
    priceMax: s.priceMax,
    sort: s.sort ?? 'new',
    faceWidth: s.faceWidth,
    shape: s.shape,
    material: s.material,
    color: s.color,
    page: 1,
    rows: listSize(s),
  }
}

/** The shown count of a list URL: ?size=, else an old link's ?page= as that many pages of 20. */
export const listSize = (s: { size?: number; page?: number }) =>
  searchSizeFromParam(s.size ?? (s.page ? s.page * SEARCH_PAGE.step : SEARCH_PAGE.first))

/** /search?searchWord=&size=&sort=&category= (the page rounds and caps the size: searchSizeFromParam). */
export const searchPageSearch = searchParams({
  searchWord: text(50),
  size: int(1, 1e6),
  /** 정확도순 (score) when absent. */
  sort: oneOf(SEARCH_SORT_CODES),
  /** One goods type's results (01–05). */
  category: oneOf(GOODS_TYPE_CODES),
})

/**
 * A night of the queue jobs (job_runs.run_at, the console's ?run= and GET /admin/api/jobs/:runAt): its scheduled time
 * as the queue wrote it (ISO, UTC, ms), '#local-<8 hex>' after it for a run from the sandbox clock. Here, not in the
 * admin schemas: the route's validateSearch is in the entry chunk every shop page downloads (no valibot there).
 */
export const NIGHT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z(#local-[0-9a-f]{8})?$/

/** ?ordNo= of the payment and order pages: 14–20 digits. */
export const ordNo = matching(/^\d{14,20}$/)
