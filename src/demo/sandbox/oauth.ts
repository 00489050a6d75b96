import { Hono } from 'hono'
import type { AppEnv } from '../../server/env'
import { sandboxPage, SANDBOX_USERS, userPicker } from './ui'

/**
 * OAuth 2 authorization-code sandboxes for Kakao and Naver, speaking each provider's protocol:
 * authorize page (tester picks a test user) → 302 redirect_uri?code&state → token endpoint (client
 * credentials checked, code single use) → profile endpoint in the provider's own JSON shape.
 * Codes and tokens live in D1 (sandbox_keys) so they survive isolate restarts.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
const rand = () => crypto.randomUUID().replace(/-/g, '') + crypto.randomUUID().replace(/-/g, '')

function oauthSandbox(
  provider: 'kakao' | 'naver',
  paths: { authorize: string; token: string; profile: string },
  clientId: string,
  clientSecret: string,
) {
  return new Hono<AppEnv>()
    .get(paths.authorize, (c) => {
      const q = c.req.query()
      if (q.response_type !== 'code' || q.client_id !== clientId)
        return c.text('invalid_request: response_type=code and a known client_id are required', 400)
      const hidden = ['redirect_uri', 'state'].map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`).join('')
      const title = provider === 'kakao' ? '카카오계정으로 로그인 (Sandbox)' : '네이버 아이디로 로그인 (Sandbox)'
      return c.html(
        sandboxPage(
          title,
          provider,
          `<form method="post" action="/__sandbox/${provider}${paths.authorize}">${hidden}${userPicker(provider)}</form>`,
        ),
      )
    })
    .post(paths.authorize, async (c) => {
      const f = await c.req.parseBody()
      const redirectUri = String(f.redirect_uri ?? '')
      if (!redirectUri.startsWith(new URL(c.req.url).origin + '/')) return c.text('invalid redirect_uri', 400)
      const user = SANDBOX_USERS.find((u) => u.id === f.user) ?? SANDBOX_USERS[0]
      const code = rand()
      await c.env.DB.prepare('INSERT INTO sandbox_keys (name, value, created_dttm) VALUES (?1, ?2, ?3)')
        .bind(`${provider}-code:${code}`, JSON.stringify({ user: user.id, redirectUri }), new Date().toISOString())
        .run()
      const u = new URL(redirectUri)
      u.searchParams.set('code', code)
      u.searchParams.set('state', String(f.state ?? ''))
      return c.redirect(u.toString(), 302)
    })
    .post(paths.token, async (c) => {
      const f = await c.req.parseBody()
      if (f.grant_type !== 'authorization_code' || f.client_id !== clientId || (f.client_secret && f.client_secret !== clientSecret))
        return c.json({ error: 'invalid_client', error_description: 'bad client credentials' }, 401)
      const row = await c.env.DB.prepare('DELETE FROM sandbox_keys WHERE name = ?1 AND created_dttm > ?2 RETURNING value')
        .bind(`${provider}-code:${String(f.code ?? '')}`, new Date(Date.now() - 600_000).toISOString())
        .first<{ value: string }>()
      if (!row) return c.json({ error: 'invalid_grant', error_description: 'authorization code not found' }, 400)
      const { user, redirectUri } = JSON.parse(row.value) as { user: string; redirectUri: string }
      if (provider === 'kakao' && f.redirect_uri !== redirectUri)
        return c.json({ error: 'invalid_grant', error_description: 'redirect_uri mismatch' }, 400)
      const token = rand()
      await c.env.DB.prepare('INSERT INTO sandbox_keys (name, value, created_dttm) VALUES (?1, ?2, ?3)')
        .bind(`${provider}-token:${token}`, user, new Date().toISOString())
        .run()
      return c.json({ access_token: token, token_type: 'bearer', refresh_token: rand(), expires_in: 21599 })
    })
    .get(paths.profile, async (c) => {
      const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
      const row = await c.env.DB.prepare('SELECT value FROM sandbox_keys WHERE name = ?1')
        .bind(`${provider}-token:${token}`)
        .first<{ value: string }>()
      const user = row && SANDBOX_USERS.find((u) => u.id === row.value)
      if (!user)
        return provider === 'kakao'
          ? c.json({ msg: 'this access token does not exist', code: -401 }, 401)
          : c.json({ resultcode: '024', message: 'Authentication failed' }, 401)
      if (provider === 'kakao')
        return c.json({
          id: 900000 + SANDBOX_USERS.indexOf(user),
          kakao_account: {
            email: user.email,
            name: user.name,
            profile: { nickname: user.name },
            phone_number: `+82 ${user.mobile.slice(1, 3)}-${user.mobile.slice(3, 7)}-${user.mobile.slice(7)}`,
          },
        })
      return c.json({
        resultcode: '00',
        message: 'success',
        response: {
          id: `naver-${user.id}`,
          email: user.email,
          name: user.name,
          mobile: `${user.mobile.slice(0, 3)}-${user.mobile.slice(3, 7)}-${user.mobile.slice(7)}`,
        },
      })
    })
}

export const kakaoSandbox = oauthSandbox(
  'kakao',
  { authorize: '/oauth/authorize', token: '/oauth/token', profile: '/v2/user/me' },
  'sandbox-kakao-client',
  'sandbox-kakao-secret',
)
export const naverSandbox = oauthSandbox(
  'naver',
  { authorize: '/oauth2.0/authorize', token: '/oauth2.0/token', profile: '/v1/nid/me' },
  'sandbox-naver-client',
  'sandbox-naver-secret',
)
