import type { D1Database } from '@cloudflare/workers-types'
import type { Env } from '../../env'
import { providerFetch } from '../transport'

/**
 * SMS gateway adapter: NHN Cloud Notification SMS v3.0
 * (POST {base}/sms/v3.0/appKeys/{appKey}/sender/sms, header X-Secret-Key,
 * body { body, sendNo, recipientList: [{ recipientNo }] }). Real when SMS_APP_KEY, SMS_SECRET_KEY and
 * SMS_SEND_NO are set (SMS_API_BASE overrides https://api-sms.cloud.toast.com); with SANDBOX=on and no
 * keys, the demo's sandbox gateway (/__sandbox/sms, same protocol), whose outbox a developer or a test
 * reads at GET /__sandbox/sms/outbox?mobile=.
 */
export interface SmsEnv {
  DB: D1Database
  SANDBOX?: string
  SMS_APP_KEY?: string
  SMS_SECRET_KEY?: string
  SMS_SEND_NO?: string
  SMS_API_BASE?: string
}

export const smsConfigured = (env: SmsEnv) => !!(env.SMS_APP_KEY && env.SMS_SECRET_KEY && env.SMS_SEND_NO)

/** The sandbox gateway's public test credentials (src/demo/sandbox/sms.ts checks them). */
export const SANDBOX_SMS = {
  base: 'https://sandbox.invalid/__sandbox/sms',
  appKey: 'sandbox-sms',
  secretKey: 'sandbox-sms-secret',
  sendNo: '15449292',
}

function smsConfig(env: SmsEnv) {
  if (smsConfigured(env))
    return {
      base: env.SMS_API_BASE ?? 'https://api-sms.cloud.toast.com',
      appKey: env.SMS_APP_KEY!,
      secretKey: env.SMS_SECRET_KEY!,
      sendNo: env.SMS_SEND_NO!,
    }
  return env.SANDBOX === 'on' ? SANDBOX_SMS : null
}

export async function sendSms(env: SmsEnv, mobile: string, body: string): Promise<{ ok: boolean }> {
  const cfg = smsConfig(env)
  if (!cfg) return { ok: false }
  const res = await providerFetch(env as Env)(`${cfg.base}/sms/v3.0/appKeys/${encodeURIComponent(cfg.appKey)}/sender/sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json;charset=UTF-8', 'X-Secret-Key': cfg.secretKey },
    body: JSON.stringify({ body, sendNo: cfg.sendNo, recipientList: [{ recipientNo: mobile }] }),
  })
  if (!res.ok) return { ok: false }
  const data = (await res.json().catch(() => null)) as { header?: { isSuccessful?: boolean } } | null
  return { ok: data?.header?.isSuccessful === true }
}
