import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from './session'

/** The session cookie: HttpOnly, Secure, SameSite=Strict, whole site (spec §6 and DESIGN). */
export function setSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'Strict', path: '/', maxAge: SESSION_TTL_SECONDS })
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })
}
