// Benefits (issue 13): the nightly jobs through scheduled() with advanced time (40→50, 50→90 with points at the
// grade rate, point expiry, grades, reservation reminders, coupon-expiry notices), a second run changing
// nothing; purchase confirmation exactly once under concurrency; stamps of a collected order; notifications
// with push only under consent (sandbox FCM outbox).
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seoulNow } from '~/shared/dates'
import type { Env } from '~/server/env'
import { guardedBatch } from '~/server/db/guard'
import { stampStmts } from '~/server/db/stamps'
import { notifyMember } from '~/server/services/notify'
import { call, db, seedCommerce, token } from './commerce-fixture'
import { runNight as runNightAt } from './jobs-helper'

const DAY = 86_400_000
const T0 = Date.now()
const at = (days: number) => new Date(T0 + days * DAY).toISOString()
let t1 = ''
let t2 = ''

/** The night `days` after T0: scheduled() enqueues, queue() consumes every message (each batch delivered twice). */
const runNight = (days: number) => runNightAt(new Date(T0 + days * DAY))

async function order(
  ordNo: string,
  memberNo: number,
  status: string,
  o: { dispatch?: string; delivered?: string; goods?: [string, string, string, number, number][]; store?: boolean } = {},
) {
  const d = db()
  const lines = o.goods ?? [['G100002', 'G100002-01', '01', 60000, 1]]
  const amt = lines.reduce((s, l) => s + l[3] * l[4], 0)
  await d.batch([
    d
      .prepare(
        `INSERT INTO orders (ord_no, idem_key, member_no, status, dlvr_method, orderer_nm, orderer_mobile, store_code, store_nm, goods_amt, dlvr_amt, pay_amt, pay_method, dispatch_dttm, delivered_dttm, reg_dttm, upd_dttm)
       VALUES (?1, ?1, ?2, ?3, ?4, '김구매', '01011112222', ?5, ?6, ?7, 0, ?7, '3', ?8, ?9, ?10, ?10)`,
      )
      .bind(
        ordNo,
        memberNo,
        status,
        o.store ? '02' : '01',
        o.store ? 'S001' : null,
        o.store ? '다비치 강남점' : null,
        amt,
        o.dispatch ?? null,
        o.delivered ?? null,
        at(-10),
      ),
    ...lines.map((l, i) =>
      d
        .prepare(
          `INSERT INTO order_lines (ord_no, line_no, goods_no, item_no, goods_nm, item_nm, goods_type_cd, img_src, sale_price, buy_qtt, line_amt, status)
         VALUES (?1, ?2, ?3, ?4, '상품', '옵션', ?5, '/img/x.svg', ?6, ?7, ?8, ?9)`,
        )
        .bind(ordNo, i + 1, l[0], l[1], l[2], l[3], l[4], l[3] * l[4], status),
    ),
  ])
}

const one = async <T>(sql: string, ...args: unknown[]) =>
  (await db()
    .prepare(sql)
    .bind(...args)
    .first<T>())!
const statusOf = async (ordNo: string) => (await one<{ status: string }>('SELECT status FROM orders WHERE ord_no = ?1', ordNo)).status
const snapshot = async () =>
  JSON.stringify(
    await db()
      .batch([
        db().prepare('SELECT ord_no, status, earn_point, delivered_dttm FROM orders ORDER BY ord_no'),
        db().prepare('SELECT member_no, amount, reason, ord_no FROM point_ledger ORDER BY ledger_no'),
        db().prepare('SELECT member_no, kind, dedup_key, push_status FROM member_notifications ORDER BY noti_no'),
        db().prepare('SELECT member_no, grade_cd FROM members ORDER BY member_no'),
        db().prepare('SELECT COUNT(*) AS n FROM sandbox_push_outbox'),
      ])
      .then((rs) => rs.map((r) => r.results)),
  )

beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
  t2 = await token(2)
  const d = db()
  await d.batch([
    // member 1 agrees to push and has a device; member 2 has a device but no consent.
    d.prepare(`UPDATE members SET push_yn = CASE member_no WHEN 1 THEN 'Y' ELSE 'N' END`),
    d
      .prepare(
        `INSERT INTO push_devices (token, member_no, platform, reg_dttm, upd_dttm) VALUES ('device-member-one-0001', 1, 'android', ?1, ?1), ('device-member-two-0002', 2, 'ios', ?1, ?1)`,
      )
      .bind(at(-30)),
    // five store purchases of 50,000원 in the last year: 실버 (250,000원 / 5) until one more confirmed order makes 골드.
    ...[1, 2, 3, 4, 5].map((i) =>
      d
        .prepare(
          `INSERT INTO offline_orders (member_no, store_code, store_nm, purchase_ymd, goods_nm, amount, pay_method_nm) VALUES (1, 'S001', '다비치 강남점', ?1, '안경테', 50000, '카드')`,
        )
        .bind(seoulNow(T0 - i * 30 * DAY).format('YYYYMMDD')),
    ),
    // member 2: 5,000P earned 37 months ago (expired a month ago), 1,000P used since → 4,000P expire.
    d
      .prepare(`INSERT INTO point_ledger (member_no, amount, reason, reg_dttm, expire_dttm) VALUES (2, 5000, '후기작성', ?1, ?2)`)
      .bind(at(-37 * 30), at(-30)),
    d
      .prepare(`INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm) VALUES (2, -1000, '구매사용', 'OLD-USE', ?1)`)
      .bind(at(-60)),
    // a coupon ending in 3 days (notice) and a visit reservation tomorrow (reminder).
    d
      .prepare(
        `INSERT INTO member_coupons (issue_no, coupon_no, member_no, issue_seq, valid_start_dttm, valid_end_dttm, issue_dttm) VALUES (21, 1, 1, 2, ?1, ?2, ?1)`,
      )
      .bind(at(-20), at(3)),
    d
      .prepare(
        `INSERT INTO reservations (rsv_no, reservation_no, member_no, store_no, rsv_ymd, rsv_time, purpose_group, purpose, reg_dttm, upd_dttm) VALUES (31, 'R0000031', 1, 1, ?1, '1430', '안경', '시력검사', ?2, ?2)`,
      )
      .bind(seoulNow(T0).add(1, 'day').format('YYYYMMDD'), at(-3)),
  ])
  await order('20261101000001', 1, '40', { dispatch: at(-5) })
  await order('20261101000002', 1, '40', { dispatch: at(-2) })
  await order('20261101000003', 2, '50', { delivered: at(-4), goods: [['G100001', 'G100001-01', '01', 30000, 2]] })
})

