import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { changed, holds } from './guard'

/**
 * The customer-service desk's queries (issue 26 desk 1). Statement builders only: the service runs them through
 * opBatch (role guard + access-log row in the same batch). `no` of an inquiry-box item: 'I<inquiry_no>' (1:1) or
 * 'Q<qna_no>' (goods question).
 */

/** One box over both kinds of question; the filters of GET /admin/api/cs/inquiries apply to it. */
const BOX = `
  SELECT 'I' || i.inquiry_no AS no, 'inquiry' AS kind, i.category, i.title, i.content AS body, i.member_no, m.member_nm, m.login_id,
         NULL AS goods_no, NULL AS goods_nm, i.answer, i.answer_dttm, i.answer_edit_dttm, i.reg_dttm,
         (SELECT COUNT(*) FROM inquiry_files f WHERE f.inquiry_no = i.inquiry_no) AS file_count, i.hidden_yn, 'N' AS secret_yn,
         (SELECT login_id FROM operators o WHERE o.operator_no = i.answer_by) AS answer_by
    FROM inquiries i JOIN members m ON m.member_no = i.member_no
  UNION ALL
  SELECT 'Q' || q.qna_no, 'qna', '상품', substr(q.question, 1, 60), q.question, q.member_no, m.member_nm, m.login_id,
         q.goods_no, g.goods_nm, q.answer, q.answer_dttm, q.answer_edit_dttm, q.reg_dttm, 0, q.hidden_yn, q.secret_yn,
         (SELECT login_id FROM operators o WHERE o.operator_no = q.answer_by)
    FROM goods_qna q JOIN members m ON m.member_no = q.member_no LEFT JOIN goods g ON g.goods_no = q.goods_no`

export interface BoxRow {
  no: string
  kind: 'inquiry' | 'qna'
  category: string
  title: string
  body: string
  member_no: number
  member_nm: string
  login_id: string
  goods_no: string | null
  goods_nm: string | null
  answer: string | null
  answer_dttm: string | null
  answer_edit_dttm: string | null
  reg_dttm: string
  file_count: number
  hidden_yn: 'Y' | 'N'
  secret_yn: 'Y' | 'N'
  answer_by: string | null
}

export interface BoxFilter {
  state?: 'WAITING' | 'ANSWERED'
  kind?: 'inquiry' | 'qna'
  category?: string
  fromIso?: string
  toIso?: string
  goodsNo?: string
  keyword?: string
  sort: 'new' | 'old'
  limit: number
  offset: number
}

export function inquiryBoxStmts(db: D1Database, f: BoxFilter): [D1PreparedStatement, D1PreparedStatement] {
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = `(?1 IS NULL OR (?1 = 'WAITING' AND answer IS NULL) OR (?1 = 'ANSWERED' AND answer IS NOT NULL))
    AND (?2 IS NULL OR kind = ?2) AND (?3 IS NULL OR category = ?3) AND (?4 IS NULL OR reg_dttm >= ?4) AND (?5 IS NULL OR reg_dttm < ?5)
    AND (?6 IS NULL OR goods_no = ?6) AND (?7 IS NULL OR title LIKE ?7 ESCAPE '\\' OR body LIKE ?7 ESCAPE '\\' OR goods_nm LIKE ?7 ESCAPE '\\')`
  const p = [f.state ?? null, f.kind ?? null, f.category ?? null, f.fromIso ?? null, f.toIso ?? null, f.goodsNo ?? null, like]
  return [
    db.prepare(`SELECT COUNT(*) AS n FROM (${BOX}) WHERE ${where}`).bind(...p),
    db
      .prepare(`SELECT * FROM (${BOX}) WHERE ${where} ORDER BY reg_dttm ${f.sort === 'old' ? 'ASC' : 'DESC'}, no LIMIT ?8 OFFSET ?9`)
      .bind(...p, f.limit, f.offset),
  ]
}

export const boxItemStmt = (db: D1Database, no: string) => db.prepare(`SELECT * FROM (${BOX}) WHERE no = ?1`).bind(no)

