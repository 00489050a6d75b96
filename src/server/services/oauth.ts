/**
 * Social sign-in, OAuth 2 authorization-code flow with state (and nonce for Apple). The state is ours,
 * single use, kept in D1 and bound to the browser that started (the API keeps it in a cookie):
 * start → the provider's authorize URL; the provider returns to /account/callback/{type}?code&state
 * (Apple: a form_post, verified by acceptAppleFormPost: state, the id_token's signature and its nonce);
 * finish → the provider's access token (Apple: the verified id_token) for POST /login/sns.
 */
import type { OAuthTokenAnswer } from '../../shared/api/member-types'
import { safeReturnPath } from '../../shared/return-path'
import { insertOAuthState, pendingAppleState, setAppleStateResult, takeOAuthState } from '../db/oauth'
import { DomainError } from '../domain-error'
import { appleAuthorizeUrl, appleEndpoints, verifyAppleIdToken } from '../providers/apple'
import { providerFetch } from '../providers/transport'
import { oauthProvider, type MemberEnv } from './member'

export const OAUTH_STATE_TTL_MS = 10 * 60_000
export type SocialProvider = 'kakao' | 'naver' | 'apple'

const rand = () => {
  const b = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
const redirectUri = (origin: string, type: string) => `${origin}/account/callback/${type}`

/** A new sign-in: its state (for the browser's cookie) and the provider's authorize URL. */
export async function startOAuth(
  env: MemberEnv,
  input: { type: SocialProvider; returnUrl?: string | null; storeCode?: string | null },
  ctx: { origin: string; now?: Date },
) {
  const { origin, now = new Date() } = ctx
  const state = rand()
  const nonce = rand()
  await insertOAuthState(env.DB, {
    state,
    provider: input.type,
    nonce,
    returnUrl: safeReturnPath(input.returnUrl),
    storeCode: input.storeCode ?? null,
    nowIso: now.toISOString(),
    expiresIso: new Date(now.getTime() + OAUTH_STATE_TTL_MS).toISOString(),
  })
  const url =
    input.type === 'apple'
      ? appleAuthorizeUrl(appleEndpoints(env, origin), { state, nonce, redirectUri: redirectUri(origin, 'apple') })
      : oauthProvider(env, origin, input.type).authorizeUrl({ state, redirectUri: redirectUri(origin, input.type) })
  return { state, url }
}

/**
 * Ends a sign-in started in this browser (`browserState`: the state its cookie kept): the state is used
 * once, the code exchanged for the provider's access token (Apple: the id_token verified on the form_post).
 */
export async function finishOAuth(
  env: MemberEnv,
  input: { type: SocialProvider; state: string; code?: string | null; browserState: string | undefined },
  ctx: { origin: string },
): Promise<OAuthTokenAnswer> {
  const { origin } = ctx
  const bad = (reason = '로그인 요청이 만료되었어요. 처음부터 다시 시도해 주세요.') => DomainError.invalid(reason, 'state')
  if (input.browserState !== input.state) throw bad('다른 브라우저에서 시작된 로그인 요청이에요. 처음부터 다시 시도해 주세요.')
  const row = await takeOAuthState(env.DB, input.state, input.type, new Date().toISOString())
  if (!row) throw bad()
  let accessToken: string | null
  if (input.type === 'apple') accessToken = row.result
  else {
    if (!input.code) throw DomainError.invalid('인가 코드가 없어요. 다시 로그인해 주세요.', 'code')
    accessToken = await oauthProvider(env, origin, input.type).exchangeCode({
      code: input.code,
      state: input.state,
      redirectUri: redirectUri(origin, input.type),
    })
  }
  if (!accessToken) throw bad('간편 로그인 인증에 실패했어요. 다시 시도해 주세요.')
  // The rule runs again on the way out: rows written before it (or by anything else) never hand back a foreign path.
  return { accessToken, returnUrl: safeReturnPath(row.return_url), storeCode: row.store_code }
}

/**
 * Apple's form_post to /account/callback/apple (or /appleid): a cross-site POST without the session
 * cookie. Verified by state (single use, ours), the id_token signature/iss/aud and the nonce; the page
 * then collects the token with POST /oauth/token. Answers the path the browser goes to next (errors go
 * to the sign-in page with a message code).
 */
export async function acceptAppleFormPost(
  env: MemberEnv,
  form: { state: string; idToken: string },
  ctx: { origin: string; now?: Date },
): Promise<string> {
  const { origin, now = new Date() } = ctx
  const fail = '/account/signin?error=apple'
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(form.state) || !form.idToken) return fail
  const row = await pendingAppleState(env.DB, form.state, now.toISOString())
  if (!row) return fail
  const who = await verifyAppleIdToken(appleEndpoints(env, origin), providerFetch(env), form.idToken)
  if (!who || who.nonce !== row.nonce) return fail
  await setAppleStateResult(env.DB, form.state, form.idToken)
  return `/account/callback/apple?state=${encodeURIComponent(form.state)}`
}
