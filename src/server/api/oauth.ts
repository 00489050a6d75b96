import { Hono } from 'hono'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { OAuthTokenAnswer } from '../../shared/api/member-types'
import { oauthAuthorizeQuery, oauthTokenBody } from '../../shared/schemas/member'
import { safeReturnPath } from '../../shared/return-path'
import type { AppEnv } from '../env'
import { appleAuthorizeUrl, appleEndpoints, verifyAppleIdToken } from '../providers/apple'
import { fetcherFor, oauthProvider, publicOrigin, type MemberEnv } from '../services/member'
import { ApiError } from './errors'
import { validate } from './validate'

/**
 * Social sign-in, OAuth 2 authorization-code flow with state (and nonce for Apple):
 * GET  /v1/front/member/oauth/authorize?type&returnUrl&storeCode → 302 to the provider (state kept in D1
 *      and bound to this browser by the davich_oauth cookie);
 * the provider returns to /account/callback/{type}?code&state (Apple: form_post, handled by
 *      appleFormPost at the edge, which verifies state, the id_token and its nonce);
 * POST /v1/front/member/oauth/token {type, state, code} → { accessToken } for POST /login/sns.
 */
export const OAUTH_COOKIE = 'davich_oauth'
const STATE_TTL_MS = 10 * 60_000

const rand = () => {
  const b = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...b)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
const redirectUri = (c: Context<AppEnv>, type: string) => `${publicOrigin(c)}/account/callback/${type}`

export const oauthApi = new Hono<AppEnv>()
  .get('/authorize', validate('query', oauthAuthorizeQuery), async (c) => {
    const { type, returnUrl, storeCode } = c.req.valid('query')
    const state = rand()
    const nonce = rand()
    const now = new Date()
    await c.env.DB.prepare('INSERT INTO oauth_states (state, provider, nonce, return_url, store_code, created_dttm, expires_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
      .bind(state, type, nonce, safeReturnPath(returnUrl), storeCode ?? null, now.toISOString(), new Date(now.getTime() + STATE_TTL_MS).toISOString())
      .run()
    // Lax: the provider's top-level redirect back (GET) and our own same-origin calls carry it.
    setCookie(c, OAUTH_COOKIE, state, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: STATE_TTL_MS / 1000 })
    const url =
      type === 'apple'
        ? appleAuthorizeUrl(appleEndpoints(c.env as MemberEnv, publicOrigin(c)), { state, nonce, redirectUri: redirectUri(c, 'apple') })
        : oauthProvider(c, type).authorizeUrl({ state, redirectUri: redirectUri(c, type) })
    return c.redirect(url, 302)
  })
  .post('/token', validate('json', oauthTokenBody), async (c) => {
    const { type, state, code } = c.req.valid('json')
    const bad = (reason = '로그인 요청이 만료되었어요. 처음부터 다시 시도해 주세요.') => new ApiError(400, [{ field: 'state', reason }])
    if (getCookie(c, OAUTH_COOKIE) !== state) throw bad('다른 브라우저에서 시작된 로그인 요청이에요. 처음부터 다시 시도해 주세요.')
    const now = new Date().toISOString()
    const row = await c.env.DB.prepare(
      'UPDATE oauth_states SET used_dttm = ?3 WHERE state = ?1 AND provider = ?2 AND used_dttm IS NULL AND expires_dttm > ?3 RETURNING return_url, store_code, result',
    )
      .bind(state, type, now)
      .first<{ return_url: string | null; store_code: string | null; result: string | null }>()
    if (!row) throw bad()
    let accessToken: string | null
    if (type === 'apple') accessToken = row.result
    else {
      if (!code) throw new ApiError(400, [{ field: 'code', reason: '인가 코드가 없어요. 다시 로그인해 주세요.' }])
      accessToken = await oauthProvider(c, type).exchangeCode({ code, state, redirectUri: redirectUri(c, type) })
    }
    if (!accessToken) throw bad('간편 로그인 인증에 실패했어요. 다시 시도해 주세요.')
    // The rule runs again on the way out: rows written before it (or by anything else) never hand back a foreign path.
    return c.json({ accessToken, returnUrl: safeReturnPath(row.return_url), storeCode: row.store_code } satisfies OAuthTokenAnswer)
  })

/**
 * Apple's form_post to /account/callback/apple (or /appleid): a cross-site POST without the session
 * cookie. Verified by state (single use, ours), the id_token signature/iss/aud and the nonce; the page
 * then collects the token with POST /oauth/token. Errors go to the sign-in page with a message code.
 */
export async function appleFormPost(c: Context<AppEnv>) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const state = typeof form.state === 'string' ? form.state : ''
  const idToken = typeof form.id_token === 'string' ? form.id_token : ''
  const fail = () => c.redirect('/account/signin?error=apple', 303)
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(state) || !idToken) return fail()
  const now = new Date().toISOString()
  const row = await c.env.DB.prepare(`SELECT nonce FROM oauth_states WHERE state = ?1 AND provider = 'apple' AND used_dttm IS NULL AND result IS NULL AND expires_dttm > ?2`)
    .bind(state, now)
    .first<{ nonce: string }>()
  if (!row) return fail()
  const ep = appleEndpoints(c.env as MemberEnv, publicOrigin(c))
  const who = await verifyAppleIdToken(ep, fetcherFor(c, ep.real), idToken)
  if (!who || who.nonce !== row.nonce) return fail()
  await c.env.DB.prepare('UPDATE oauth_states SET result = ?2 WHERE state = ?1 AND result IS NULL').bind(state, idToken).run()
  return c.redirect(`/account/callback/apple?state=${encodeURIComponent(state)}`, 303)
}
