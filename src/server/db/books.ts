/**
 * The books' invariants as SQL (the nightly reconciliation, services/books.ts). Each check answers the rows that
 * break it — `subject` (what: an order, a member, a card …) and `detail` (the numbers) — at most BREAKS_PER_CHECK.
 */
import type { D1Database } from '@cloudflare/workers-types'

export const BREAKS_PER_CHECK = 50

/** What an order was paid through the gateway (only when the money arrived). */
const PG_PAID = `CASE WHEN o.pg_tid IS NOT NULL AND o.paid_dttm IS NOT NULL AND (o.pay_method <> '2' OR o.deposit_dttm IS NOT NULL)
  THEN COALESCE((SELECT p.amount FROM payments p WHERE p.ord_no = o.ord_no AND p.kind = 'APPROVE'), 0) ELSE 0 END`
const GC_USED = `COALESCE((SELECT u.amount FROM order_gift_card_uses u WHERE u.ord_no = o.ord_no), 0)`
/** Statuses of an order that was paid (or had its virtual account issued): each has its approval row. */
const PAID_STATUSES = `('10','20','21','30','40','49','50','60','61','62','63','66','67','70','71','72','73','74','75','90')`

export interface BooksCheck {
  name: string
  /** The invariant, in Korean (the head office reads it). */
  label: string
  sql: string
}

export const BOOKS_CHECKS: BooksCheck[] = [
  {
    name: 'order.refund-over-paid',
    label: '주문별 환불 합계가 결제 금액 이하',
    sql: `SELECT 'order ' || o.ord_no AS subject,
                 '카드 환불 ' || r.pay || ' / 결제 ' || (${PG_PAID}) || ', 포인트 환불 ' || r.pt || ' / 사용 ' || o.point_use_amt
                 || ', 상품권 환불 ' || r.gc || ' / 사용 ' || (${GC_USED}) || ', 결제사 취소 ' || r.gw AS detail
            FROM orders o JOIN (SELECT ord_no, SUM(pay_amt) AS pay, SUM(point_amt) AS pt, SUM(gc_amt) AS gc,
                                       (SELECT COALESCE(SUM(amount), 0) FROM payments p WHERE p.ord_no = c.ord_no AND p.kind = 'CANCEL' AND p.result_code IN ('00','0000') AND p.claim_no IS NOT NULL) AS gw
                                  FROM claim_refunds c GROUP BY ord_no) r ON r.ord_no = o.ord_no
           WHERE r.pay > (${PG_PAID}) OR r.pt > o.point_use_amt OR r.gc > (${GC_USED}) OR r.gw > (${PG_PAID})`,
  },
  {
    name: 'order.allocation-sum',
    label: '주문별 안분 합계가 주문 금액과 일치',
    sql: `SELECT 'order ' || o.ord_no AS subject,
                 '카드 ' || a.pay || '/' || o.pay_amt || ', 포인트 ' || a.pt || '/' || o.point_use_amt || ', 상품권 ' || a.gc || '/' || (${GC_USED})
                 || ', 배송비 ' || a.dlvr || '/' || o.dlvr_amt || ', 주문쿠폰 ' || a.cp || '/' || (o.coupon_dc_amt - a.line_cp) AS detail
            FROM orders o JOIN (SELECT ord_no, SUM(alloc_pay_amt) AS pay, SUM(alloc_point_amt) AS pt, SUM(alloc_gc_amt) AS gc, SUM(alloc_dlvr_amt) AS dlvr,
                                       SUM(alloc_coupon_amt) AS cp, SUM(coupon_dc_amt) AS line_cp,
                                       SUM(CASE WHEN line_amt - alloc_coupon_amt + alloc_dlvr_amt <> alloc_point_amt + alloc_gc_amt + alloc_pay_amt THEN 1 ELSE 0 END) AS unbalanced
                                  FROM order_lines GROUP BY ord_no HAVING MIN(alloc_yn) = 'Y') a ON a.ord_no = o.ord_no
           WHERE a.pay <> o.pay_amt OR a.pt <> o.point_use_amt OR a.gc <> (${GC_USED}) OR a.dlvr <> o.dlvr_amt OR a.cp <> o.coupon_dc_amt - a.line_cp OR a.unbalanced > 0`,
  },
  {
    name: 'order.paid-without-payment',
    label: '결제된 주문마다 결제 승인 기록',
    sql: `SELECT 'order ' || o.ord_no AS subject, '상태 ' || o.status || ', 결제 금액 ' || o.pay_amt || '원, 승인 기록 없음' AS detail
            FROM orders o WHERE o.status IN ${PAID_STATUSES} AND o.pay_amt > 0
             AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.ord_no = o.ord_no AND p.kind = 'APPROVE')`,
  },
  {
    name: 'line.claimed-over-bought',
    label: '클레임·환불 수량이 구매 수량 이하',
    sql: `SELECT 'order ' || ord_no || ' line ' || line_no AS subject, '구매 ' || buy_qtt || ', 클레임 ' || claim_qtt || ', 환불 ' || refund_qtt AS detail
            FROM order_lines WHERE claim_qtt > buy_qtt OR refund_qtt > buy_qtt OR claim_qtt < 0`,
  },
  {
    name: 'member.points-negative',
    label: '회원 포인트 잔액(원장 합계)이 0 이상',
    sql: `SELECT 'member ' || member_no AS subject, '원장 합계 ' || SUM(amount) || 'P' AS detail FROM point_ledger GROUP BY member_no HAVING SUM(amount) < 0`,
  },
  {
    name: 'member.points-orphan',
    label: '주문 적립·사용 포인트마다 그 주문',
    // Lines naming an order number (digits; other keys such as EXP:… or CONV:… are not orders).
    sql: `SELECT 'member ' || p.member_no || ' ledger ' || p.ledger_no AS subject, p.reason || ' ' || p.amount || 'P, 주문 ' || p.ord_no || ' 없음' AS detail
            FROM point_ledger p WHERE p.ord_no IS NOT NULL AND p.ord_no NOT GLOB '*[^0-9]*'
             AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.ord_no = p.ord_no)`,
  },
  {
    name: 'giftcard.balance',
    label: '상품권 잔액 = 발행액 − 사용 + 취소',
    sql: `SELECT 'giftcard ' || g.card_no AS subject,
                 '잔액 ' || g.amount || ' / 발행 ' || COALESCE(h.reg, '기록 없음') || ' − 사용 ' || h.used || ' + 취소 ' || h.cancelled AS detail
            FROM gift_cards g JOIN (SELECT card_no,
                                           (SELECT amount FROM gift_card_history r WHERE r.card_no = x.card_no AND r.kind = 'REGISTER' ORDER BY hist_no LIMIT 1) AS reg,
                                           SUM(CASE WHEN kind = 'USE' THEN amount ELSE 0 END) AS used,
                                           SUM(CASE WHEN kind = 'CANCEL' THEN amount ELSE 0 END) AS cancelled
                                      FROM gift_card_history x GROUP BY card_no) h ON h.card_no = g.card_no
           WHERE h.reg IS NULL OR g.amount <> h.reg - h.used + h.cancelled`,
  },
  {
    name: 'coupon.over-issued',
    label: '쿠폰 발급 수가 발급 한도 이하',
    sql: `SELECT 'coupon ' || c.coupon_no AS subject, '발급 ' || (SELECT COUNT(*) FROM member_coupons m WHERE m.coupon_no = c.coupon_no) || '장 / 한도 ' || c.qtt_limit || '장' AS detail
            FROM coupons c WHERE c.qtt_limit IS NOT NULL AND (SELECT COUNT(*) FROM member_coupons m WHERE m.coupon_no = c.coupon_no) > c.qtt_limit`,
  },
  {
    name: 'vote.count-ballots',
    label: '투표 수 = 투표 기록 수',
    sql: `SELECT 'vote ' || o.vote_no || ' option ' || o.option_no AS subject,
                 '집계 ' || o.vote_count || ' / 투표 기록 ' || (SELECT COUNT(*) FROM style_vote_ballots b WHERE b.option_no = o.option_no) AS detail
            FROM style_vote_options o WHERE o.vote_count <> (SELECT COUNT(*) FROM style_vote_ballots b WHERE b.option_no = o.option_no)`,
  },
]

