import type { D1Database } from '@cloudflare/workers-types'
import { Hono } from 'hono'
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose'
import type { AppEnv } from '../../server/env'
import { sandboxPage, SANDBOX_USERS, userPicker } from './ui'

/**
 * Sandbox "Sign in with Apple": an authorize page where a tester picks a test user, then an
 * auto-submitted form_post of code, id_token (RS256, signed with a key pair generated at first use and
 * kept in D1) and state to the redirect_uri; the JWKS at /auth/keys.
 */
const KID = 'sandbox-apple-1'

async function keyPair(db: D1Database): Promise<{ priv: JWK; pub: JWK }> {
  const row = await db.prepare(`SELECT value FROM sandbox_keys WHERE name = 'apple'`).first<{ value: string }>()
  if (row) return JSON.parse(row.value)
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const pair = {
    priv: { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256' },
    pub: { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' },
  }
  await db
    .prepare(`INSERT OR IGNORE INTO sandbox_keys (name, value, created_dttm) VALUES ('apple', ?1, ?2)`)
    .bind(JSON.stringify(pair), new Date().toISOString())
    .run()
  const again = await db.prepare(`SELECT value FROM sandbox_keys WHERE name = 'apple'`).first<{ value: string }>()
  return JSON.parse(again!.value)
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export const appleSandbox = new Hono<AppEnv>()
  .get('/auth/keys', async (c) => {
    const { pub } = await keyPair(c.env.DB)
    return c.json({ keys: [pub] })
  })
  .get('/auth/authorize', (c) => {
    const q = c.req.query()
    const hidden = ['client_id', 'redirect_uri', 'state', 'nonce', 'response_mode']
      .map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`)
      .join('')
    return c.html(
      sandboxPage(
        'Sign in with Apple (Sandbox)',
        'apple',
        `<form method="post" action="/__sandbox/apple/auth/authorize">${hidden}${userPicker('apple')}</form>`,
      ),
    )
  })
  .post('/auth/authorize', async (c) => {
    const f = await c.req.parseBody()
    const user = SANDBOX_USERS.find((u) => u.id === f.user) ?? SANDBOX_USERS[0]
    const redirectUri = String(f.redirect_uri ?? '')
    if (!redirectUri.startsWith(new URL(c.req.url).origin + '/')) return c.text('invalid redirect_uri', 400)
    const { priv } = await keyPair(c.env.DB)
    const origin = new URL(c.req.url).origin
    const idToken = await new SignJWT({ email: user.email, email_verified: true, nonce: String(f.nonce ?? '') })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(`${origin}/__sandbox/apple`)
      .setAudience(String(f.client_id ?? ''))
      .setSubject(`apple.${user.id}`)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(await importJWK(priv, 'RS256'))
    const code = crypto.randomUUID()
    const fields = { code, id_token: idToken, state: String(f.state ?? '') }
    const inputs = Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`)
      .join('')
    // form_post: the browser POSTs the answer to the redirect_uri (auto-submitted; button for no-JS).
    return c.html(
      sandboxPage(
        'Apple',
        'apple',
        `<form id="fp" method="post" action="${esc(redirectUri)}">${inputs}<button type="submit">계속하기</button></form><script nonce="${esc(c.req.header('x-csp-nonce') ?? '')}">document.getElementById('fp').submit()</script>`,
      ),
    )
  })
