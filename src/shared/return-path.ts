/**
 * The ONE return-path rule: every redirect target that comes from outside — ?returnUrl= on sign-in, the edge's
 * sign-in redirect, the OAuth state row handed back by /oauth/token, identity pop-up hand-offs — goes through
 * `safeReturnPath` (edge, API and browser alike; no other copy).
 *
 * Normalise first, decide second. A browser resolves dot segments (also percent-encoded ones), reads `\` as
 * `/` and drops tabs and newlines before it navigates, so `/.//evil.example`, `/%2e//evil.example`,
 * `/..//evil.example` and `/\t/evil.example` all end up at `//evil.example` — another host. We therefore resolve
 * the input the way a browser would and judge the resolved form: the answer is a same-origin path starting
 * with exactly one `/`, or null (the caller then uses its default, e.g. /main).
 */

/** Longest accepted input (the API schemas cap returnUrl at 512 too). */
export const RETURN_PATH_MAX = 512

const BASE = 'https://same.origin'

/** Control, format (bidi, zero-width, BOM) and space characters: refused raw — URL parsers strip or reinterpret them. */
const RAW_FORBIDDEN = /[\p{Cc}\p{Cf}\p{Z}]/u

/** ASCII controls once percent-decoding is undone (encoded CR/LF/NUL have no place in a return path). */
const ASCII_CONTROL = /[\u0000-\u001f\u007f]/

/** Decodes %XX escapes byte by byte (never throws; multi-byte UTF-8 stays garbled, which is fine for the checks). */
const decodeEscapes = (s: string) => s.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The path a browser would navigate to for `raw` on our origin, or null when it leaves the origin. */
function resolve(raw: string): URL | null {
  try {
    const u = new URL(raw, BASE)
    if (u.origin !== BASE) return null
    // Dot segments resolved to a leading '//': a protocol-relative URL once written into a Location header.
    if (!u.pathname.startsWith('/') || u.pathname.startsWith('//')) return null
    return u
  } catch {
    return null
  }
}

/**
 * A same-origin relative return path (normalised: dot segments resolved, characters encoded as a browser
 * would), or null. Refused: anything not starting with a single '/', schemes (`https:`, `javascript:`),
 * protocol-relative forms (`//x`, `/\x`, and whatever resolves or decodes to them: `/.//x`, `/%2e//x`,
 * `/..//x`, `/%2f%2fx`, `/%5cx`), raw control or space characters, encoded control characters, and inputs
 * longer than RETURN_PATH_MAX.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_PATH_MAX) return null
  if (raw[0] !== '/' || RAW_FORBIDDEN.test(raw)) return null
  const u = resolve(raw)
  if (!u) return null
  const out = u.pathname + u.search + u.hash
  // Encoded forms: decode (up to three layers) and resolve again — each layer must still stay on our origin,
  // start with a single '/', and carry no control characters.
  let layer = out
  for (let i = 0; i < 3; i++) {
    const decoded = decodeEscapes(layer)
    if (ASCII_CONTROL.test(decoded)) return null
    if (decoded === layer) break
    const again = resolve(decoded)
    if (!again) return null
    layer = decoded
  }
  return out
}

/** `safeReturnPath(raw)`, or `fallback` when it is refused. */
export const returnPathOr = (raw: unknown, fallback: string): string => safeReturnPath(raw) ?? fallback
