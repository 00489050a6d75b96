import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { DeskStage } from '../../shared/order/claim-flow'
import { changed } from './guard'
import type { ClaimRow } from './claims'

/** The claims desk's reads and statements (migration 0150). Steps are composed into one guarded batch by the service. */

export interface DeskClaimRow extends ClaimRow {
  member_no: number | null
  desk_stage: DeskStage
  exchange_yn: number
  lines_json: string
  shipping_paid_by: string | null
  pickup_courier_nm: string | null
  pickup_invoice_no: string | null
  pickup_booked_dttm: string | null
  received_dttm: string | null
  received_at: string | null
  refund_due_ymd: string | null
  inspected_dttm: string | null
  reject_reason: string | null
  reship_courier_nm: string | null
  reship_invoice_no: string | null
  // from the order
  order_status: string
  dlvr_method: string
  store_code: string | null
  store_nm: string | null
  orderer_nm: string
  orderer_mobile: string
  receiver_nm: string
  receiver_mobile: string
  zip_code: string
  address1: string
  address2: string
  pay_method: string
  pay_amt: number
}

const DESK_SELECT = `SELECT c.*, o.status AS order_status, o.dlvr_method, o.store_code, o.store_nm, o.orderer_nm, o.orderer_mobile,
  o.receiver_nm, o.receiver_mobile, o.zip_code, o.address1, o.address2, o.pay_method, o.pay_amt,
  (SELECT goods_nm FROM order_lines l WHERE l.ord_no = c.ord_no ORDER BY line_no LIMIT 1) AS first_goods_nm
  FROM claims c JOIN orders o ON o.ord_no = c.ord_no`

export const deskClaim = (db: D1Database, claimNo: number) =>
  db.prepare(`${DESK_SELECT} WHERE c.claim_no = ?1`).bind(claimNo).first<DeskClaimRow>()

export const deskClaimByPickupInvoice = (db: D1Database, invoiceNo: string) =>
  db.prepare(`${DESK_SELECT} WHERE c.pickup_invoice_no = ?1`).bind(invoiceNo).first<DeskClaimRow>()

/** Claims the desk works: every return and exchange, and cancels that wait for it (a request at 30, or a failed refund). */
const DESK_SCOPE = `(c.claim_type = 'RETURN' OR c.desk_stage <> 'DONE' OR c.status = 'FAIL')`

export interface QueueFilter {
  /** A desk stage, 'OPEN' (not finished) or 'LATE' (past the refund deadline), or undefined for all. */
  state?: string
  type?: 'CANCEL' | 'RETURN' | 'EXCHANGE'
  todayYmd: string
  rows: number
  offset: number
}

/**
 * The queue, late claims first (past their refund deadline and still open), then by deadline, then oldest first.
 */
export async function claimQueue(db: D1Database, f: QueueFilter) {
  const where = [DESK_SCOPE]
  const params: unknown[] = [f.todayYmd]
  const late = `(c.refund_due_ymd IS NOT NULL AND c.refund_due_ymd < ?1 AND c.desk_stage NOT IN ('DONE','REJECTED'))`
  if (f.state === 'OPEN') where.push(`c.desk_stage NOT IN ('DONE','REJECTED')`)
  else if (f.state === 'LATE') where.push(late)
  else if (f.state) {
    params.push(f.state)
    where.push(`c.desk_stage = ?${params.length}`)
  }
  if (f.type === 'CANCEL') where.push(`c.claim_type = 'CANCEL'`)
  else if (f.type === 'RETURN') where.push(`c.claim_type = 'RETURN' AND c.exchange_yn = 0`)
  else if (f.type === 'EXCHANGE') where.push(`c.claim_type = 'RETURN' AND c.exchange_yn = 1`)
  const w = where.join(' AND ')
  const total =
    (
      await db
        .prepare(`SELECT COUNT(*) AS n FROM claims c WHERE ${w} AND ?1 = ?1`)
        .bind(...params)
        .first<{ n: number }>()
    )?.n ?? 0
  const { results } = await db
    .prepare(
      `${DESK_SELECT} WHERE ${w}
       ORDER BY ${late} DESC, (c.desk_stage IN ('DONE','REJECTED')) ASC, COALESCE(c.refund_due_ymd, '99999999') ASC, c.reg_dttm ASC
       LIMIT ?${params.length + 1} OFFSET ?${params.length + 2}`,
    )
    .bind(...params, f.rows, f.offset)
    .all<DeskClaimRow>()
  return { total, rows: results }
}

/** Open claims whose refund deadline is before `todayYmd` (the nightly summary). */
export async function lateClaims(db: D1Database, todayYmd: string, limit = 200) {
  const { results } = await db
    .prepare(
      `${DESK_SELECT} WHERE c.refund_due_ymd IS NOT NULL AND c.refund_due_ymd < ?1 AND c.desk_stage NOT IN ('DONE','REJECTED')
       ORDER BY c.refund_due_ymd, c.claim_no LIMIT ?2`,
    )
    .bind(todayYmd, limit)
    .all<DeskClaimRow>()
  return results
}

