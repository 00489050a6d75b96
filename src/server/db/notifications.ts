import type { D1Database } from '@cloudflare/workers-types'

/** A member's inbox and push devices (migration 0070). */

export interface NotificationRow {
  noti_no: number
  member_no: number
  kind: string
  title: string
  body: string
  link: string
  push_status: string
  read_dttm: string | null
  reg_dttm: string
}

export interface NewNotification {
  memberNo: number
  kind: string
  title: string
  body: string
  link: string
  /** Same key for the same member twice = one notice (a job run twice, a retried call). */
  dedupKey?: string | null
}

/** Statement: the inbox row (a repeated dedup key inserts nothing). RETURNING noti_no when inserted. */
export function notificationStmt(db: D1Database, n: NewNotification, nowIso: string) {
  return db
    .prepare(
      `INSERT INTO member_notifications (member_no, kind, title, body, link, dedup_key, reg_dttm)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE EXISTS (SELECT 1 FROM members WHERE member_no = ?1)
       ON CONFLICT DO NOTHING RETURNING noti_no`,
    )
    .bind(n.memberNo, n.kind, n.title, n.body, n.link, n.dedupKey ?? null, nowIso)
}

/** Inserts the inbox row; the new number, or null when it was there already (same dedup key). */
export async function insertNotification(db: D1Database, n: NewNotification, nowIso: string): Promise<number | null> {
  const r = await notificationStmt(db, n, nowIso).first<{ noti_no: number }>()
  return r?.noti_no ?? null
}

/** Inserts many inbox rows in one batch; per notice its new number, or null when its dedup key was used already. */
export async function insertNotifications(db: D1Database, ns: NewNotification[], nowIso: string): Promise<(number | null)[]> {
  if (!ns.length) return []
  const rs = await db.batch<{ noti_no: number }>(ns.map((n) => notificationStmt(db, n, nowIso)))
  return rs.map((r) => r.results[0]?.noti_no ?? null)
}

/** The device tokens of those of `memberNos` who allow push (consent, active), up to five each. */
export async function pushTargetsOf(db: D1Database, memberNos: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>()
  for (let i = 0; i < memberNos.length; i += 90) {
    const part = memberNos.slice(i, i + 90)
    const { results } = await db
      .prepare(
        `SELECT d.member_no, d.token FROM push_devices d JOIN members m ON m.member_no = d.member_no
          WHERE d.member_no IN (${part.map((_, j) => `?${j + 1}`).join(',')}) AND m.push_yn = 'Y' AND m.status = 'ACTIVE'
          ORDER BY d.member_no, d.upd_dttm DESC`,
      )
      .bind(...part)
      .all<{ member_no: number; token: string }>()
    for (const r of results) {
      const list = out.get(r.member_no) ?? []
      if (list.length < 5) out.set(r.member_no, [...list, r.token])
    }
  }
  return out
}

/** Whether push is allowed (the member's consent) and the member's device tokens. */
export async function pushTargets(db: D1Database, memberNo: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT d.token FROM push_devices d JOIN members m ON m.member_no = d.member_no WHERE d.member_no = ?1 AND m.push_yn = 'Y' AND m.status = 'ACTIVE' ORDER BY d.upd_dttm DESC LIMIT 5`,
    )
    .bind(memberNo)
    .all<{ token: string }>()
  return results.map((r) => r.token)
}

export const setPushStatus = (db: D1Database, notiNo: number, status: 'SENT' | 'FAILED' | 'NONE') =>
  db.prepare('UPDATE member_notifications SET push_status = ?2 WHERE noti_no = ?1').bind(notiNo, status).run()

export const forgetDevice = (db: D1Database, token: string) => db.prepare('DELETE FROM push_devices WHERE token = ?1').bind(token).run()

/** A device token belongs to the member who registered it last. */
export const registerDevice = (db: D1Database, memberNo: number, token: string, platform: string, nowIso: string) =>
  db
    .prepare(
      `INSERT INTO push_devices (token, member_no, platform, reg_dttm, upd_dttm) VALUES (?1, ?2, ?3, ?4, ?4)
       ON CONFLICT (token) DO UPDATE SET member_no = excluded.member_no, platform = excluded.platform, upd_dttm = excluded.upd_dttm`,
    )
    .bind(token, memberNo, platform, nowIso)
    .run()

export async function notificationPage(db: D1Database, memberNo: number, rows: number, offset: number) {
  const [list, counts] = await db.batch([
    db
      .prepare('SELECT * FROM member_notifications WHERE member_no = ?1 ORDER BY noti_no DESC LIMIT ?2 OFFSET ?3')
      .bind(memberNo, rows, offset),
    db
      .prepare('SELECT COUNT(*) AS total, COALESCE(SUM(read_dttm IS NULL), 0) AS unread FROM member_notifications WHERE member_no = ?1')
      .bind(memberNo),
  ])
  const c = (counts.results[0] ?? { total: 0, unread: 0 }) as { total: number; unread: number }
  return { rows: list.results as NotificationRow[], total: c.total, unread: c.unread }
}

/** Marks the member's notices read (all, or one); the member is in the WHERE. */
export const markRead = (db: D1Database, memberNo: number, notiNo: number | null, nowIso: string) =>
  db
    .prepare('UPDATE member_notifications SET read_dttm = ?3 WHERE member_no = ?1 AND read_dttm IS NULL AND (?2 IS NULL OR noti_no = ?2)')
    .bind(memberNo, notiNo, nowIso)
    .run()

export async function pushSettings(db: D1Database, memberNo: number) {
  return db
    .prepare(
      `SELECT push_yn, push_dttm, mkt_app_yn, mkt_app_dttm, mkt_sms_yn, mkt_sms_dttm, mkt_email_yn, mkt_email_dttm, mkt_kakao_yn, mkt_kakao_dttm,
              (SELECT COUNT(*) FROM push_devices d WHERE d.member_no = members.member_no) AS devices
         FROM members WHERE member_no = ?1`,
    )
    .bind(memberNo)
    .first<Record<string, string | number | null>>()
}