export interface BookBreak {
  check: string
  subject: string
  detail: string
}

/** Runs every check in one batch: the breaks found (up to BREAKS_PER_CHECK a check). */
export async function findBreaks(db: D1Database): Promise<BookBreak[]> {
  const rs = await db.batch(BOOKS_CHECKS.map((c) => db.prepare(`${c.sql} LIMIT ${BREAKS_PER_CHECK}`)))
  return rs.flatMap((r, i) =>
    (r.results as { subject: string; detail: string }[]).map((x) => ({
      check: BOOKS_CHECKS[i].name,
      subject: x.subject,
      detail: x.detail,
    })),
  )
}

/** The night's result, replacing an earlier run of the same night: one checks row and its breaks, one batch. */
export async function saveBooksCheck(db: D1Database, ymd: string, breaks: BookBreak[], summary: string, nowIso: string) {
  await db.batch([
    db.prepare('DELETE FROM books_breaks WHERE check_ymd = ?1').bind(ymd),
    db
      .prepare(
        `INSERT INTO books_checks (check_ymd, checked_dttm, checks, breaks, summary) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (check_ymd) DO UPDATE SET checked_dttm = excluded.checked_dttm, checks = excluded.checks, breaks = excluded.breaks, summary = excluded.summary`,
      )
      .bind(ymd, nowIso, BOOKS_CHECKS.length, breaks.length, summary),
    ...breaks.map((b) =>
      db
        .prepare('INSERT INTO books_breaks (check_ymd, check_name, subject, detail, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(ymd, b.check, b.subject, b.detail, nowIso),
    ),
  ])
}

/** The latest nights' checks and their breaks (for the head office). */
export async function booksChecks(db: D1Database, nights = 7) {
  const { results: checks } = await db
    .prepare('SELECT * FROM books_checks ORDER BY check_ymd DESC LIMIT ?1')
    .bind(nights)
    .all<{ check_ymd: string; checked_dttm: string; checks: number; breaks: number; summary: string }>()
  const { results: breaks } = await db
    .prepare(
      'SELECT * FROM books_breaks WHERE check_ymd IN (SELECT check_ymd FROM books_checks ORDER BY check_ymd DESC LIMIT ?1) ORDER BY break_no',
    )
    .bind(nights)
    .all<{ check_ymd: string; check_name: string; subject: string; detail: string }>()
  return { checks, breaks }
}
