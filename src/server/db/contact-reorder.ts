import type { D1Database } from '@cloudflare/workers-types'

/**
 * Contact-lens purchases and their run-out reminders (migration 0202). A purchase is a collected online
 * reservation line of a contact lens (04) — started on the visit day — or a store sale line of one (not refunded).
 */
export interface ContactPurchaseRow {
  src_key: string
  member_no: number
  /** YYYYMMDD */
  start_ymd: string
  goods_no: string | null
  goods_nm: string
  item_no: string | null
  item_nm: string | null
  pack_count: number | null
  qty: number
  store_no: number | null
  store_nm: string | null
  /** 1 when the reminder of this purchase went out (contact_reminders). */
  reminded: number
}

/** Both kinds of purchase since ?1 (YYYYMMDD), of the members `member(column)` names. */
const purchases = (member: (col: string) => string) => `
  SELECT 'rsv:' || r.rsv_no || ':' || rg.seq AS src_key, r.member_no, r.rsv_ymd AS start_ymd, rg.goods_no, g.goods_nm, rg.item_no,
         i.item_nm, i.pack_count, rg.buy_qtt AS qty, r.store_no, s.store_nm
    FROM reservations r JOIN reservation_goods rg ON rg.rsv_no = r.rsv_no JOIN goods g ON g.goods_no = rg.goods_no
    LEFT JOIN goods_items i ON i.item_no = rg.item_no JOIN stores s ON s.store_no = r.store_no
   WHERE r.status = 'VISITED' AND r.rsv_ymd >= ?1 AND g.goods_type_cd = '04' AND ${member('r.member_no')}
  UNION ALL
  SELECT 'sale:' || f.offline_no, f.member_no, f.purchase_ymd, f.goods_no, COALESCE(g.goods_nm, f.goods_nm), NULL, NULL,
         (SELECT MAX(pack_count) FROM goods_items WHERE goods_no = f.goods_no), f.qtt, s.store_no, COALESCE(s.store_nm, f.store_nm)
    FROM offline_orders f LEFT JOIN goods g ON g.goods_no = f.goods_no LEFT JOIN stores s ON s.store_code = f.store_code
   WHERE f.goods_type_cd = '04' AND f.purchase_ymd >= ?1 AND f.refund_dttm IS NULL AND ${member('f.member_no')}`

const withReminded = (inner: string) =>
  `SELECT p.*, EXISTS (SELECT 1 FROM contact_reminders c WHERE c.src_key = p.src_key) AS reminded FROM (${inner}) p`

/** A member's contact-lens purchases since `sinceYmd`, latest first. */
export async function contactPurchasesOf(db: D1Database, memberNo: number, sinceYmd: string, limit = 10) {
  const { results } = await db
    .prepare(`${withReminded(purchases((c) => `${c} = ?2`))} ORDER BY p.start_ymd DESC, p.src_key DESC LIMIT ?3`)
    .bind(sinceYmd, memberNo, limit)
    .all<ContactPurchaseRow>()
  return results
}

/** The purchases since `sinceYmd` of the next `members` members after `afterMember` (the job's keyset walk). */
export async function contactPurchasesAfter(db: D1Database, sinceYmd: string, afterMember: number, members: number) {
  const next = `SELECT member_no FROM (${purchases((c) => `${c} > ?2`)}) GROUP BY member_no ORDER BY member_no LIMIT ?3`
  const { results } = await db
    .prepare(`${withReminded(purchases((c) => `${c} IN (${next})`))} ORDER BY p.member_no, p.start_ymd DESC, p.src_key DESC`)
    .bind(sinceYmd, afterMember, members)
    .all<ContactPurchaseRow>()
  return results
}

