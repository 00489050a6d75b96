/**
 * Reviews written by members: one per order line (UNIQUE (ord_no, line_no) of migration 0090), points paid in
 * the same batch (ledger reason 후기작성, one ledger line per `ref_key`), the goods' review counter and grade
 * changed in that batch with one atomic UPDATE each — so N concurrent submits of one line leave one review,
 * one grant and a counter moved by one.
 */
import type { D1Database } from '@cloudflare/workers-types'
import type {
  GoodsReviewListAnswer,
  MyReview,
  MyReviewsAnswer,
  ReviewItem,
  ReviewPolicy,
  ReviewableLine,
} from '../../shared/api/voice-types'
import { maskName } from '../../shared/format'
import type { ReviewSort } from '../../shared/schemas/voice'
import { guardedBatch, changed } from './guard'

/** Points expire 36 months after earning (domain notes). */
const POINT_LIFE_MS = 3 * 365 * 86_400_000

const REVIEWABLE_SQL = `('50','90')`
/** Public: visible, not hidden by the customer center, not deleted by its writer. */
const PUBLIC = `r.display_yn = 'Y' AND r.hidden_yn = 'N' AND r.del_dttm IS NULL`

export async function reviewPolicy(db: D1Database): Promise<ReviewPolicy> {
  const r = await db
    .prepare('SELECT text_point, photo_point, withdraw_days FROM review_policy WHERE id = 1')
    .first<{ text_point: number; photo_point: number; withdraw_days: number }>()
  return { textPoint: r?.text_point ?? 500, photoPoint: r?.photo_point ?? 1000, withdrawDays: r?.withdraw_days ?? 30 }
}

export const reviewPhotoUrl = (fileKey: string) => `/api/v1/front/review/photo/${encodeURIComponent(fileKey)}`

type ReviewRow = {
  review_no: number
  goods_no: string
  member_no: number | null
  writer_nm: string
  score: number
  content: string
  photo_yn: 'Y' | 'N'
  item_nm: string
  ord_no: string | null
  line_no: number | null
  reg_dttm: string
  photos: string | null
  purchase_revoked_dttm: string | null
  reply: string | null
  reply_dttm: string | null
}
const REVIEW_COLS = `r.review_no, r.goods_no, r.member_no, r.writer_nm, r.score, r.content, r.photo_yn, r.item_nm, r.ord_no, r.line_no, r.reg_dttm, r.purchase_revoked_dttm, r.reply, r.reply_dttm,
  (SELECT json_group_array(json_object('k', p.file_key, 's', p.img_src, 'w', p.width, 'h', p.height)) FROM (SELECT * FROM review_photos WHERE review_no = r.review_no ORDER BY seq) p) AS photos`

function toReview(r: ReviewRow, reader: number | null): ReviewItem {
  const photos = (JSON.parse(r.photos ?? '[]') as Array<{ k: string | null; s: string | null; w: number; h: number }>).map((p) => ({
    key: p.k,
    url: p.k ? reviewPhotoUrl(p.k) : (p.s ?? ''),
    width: p.w,
    height: p.h,
  }))
  return {
    reviewNo: r.review_no,
    goodsNo: r.goods_no,
    writer: maskName(r.writer_nm),
    score: r.score,
    content: r.content,
    grade: r.photo_yn === 'Y' ? '프리미엄' : '일반',
    photos,
    itemNm: r.item_nm,
    // 구매 인증: a review of a purchase that was not refunded (a refund takes the badge away, services/refund.ts).
    purchased: r.ord_no != null && !r.purchase_revoked_dttm,
    regDate: r.reg_dttm,
    mine: reader != null && r.member_no === reader,
    reply: r.reply && r.reply_dttm ? { content: r.reply, dttm: r.reply_dttm } : null,
  }
}

const ORDER: Record<ReviewSort, string> = {
  new: 'r.reg_dttm DESC, r.review_no DESC',
  high: 'r.score DESC, r.reg_dttm DESC, r.review_no DESC',
  low: 'r.score ASC, r.reg_dttm DESC, r.review_no DESC',
}

