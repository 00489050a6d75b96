import type { D1Database } from '@cloudflare/workers-types'
import { holds } from './guard'

/**
 * Segment coupon issue runs (migration 0213, issue 27). A batch is one guarded D1 batch: it moves only from the
 * cursor it read (a redelivered or concurrent batch of the same run is refused whole), inserts the coupon for the
 * next ≤ ISSUE_BATCH members of the segment (a member who already has it is a no-op by the UNIQUE key), and moves
 * the run's counters and cursor — so a member gets the coupon exactly once however often a batch or a run starts.
 */
export const ISSUE_BATCH = 500

export interface IssueRunRow {
  run_no: number
  coupon_no: number
  segment_key: string
  grade_cd: string
  consent_only: 'Y' | 'N'
  valid_start_dttm: string
  valid_end_dttm: string
  state: 'RUNNING' | 'DONE'
  cursor_member_no: number
  considered: number
  issued: number
  skipped: number
  batches: number
  started_by: string
  started_at: string
  finished_at: string | null
  segment_json: string
}

/** The segment a run walks (runs started before 0214 had grade and consent only). */
export function runSegment(run: IssueRunRow): Segment {
  const j = JSON.parse(run.segment_json || '{}') as Partial<Segment>
  return {
    grade: run.grade_cd,
    consentOnly: run.consent_only,
    ageBands: j.ageBands ?? '',
    year: j.year ?? new Date(Date.parse(run.started_at) + 9 * 3600_000).getUTCFullYear(),
    favGoodsType: j.favGoodsType ?? '',
    lastOrderAfter: j.lastOrderAfter ?? '',
    lastOrderBefore: j.lastOrderBefore ?? '',
  }
}

/**
 * A member segment: grade ('ALL' or one), marketing consent, and optionally age bands (Korean age in 10-year bands,
 * 50 = 50 and over, by the Seoul year `year`), favourite goods type, and the last paid order after / before a time.
 */
export interface Segment {
  grade: string
  consentOnly: 'Y' | 'N'
  ageBands: string
  year: number
  favGoodsType: string
  lastOrderAfter: string
  lastOrderBefore: string
}

/** Starts a run unless one for this coupon and segment is running (then nothing is inserted). */
export const startRunStmt = (
  db: D1Database,
  r: { couponNo: number; segmentKey: string; segment: Segment; validStart: string; validEnd: string; by: string },
  nowIso: string,
) =>
  db
    .prepare(
      `INSERT INTO coupon_issue_runs (coupon_no, segment_key, grade_cd, consent_only, valid_start_dttm, valid_end_dttm, started_by, started_at, segment_json)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT DO NOTHING RETURNING run_no`,
    )
    .bind(
      r.couponNo,
      r.segmentKey,
      r.segment.grade,
      r.segment.consentOnly,
      r.validStart,
      r.validEnd,
      r.by,
      nowIso,
      JSON.stringify(r.segment),
    )

/** The running run of a coupon and segment (after a start that found one). */
export const runningRunStmt = (db: D1Database, couponNo: number, segmentKey: string) =>
  db.prepare(`SELECT * FROM coupon_issue_runs WHERE coupon_no = ?1 AND segment_key = ?2 AND state = 'RUNNING'`).bind(couponNo, segmentKey)

export const issueRunStmt = (db: D1Database, runNo: number) => db.prepare('SELECT * FROM coupon_issue_runs WHERE run_no = ?1').bind(runNo)

export const couponForIssueStmt = (db: D1Database, couponNo: number) =>
  db
    .prepare(
      `SELECT coupon_no, coupon_nm, valid_type_cd, valid_start_dttm, valid_end_dttm, valid_days, qtt_limit, use_yn, issue_end_dttm FROM coupons WHERE coupon_no = ?1`,
    )
    .bind(couponNo)

/** How many active members a segment has (for the confirm step and the progress bar). */
export const segmentCountStmt = (db: D1Database, seg: Segment) =>
  db.prepare(`SELECT COUNT(*) AS n FROM members m WHERE ${SEGMENT}`).bind(...segmentParams(seg))

/** A paid order of member m (not invalid, cancelled or failed). */
const PAID = `o.member_no = m.member_no AND o.status >= '20' AND o.status NOT IN ('21', '22', '23')`
/** The segment's members, active only: ?1 grade or 'ALL', ?2 consent only Y/N, ?3 age bands '20,30' or '', ?4 the Seoul
 * year ages are counted in, ?5 favourite goods type or '', ?6 last paid order at or after (ISO) or '', ?7 last paid
 * order before (ISO; members who ordered, and not since) or ''. */
