import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose'
import type { Fetcher } from '../kakao/oauth2'
import { formBody } from '../kakao/oauth2'

/**
 * Sign in with Apple (web): GET https://appleid.apple.com/auth/authorize (response_type=code id_token,
 * response_mode=form_post, client_id = Services ID, redirect_uri, state, nonce, scope=name email) →
 * Apple POSTs code, id_token, state (and user on first consent) to /account/callback/apple. The id_token
 * is an RS256 JWT verified with jose against https://appleid.apple.com/auth/keys (iss
 * https://appleid.apple.com, aud = client_id, nonce = the one we sent). Real when APPLE_CLIENT_ID is
 * set; the sandbox (same protocol, its own key pair) otherwise.
 */
export interface AppleEnv {
  APPLE_CLIENT_ID?: string
}
export interface AppleEndpoints {
  real: boolean
  authorize: string
  jwks: string
  issuer: string
  clientId: string
}
export const APPLE_ISSUER = 'https://appleid.apple.com'

export function appleEndpoints(env: AppleEnv, origin: string): AppleEndpoints {
  if (env.APPLE_CLIENT_ID)
    return {
      real: true,
      authorize: `${APPLE_ISSUER}/auth/authorize`,
      jwks: `${APPLE_ISSUER}/auth/keys`,
      issuer: APPLE_ISSUER,
      clientId: env.APPLE_CLIENT_ID,
    }
  return {
    real: false,
    authorize: `${origin}/__sandbox/apple/auth/authorize`,
    jwks: `${origin}/__sandbox/apple/auth/keys`,
    issuer: `${origin}/__sandbox/apple`,
    clientId: 'sandbox.apple.client',
  }
}

export function appleAuthorizeUrl(ep: AppleEndpoints, p: { state: string; nonce: string; redirectUri: string }) {
  return `${ep.authorize}?${formBody({
    response_type: 'code id_token',
    response_mode: 'form_post',
    client_id: ep.clientId,
    redirect_uri: p.redirectUri,
    state: p.state,
    nonce: p.nonce,
    scope: 'name email',
  })}`
}

export interface AppleIdentity {
  sub: string
  email: string | null
  nonce: string | null
}

/** Verifies the id_token's RS256 signature against the provider's JWKS, iss, aud and expiry. */
export async function verifyAppleIdToken(ep: AppleEndpoints, fetcher: Fetcher, idToken: string): Promise<AppleIdentity | null> {
  try {
    const res = await fetcher(new Request(ep.jwks))
    if (!res.ok) return null
    const jwks = (await res.json()) as JSONWebKeySet
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
      issuer: ep.issuer,
      audience: ep.clientId,
      algorithms: ['RS256'],
    })
    if (typeof payload.sub !== 'string') return null
    return {
      sub: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : null,
      nonce: typeof payload.nonce === 'string' ? payload.nonce : null,
    }
  } catch {
    return null
  }
}
