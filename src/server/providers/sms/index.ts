import type { D1Database } from '@cloudflare/workers-types'

/**
 * SMS gateway adapter. Real provider: NHN Cloud Notification SMS v3.0
 * (POST https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{appKey}/sender/sms, header X-Secret-Key,
 * body { body, sendNo, recipientList: [{ recipientNo }] }) when SMS_APP_KEY, SMS_SECRET_KEY and
 * SMS_SEND_NO are set. Otherwise the message goes to the sandbox outbox (D1 table sms_outbox), which a
 * developer or a test reads at GET /__sandbox/sms/outbox?mobile=.
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

export async function sendSms(env: SmsEnv, mobile: string, body: string, now = new Date()): Promise<{ ok: boolean }> {
  if (smsConfigured(env)) {
    const base = env.SMS_API_BASE ?? 'https://api-sms.cloud.toast.com'
    const res = await fetch(`${base}/sms/v3.0/appKeys/${encodeURIComponent(env.SMS_APP_KEY!)}/sender/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=UTF-8', 'X-Secret-Key': env.SMS_SECRET_KEY! },
      body: JSON.stringify({ body, sendNo: env.SMS_SEND_NO, recipientList: [{ recipientNo: mobile }] }),
    })
    if (!res.ok) return { ok: false }
    const data = (await res.json().catch(() => null)) as { header?: { isSuccessful?: boolean } } | null
    return { ok: data?.header?.isSuccessful === true }
  }
  if (env.SANDBOX !== 'on') return { ok: false }
  await env.DB.prepare('INSERT INTO sms_outbox (mobile, body, created_dttm) VALUES (?1, ?2, ?3)').bind(mobile, body, now.toISOString()).run()
  return { ok: true }
}