/** The asker beside the question: identity (masked by the service), grade, and the five latest orders. */
export const memberCardStmt = (db: D1Database, memberNo: number) =>
  db
    .prepare(
      `SELECT member_no, login_id, member_nm, mobile, email, integration_member_gb_nm, status, reg_dttm,
              (SELECT COALESCE(SUM(amount), 0) FROM point_ledger WHERE member_no = ?1) AS point_balance
         FROM members WHERE member_no = ?1`,
    )
    .bind(memberNo)

export const recentOrdersStmt = (db: D1Database, memberNo: number, limit = 5) =>
  db
    .prepare(
      `SELECT o.ord_no, o.status, o.pay_amt, o.reg_dttm,
              (SELECT goods_nm FROM order_lines l WHERE l.ord_no = o.ord_no ORDER BY line_no LIMIT 1) AS first_goods,
              (SELECT COUNT(*) FROM order_lines l WHERE l.ord_no = o.ord_no) AS line_count
         FROM orders o WHERE o.member_no = ?1 ORDER BY o.reg_dttm DESC LIMIT ?2`,
    )
    .bind(memberNo, limit)

export const inquiryFilesStmt = (db: D1Database, inquiryNo: number) =>
  db
    .prepare(
      `SELECT f.seq, f.file_nm, f.size, mf.content_type FROM inquiry_files f LEFT JOIN member_files mf ON mf.file_id = f.file_key
        WHERE f.inquiry_no = ?1 ORDER BY f.seq`,
    )
    .bind(inquiryNo)

/** One attachment's stored object (the operator's read is logged by the batch this runs in). */
export const inquiryFileObjectStmt = (db: D1Database, inquiryNo: number, seq: number) =>
  db
    .prepare(
      `SELECT mf.r2_key, mf.content_type, f.file_nm, mf.byte_size FROM inquiry_files f JOIN member_files mf ON mf.file_id = f.file_key
        WHERE f.inquiry_no = ?1 AND f.seq = ?2`,
    )
    .bind(inquiryNo, seq)

/** A personal field of one member, for a reveal with a reason. */
export const memberFieldStmt = (db: D1Database, memberNo: number, field: 'name' | 'mobile' | 'email' | 'address') =>
  field === 'address'
    ? db
        .prepare(
          `SELECT COALESCE((SELECT '(' || zip_code || ') ' || address1 || ' ' || address2 FROM member_addresses WHERE member_no = ?1 ORDER BY default_yn = 'Y' DESC, addr_no DESC LIMIT 1), '') AS value`,
        )
        .bind(memberNo)
    : db
        .prepare(
          `SELECT COALESCE(${{ name: 'member_nm', mobile: 'mobile', email: 'email' }[field]}, '') AS value FROM members WHERE member_no = ?1`,
        )
        .bind(memberNo)

/* ---- answers: the first answer wins (the UPDATE moves only an unanswered row), an edit moves only the version the operator saw ---- */

const TABLE = { I: ['inquiries', 'inquiry_no'], Q: ['goods_qna', 'qna_no'] } as const

export function answerStmts(db: D1Database, kind: 'I' | 'Q', id: number, answer: string, operatorNo: number, nowIso: string) {
  const [table, key] = TABLE[kind]
  return [
    db
      .prepare(`UPDATE ${table} SET answer = ?2, answer_dttm = ?3, answer_by = ?4 WHERE ${key} = ?1 AND answer IS NULL`)
      .bind(id, answer, nowIso, operatorNo),
    changed(db, 'cs.answer.first'),
  ]
}

export function editAnswerStmts(
  db: D1Database,
  kind: 'I' | 'Q',
  id: number,
  answer: string,
  operatorNo: number,
  seen: string,
  nowIso: string,
) {
  const [table, key] = TABLE[kind]
  return [
    db
      .prepare(
        `UPDATE ${table} SET answer = ?2, answer_edit_dttm = ?3, answer_by = ?4
          WHERE ${key} = ?1 AND answer IS NOT NULL AND COALESCE(answer_edit_dttm, answer_dttm) = ?5`,
      )
      .bind(id, answer, nowIso, operatorNo, seen),
    changed(db, 'cs.answer.seen'),
  ]
}