export interface ClaimEventRow {
  event_no: number
  claim_no: number
  step: string
  from_stage: string
  to_stage: string
  status: string
  memo: string
  actor: string
  reg_dttm: string
}

export async function claimEvents(db: D1Database, claimNo: number) {
  const { results } = await db
    .prepare('SELECT * FROM claim_events WHERE claim_no = ?1 ORDER BY event_no')
    .bind(claimNo)
    .all<ClaimEventRow>()
  return results
}

/** Events of several claims at once (the member's claim list). */
export async function eventsOfClaims(db: D1Database, claimNos: number[]) {
  if (!claimNos.length) return []
  const { results } = await db
    .prepare('SELECT * FROM claim_events WHERE claim_no IN (SELECT value FROM json_each(?1)) ORDER BY event_no')
    .bind(JSON.stringify(claimNos))
    .all<ClaimEventRow>()
  return results
}

export async function eventsOfOrder(db: D1Database, ordNo: string) {
  const { results } = await db
    .prepare('SELECT e.* FROM claim_events e JOIN claims c ON c.claim_no = e.claim_no WHERE c.ord_no = ?1 ORDER BY e.event_no')
    .bind(ordNo)
    .all<ClaimEventRow>()
  return results
}

export interface LineCheckRow {
  claim_no: number
  line_no: number
  qtt: number
  verdict: 'ACCEPT' | 'REJECT'
  reason: string
  file_id: string | null
  reg_dttm: string
}

export async function lineChecks(db: D1Database, claimNo: number) {
  const { results } = await db
    .prepare('SELECT * FROM claim_line_checks WHERE claim_no = ?1 ORDER BY line_no')
    .bind(claimNo)
    .all<LineCheckRow>()
  return results
}

/** What a step writes on the claim besides its stage (column → value); only these columns. */
export interface StageFields {
  status?: string
  pickup_courier_nm?: string
  pickup_invoice_no?: string
  pickup_booked_dttm?: string
  received_dttm?: string
  received_at?: string
  refund_due_ymd?: string
  inspected_dttm?: string
  reject_reason?: string
  reship_courier_nm?: string
  reship_invoice_no?: string
  cmpl_dttm?: string
}
const FIELD_NAMES = new Set([
  'status',
  'pickup_courier_nm',
  'pickup_invoice_no',
  'pickup_booked_dttm',
  'received_dttm',
  'received_at',
  'refund_due_ymd',
  'inspected_dttm',
  'reject_reason',
  'reship_courier_nm',
  'reship_invoice_no',
  'cmpl_dttm',
])

/**
 * Statements: the claim moves from the stage the caller saw (`from`, one of) to `to`, with `fields`; the guard
 * after it aborts the whole batch when the claim was not at that stage any more ('claim.stage').
 */
export function moveStageStmts(
  db: D1Database,
  claimNo: number,
  from: readonly DeskStage[],
  to: DeskStage,
  fields: StageFields = {},
): D1PreparedStatement[] {
  const cols = Object.entries(fields).filter(([k, v]) => FIELD_NAMES.has(k) && v !== undefined)
  const set = [`desk_stage = ?1`, ...cols.map(([k], i) => `${k} = ?${i + 4}`)].join(', ')
  return [
    db
      .prepare(`UPDATE claims SET ${set} WHERE claim_no = ?2 AND desk_stage IN (SELECT value FROM json_each(?3))`)
      .bind(to, claimNo, JSON.stringify(from), ...cols.map(([, v]) => v)),
    changed(db, 'claim.stage'),
  ]
}

export const claimEventStmt = (
  db: D1Database,
  e: { claimNo: number; step: string; from: string; to: string; status: string; memo: string; actor: string; nowIso: string },
) =>
  db
    .prepare(
      'INSERT INTO claim_events (claim_no, step, from_stage, to_stage, status, memo, actor, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)',
    )
    .bind(e.claimNo, e.step, e.from, e.to, e.status, e.memo, e.actor, e.nowIso)

export const lineCheckStmt = (
  db: D1Database,
  c: { claimNo: number; lineNo: number; qtt: number; verdict: 'ACCEPT' | 'REJECT'; reason: string; fileId: string | null; nowIso: string },
) =>
  db
    .prepare(
      'INSERT INTO claim_line_checks (claim_no, line_no, qtt, verdict, reason, file_id, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
    )
    .bind(c.claimNo, c.lineNo, c.qtt, c.verdict, c.reason, c.fileId, c.nowIso)