/** A goods' public reviews: score summary, photo filter, sort, paging. null when the goods is not on sale. */
export async function goodsReviews(
  db: D1Database,
  goodsNo: string,
  q: { page: number; rows: number; sort: ReviewSort; photo: 'Y' | 'N' },
  reader: number | null,
): Promise<GoodsReviewListAnswer | null> {
  const photoOnly = q.photo === 'Y' ? `AND r.photo_yn = 'Y'` : ''
  const [exists, dist, list, count] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT goods_no FROM goods WHERE goods_no = ?1 AND display_yn = 'Y'`).bind(goodsNo),
    db
      .prepare(
        `SELECT r.score, COUNT(*) AS n, SUM(r.photo_yn = 'Y') AS photos FROM goods_reviews r WHERE r.goods_no = ?1 AND ${PUBLIC} GROUP BY r.score`,
      )
      .bind(goodsNo),
    db
      .prepare(
        `SELECT ${REVIEW_COLS} FROM goods_reviews r WHERE r.goods_no = ?1 AND ${PUBLIC} ${photoOnly} ORDER BY ${ORDER[q.sort]} LIMIT ?2 OFFSET ?3`,
      )
      .bind(goodsNo, q.rows, (q.page - 1) * q.rows),
    db.prepare(`SELECT COUNT(*) AS n FROM goods_reviews r WHERE r.goods_no = ?1 AND ${PUBLIC} ${photoOnly}`).bind(goodsNo),
  ])
  if (!exists.results.length) return null
  const counts = new Map(dist.results.map((d) => [d.score as number, d.n as number]))
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  const sum = [...counts.entries()].reduce((a, [s, n]) => a + s * n, 0)
  return {
    summary: {
      average: total ? Math.round((sum / total) * 10) / 10 : 0,
      total,
      photoCount: dist.results.reduce((a, d) => a + Number(d.photos ?? 0), 0),
      distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: counts.get(score) ?? 0 })),
    },
    list: (list.results as unknown as ReviewRow[]).map((r) => toReview(r, reader)),
    page: q.page,
    rows: q.rows,
    totalCount: Number(count.results[0]?.n ?? 0),
  }
}

/** My reviews and the delivered lines still waiting for one. */
export async function myReviews(db: D1Database, memberNo: number, now: Date): Promise<MyReviewsAnswer> {
  const policy = await reviewPolicy(db)
  const [waiting, written] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT * FROM (
           SELECT l.ord_no, l.line_no, l.goods_no, l.goods_nm, l.item_nm, l.img_src, o.reg_dttm, NULL AS store_nm
             FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no
            WHERE o.member_no = ?1 AND l.status IN ${REVIEWABLE_SQL}
              AND NOT EXISTS (SELECT 1 FROM goods_reviews r WHERE r.ord_no = l.ord_no AND r.line_no = l.line_no)
           UNION ALL
           -- store purchases brought in from the store system (not refunded, goods on the shop)
           SELECT 'POS:' || s.sale_id, s.line_no, s.goods_no, g.goods_nm, s.goods_nm, g.img_src, s.sold_dttm, s.store_nm
             FROM offline_orders s JOIN goods g ON g.goods_no = s.goods_no
            WHERE s.member_no = ?1 AND s.sale_id IS NOT NULL AND s.refund_dttm IS NULL
              AND NOT EXISTS (SELECT 1 FROM goods_reviews r WHERE r.ord_no = 'POS:' || s.sale_id AND r.line_no = s.line_no))
          ORDER BY reg_dttm DESC, line_no LIMIT 50`,
      )
      .bind(memberNo),
    db
      .prepare(
        `SELECT ${REVIEW_COLS}, r.point_amt, r.hidden_yn, r.blind_reason, r.blind_dttm, g.goods_nm, g.img_src
           FROM goods_reviews r JOIN goods g ON g.goods_no = r.goods_no
          WHERE r.member_no = ?1 AND r.del_dttm IS NULL ORDER BY r.review_no DESC LIMIT 100`,
      )
      .bind(memberNo),
  ])
  const cutoff = now.getTime() - policy.withdrawDays * 86_400_000
  return {
    policy,
    waiting: waiting.results.map((r): ReviewableLine => ({
      ordNo: r.ord_no as string,
      lineNo: r.line_no as number,
      goodsNo: r.goods_no as string,
      goodsNm: r.goods_nm as string,
      itemNm: r.item_nm as string,
      imgSrc: r.img_src as string,
      ordDate: r.reg_dttm as string,
      storeNm: (r.store_nm as string | null) ?? null,
    })),
    written: (
      written.results as unknown as Array<
        ReviewRow & {
          point_amt: number
          hidden_yn: string
          blind_reason: string | null
          blind_dttm: string | null
          goods_nm: string
          img_src: string
        }
      >
    ).map((r): MyReview => ({
      ...toReview(r, memberNo),
      ordNo: r.ord_no,
      lineNo: r.line_no,
      goodsNm: r.goods_nm,
      imgSrc: r.img_src,
      pointAmt: r.point_amt,
      withdrawsPoints: r.point_amt > 0 && Date.parse(r.reg_dttm) >= cutoff,
      blind: r.hidden_yn === 'Y' && r.blind_dttm ? { reason: r.blind_reason ?? '', dttm: r.blind_dttm } : null,
    })),
  }
}

