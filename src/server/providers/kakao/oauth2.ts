/**
 * OAuth 2.0 authorization-code flow shared by the Kakao and Naver adapters. Each provider gives its
 * endpoints; with no client id configured the adapter points at the sandbox under /__sandbox/<provider>
 * and calls it in-process (the Worker cannot reliably fetch its own origin).
 */
export interface OAuthProfile {
  id: string
  email: string | null
  name: string | null
  mobile: string | null
}
export type Fetcher = (req: Request) => Promise<Response>

export interface OAuthProvider {
  name: 'kakao' | 'naver'
  authorizeUrl(p: { state: string; redirectUri: string }): string
  exchangeCode(p: { code: string; state: string; redirectUri: string }): Promise<string | null>
  profile(accessToken: string): Promise<OAuthProfile | null>
}

export interface OAuthEndpoints {
  authorize: string
  token: string
  profile: string
  clientId: string
  clientSecret: string
}

export function formBody(params: Record<string, string>) {
  return new URLSearchParams(params).toString()
}
