import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

/**
 * STAMPS FOR A COLLECTED ORDER — the one definition. When a reserved contact-lens product (goods type 04
 * with goods.stamp_card_size 10/20/30) is handed over in the store, each collected box is one stamp on that
 * card. Put these statements in the same guarded batch that marks the handover (issue 16's "수령완료"):
 * member_stamps is UNIQUE (ord_no, line_no), so a repeated handover adds nothing; every full card gives
 * one stamp_rewards row (member, card size, n-th card) and, when the program names a reward coupon, one
 * offline member coupon (issue_seq = size*1000 + n) — all idempotent (INSERT OR IGNORE on their keys).
 */
export interface StampOptions {
  /** Only this line (default: every line of the order). */
  lineNo?: number | null
  /** The store that handed it over (default: the order's pickup store). */
  storeCode?: string | null
  storeNm?: string | null
}

export function stampStmts(db: D1Database, ordNo: string, nowIso: string, opts: StampOptions = {}): D1PreparedStatement[] {
  const owner = '(SELECT member_no FROM orders WHERE ord_no = ?1)'
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO member_stamps (member_no, card_size, ord_no, line_no, goods_no, goods_nm, store_code, store_nm, qtt, reg_dttm)
         SELECT o.member_no, g.stamp_card_size, l.ord_no, l.line_no, l.goods_no, l.goods_nm, COALESCE(?3, o.store_code), COALESCE(?4, o.store_nm, ''),
                l.buy_qtt - l.claim_qtt, ?5
           FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no JOIN goods g ON g.goods_no = l.goods_no
          WHERE l.ord_no = ?1 AND (?2 IS NULL OR l.line_no = ?2) AND o.member_no IS NOT NULL
            AND l.goods_type_cd = '04' AND g.stamp_card_size IS NOT NULL AND l.buy_qtt - l.claim_qtt > 0`,
      )
      .bind(ordNo, opts.lineNo ?? null, opts.storeCode ?? null, opts.storeNm ?? null, nowIso),
    ...stampRewardStmts(db, owner, [ordNo], nowIso),
  ]
}

/** Rewards of the full cards of the member given by `memberSql` (a subquery over the bound params). */
export function stampRewardStmts(db: D1Database, memberSql: string, params: unknown[], nowIso: string): D1PreparedStatement[] {
  const n = params.length
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO stamp_rewards (member_no, card_size, card_seq, reg_dttm)
         WITH RECURSIVE seq(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM seq WHERE k < 100)
         SELECT s.member_no, s.card_size, seq.k, ?${n + 1}
           FROM (SELECT member_no, card_size, SUM(qtt) AS total FROM member_stamps WHERE member_no = ${memberSql} GROUP BY card_size) s
           JOIN seq ON seq.k <= s.total / s.card_size`,
      )
      .bind(...params, nowIso),
    db
      .prepare(
        `INSERT OR IGNORE INTO member_coupons (coupon_no, member_no, issue_seq, valid_start_dttm, valid_end_dttm, issue_dttm)
         SELECT p.reward_coupon_no, r.member_no, r.card_size * 1000 + r.card_seq, ?${n + 1},
                strftime('%Y-%m-%dT%H:%M:%fZ', ?${n + 1}, '+' || p.reward_valid_days || ' days'), ?${n + 1}
           FROM stamp_rewards r JOIN stamp_programs p ON p.card_size = r.card_size
          WHERE r.member_no = ${memberSql} AND p.reward_coupon_no IS NOT NULL`,
      )
      .bind(...params, nowIso),
  ]
}

export interface StampRow {
  stamp_no: number
  card_size: number
  ord_no: string | null
  goods_nm: string
  store_nm: string
  qtt: number
  reg_dttm: string
}

export async function memberStamps(db: D1Database, memberNo: number) {
  const [list, cards, rewards] = await db.batch([
    db
      .prepare(
        'SELECT stamp_no, card_size, ord_no, goods_nm, store_nm, qtt, reg_dttm FROM member_stamps WHERE member_no = ?1 ORDER BY reg_dttm DESC, stamp_no DESC LIMIT 200',
      )
      .bind(memberNo),
    db
      .prepare(
        `SELECT p.card_size, p.reward_nm, COALESCE((SELECT SUM(qtt) FROM member_stamps s WHERE s.member_no = ?1 AND s.card_size = p.card_size), 0) AS total
         FROM stamp_programs p ORDER BY p.card_size`,
      )
      .bind(memberNo),
    db
      .prepare(
        `SELECT r.card_size, r.card_seq, r.reg_dttm, p.reward_nm,
              mc.issue_no, mc.use_yn, mc.valid_end_dttm
         FROM stamp_rewards r JOIN stamp_programs p ON p.card_size = r.card_size
         LEFT JOIN member_coupons mc ON mc.member_no = r.member_no AND mc.coupon_no = p.reward_coupon_no AND mc.issue_seq = r.card_size * 1000 + r.card_seq
        WHERE r.member_no = ?1 ORDER BY r.reg_dttm DESC`,
      )
      .bind(memberNo),
  ])
  return {
    stamps: list.results as unknown as StampRow[],
    cards: cards.results as unknown as { card_size: number; reward_nm: string; total: number }[],
    rewards: rewards.results as unknown as {
      card_size: number
      card_seq: number
      reg_dttm: string
      reward_nm: string
      issue_no: number | null
      use_yn: string | null
      valid_end_dttm: string | null
    }[],
  }
}
