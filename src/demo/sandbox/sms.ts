import { Hono } from 'hono'
import type { AppEnv } from '../../server/env'
import { SANDBOX_SMS } from '../../server/providers/sms'

/**
 * Sandbox SMS gateway (/__sandbox/sms), speaking NHN Cloud Notification SMS v3.0 like the real one:
 * POST /sms/v3.0/appKeys/{appKey}/sender/sms (X-Secret-Key, { body, sendNo, recipientList }) keeps the
 * message in the outbox (D1 sms_outbox), which a developer or a test reads at GET /outbox?mobile=.
 */
export const smsSandbox = new Hono<AppEnv>()
  .post('/sms/v3.0/appKeys/:appKey/sender/sms', async (c) => {
    const fail = (resultCode: number, resultMessage: string, status: 400 | 401 = 400) =>
      c.json({ header: { isSuccessful: false, resultCode, resultMessage } }, status)
    if (c.req.param('appKey') !== SANDBOX_SMS.appKey || c.req.header('x-secret-key') !== SANDBOX_SMS.secretKey)
      return fail(-1000, 'Invalid appKey or secretKey', 401)
    const b = (await c.req.json().catch(() => null)) as {
      body?: unknown
      sendNo?: unknown
      recipientList?: { recipientNo?: unknown }[]
    } | null
    const recipients = (b?.recipientList ?? []).map((r) => String(r.recipientNo ?? '').replace(/\D/g, '')).filter(Boolean)
    if (typeof b?.body !== 'string' || !b.body || !recipients.length) return fail(-1001, 'body and recipientList are required')
    const now = new Date().toISOString()
    for (const mobile of recipients) {
      await c.env.DB.prepare('INSERT INTO sms_outbox (mobile, body, created_dttm) VALUES (?1, ?2, ?3)').bind(mobile, b.body, now).run()
    }
    return c.json({
      header: { isSuccessful: true, resultCode: 0, resultMessage: 'SUCCESS' },
      body: { data: { requestId: crypto.randomUUID(), statusCode: '2' } },
    })
  })
  /** The outbox, latest first. */
  .get('/outbox', async (c) => {
    const mobile = (c.req.query('mobile') ?? '').replace(/\D/g, '')
    const stmt = mobile
      ? c.env.DB.prepare('SELECT msg_id, mobile, body, created_dttm FROM sms_outbox WHERE mobile = ?1 ORDER BY msg_id DESC LIMIT 20').bind(
          mobile,
        )
      : c.env.DB.prepare('SELECT msg_id, mobile, body, created_dttm FROM sms_outbox ORDER BY msg_id DESC LIMIT 20')
    const { results } = await stmt.all<{ msg_id: number; mobile: string; body: string; created_dttm: string }>()
    return c.json({
      messages: results.map((r) => ({
        id: r.msg_id,
        mobile: r.mobile,
        body: r.body,
        code: r.body.match(/\[(\d{6})\]/)?.[1] ?? null,
        createdAt: r.created_dttm,
      })),
    })
  })
