/** Session storage hand-offs between account pages (never the token: that lives in the HttpOnly cookie). */
export const KEYS = {
  consents: 'davich.signup.consents',
  identity: 'davich.identity',
  identityNext: 'davich.identity.next',
  sns: 'davich.sns',
  dormant: 'davich.dormant',
  findId: 'davich.find.id',
  findPw: 'davich.find.pw',
  welcome: 'davich.welcome',
} as const

export function save(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    /* private mode */
  }
}
export function load<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}
export function drop(key: string) {
  try {
    sessionStorage.removeItem(key)
  } catch {
    /* ignore */
  }
}

/** A same-origin relative path or null (the client twin of the edge's safeReturnPath). */
export function safePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 512 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || /[\u0000-\u001f\u007f\\]/.test(raw)) return null
  try {
    const u = new URL(raw, 'https://same.origin')
    return u.origin === 'https://same.origin' ? u.pathname + u.search + u.hash : null
  } catch {
    return null
  }
}

/** Full navigation after a sign-in state change, so the server renders with the new cookie. */
export function go(path: string) {
  window.location.assign(safePath(path) ?? '/main')
}
