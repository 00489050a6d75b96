import type { Fetcher, OAuthEndpoints, OAuthProfile, OAuthProvider } from './oauth2'
import { formBody } from './oauth2'

/**
 * Kakao Login (REST API): GET https://kauth.kakao.com/oauth/authorize (response_type=code, client_id,
 * redirect_uri, state) → POST https://kauth.kakao.com/oauth/token (grant_type=authorization_code,
 * client_id, client_secret, redirect_uri, code; form-urlencoded) → GET https://kapi.kakao.com/v2/user/me
 * (Bearer). Real when KAKAO_CLIENT_ID (REST API key) is set (KAKAO_CLIENT_SECRET optional); sandbox otherwise.
 */
export interface KakaoEnv {
  KAKAO_CLIENT_ID?: string
  KAKAO_CLIENT_SECRET?: string
}

export function kakaoEndpoints(env: KakaoEnv, origin: string): OAuthEndpoints & { real: boolean } {
  if (env.KAKAO_CLIENT_ID)
    return {
      real: true,
      authorize: 'https://kauth.kakao.com/oauth/authorize',
      token: 'https://kauth.kakao.com/oauth/token',
      profile: 'https://kapi.kakao.com/v2/user/me',
      clientId: env.KAKAO_CLIENT_ID,
      clientSecret: env.KAKAO_CLIENT_SECRET ?? '',
    }
  return {
    real: false,
    authorize: `${origin}/__sandbox/kakao/oauth/authorize`,
    token: `${origin}/__sandbox/kakao/oauth/token`,
    profile: `${origin}/__sandbox/kakao/v2/user/me`,
    clientId: 'sandbox-kakao-client',
    clientSecret: 'sandbox-kakao-secret',
  }
}

export function kakaoProvider(ep: OAuthEndpoints, fetcher: Fetcher): OAuthProvider {
  return {
    name: 'kakao',
    authorizeUrl: ({ state, redirectUri }) =>
      `${ep.authorize}?${formBody({ response_type: 'code', client_id: ep.clientId, redirect_uri: redirectUri, state })}`,
    async exchangeCode({ code, redirectUri }) {
      const body: Record<string, string> = { grant_type: 'authorization_code', client_id: ep.clientId, redirect_uri: redirectUri, code }
      if (ep.clientSecret) body.client_secret = ep.clientSecret
      const res = await fetcher(
        new Request(ep.token, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body: formBody(body),
        }),
      )
      if (!res.ok) return null
      const data = (await res.json()) as { access_token?: string }
      return data.access_token ?? null
    },
    async profile(accessToken): Promise<OAuthProfile | null> {
      const res = await fetcher(new Request(ep.profile, { headers: { authorization: `Bearer ${accessToken}` } }))
      if (!res.ok) return null
      const d = (await res.json()) as {
        id?: number | string
        kakao_account?: { email?: string; name?: string; phone_number?: string; profile?: { nickname?: string } }
      }
      if (d.id === undefined) return null
      const a = d.kakao_account ?? {}
      return {
        id: String(d.id),
        email: a.email ?? null,
        name: a.name ?? a.profile?.nickname ?? null,
        mobile: a.phone_number ? a.phone_number.replace(/^\+82\s?/, '0').replace(/\D/g, '') : null,
      }
    },
  }
}
