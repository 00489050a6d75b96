// A chain's year of member and store data, generated into a seeded local D1 (issue 31, `npm run bench:year`).
// Deterministic: every row is a function of its index and the anchor day (UTC midnight of the run), written by
// SQLite itself (one INSERT … WITH RECURSIVE per chunk of CHUNK rows, one transaction each — bounded memory on a
// 2-core machine). The rows follow the seed's factories (src/demo/seed: members, orders with lines and payments,
// claims, point ledger, coupons, reservations, store purchases, notices, stamps, visit queue) for the 272 seeded
// stores; generated members are 1,000,000 + i, generated orders '7' + 13 digits, so the seed's rows stay as they are.
import { DatabaseSync } from 'node:sqlite'

export const YEAR = {
  members: 1_000_000,
  orders: 1_000_000, // + lines (4 in 3 orders have one more), payments, claims (1 in 20)
  ledger: 5_000_000,
  coupons: 3_000_000,
  reservations: 200_000,
  offline: 300_000,
  notices: 1_000_000,
  stamps: 200_000,
  queue: 100_000,
}
const CHUNK = 100_000
const M0 = 1_000_000 // first generated member_no

/** SQL: an ISO time `secs` seconds before the anchor (unix seconds bound as ?1). */
const before = (secs) => `strftime('%Y-%m-%dT%H:%M:%fZ', ?1 - (${secs}), 'unixepoch')`
const ymdBefore = (secs) => `strftime('%Y%m%d', ?1 - (${secs}), 'unixepoch', '+9 hours')`
const DAY = 86_400
const YEAR_S = 365 * DAY
const store = (e) => `(1 + (${e}) % 272)`
const storeCode = (e) => `printf('S%04d', ${store(e)})`