/* ---- reviews ---- */

export interface ReviewFilter {
  score?: number
  photo?: 'Y' | 'N'
  blinded?: 'Y' | 'N'
  keyword?: string
  sort: 'new' | 'old' | 'score'
  limit: number
  offset: number
}

export function reviewListStmts(db: D1Database, f: ReviewFilter): [D1PreparedStatement, D1PreparedStatement] {
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = `r.del_dttm IS NULL AND (?1 IS NULL OR r.score = ?1) AND (?2 IS NULL OR r.photo_yn = ?2)
    AND (?3 IS NULL OR (?3 = 'Y') = (r.hidden_yn = 'Y')) AND (?4 IS NULL OR r.content LIKE ?4 ESCAPE '\\' OR g.goods_nm LIKE ?4 ESCAPE '\\')`
  const order = { new: 'r.reg_dttm DESC, r.review_no DESC', old: 'r.reg_dttm ASC, r.review_no', score: 'r.score ASC, r.reg_dttm DESC' }[
    f.sort
  ]
  const p = [f.score ?? null, f.photo ?? null, f.blinded ?? null, like]
  return [
    db.prepare(`SELECT COUNT(*) AS n FROM goods_reviews r LEFT JOIN goods g ON g.goods_no = r.goods_no WHERE ${where}`).bind(...p),
    db
      .prepare(
        `SELECT r.review_no, r.goods_no, g.goods_nm, r.member_no, r.writer_nm, r.score, r.content, r.photo_yn, r.point_amt, r.hidden_yn,
                r.blind_reason, r.blind_dttm, r.reply, r.reply_dttm, r.reg_dttm, r.ord_no,
                (SELECT COUNT(*) FROM review_photos p WHERE p.review_no = r.review_no) AS photo_count
           FROM goods_reviews r LEFT JOIN goods g ON g.goods_no = r.goods_no WHERE ${where} ORDER BY ${order} LIMIT ?5 OFFSET ?6`,
      )
      .bind(...p, f.limit, f.offset),
  ]
}

export interface ReviewAdminRow {
  review_no: number
  goods_no: string
  goods_nm: string | null
  member_no: number | null
  writer_nm: string
  score: number
  content: string
  photo_yn: 'Y' | 'N'
  point_amt: number
  hidden_yn: 'Y' | 'N'
  blind_reason: string | null
  blind_dttm: string | null
  reply: string | null
  reply_dttm: string | null
  reg_dttm: string
  ord_no: string | null
  photo_count: number
}

export const reviewRowStmt = (db: D1Database, reviewNo: number) =>
  db
    .prepare(
      `SELECT review_no, goods_no, member_no, score, point_amt, hidden_yn, ord_no, line_no FROM goods_reviews WHERE review_no = ?1 AND del_dttm IS NULL`,
    )
    .bind(reviewNo)

/**
 * The points a review paid, taken back once: the ledger line's key is the review's withdrawal key (the same key the
 * refund path and the writer's own deletion use, so no path takes them twice), never more than the balance (a spent
 * share stays spent: the balance trigger would refuse it), and the review then has nothing left to withdraw.
 */
export function reviewPointWithdrawStmts(
  db: D1Database,
  r: { review_no: number; member_no: number; point_amt: number; ord_no: string | null; line_no: number | null },
  ledgerReason: string,
  nowIso: string,
): D1PreparedStatement[] {
  if (!r.point_amt) return []
  const key = `review-withdraw:${r.ord_no ?? r.review_no}:${r.line_no ?? 0}`
  return [
    db
      .prepare(
        `INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm, ref_key)
         SELECT ?1, -MIN(?2, bal), ?3, NULL, ?4, ?5 FROM (SELECT COALESCE(SUM(amount), 0) AS bal FROM point_ledger WHERE member_no = ?1)
          WHERE MIN(?2, bal) > 0 AND NOT EXISTS (SELECT 1 FROM point_ledger WHERE ref_key = ?5)`,
      )
      .bind(r.member_no, r.point_amt, ledgerReason, nowIso, key),
    db.prepare(`UPDATE goods_reviews SET point_amt = 0 WHERE review_no = ?1`).bind(r.review_no),
  ]
}

