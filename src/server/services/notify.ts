/**
 * The one way other domains tell a member something: `notifyMember(env, { memNo, kind, title, body, link })`
 * writes the inbox row (/mypage/app/pushnotification) and sends a push through the FCM adapter only when
 * the member's push consent (members.push_yn) is on and a device is registered. A `dedupKey` makes a
 * repeated notice (a nightly job run twice, a retried request) a no-op. Never throws for a push failure.
 */
import { forgetDevice, insertNotification, insertNotifications, pushTargets, pushTargetsOf, setPushStatus } from '../db/notifications'
import type { Env } from '../env'
import { sendPush } from '../providers/push'

export type NotifyKind =
  | 'SHIPPED'
  | 'DELIVERED'
  | 'CONFIRMED'
  | 'RESERVATION'
  | 'COUPON_EXPIRING'
  | 'PICKUP_READY'
  | 'STAMP'
  | 'NOTICE'
  | 'CLAIM'
  | 'ANSWER'
  | 'CONTACT_REORDER'

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

const safeLink = (link?: string) => (link && link.startsWith('/') && !link.startsWith('//') ? link : '')
const row = (n: Notice) => ({ memberNo: n.memNo, kind: n.kind, title: n.title, body: n.body, link: safeLink(n.link), dedupKey: n.dedupKey })

export async function notifyMember(env: Env, n: Notice, now = new Date()): Promise<NotifyResult> {
  const notiNo = await insertNotification(env.DB, row(n), now.toISOString())
  if (notiNo === null) return { notiNo, push: 'NONE' }
  return { notiNo, push: await pushNotice(env, n, notiNo, await pushTargets(env.DB, n.memNo)) }
}

/**
 * The same for many notices at once (a nightly job's batch, a fan-out): the inbox rows in one D1 batch, the push
 * targets of all their members in one read, then a push per device as notifyMember does. Same rules: dedup keys,
 * consent, never throws for a push failure.
 */
export async function notifyMembers(env: Env, ns: Notice[], now = new Date()): Promise<NotifyResult[]> {
  const nos = await insertNotifications(env.DB, ns.map(row), now.toISOString())
  const fresh = ns.filter((_, i) => nos[i] !== null)
  const targets = fresh.length ? await pushTargetsOf(env.DB, [...new Set(fresh.map((n) => n.memNo))]) : new Map<number, string[]>()
  const out: NotifyResult[] = []
  for (const [i, n] of ns.entries()) {
    const notiNo = nos[i]
    const tokens = notiNo === null ? [] : (targets.get(n.memNo) ?? [])
    out.push({ notiNo, push: notiNo === null || !tokens.length ? 'NONE' : await pushNotice(env, n, notiNo, tokens) })
  }
  return out
}

async function pushNotice(env: Env, n: Notice, notiNo: number, tokens: string[]): Promise<NotifyResult['push']> {
  if (!tokens.length) return 'NONE'
  const link = safeLink(n.link)
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
  return push
}
