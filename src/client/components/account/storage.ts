import { safeReturnPath } from '~/shared/return-path'

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

/** Full navigation after a sign-in state change, so the server renders with the new cookie. */
export function go(path: string) {
  window.location.assign(safeReturnPath(path) ?? '/main')
}