/** One of my reviews (any state but deleted), for edit forms and messages. */
export async function myReview(db: D1Database, memberNo: number, reviewNo: number) {
  return db
    .prepare(
      `SELECT r.review_no, r.goods_no, r.score, r.point_amt, r.reg_dttm, r.ord_no, r.line_no FROM goods_reviews r WHERE r.review_no = ?1 AND r.member_no = ?2 AND r.del_dttm IS NULL`,
    )
    .bind(reviewNo, memberNo)
    .first<{
      review_no: number
      goods_no: string
      score: number
      point_amt: number
      reg_dttm: string
      ord_no: string | null
      line_no: number | null
    }>()
}

/** A store purchase's key as a review keeps it in ord_no ('POS:<saleId>', the store system's sale id). */
export const isStoreKey = (ordNo: string) => ordNo.startsWith('POS:')

/**
 * Where a review's line comes from, as the INSERT … SELECT reads it (?1 ordNo, ?2 lineNo, ?3 memberNo): an online
 * order line delivered or confirmed (50/90), or a store purchase line brought in from the store system, not refunded,
 * of a goods on the shop (a store purchase is handed over at the till: reviewable at once).
 */
const lineSource = (ordNo: string) =>
  isStoreKey(ordNo)
    ? `SELECT s.goods_no, s.member_no, s.goods_nm AS item_nm, 'POS:' || s.sale_id AS ord_no, s.line_no
         FROM offline_orders s WHERE s.sale_id = substr(?1, 5) AND s.line_no = ?2 AND s.member_no = ?3 AND s.refund_dttm IS NULL
          AND s.goods_no IN (SELECT goods_no FROM goods)`
    : `SELECT l.goods_no, o.member_no, l.item_nm, l.ord_no, l.line_no
         FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no WHERE l.ord_no = ?1 AND l.line_no = ?2 AND o.member_no = ?3 AND l.status IN ${REVIEWABLE_SQL}`

/** The state of one of my order lines — or store purchase lines — for a review (null: not mine / no such line). */
export async function lineForReview(db: D1Database, memberNo: number, ordNo: string, lineNo: number) {
  const reviewed = `(SELECT COUNT(*) FROM goods_reviews r WHERE r.ord_no = ?1 AND r.line_no = ?2) AS reviewed`
  if (isStoreKey(ordNo))
    return db
      .prepare(
        `SELECT CASE WHEN s.refund_dttm IS NULL AND s.goods_no IN (SELECT goods_no FROM goods) THEN '50' ELSE 'REFUNDED' END AS status, ${reviewed}
           FROM offline_orders s WHERE s.sale_id = substr(?1, 5) AND s.line_no = ?2 AND s.member_no = ?3`,
      )
      .bind(ordNo, lineNo, memberNo)
      .first<{ status: string; reviewed: number }>()
  return db
    .prepare(
      `SELECT l.status, ${reviewed}
         FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no WHERE l.ord_no = ?1 AND l.line_no = ?2 AND o.member_no = ?3`,
    )
    .bind(ordNo, lineNo, memberNo)
    .first<{ status: string; reviewed: number }>()
}

export interface PhotoRef {
  key: string
  width: number
  height: number
}

/**
 * Writes a review of one of my delivered lines (or store purchase lines), its photos, the goods' counter and grade and
 * the points — one batch: the INSERT … SELECT finds nothing unless the line is mine and reviewable (guard 'review.line'),
 * the UNIQUE (ord_no, line_no) refuses a second review (GuardError 'unique:goods_reviews…'), and the ledger's
 * UNIQUE ref_key refuses a second grant.
 */
export async function insertReview(
  db: D1Database,
  memberNo: number,
  b: { ordNo: string; lineNo: number; score: number; content: string },
  photos: PhotoRef[],
  pointAmt: number,
  now: Date,
): Promise<number> {
  const iso = now.toISOString()
  const reviewNoOf = `(SELECT review_no FROM goods_reviews WHERE ord_no = ?1 AND line_no = ?2)`
  const stmts = [
    db
      .prepare(
        `INSERT INTO goods_reviews (goods_no, member_no, writer_nm, score, content, photo_yn, item_nm, display_yn, reg_dttm, ord_no, line_no, point_amt)
         SELECT l.goods_no, l.member_no, (SELECT member_nm FROM members WHERE member_no = ?3), ?4, ?5, ?6, l.item_nm, 'Y', ?7, l.ord_no, l.line_no, ?8
           FROM (${lineSource(b.ordNo)}) l`,
      )
      .bind(b.ordNo, b.lineNo, memberNo, b.score, b.content, photos.length ? 'Y' : 'N', iso, pointAmt),
    changed(db, 'review.line'),
    // grade is the running average (the SET expressions read the old review_count)
    db
      .prepare(
        `UPDATE goods SET grade = (grade * review_count + ?3) / (review_count + 1), review_count = review_count + 1
          WHERE goods_no = (SELECT goods_no FROM goods_reviews WHERE ord_no = ?1 AND line_no = ?2)`,
      )
      .bind(b.ordNo, b.lineNo, b.score),
    ...photos.map((p, i) =>
      db
        .prepare(`INSERT INTO review_photos (review_no, seq, file_key, width, height) VALUES (${reviewNoOf}, ?3, ?4, ?5, ?6)`)
        .bind(b.ordNo, b.lineNo, i + 1, p.key, p.width, p.height),
    ),
  ]
  if (pointAmt > 0) {
    stmts.push(
      db
        .prepare(
          `INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm, expire_dttm, ref_key) VALUES (?1, ?2, '후기작성', NULL, ?3, ?4, ?5)`,
        )
        .bind(memberNo, pointAmt, iso, new Date(now.getTime() + POINT_LIFE_MS).toISOString(), `review:${b.ordNo}:${b.lineNo}`),
    )
  }
  stmts.push(db.prepare(`SELECT ${reviewNoOf} AS review_no`).bind(b.ordNo, b.lineNo))
  const res = await guardedBatch(db, stmts)
  return (res[res.length - 1].results[0] as { review_no: number }).review_no
}

