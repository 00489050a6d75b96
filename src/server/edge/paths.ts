/** Path classes the edge layer acts on. */

/** Member pages: personal data, never cached anywhere (Cache-Control: no-store). */
export const isMemberPage = (path: string) =>
  /^\/(mypage|mypagestore|account|payment|popup)(\/|$)/.test(path) || path.startsWith('/products/payment')

/** Routes with the auth middleware (spec §2: my-page manageorder and myactivity). */
export const requiresSignIn = (path: string) => /^\/mypage\/(manageorder|myactivity)(\/|$)/.test(path)

/**
 * A same-origin relative return path, or null: starts with a single '/', no scheme, no '//' or '/\'
 * (protocol-relative), no control characters. Used for every ?returnUrl / redirect target.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 512) return null
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null
  try {
    const u = new URL(raw, 'https://same.origin')
    if (u.origin !== 'https://same.origin') return null
    return u.pathname + u.search + u.hash
  } catch {
    return null
  }
}