const TABLES = [
  {
    name: 'members',
    n: YEAR.members,
    sql: `INSERT INTO members (member_no, login_id, member_nm, gender, birth, mobile, my_store_code, status, auth_role, grade_cd, mkt_sms_yn, push_yn, reg_dttm, upd_dttm, terms_agree_dttm, privacy_agree_dttm)
      SELECT ${M0} + i, 'y' || i, '회원' || i, CASE i % 2 WHEN 0 THEN 'F' ELSE 'M' END, printf('%04d%02d%02d', 1950 + i % 55, 1 + i % 12, 1 + i % 28),
             '019' || printf('%08d', i), ${storeCode('i')}, CASE WHEN i % 50 = 0 THEN 'DORMANT' ELSE 'ACTIVE' END, 'ROLE_USER',
             CASE i % 10 WHEN 0 THEN 'VIP' WHEN 1 THEN 'GOLD' WHEN 2 THEN 'GOLD' WHEN 3 THEN 'SILVER' WHEN 4 THEN 'SILVER' ELSE 'BRONZE' END,
             CASE i % 3 WHEN 0 THEN 'Y' ELSE 'N' END, CASE i % 4 WHEN 0 THEN 'Y' ELSE 'N' END,
             ${before(`(i * 7919) % (3 * ${YEAR_S})`)}, ${before(`(i * 7919) % ${YEAR_S}`)}, ${before(`(i * 7919) % (3 * ${YEAR_S})`)}, ${before(`(i * 7919) % (3 * ${YEAR_S})`)}
        FROM n`,
  },
  {
    name: 'orders',
    n: YEAR.orders,
    // 1 in 5 picked up at a store; a year of registration times; most confirmed (90), some cancelled (11).
    sql: `INSERT INTO orders (ord_no, idem_key, member_no, status, dlvr_method, orderer_nm, orderer_mobile, receiver_nm, receiver_mobile, zip_code, address1,
                              store_code, store_nm, goods_amt, dlvr_amt, pay_amt, earn_point, pay_method, pg_tid, card_cd, paid_dttm, dispatch_dttm, delivered_dttm, reg_dttm, upd_dttm)
      SELECT printf('7%013d', i), printf('7%013d', i), ${M0} + (i * 7) % ${YEAR.members},
             CASE WHEN i % 20 = 0 THEN '11' ELSE '90' END, CASE WHEN i % 5 = 0 THEN '02' ELSE '01' END, '회원', '01900000000', '회원', '01900000000', '06236', '서울 강남구 테헤란로 152',
             CASE WHEN i % 5 = 0 THEN ${storeCode('i / 5')} END, CASE WHEN i % 5 = 0 THEN '다비치안경' END,
             10000 + (i * 37) % 300 * 1000, 0, 10000 + (i * 37) % 300 * 1000, (10000 + (i * 37) % 300 * 1000) / 100, '3', 'T' || i, '04',
             ${before(`(i * 104729) % ${YEAR_S}`)}, ${before(`(i * 104729) % ${YEAR_S} - ${DAY}`)}, ${before(`(i * 104729) % ${YEAR_S} - 4 * ${DAY}`)},
             ${before(`(i * 104729) % ${YEAR_S}`)}, ${before(`(i * 104729) % ${YEAR_S}`)}
        FROM n`,
  },
  {
    name: 'order_lines',
    n: YEAR.orders,
    sql: `INSERT INTO order_lines (ord_no, line_no, goods_no, item_no, goods_nm, item_nm, goods_type_cd, img_src, sale_price, buy_qtt, line_amt, status)
      SELECT printf('7%013d', i), k, 'G000001', 'G000001-01', '오르빗 라온 OR-4707 라운드 티타늄 안경테', '블랙', '01', '/img/goods/G000001.svg',
             10000 + (i * 37) % 300 * 1000, 1, 10000 + (i * 37) % 300 * 1000, CASE WHEN i % 20 = 0 THEN '11' ELSE '90' END
        FROM n JOIN (SELECT 1 AS k UNION ALL SELECT 2) ON k = 1 OR i % 3 = 0`,
  },
  {
    name: 'payments',
    n: YEAR.orders,
    sql: `INSERT INTO payments (ord_no, kind, pay_method, amount, tid, result_code, result_msg, card_cd, reg_dttm)
      SELECT printf('7%013d', i), 'APPROVE', '3', 10000 + (i * 37) % 300 * 1000, 'T' || i, '0000', '정상처리', '04', ${before(`(i * 104729) % ${YEAR_S}`)} FROM n`,
  },
  {
    name: 'claims',
    n: YEAR.orders / 20,
    sql: `INSERT INTO claims (ord_no, member_no, claim_type, reason_cd, status, refund_amt, reg_dttm, cmpl_dttm)
      SELECT printf('7%013d', i * 20), ${M0} + (i * 20 * 7) % ${YEAR.members}, 'CANCEL', '10', 'DONE', 10000 + (i * 20 * 37) % 300 * 1000,
             ${before(`(i * 20 * 104729) % ${YEAR_S} - 3600`)}, ${before(`(i * 20 * 104729) % ${YEAR_S} - 3600`)} FROM n`,
  },
  {
    name: 'point_ledger',
    n: YEAR.ledger,
    // five lines a member: earned at purchase, valid 36 months.
    sql: `INSERT INTO point_ledger (member_no, amount, reason, reg_dttm, expire_dttm)
      SELECT ${M0} + i % ${YEAR.members}, 100 + (i * 31) % 50 * 100, '구매적립', ${before(`(i * 7907) % ${YEAR_S}`)}, ${before(`(i * 7907) % ${YEAR_S} - 3 * ${YEAR_S}`)} FROM n`,
  },
  {
    name: 'member_coupons',
    n: YEAR.coupons,
    // three a member: 3 in 10 used, 3 in 10 expired, the rest usable.
    sql: `INSERT INTO member_coupons (coupon_no, member_no, issue_seq, valid_start_dttm, valid_end_dttm, use_yn, use_dttm, issue_dttm)
      SELECT 1 + i % 6, ${M0} + i % ${YEAR.members}, 1, ${before(`(i * 6007) % ${YEAR_S}`)},
             CASE WHEN i % 10 BETWEEN 3 AND 5 THEN ${before(`(i * 6007) % ${YEAR_S} / 10 + 60`)} ELSE ${before(`-30 * ${DAY} - (i * 6007) % (60 * ${DAY})`)} END,
             CASE WHEN i % 10 < 3 THEN 'Y' ELSE 'N' END, CASE WHEN i % 10 < 3 THEN ${before(`(i * 6007) % ${YEAR_S} / 2`)} END,
             ${before(`(i * 6007) % ${YEAR_S}`)} FROM n`,
  },
  {
    name: 'reservations',
    n: YEAR.reservations,
    sql: `INSERT INTO reservations (reservation_no, member_no, store_no, rsv_ymd, rsv_time, purpose_group, purpose, status, reg_dttm, upd_dttm)
      SELECT printf('Y%07d', i), ${M0} + (i * 13) % ${YEAR.members}, ${store('i')}, ${ymdBefore(`(i * 3571) % ${YEAR_S} - 60 * ${DAY}`)},
             printf('%02d%02d', 10 + i % 9, (i / 9) % 2 * 30), '안경', '시력검사',
             CASE WHEN i % 10 = 0 THEN 'CANCELLED' WHEN (i * 3571) % ${YEAR_S} > 60 * ${DAY} THEN 'VISITED' ELSE 'RESERVED' END,
             ${before(`(i * 3571) % ${YEAR_S}`)}, ${before(`(i * 3571) % ${YEAR_S}`)} FROM n`,
  },
  {
    name: 'offline_orders',
    n: YEAR.offline,
    sql: `INSERT INTO offline_orders (member_no, store_code, store_nm, purchase_ymd, goods_nm, qtt, amount, pay_method_nm)
      SELECT ${M0} + (i * 17) % ${YEAR.members}, ${storeCode('i')}, '다비치안경', ${ymdBefore(`(i * 4093) % ${YEAR_S}`)}, '안경테', 1, 30000 + (i * 13) % 200 * 1000, '카드' FROM n`,
  },
  {
    name: 'member_notifications',
    n: YEAR.notices,
    sql: `INSERT INTO member_notifications (member_no, kind, title, body, link, push_status, reg_dttm)
      SELECT ${M0} + (i * 7) % ${YEAR.members}, 'SHIPPED', '상품이 출발했어요', '주문 ' || printf('7%013d', i) || '의 상품이 출발했어요.',
             '/mypage/manageorder/orderdetail/' || printf('7%013d', i), 'NONE', ${before(`(i * 104729) % ${YEAR_S} - ${DAY}`)} FROM n`,
  },
  {
    name: 'member_stamps',
    n: YEAR.stamps,
    sql: `INSERT INTO member_stamps (member_no, card_size, goods_no, goods_nm, store_code, store_nm, qtt, reg_dttm)
      SELECT ${M0} + (i * 5) % ${YEAR.members}, 10, 'G000001', '콘택트렌즈', ${storeCode('i')}, '다비치안경', 1, ${before(`(i * 2749) % ${YEAR_S}`)} FROM n`,
  },
  {
    name: 'visit_queue',
    n: YEAR.queue,
    // a store's visitors a day, over the year; ticket numbers per store and day.
    sql: `INSERT INTO visit_queue (store_no, visit_ymd, ticket_no, visitor_mobile, member_no, purpose, state, reg_dttm, upd_dttm)
      SELECT ${store('i')}, ${ymdBefore(`(i / 272) % 365 * ${DAY}`)}, 1 + i / (272 * 365), '019' || printf('%08d', i), ${M0} + (i * 11) % ${YEAR.members},
             '시력검사', '안경완성', ${before(`(i / 272) % 365 * ${DAY}`)}, ${before(`(i / 272) % 365 * ${DAY}`)} FROM n`,
  },
]

/** Generates the year into the sqlite file at `path`; logs each table's time. Returns the seconds it took. */
export function generateYear(path, anchorSecs, log = console.log, scale = 1) {
  const db = new DatabaseSync(path)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144; PRAGMA foreign_keys = OFF')
  const t0 = Date.now()
  for (const t of TABLES) {
    const t1 = Date.now()
    const n = Math.round(t.n * scale)
    for (let a = 0; a < n; a += CHUNK) {
      const b = Math.min(n, a + CHUNK)
      db.exec('BEGIN')
      db.prepare(`WITH RECURSIVE n(i) AS (SELECT ?2 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?3) ${t.sql}`).run(anchorSecs, a, b)
      db.exec('COMMIT')
    }
    log(`  ${t.name}: ${n.toLocaleString('en')} in ${((Date.now() - t1) / 1000).toFixed(1)} s`)
  }
  // The year's grades are current: the marks its confirmed orders and store purchases left are cleared.
  db.exec('DELETE FROM grade_dirty')
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  db.close()
  return (Date.now() - t0) / 1000
}