const SEGMENT = `m.status = 'ACTIVE' AND (?1 = 'ALL' OR m.grade_cd = ?1) AND (?2 = 'N' OR m.mkt_sms_yn = 'Y' OR m.mkt_email_yn = 'Y')
  AND (?3 = '' OR (CAST(substr(m.birth, 1, 4) AS INTEGER) > 1900
       AND instr(',' || ?3 || ',', ',' || min(50, max(10, ((CAST(?4 AS INTEGER) - CAST(substr(m.birth, 1, 4) AS INTEGER) + 1) / 10) * 10)) || ',') > 0))
  AND (?5 = '' OR m.fav_goods_type = ?5)
  AND (?6 = '' OR EXISTS (SELECT 1 FROM orders o WHERE ${PAID} AND o.reg_dttm >= ?6))
  AND (?7 = '' OR (EXISTS (SELECT 1 FROM orders o WHERE ${PAID}) AND NOT EXISTS (SELECT 1 FROM orders o WHERE ${PAID} AND o.reg_dttm >= ?7)))`
const segmentParams = (s: Segment) =>
  [s.grade, s.consentOnly, s.ageBands, s.year, s.favGoodsType, s.lastOrderAfter, s.lastOrderBefore] as const

/** One batch of a run, from the cursor it read. */
export function issueBatchStmts(db: D1Database, run: IssueRunRow, nowIso: string) {
  const win = `SELECT m.member_no FROM members m WHERE ${SEGMENT} AND m.member_no > ?8 ORDER BY m.member_no LIMIT ${ISSUE_BATCH}`
  const params = [...segmentParams(runSegment(run)), run.cursor_member_no] as const
  return [
    holds(
      db,
      'issue.cursor',
      `SELECT state = 'RUNNING' AND cursor_member_no = ?2 FROM coupon_issue_runs WHERE run_no = ?1`,
      run.run_no,
      run.cursor_member_no,
    ),
    db
      .prepare(
        `INSERT INTO member_coupons (coupon_no, member_no, issue_seq, valid_start_dttm, valid_end_dttm, issue_dttm)
         SELECT ?9, w.member_no, 1, ?10, ?11, ?12 FROM (${win}) w WHERE 1 ON CONFLICT DO NOTHING`,
      )
      .bind(...params, run.coupon_no, run.valid_start_dttm, run.valid_end_dttm, nowIso),
    // changes() here is the INSERT's: the members who got it in this batch.
    db.prepare('UPDATE coupon_issue_runs SET issued = issued + changes(), last_issued = changes() WHERE run_no = ?1').bind(run.run_no),
    db
      .prepare(
        'UPDATE coupons SET issued_qtt = issued_qtt + (SELECT last_issued FROM coupon_issue_runs WHERE run_no = ?1) WHERE coupon_no = ?2',
      )
      .bind(run.run_no, run.coupon_no),
    db
      .prepare(
        `UPDATE coupon_issue_runs SET
           considered = considered + (SELECT COUNT(*) FROM (${win})),
           skipped = considered + (SELECT COUNT(*) FROM (${win})) - issued,
           cursor_member_no = COALESCE((SELECT MAX(member_no) FROM (${win})), cursor_member_no),
           batches = batches + 1,
           state = CASE WHEN (SELECT COUNT(*) FROM (${win})) < ${ISSUE_BATCH} THEN 'DONE' ELSE state END,
           finished_at = CASE WHEN (SELECT COUNT(*) FROM (${win})) < ${ISSUE_BATCH} THEN ?10 ELSE finished_at END
         WHERE run_no = ?9 RETURNING considered, state`,
      )
      .bind(...params, run.run_no, nowIso),
  ]
}

/** The console's coupon list (newest first) with each coupon's latest segment run. */
export const couponListStmt = (db: D1Database) =>
  db.prepare(
    `SELECT c.coupon_no, c.coupon_kind_cd, c.coupon_nm, c.benefit_type_cd, c.benefit_value, c.benefit_text, c.valid_type_cd, c.valid_end_dttm,
            c.valid_days, c.qtt_limit, c.issued_qtt, c.download_yn, c.use_yn,
            (SELECT MAX(run_no) FROM coupon_issue_runs r WHERE r.coupon_no = c.coupon_no) AS last_run_no
       FROM coupons c ORDER BY c.coupon_no DESC LIMIT 200`,
  )