/** Statement: a rejected line's quantity goes back to the member (it may be claimed again within the window). */
export const giveBackQttStmt = (db: D1Database, ordNo: string, lineNo: number, qtt: number, lineStatus: string) =>
  db
    .prepare(`UPDATE order_lines SET claim_qtt = claim_qtt - ?3, status = ?4 WHERE ord_no = ?1 AND line_no = ?2 AND claim_qtt >= ?3`)
    .bind(ordNo, lineNo, qtt, lineStatus)

/** Statement: a claimed line's status (74/75 refunded, 66/67 exchanged). */
export const lineStatusStmt = (db: D1Database, ordNo: string, lineNo: number, status: string) =>
  db.prepare(`UPDATE order_lines SET status = ?3 WHERE ord_no = ?1 AND line_no = ?2`).bind(ordNo, lineNo, status)

/** Statement: the order follows its claim, only while it is still at the claim's status (another claim may have moved it). */
export const orderFollowsStmt = (db: D1Database, ordNo: string, fromStatus: string, toStatus: string, nowIso: string) =>
  db.prepare(`UPDATE orders SET status = ?3, upd_dttm = ?4 WHERE ord_no = ?1 AND status = ?2`).bind(ordNo, fromStatus, toStatus, nowIso)

/** Statement: a cancel request's claim (order at 30 → 23), one per order (UNIQUE). */
export const insertCancelRequestStmt = (
  db: D1Database,
  c: {
    ordNo: string
    memberNo: number
    reasonCd: string
    reasonText: string
    refundAmt: number
    nowIso: string
    requestKey: string | null
  },
) =>
  db
    .prepare(
      `INSERT INTO claims (ord_no, member_no, claim_type, reason_cd, reason_text, status, refund_amt, refund_way, lines_json, reg_dttm, request_key, desk_stage)
       VALUES (?1, ?2, 'CANCEL', ?3, ?4, '23', ?5, 'PG', '[]', ?6, ?7, 'REQUESTED') RETURNING *`,
    )
    .bind(c.ordNo, c.memberNo, c.reasonCd, c.reasonText, c.refundAmt, c.nowIso, c.requestKey)

/** Statement: an approved cancel of an order at 30 puts its goods back in stock (they never left the warehouse). */
export const stockBackStmt = (db: D1Database, ordNo: string) =>
  db
    .prepare(
      `UPDATE goods_items SET stock_qtt = stock_qtt + (SELECT SUM(l.buy_qtt - l.claim_qtt) FROM order_lines l WHERE l.ord_no = ?1 AND l.item_no = goods_items.item_no)
        WHERE item_no IN (SELECT item_no FROM order_lines WHERE ord_no = ?1)`,
    )
    .bind(ordNo)

/** The night's summary of late refunds; false when that night's summary exists already. */
export async function saveLateSummary(db: D1Database, ymd: string, claims: unknown[], nowIso: string) {
  const r = await db
    .prepare(
      'INSERT INTO claim_late_summaries (summary_ymd, late_count, claims_json, reg_dttm) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING',
    )
    .bind(ymd, claims.length, JSON.stringify(claims), nowIso)
    .run()
  return r.meta.changes > 0
}

export const latestLateSummary = (db: D1Database) =>
  db
    .prepare('SELECT * FROM claim_late_summaries ORDER BY summary_ymd DESC LIMIT 1')
    .first<{ summary_ymd: string; late_count: number; claims_json: string; reg_dttm: string }>()

/** Statement: the order's lines at one of `from` move to `to` (a cancel request, its approval or refusal). */
export const linesMoveStmt = (db: D1Database, ordNo: string, from: string[], to: string) =>
  db
    .prepare(`UPDATE order_lines SET status = ?3 WHERE ord_no = ?1 AND status IN (SELECT value FROM json_each(?2))`)
    .bind(ordNo, JSON.stringify(from), to)

/** Statement: a cancel request's first event (the claim inserted just before in the same batch). */
export const requestEventStmt = (db: D1Database, ordNo: string, memo: string, nowIso: string) =>
  db
    .prepare(
      `INSERT INTO claim_events (claim_no, step, from_stage, to_stage, status, memo, actor, reg_dttm)
       SELECT claim_no, 'request', 'REQUESTED', 'REQUESTED', '23', ?2, 'MEMBER', ?3 FROM claims WHERE ord_no = ?1 AND claim_type = 'CANCEL'`,
    )
    .bind(ordNo, memo, nowIso)

/** Statement: an accepted returned line's units go back in stock (the goods passed inspection at the warehouse). */
export const restockLineStmt = (db: D1Database, ordNo: string, lineNo: number, qtt: number) =>
  db
    .prepare(
      `UPDATE goods_items SET stock_qtt = stock_qtt + ?3 WHERE item_no = (SELECT item_no FROM order_lines WHERE ord_no = ?1 AND line_no = ?2)`,
    )
    .bind(ordNo, lineNo, qtt)
