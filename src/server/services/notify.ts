/**
 * The one way other domains tell a member something: `notifyMember(env, { memNo, kind, title, body, link })`
 * writes the inbox row (/mypage/app/pushnotification) and sends a push through the FCM adapter only when
 * the member's push consent (members.push_yn) is on and a device is registered. A `dedupKey` makes a
 * repeated notice (a nightly job run twice, a retried request) a no-op. Never throws for a push failure.
 */
import { forgetDevice, insertNotification, pushTargets, setPushStatus } from '../db/notifications'
import type { Env } from '../env'
import { sendPush } from '../providers/push'

export type NotifyKind =
  'SHIPPED' | 'DELIVERED' | 'CONFIRMED' | 'RESERVATION' | 'COUPON_EXPIRING' | 'PICKUP_READY' | 'STAMP' | 'NOTICE' | 'CLAIM'

export interface Notice {
  memNo: number
  kind: NotifyKind
  title: string
  body: string
  /** Same-origin path the notice opens, e.g. /mypage/manageorder/orderdetail/O2026… */
  link?: string
  dedupKey?: string
}

export interface NotifyResult {
  /** The inbox row, or null when the dedup key had been used already (nothing sent). */
  notiNo: number | null
  push: 'SENT' | 'FAILED' | 'NONE'
}

export async function notifyMember(env: Env, n: Notice, now = new Date()): Promise<NotifyResult> {
  const link = n.link && n.link.startsWith('/') && !n.link.startsWith('//') ? n.link : ''
  const notiNo = await insertNotification(
    env.DB,
    { memberNo: n.memNo, kind: n.kind, title: n.title, body: n.body, link, dedupKey: n.dedupKey },
    now.toISOString(),
  )
  if (notiNo === null) return { notiNo, push: 'NONE' }
  const tokens = await pushTargets(env.DB, n.memNo)
  if (!tokens.length) return { notiNo, push: 'NONE' }
  let sent = false
  for (const token of tokens) {
    try {
      const r = await sendPush(env, { token, title: n.title, body: n.body, link, kind: n.kind })
      if (r === 'sent') sent = true
      else if (r === 'unregistered') await forgetDevice(env.DB, token)
    } catch (e) {
      console.error('push failed', e)
    }
  }
  const push = sent ? 'SENT' : 'FAILED'
  await setPushStatus(env.DB, notiNo, push)
  return { notiNo, push }
}