describe('nightly jobs through scheduled()', () => {
  it('night 0: dispatched 4+ days ago → 배송완료; delivered 3+ days ago → 구매확정 with points; expiry, reminders, notices', async () => {
    await runNight(0)
    expect(await statusOf('20261101000001')).toBe('50')
    expect(await statusOf('20261101000002')).toBe('40')
    expect(await statusOf('20261101000003')).toBe('90')
    // member 2 is 브론즈: 4% of 60,000원 = 2,400P, expiring in 36 months.
    const earn = await one<{ amount: number; expire_dttm: string }>(
      `SELECT amount, expire_dttm FROM point_ledger WHERE ord_no = '20261101000003' AND reason = '구매적립'`,
    )
    expect(earn.amount).toBe(2400)
    expect(earn.expire_dttm.slice(0, 4)).toBe(String(new Date(T0).getUTCFullYear() + 3))
    expect((await one<{ earn_point: number }>(`SELECT earn_point FROM orders WHERE ord_no = '20261101000003'`)).earn_point).toBe(2400)
    // The consumer recorded the job's run: one message, one order confirmed, the D1 rows it wrote (order, lines,
    // history, ledger, notice … and their index entries).
    const run = await one<{ enqueued: number; finished: number; changed: number; rows_written: number }>(
      `SELECT enqueued, finished, changed, rows_written FROM job_runs WHERE run_at = ?1 AND job = 'purchase-confirm'`,
      at(0),
    )
    expect(run).toMatchObject({ enqueued: 1, finished: 1, changed: 1 })
    expect(run.rows_written).toBeGreaterThan(4)
    // point expiry: 5,000 earned − 1,000 used = 4,000 leave.
    expect((await one<{ amount: number }>(`SELECT amount FROM point_ledger WHERE member_no = 2 AND reason = '유효기간소멸'`)).amount).toBe(
      -4000,
    )
    // grade: 250,000원 / 5 → 실버.
    expect((await one<{ grade_cd: string }>('SELECT grade_cd FROM members WHERE member_no = 1')).grade_cd).toBe('SILVER')
    // notifications
    const kinds = (
      await db()
        .prepare('SELECT member_no, kind, push_status FROM member_notifications ORDER BY noti_no')
        .all<{ member_no: number; kind: string; push_status: string }>()
    ).results
    expect(kinds).toEqual(
      expect.arrayContaining([
        { member_no: 1, kind: 'DELIVERED', push_status: 'SENT' },
        { member_no: 2, kind: 'CONFIRMED', push_status: 'NONE' },
        { member_no: 1, kind: 'RESERVATION', push_status: 'SENT' },
        { member_no: 1, kind: 'COUPON_EXPIRING', push_status: 'SENT' },
      ]),
    )
    // push went out through the sandbox FCM only to the member who agreed.
    const out1 = await call('/__sandbox/fcm/outbox?token=device-member-one-0001')
    expect(out1.json.messages.map((m: { title: string }) => m.title)).toEqual(
      expect.arrayContaining(['배송이 완료되었어요', '내일 방문 예약이 있어요', '쿠폰이 곧 만료돼요']),
    )
    const out2 = await call('/__sandbox/fcm/outbox?token=device-member-two-0002')
    expect(out2.json.messages).toHaveLength(0)
  })

  it('a second run the same night changes nothing', async () => {
    const before = await snapshot()
    await runNight(0)
    expect(await snapshot()).toBe(before)
  })

  it('three nights later: the delivered order is confirmed at the 실버 rate, then the grade becomes 골드', async () => {
    await runNight(3)
    expect(await statusOf('20261101000001')).toBe('90')
    expect(await statusOf('20261101000002')).toBe('50')
    expect(
      (await one<{ amount: number }>(`SELECT amount FROM point_ledger WHERE ord_no = '20261101000001' AND reason = '구매적립'`)).amount,
    ).toBe(3600)
    expect((await one<{ grade_cd: string }>('SELECT grade_cd FROM members WHERE member_no = 1')).grade_cd).toBe('GOLD')
    const confirmed = await one<{ n: number }>(`SELECT COUNT(*) AS n FROM member_notifications WHERE member_no = 1 AND kind = 'CONFIRMED'`)
    expect(confirmed.n).toBe(1)
    const before = await snapshot()
    await runNight(3)
    expect(await snapshot()).toBe(before)
  })
  it('grades are recomputed only for members whose purchases changed (marked by triggers), then the mark is cleared', async () => {
    const grade = async (m: number) => (await one<{ grade_cd: string }>('SELECT grade_cd FROM members WHERE member_no = ?1', m)).grade_cd
    const marks = async () =>
      (await db().prepare('SELECT member_no FROM grade_dirty ORDER BY member_no').all<{ member_no: number }>()).results
    expect(await marks()).toEqual([])
    // A grade out of step with purchases that did not change is left alone (no full scan of the members).
    await db().prepare(`UPDATE members SET grade_cd = 'VIP' WHERE member_no = 2`).run()
    await runNight(4)
    expect(await grade(2)).toBe('VIP')
    // A store purchase marks the member; the night recomputes that member only and clears the mark.
    await db()
      .prepare(
        `INSERT INTO offline_orders (member_no, store_code, store_nm, purchase_ymd, goods_nm, amount, pay_method_nm) VALUES (2, 'S001', '다비치 강남점', ?1, '렌즈', 10000, '카드')`,
      )
      .bind(seoulNow(T0).format('YYYYMMDD'))
      .run()
    expect(await marks()).toEqual([{ member_no: 2 }])
    await runNight(5)
    expect(await grade(2)).not.toBe('VIP')
    expect(await marks()).toEqual([])
  })
})

describe('purchase confirmation (the member button)', () => {
  it('20 identical concurrent confirms: one 200, the rest 409, one ledger line; another member gets 404', async () => {
    await order('20261101000010', 1, '50', { delivered: at(-1) })
    expect((await call('/api/v1/front/benefit/order/20261101000010/confirm', { method: 'POST', token: t2 })).status).toBe(404)
    const rs = await Promise.all(
      Array.from({ length: 20 }, () => call('/api/v1/front/benefit/order/20261101000010/confirm', { method: 'POST', token: t1 })),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 409).every((r) => r.json.errors[0].reason === '이미 구매확정된 주문이에요.')).toBe(true)
    expect(rs.filter((r) => r.status === 409)).toHaveLength(19)
    expect((await one<{ n: number }>(`SELECT COUNT(*) AS n FROM point_ledger WHERE ord_no = '20261101000010'`)).n).toBe(1)
    expect(rs.find((r) => r.status === 200)!.json.earnPoint).toBe(4800) // 골드 8% of 60,000원
  })

  it('an order not yet delivered cannot be confirmed; a guest gets 401', async () => {
    await order('20261101000011', 1, '40', { dispatch: at(-1) })
    const r = await call('/api/v1/front/benefit/order/20261101000011/confirm', { method: 'POST', token: t1 })
    expect(r.status).toBe(409)
    expect(r.json.errors[0].reason).toContain('배송이 완료된 주문만')
    expect((await call('/api/v1/front/benefit/order/20261101000011/confirm', { method: 'POST' })).status).toBe(401)
    expect((await call('/api/v1/front/benefit/order/abc/confirm', { method: 'POST', token: t1 })).status).toBe(400)
  })
})

