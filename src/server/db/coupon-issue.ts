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
}

/** Starts a run unless one for this coupon and segment is running (then nothing is inserted). */
export const startRunStmt = (
  db: D1Database,
  r: { couponNo: number; segmentKey: string; grade: string; consentOnly: 'Y' | 'N'; validStart: string; validEnd: string; by: string },
  nowIso: string,
) =>
  db
    .prepare(
      `INSERT INTO coupon_issue_runs (coupon_no, segment_key, grade_cd, consent_only, valid_start_dttm, valid_end_dttm, started_by, started_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO NOTHING RETURNING run_no`,
    )
    .bind(r.couponNo, r.segmentKey, r.grade, r.consentOnly, r.validStart, r.validEnd, r.by, nowIso)

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

/** How many active members a segment has (for the confirm step). */
export const segmentCountStmt = (db: D1Database, grade: string, consentOnly: 'Y' | 'N') =>
  db.prepare(`SELECT COUNT(*) AS n FROM members m WHERE ${SEGMENT}`).bind(grade, consentOnly)

/** The segment's members (?1 grade or 'ALL', ?2 consent only Y/N), active only. */
const SEGMENT = `m.status = 'ACTIVE' AND (?1 = 'ALL' OR m.grade_cd = ?1) AND (?2 = 'N' OR m.mkt_sms_yn = 'Y' OR m.mkt_email_yn = 'Y')`

/** One batch of a run, from the cursor it read. */
export function issueBatchStmts(db: D1Database, run: IssueRunRow, nowIso: string) {
  const win = `SELECT m.member_no FROM members m WHERE ${SEGMENT} AND m.member_no > ?3 ORDER BY m.member_no LIMIT ${ISSUE_BATCH}`
  const params = [run.grade_cd, run.consent_only, run.cursor_member_no] as const
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
         SELECT ?4, w.member_no, 1, ?5, ?6, ?7 FROM (${win}) w WHERE 1 ON CONFLICT DO NOTHING`,
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
           finished_at = CASE WHEN (SELECT COUNT(*) FROM (${win})) < ${ISSUE_BATCH} THEN ?5 ELSE finished_at END
         WHERE run_no = ?4 RETURNING considered, state`,
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
