import { Hono } from 'hono'
import { decodeJwt } from 'jose'
import type { AppEnv } from '../../server/env'
import { SANDBOX_FCM } from '../../server/providers/push'

/**
 * Sandbox FCM (/__sandbox/fcm), speaking Firebase Cloud Messaging HTTP v1 like the real one:
 * POST /token (OAuth 2.0 jwt-bearer grant; the assertion's issuer and audience are checked, its signature is
 * not — the sandbox holds no key) answers an access token; POST /v1/projects/{id}/messages:send with that
 * bearer keeps the message in the outbox (D1 sandbox_push_outbox), read at GET /outbox?token=.
 * A device token starting with "gone-" answers 404 UNREGISTERED, as FCM does for an uninstalled app.
 */
const ACCESS_TOKEN = 'sandbox-fcm-access-token'

export const pushSandbox = new Hono<AppEnv>()
  .post('/token', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const assertion = typeof form.assertion === 'string' ? form.assertion : ''
    let claims: { iss?: string; aud?: unknown }
    try {
      claims = decodeJwt(assertion)
    } catch {
      return c.json({ error: 'invalid_grant', error_description: 'Invalid JWT' }, 400)
    }
    if (
      form.grant_type !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' ||
      claims.iss !== SANDBOX_FCM.clientEmail ||
      claims.aud !== `${SANDBOX_FCM.base}/token`
    ) {
      return c.json({ error: 'invalid_grant', error_description: 'Invalid grant' }, 400)
    }
    return c.json({ access_token: ACCESS_TOKEN, expires_in: 3599, token_type: 'Bearer' })
  })
  .post('/v1/projects/:projectId/messages:send', async (c) => {
    const fail = (code: number, status: string, errorCode?: string) =>
      c.json(
        {
          error: {
            code,
            status,
            message: status,
            details: errorCode ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] : [],
          },
        },
        code as 400,
      )
    if (c.req.header('authorization') !== `Bearer ${ACCESS_TOKEN}`) return fail(401, 'UNAUTHENTICATED')
    const projectId = c.req.param('projectId').replace(/:.*$/, '')
    const b = (await c.req.json().catch(() => null)) as {
      message?: { token?: unknown; notification?: { title?: unknown; body?: unknown }; data?: { link?: unknown } }
    } | null
    const m = b?.message
    if (typeof m?.token !== 'string' || !m.token || typeof m.notification?.title !== 'string' || typeof m.notification.body !== 'string')
      return fail(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT')
    if (m.token.startsWith('gone-')) return fail(404, 'NOT_FOUND', 'UNREGISTERED')
    const r = await c.env.DB.prepare(
      'INSERT INTO sandbox_push_outbox (project_id, token, title, body, link, created_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING msg_id',
    )
      .bind(
        projectId,
        m.token,
        m.notification.title,
        m.notification.body,
        typeof m.data?.link === 'string' ? m.data.link : '',
        new Date().toISOString(),
      )
      .first<{ msg_id: number }>()
    return c.json({ name: `projects/${projectId}/messages/${r?.msg_id ?? 0}` })
  })
  /** The outbox, latest first. */
  .get('/outbox', async (c) => {
    const token = c.req.query('token') ?? ''
    const stmt = token
      ? c.env.DB.prepare('SELECT * FROM sandbox_push_outbox WHERE token = ?1 ORDER BY msg_id DESC LIMIT 50').bind(token)
      : c.env.DB.prepare('SELECT * FROM sandbox_push_outbox ORDER BY msg_id DESC LIMIT 50')
    const { results } = await stmt.all<{ msg_id: number; token: string; title: string; body: string; link: string; created_dttm: string }>()
    return c.json({
      messages: results.map((r) => ({
        id: r.msg_id,
        token: r.token,
        title: r.title,
        body: r.body,
        link: r.link,
        createdAt: r.created_dttm,
      })),
    })
  })