/** The member (`m`) has a contact-lens visit booked from `today` on (a re-reservation): no reminder is needed. */
const rebooked = (m: string, today: string) => `EXISTS (SELECT 1 FROM reservations r2 JOIN reservation_goods g2 ON g2.rsv_no = r2.rsv_no
  JOIN goods gg ON gg.goods_no = g2.goods_no WHERE r2.member_no = ${m} AND r2.status = 'RESERVED' AND r2.rsv_ymd >= ${today} AND gg.goods_type_cd = '04')`
/** Reminders go only to active members who allow notifications (push) or the app's marketing messages. */
const consents = (m: string) =>
  `EXISTS (SELECT 1 FROM members m WHERE m.member_no = ${m} AND m.status = 'ACTIVE' AND (m.push_yn = 'Y' OR m.mkt_app_yn = 'Y'))`

export interface DueReminder {
  srcKey: string
  memberNo: number
  remindYmd: string
  runOutYmd: string
}

/**
 * Claims the reminders of `due`, each with ONE conditional INSERT: written only while the member consents and
 * has no contact-lens visit booked (checked in the same statement, so a re-reservation committed first wins
 * and one committed after finds the reminder sent); the key makes a second claim a no-op. Returns the keys
 * claimed now.
 */
export async function claimContactReminders(db: D1Database, due: DueReminder[], todayYmd: string, nowIso: string): Promise<string[]> {
  if (!due.length) return []
  const rs = await db.batch<{ src_key: string }>(
    due.map((d) =>
      db
        .prepare(
          `INSERT INTO contact_reminders (src_key, member_no, remind_ymd, run_out_ymd, reg_dttm)
           SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${consents('?2')} AND NOT ${rebooked('?2', '?6')}
           ON CONFLICT (src_key) DO NOTHING RETURNING src_key`,
        )
        .bind(d.srcKey, d.memberNo, d.remindYmd, d.runOutYmd, nowIso, todayYmd),
    ),
  )
  return rs.flatMap((r) => r.results.map((x) => x.src_key))
}

export interface UnsentReminder {
  src_key: string
  member_no: number
  run_out_ymd: string
}

/** Claimed reminders whose inbox notice is not recorded yet (this run's, or a run that stopped in between). */
export async function unsentContactReminders(db: D1Database, limit: number) {
  const { results } = await db
    .prepare(`SELECT src_key, member_no, run_out_ymd FROM contact_reminders WHERE noti_no IS NULL ORDER BY src_key LIMIT ?1`)
    .bind(limit)
    .all<UnsentReminder>()
  return results
}

/** Records the notice of each reminder (found by its dedup key, whether this run or an earlier one wrote it). */
export async function markContactRemindersSent(db: D1Database, rows: UnsentReminder[], dedupKey: (srcKey: string) => string) {
  if (!rows.length) return
  await db.batch(
    rows.map((r) =>
      db
        .prepare(
          `UPDATE contact_reminders SET noti_no = (SELECT noti_no FROM member_notifications WHERE member_no = ?2 AND dedup_key = ?3)
            WHERE src_key = ?1 AND noti_no IS NULL`,
        )
        .bind(r.src_key, r.member_no, dedupKey(r.src_key)),
    ),
  )
}

/** The reminder of a purchase as the member's card shows it: when it went out, or null. */
export async function contactReminderOf(db: D1Database, srcKey: string) {
  return db
    .prepare(`SELECT c.reg_dttm, c.noti_no FROM contact_reminders c WHERE c.src_key = ?1`)
    .bind(srcKey)
    .first<{ reg_dttm: string; noti_no: number | null }>()
}

/** Whether the member consents to the reminder, and has a contact-lens visit booked from `todayYmd` on. */
export async function contactReminderContext(db: D1Database, memberNo: number, todayYmd: string) {
  const r = await db
    .prepare(`SELECT ${consents('?1')} AS consent, ${rebooked('?1', '?2')} AS rebooked`)
    .bind(memberNo, todayYmd)
    .first<{ consent: number; rebooked: number }>()
  return { consent: r?.consent === 1, rebooked: r?.rebooked === 1 }
}