describe('stamps of a collected order', () => {
  it('12 boxes of a 10-stamp lens: 12 stamps, one full card → one reward coupon; a repeated handover adds nothing', async () => {
    const d = db()
    await d.batch([
      d.prepare(`UPDATE goods SET stamp_card_size = 10 WHERE goods_no = 'G100003'`),
      d
        .prepare(
          `INSERT INTO coupons (coupon_no, coupon_kind_cd, coupon_nm, benefit_type_cd, benefit_text, valid_type_cd, valid_days, channel_cd, issue_start_dttm, issue_end_dttm, reg_dttm)
         VALUES (9010, 'OFFLINE', '스탬프 10개 보상', 'TEXT', '콘택트렌즈 1박스 무료', 'ISSUE_DAYS', 90, 'OFFLINE', ?1, ?2, ?1)`,
        )
        .bind(at(-100), at(1000)),
      d.prepare(`UPDATE stamp_programs SET reward_coupon_no = 9010 WHERE card_size = 10`),
    ])
    await order('20261101000020', 1, '50', {
      store: true,
      goods: [
        ['G100003', 'G100003-01', '04', 28800, 12],
        ['G100002', 'G100002-01', '01', 60000, 1],
      ],
    })
    for (let i = 0; i < 2; i++) await guardedBatch(d, stampStmts(d, '20261101000020', at(0)))
    const s = (await call('/api/v1/front/benefit/stamp', { token: t1 })).json
    expect(s.cards.find((c: { cardSize: number }) => c.cardSize === 10)).toMatchObject({ total: 12, current: 2, rewardsEarned: 1 })
    expect(s.history).toHaveLength(1)
    expect(s.history[0]).toMatchObject({ qtt: 12, storeNm: '다비치 강남점' })
    expect(s.rewards).toHaveLength(1)
    expect(s.rewards[0].issueNo).toBeGreaterThan(0)
    expect((await one<{ n: number }>(`SELECT COUNT(*) AS n FROM member_coupons WHERE member_no = 1 AND coupon_no = 9010`)).n).toBe(1)
    expect((await call('/api/v1/front/benefit/stamp', { token: t2 })).json.history).toHaveLength(0)
  })
})

describe('notifyMember', () => {
  it('writes the inbox once per dedup key and pushes only under consent; the inbox is the member’s own', async () => {
    const e = env as unknown as Env
    const n = {
      memNo: 1,
      kind: 'PICKUP_READY' as const,
      title: '상품이 준비되었어요',
      body: '매장에서 찾아가세요.',
      link: '/mypage/manageorder/orderlist',
      dedupKey: 'pickup:X1',
    }
    const a = await notifyMember(e, n)
    const b = await notifyMember(e, n)
    expect(a.notiNo).toBeGreaterThan(0)
    expect(a.push).toBe('SENT')
    expect(b).toEqual({ notiNo: null, push: 'NONE' })
    const off = await notifyMember(e, { ...n, memNo: 2, dedupKey: 'pickup:X2' })
    expect(off.push).toBe('NONE')
    const list = (await call('/api/v1/front/benefit/notification', { token: t1 })).json
    expect(list.items[0]).toMatchObject({ kind: 'PICKUP_READY', read: false })
    expect(list.items.every((i: { notiNo: number }) => i.notiNo !== off.notiNo)).toBe(true)
    const read = await call('/api/v1/front/benefit/notification/read', { token: t1, body: {} })
    expect(read.json.read).toBe(list.unreadCount)
    expect((await call('/api/v1/front/benefit/notification', { token: t1 })).json.unreadCount).toBe(0)
  })

  it('a device FCM calls unregistered is forgotten', async () => {
    await db()
      .prepare(
        `INSERT INTO push_devices (token, member_no, platform, reg_dttm, upd_dttm) VALUES ('gone-device-000000001', 1, 'android', ?1, ?1)`,
      )
      .bind(at(0))
      .run()
    await notifyMember(env as unknown as Env, { memNo: 1, kind: 'NOTICE', title: '안내', body: '테스트 알림이에요.' })
    expect(await db().prepare(`SELECT 1 FROM push_devices WHERE token = 'gone-device-000000001'`).first()).toBeNull()
  })
})