/** Blind or unblind, moving only from the state the operator saw (a second click is a GuardError → 409). */
export function blindStmts(db: D1Database, reviewNo: number, blind: boolean, reason: string, nowIso: string) {
  return [
    db
      .prepare(
        `UPDATE goods_reviews SET hidden_yn = ?2, blind_reason = ?3, blind_dttm = ?4
          WHERE review_no = ?1 AND del_dttm IS NULL AND hidden_yn = ?5`,
      )
      .bind(reviewNo, blind ? 'Y' : 'N', reason, nowIso, blind ? 'N' : 'Y'),
    changed(db, 'cs.review.state'),
    // The goods' review count and grade follow what is public.
    db
      .prepare(
        `UPDATE goods SET review_count = (SELECT COUNT(*) FROM goods_reviews WHERE goods_no = goods.goods_no AND display_yn = 'Y' AND hidden_yn = 'N' AND del_dttm IS NULL),
                          grade = COALESCE((SELECT AVG(score) FROM goods_reviews WHERE goods_no = goods.goods_no AND display_yn = 'Y' AND hidden_yn = 'N' AND del_dttm IS NULL), 0)
          WHERE goods_no = (SELECT goods_no FROM goods_reviews WHERE review_no = ?1)`,
      )
      .bind(reviewNo),
  ]
}

export function replyStmts(db: D1Database, reviewNo: number, reply: string, nowIso: string) {
  return [
    db
      .prepare(`UPDATE goods_reviews SET reply = ?2, reply_dttm = ?3 WHERE review_no = ?1 AND del_dttm IS NULL`)
      .bind(reviewNo, reply, nowIso),
    changed(db, 'cs.review.exists'),
  ]
}

/* ---- style-vote posts ---- */

