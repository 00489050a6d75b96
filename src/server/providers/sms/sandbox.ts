import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { appleSandbox } from '../apple/sandbox'
import { kakaoSandbox } from '../kakao/sandbox'
import { naverSandbox } from '../naver/sandbox'
import { identitySandbox } from '../pass/sandbox'

/** /__sandbox/sms — the outbox of the sandbox SMS gateway (latest first). */
export const smsSandbox = new Hono<AppEnv>().get('/outbox', async (c) => {
  const mobile = (c.req.query('mobile') ?? '').replace(/\D/g, '')
  const stmt = mobile
    ? c.env.DB.prepare('SELECT msg_id, mobile, body, created_dttm FROM sms_outbox WHERE mobile = ?1 ORDER BY msg_id DESC LIMIT 20').bind(mobile)
    : c.env.DB.prepare('SELECT msg_id, mobile, body, created_dttm FROM sms_outbox ORDER BY msg_id DESC LIMIT 20')
  const { results } = await stmt.all<{ msg_id: number; mobile: string; body: string; created_dttm: string }>()
  return c.json({
    messages: results.map((r) => ({ id: r.msg_id, mobile: r.mobile, body: r.body, code: r.body.match(/\[(\d{6})\]/)?.[1] ?? null, createdAt: r.created_dttm })),
  })
})

/** Every membership sandbox (SMS, Kakao, Naver, Apple, PASS/KCB/i-PIN) under /__sandbox. */
export const memberSandboxes = new Hono<AppEnv>()
  .route('/sms', smsSandbox)
  .route('/kakao', kakaoSandbox)
  .route('/naver', naverSandbox)
  .route('/apple', appleSandbox)
  .route('/identity', identitySandbox)
