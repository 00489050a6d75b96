import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SESSION_TTL_SECONDS } from '../auth/session'
import { CART_COOKIE, GUEST_ORDER_COOKIE, OAUTH_COOKIE, SESSION_COOKIE } from '../cookie-names'

/** Every cookie the API sets, with its flags (names in src/server/cookie-names.ts). */

/** The session cookie: HttpOnly, Secure, SameSite=Strict, whole site (the product spec: the token is
 * "stored in a strict same-site cookie"; HttpOnly so page scripts never read it). */
export function setSessionCookie(c: Context, token: string) {
  // A sign-in at a store kiosk (its device token rides on the call) keeps no session on the device: a browser-session
  // cookie without Max-Age, which the kiosk also signs out after 60 s idle.
  const kiosk = !!c.req.header('x-kiosk-token')
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    ...(kiosk ? {} : { maxAge: SESSION_TTL_SECONDS }),
  })
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })
}

const CART_COOKIE_OPTS = { httpOnly: true, secure: true, sameSite: 'Strict' as const, path: '/' }
const GUEST_CART_ID = /^[A-Za-z0-9_-]{20,64}$/

/** The guest cart id of this browser, when it has a well-formed one. */
export function guestCartId(c: Context): string | null {
  const id = getCookie(c, CART_COOKIE)
  return id && GUEST_CART_ID.test(id) ? id : null
}

/** A new anonymous cart for this browser: 30 days. */
export function setGuestCartCookie(c: Context, id: string) {
  setCookie(c, CART_COOKIE, id, { ...CART_COOKIE_OPTS, maxAge: 60 * 60 * 24 * 30 })
}

export function clearGuestCartCookie(c: Context) {
  deleteCookie(c, CART_COOKIE, CART_COOKIE_OPTS)
}

/** A guest's proof of the order just placed: readable on the payment return (Lax), one day. */
export function setGuestOrderCookie(c: Context, value: string) {
  setCookie(c, GUEST_ORDER_COOKIE, value, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 60 * 60 * 24 })
}

export const guestOrderCookie = (c: Context) => getCookie(c, GUEST_ORDER_COOKIE) ?? ''

/** Lax: the provider's top-level redirect back (GET) and our own same-origin calls carry it. */
export function setOAuthCookie(c: Context, state: string, maxAgeSeconds: number) {
  setCookie(c, OAUTH_COOKIE, state, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: maxAgeSeconds })
}

export const oauthCookie = (c: Context) => getCookie(c, OAUTH_COOKIE)