export function stylePostStmts(
  db: D1Database,
  state: 'hidden' | 'reported' | 'all',
  limit: number,
  offset: number,
): [D1PreparedStatement, D1PreparedStatement] {
  const where = `v.member_no IS NOT NULL AND (?1 = 'all' OR (?1 = 'hidden' AND v.hidden_yn = 'Y') OR (?1 = 'reported' AND v.report_count > 0))`
  return [
    db.prepare(`SELECT COUNT(*) AS n FROM style_votes v WHERE ${where}`).bind(state),
    db
      .prepare(
        `SELECT v.vote_no, v.title, v.description, v.member_no, v.writer_nm, v.hidden_yn, v.report_count, v.removed_dttm, v.moderation_reason,
                v.reg_dttm, v.end_dttm,
                (SELECT json_group_array(reason) FROM (SELECT reason FROM style_vote_reports r WHERE r.vote_no = v.vote_no ORDER BY reg_dttm DESC LIMIT 5)) AS reasons
           FROM style_votes v WHERE ${where} ORDER BY v.report_count DESC, v.vote_no DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(state, limit, offset),
  ]
}

/** Restore (a hidden, not removed post shows again and its report count starts over) or remove (hidden for good). */
export function moderateStyleStmts(db: D1Database, voteNo: number, action: 'restore' | 'remove', reason: string, nowIso: string) {
  return action === 'restore'
    ? [
        db
          .prepare(
            `UPDATE style_votes SET hidden_yn = 'N', report_count = 0, moderation_reason = ?2, upd_dttm = ?3
              WHERE vote_no = ?1 AND member_no IS NOT NULL AND hidden_yn = 'Y' AND removed_dttm IS NULL`,
          )
          .bind(voteNo, reason, nowIso),
        changed(db, 'cs.style.hidden'),
        db.prepare('DELETE FROM style_vote_reports WHERE vote_no = ?1').bind(voteNo),
      ]
    : [
        db
          .prepare(
            `UPDATE style_votes SET hidden_yn = 'Y', removed_dttm = ?3, moderation_reason = ?2, upd_dttm = ?3
              WHERE vote_no = ?1 AND member_no IS NOT NULL AND removed_dttm IS NULL`,
          )
          .bind(voteNo, reason, nowIso),
        changed(db, 'cs.style.present'),
      ]
}

/* ---- member look-up and manual points ---- */

export function memberSearchStmts(
  db: D1Database,
  q: string | undefined,
  limit: number,
  offset: number,
): [D1PreparedStatement, D1PreparedStatement] {
  const digits = q?.replace(/\D/g, '') ?? ''
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = `(?1 IS NULL OR login_id LIKE ?1 ESCAPE '\\' OR member_nm LIKE ?1 ESCAPE '\\' OR (?2 <> '' AND mobile LIKE '%' || ?2 || '%') OR email LIKE ?1 ESCAPE '\\' OR CAST(member_no AS TEXT) = ?3)`
  const p = [like, digits.length >= 4 ? digits : '', q ?? '']
  return [
    db.prepare(`SELECT COUNT(*) AS n FROM members WHERE ${where}`).bind(...p),
    db
      .prepare(
        `SELECT member_no, login_id, member_nm, mobile, email, integration_member_gb_nm, status, auth_role, reg_dttm,
                (SELECT COALESCE(SUM(amount), 0) FROM point_ledger WHERE member_no = members.member_no) AS point_balance
           FROM members WHERE ${where} ORDER BY member_no DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(...p, limit, offset),
  ]
}

export const memberClaimsStmt = (db: D1Database, memberNo: number) =>
  db
    .prepare(
      `SELECT claim_no, ord_no, claim_type, status, refund_amt, reg_dttm FROM claims WHERE member_no = ?1 ORDER BY reg_dttm DESC LIMIT 10`,
    )
    .bind(memberNo)

export const memberInquiriesStmt = (db: D1Database, memberNo: number) =>
  db.prepare(`SELECT * FROM (${BOX}) WHERE member_no = ?1 ORDER BY reg_dttm DESC LIMIT 10`).bind(memberNo)

export const memberLedgerStmt = (db: D1Database, memberNo: number) =>
  db
    .prepare(`SELECT ledger_no, amount, reason, ord_no, reg_dttm FROM point_ledger WHERE member_no = ?1 ORDER BY ledger_no DESC LIMIT 20`)
    .bind(memberNo)

/**
 * A manual grant (+) or deduction (−) with the ledger reason 기타: the request key's row makes a replay abort, the
 * balance guard keeps it from going below zero (the ledger's own trigger too).
 */
export function manualPointStmts(db: D1Database, memberNo: number, amount: number, nowIso: string, requestKey: string) {
  return [
    holds(db, 'cs.member.exists', `SELECT EXISTS (SELECT 1 FROM members WHERE member_no = ?1 AND status <> 'WITHDRAWN')`, memberNo),
    db
      .prepare(`INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm, ref_key) VALUES (?1, ?2, '기타', NULL, ?3, ?4)`)
      .bind(memberNo, amount, nowIso, `manual:${requestKey}`),
  ]
}

/* ---- single reads outside a logged batch (after the write that was logged) ---- */
export const boxItem = (db: D1Database, no: string) => boxItemStmt(db, no).first<BoxRow>()
export const memberCardRow = (db: D1Database, memberNo: number) => memberCardStmt(db, memberNo).first<{ point_balance: number }>()
export const memberMobile = async (db: D1Database, memberNo: number) =>
  (await memberFieldStmt(db, memberNo, 'mobile').first<{ value: string }>())?.value.replace(/\D/g, '') || null
export const reviewRow = (db: D1Database, reviewNo: number) =>
  reviewRowStmt(db, reviewNo).first<{
    review_no: number
    goods_no: string
    member_no: number | null
    point_amt: number
    hidden_yn: string
    ord_no: string | null
    line_no: number | null
  }>()
