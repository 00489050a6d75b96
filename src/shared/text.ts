/**
 * Numbers, won amounts and masking of personal data (the product spec: "Numbers are shown with thousands
 * separators. Phone numbers are shown with the middle four digits masked"). Pure, isomorphic and free of the date
 * library; re-exported by ./format.
 */
type Str = string | null | undefined

/* ------------------------------------------------------------------------------------------ */
/* Numbers                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/**
 * Thousands separators: 12345 → '12,345', -1234567 → '-1,234,567', 1234.5 → '1,234.5'.
 * Numeric strings are accepted ('12345', '12,345' is re-formatted). null, undefined, '' and
 * anything not a finite number → '0'.
 */
export function formatNumber(input: number | string | null | undefined): string {
  let n: number
  if (typeof input === 'number') n = input
  else if (typeof input === 'string' && input.trim() !== '') n = Number(input.replace(/,/g, ''))
  else return '0'
  if (!Number.isFinite(n)) return '0'
  if (Object.is(n, -0)) n = 0
  const [int, frac] = String(Math.abs(n)).split('.')
  // String(n) switches to exponent notation from 1e21; amounts never get there.
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return (n < 0 ? '-' : '') + grouped + (frac ? `.${frac}` : '')
}

/** Won amount: 12345 → '12,345원' (null → '0원'). */
export function formatWon(input: number | string | null | undefined): string {
  return `${formatNumber(input)}원`
}

/* ------------------------------------------------------------------------------------------ */
/* Masking                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/**
 * Phone number with the middle block masked, always dashed (dashes/spaces in the input are
 * ignored):
 *  - 11 digits (3-4-4): '01012345678' → '010-****-5678' (spec: middle four digits);
 *  - 10 digits starting with 02 (2-4-4): '0212345678' → '02-****-5678';
 *  - other 10 digits (3-3-4): '0111234567' → '011-***-4567' (the middle block has only three);
 *  - 9 digits starting with 02 (2-3-4): '021234567' → '02-***-4567'.
 * Any other shape is returned unchanged; null/undefined → ''.
 */
export function maskPhone(input: Str): string {
  if (typeof input !== 'string') return ''
  const d = input.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(d)) return input
  let parts: [string, string, string] | null = null
  if (d.length === 11) parts = [d.slice(0, 3), d.slice(3, 7), d.slice(7)]
  else if (d.length === 10 && d.startsWith('02')) parts = [d.slice(0, 2), d.slice(2, 6), d.slice(6)]
  else if (d.length === 10) parts = [d.slice(0, 3), d.slice(3, 6), d.slice(6)]
  else if (d.length === 9 && d.startsWith('02')) parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5)]
  if (!parts) return input
  return `${parts[0]}-${'*'.repeat(parts[1].length)}-${parts[2]}`
}

/**
 * Name with the inner characters masked: '홍길동' → '홍*동', '남궁민수' → '남**수',
 * two characters '홍길' → '홍*', one character unchanged. Surrounding spaces are trimmed.
 */
export function maskName(input: Str): string {
  if (typeof input !== 'string') return ''
  const chars = Array.from(input.trim())
  if (chars.length <= 1) return chars.join('')
  if (chars.length === 2) return `${chars[0]}*`
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1]
}

/**
 * Login id, masked in the middle like a phone number (as the product spec masks phones: "the middle four digits
 * masked", both ends kept):
 * the first three characters and, from seven characters on, the last two are kept; at least one
 * character is always masked: 'member01' → 'mem***01', 'davich' → 'dav***', 'abcd' → 'abc*',
 * 'abc' → 'ab*', 'a' → '*'.
 */
export function maskLoginId(input: Str): string {
  if (typeof input !== 'string') return ''
  const chars = Array.from(input.trim())
  if (chars.length === 0) return ''
  const keepStart = Math.min(3, chars.length - 1)
  const keepEnd = chars.length >= 7 ? 2 : 0
  return chars.slice(0, keepStart).join('') + '*'.repeat(chars.length - keepStart - keepEnd) + chars.slice(chars.length - keepEnd).join('')
}

/**
 * Card number (gift cards, the membership card): the first and last four digits kept, the middle shown
 * as two masked groups, dashed like a phone number: '1234567812345678' → '1234-****-****-5678',
 * '900000000001' → '9000-****-****-0001'. Spaces and dashes in the input are ignored; fewer than nine
 * digits keep only the last four ('12345678' → '****5678'); anything else is returned unchanged.
 */
export function maskCardNo(input: Str | number): string {
  if (input === null || input === undefined) return ''
  const raw = String(input)
  const d = raw.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(d)) return raw
  if (d.length < 9) return '*'.repeat(Math.max(0, d.length - 4)) + d.slice(-4)
  return `${d.slice(0, 4)}-****-****-${d.slice(-4)}`
}

/**
 * E-mail: the local part is masked like a login id, the domain is kept:
 * 'davich@example.com' → 'dav***@example.com'. Without an '@' the whole value is masked like a
 * login id.
 */
export function maskEmail(input: Str): string {
  if (typeof input !== 'string') return ''
  const s = input.trim()
  const at = s.lastIndexOf('@')
  if (at < 0) return maskLoginId(s)
  return maskLoginId(s.slice(0, at)) + s.slice(at)
}
