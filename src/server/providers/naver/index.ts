import type { Fetcher, OAuthEndpoints, OAuthProfile, OAuthProvider } from '../kakao/oauth2'
import { formBody } from '../kakao/oauth2'

/**
 * Naver Login: GET https://nid.naver.com/oauth2.0/authorize (response_type=code, client_id,
 * redirect_uri, state) → POST https://nid.naver.com/oauth2.0/token (grant_type=authorization_code,
 * client_id, client_secret, code, state) → GET https://openapi.naver.com/v1/nid/me (Bearer) answering
 * { resultcode: '00', response: { id, email, name, mobile } }. Real when NAVER_CLIENT_ID and
 * NAVER_CLIENT_SECRET are set; sandbox otherwise.
 */
export interface NaverEnv {
  NAVER_CLIENT_ID?: string
  NAVER_CLIENT_SECRET?: string
}

export function naverEndpoints(env: NaverEnv, origin: string): OAuthEndpoints & { real: boolean } {
  if (env.NAVER_CLIENT_ID && env.NAVER_CLIENT_SECRET)
    return {
      real: true,
      authorize: 'https://nid.naver.com/oauth2.0/authorize',
      token: 'https://nid.naver.com/oauth2.0/token',
      profile: 'https://openapi.naver.com/v1/nid/me',
      clientId: env.NAVER_CLIENT_ID,
      clientSecret: env.NAVER_CLIENT_SECRET,
    }
  return {
    real: false,
    authorize: `${origin}/__sandbox/naver/oauth2.0/authorize`,
    token: `${origin}/__sandbox/naver/oauth2.0/token`,
    profile: `${origin}/__sandbox/naver/v1/nid/me`,
    clientId: 'sandbox-naver-client',
    clientSecret: 'sandbox-naver-secret',
  }
}

export function naverProvider(ep: OAuthEndpoints, fetcher: Fetcher): OAuthProvider {
  return {
    name: 'naver',
    authorizeUrl: ({ state, redirectUri }) =>
      `${ep.authorize}?${formBody({ response_type: 'code', client_id: ep.clientId, redirect_uri: redirectUri, state })}`,
    async exchangeCode({ code, state }) {
      const res = await fetcher(
        new Request(ep.token, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body: formBody({ grant_type: 'authorization_code', client_id: ep.clientId, client_secret: ep.clientSecret, code, state }),
        }),
      )
      if (!res.ok) return null
      const data = (await res.json()) as { access_token?: string; error?: string }
      return data.access_token ?? null
    },
    async profile(accessToken): Promise<OAuthProfile | null> {
      const res = await fetcher(new Request(ep.profile, { headers: { authorization: `Bearer ${accessToken}` } }))
      if (!res.ok) return null
      const d = (await res.json()) as { resultcode?: string; response?: { id?: string; email?: string; name?: string; mobile?: string } }
      if (d.resultcode !== '00' || !d.response?.id) return null
      const r = d.response
      return { id: r.id!, email: r.email ?? null, name: r.name ?? null, mobile: r.mobile ? r.mobile.replace(/\D/g, '') : null }
    },
  }
}