/**
 * Edits my review: the goods' grade moves by the score difference (read from the row inside the same batch),
 * photos are replaced, the grade follows the photos. Points do not change.
 */
export async function updateReview(
  db: D1Database,
  memberNo: number,
  reviewNo: number,
  b: { score: number; content: string },
  photos: PhotoRef[],
  now: Date,
) {
  const mine = `review_no = ?1 AND member_no = ?2 AND del_dttm IS NULL`
  await guardedBatch(db, [
    db
      .prepare(
        `UPDATE goods SET grade = CASE WHEN review_count > 0 THEN grade + (?3 - (SELECT score FROM goods_reviews WHERE ${mine})) * 1.0 / review_count ELSE grade END
          WHERE goods_no = (SELECT goods_no FROM goods_reviews WHERE ${mine})`,
      )
      .bind(reviewNo, memberNo, b.score),
    db
      .prepare(`UPDATE goods_reviews SET score = ?3, content = ?4, photo_yn = ?5, upd_dttm = ?6 WHERE ${mine}`)
      .bind(reviewNo, memberNo, b.score, b.content, photos.length ? 'Y' : 'N', now.toISOString()),
    changed(db, 'review.mine'),
    db.prepare(`DELETE FROM review_photos WHERE review_no = ?1`).bind(reviewNo),
    ...photos.map((p, i) =>
      db
        .prepare(`INSERT INTO review_photos (review_no, seq, file_key, width, height) VALUES (?1, ?2, ?3, ?4, ?5)`)
        .bind(reviewNo, i + 1, p.key, p.width, p.height),
    ),
  ])
}

/**
 * Deletes my review (kept as a deleted row, so the line cannot be reviewed again for points): the goods'
 * counter and grade step back, and inside the policy's window the points it paid are taken back — one batch,
 * guarded by the row still being undeleted ('review.mine'); the balance trigger refuses a withdrawal the
 * balance cannot cover (GuardError 'points').
 */
export async function deleteReview(
  db: D1Database,
  memberNo: number,
  review: { review_no: number; goods_no: string; score: number; ord_no: string | null; line_no: number | null },
  withdraw: number,
  now: Date,
) {
  const iso = now.toISOString()
  const stmts = [
    db
      .prepare(`UPDATE goods_reviews SET display_yn = 'N', del_dttm = ?3 WHERE review_no = ?1 AND member_no = ?2 AND del_dttm IS NULL`)
      .bind(review.review_no, memberNo, iso),
    changed(db, 'review.mine'),
    db
      .prepare(
        `UPDATE goods SET grade = CASE WHEN review_count > 1 THEN (grade * review_count - ?2) / (review_count - 1) ELSE 0 END,
                          review_count = MAX(review_count - 1, 0) WHERE goods_no = ?1`,
      )
      .bind(review.goods_no, review.score),
  ]
  if (withdraw > 0) {
    stmts.push(
      db
        .prepare(
          `INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm, ref_key) VALUES (?1, ?2, '후기작성', NULL, ?3, ?4)`,
        )
        .bind(memberNo, -withdraw, iso, `review-withdraw:${review.ord_no ?? review.review_no}:${review.line_no ?? 0}`),
    )
  }
  await guardedBatch(db, stmts)
}

/** A photo file of a public review (the public read path of review photos). */
export async function publicReviewPhoto(db: D1Database, fileKey: string): Promise<boolean> {
  const r = await db
    .prepare(`SELECT 1 AS ok FROM review_photos p JOIN goods_reviews r ON r.review_no = p.review_no WHERE p.file_key = ?1 AND ${PUBLIC}`)
    .bind(fileKey)
    .first<{ ok: number }>()
  return !!r
}
