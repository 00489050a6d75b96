/**
 * Query strings (the product spec: "Query strings skip parameters whose value is empty and encode keys and
 * values"): parameters whose value is empty are skipped, keys and values are
 * encoded with encodeURIComponent.
 *
 * - skipped: '' , null, undefined (and NaN, which is no value either);
 * - kept: 0, false, '0', whitespace-only strings (they are not empty);
 * - arrays become repeated keys (`a=1&a=2`), their empty elements skipped, an empty array adds
 *   nothing;
 * - order follows the object's own key order (note: JS puts integer-like keys such as '10'
 *   first).
 *
 * `toQueryString` returns the string WITHOUT a leading '?' ('' when nothing is left);
 * `withQuery(path, params)` appends it to a path with '?' or '&' as needed.
 */

export type QueryScalar = string | number | boolean | null | undefined
export type QueryValue = QueryScalar | readonly QueryScalar[]
export type QueryParams = Readonly<Record<string, QueryValue>>

function isEmpty(v: QueryScalar): v is null | undefined | '' {
  return v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v))
}

/** { page: 1, q: '다비치 안경', empty: '' } → 'page=1&q=%EB%8B%A4...%20%EC%95%88%EA%B2%BD' */
export function toQueryString(params: QueryParams | null | undefined): string {
  if (!params) return ''
  const parts: string[] = []
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar]
    for (const v of values) {
      if (isEmpty(v)) continue
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`)
    }
  }
  return parts.join('&')
}

/**
 * Path plus query: ('/search', { q: 'x' }) → '/search?q=x'; a path that already has a query gets
 * '&'; a '#hash' stays at the end; nothing to add → the path unchanged.
 */
export function withQuery(path: string, params: QueryParams | null | undefined): string {
  const qs = toQueryString(params)
  if (!qs) return path
  const hashAt = path.indexOf('#')
  const base = hashAt < 0 ? path : path.slice(0, hashAt)
  const hash = hashAt < 0 ? '' : path.slice(hashAt)
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return `${base}${joiner}${qs}${hash}`
}
