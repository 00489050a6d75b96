/// <reference types="@cloudflare/workers-types" />
// Commerce fixture: goods with stock, two members with sessions and points, a pickup store and coupons.
import { env } from 'cloudflare:workers'
import { createSession } from '../../src/server/auth/session'
import { read, call as request } from './helpers'

export const db = () => (env as unknown as { DB: D1Database }).DB
const day = 86_400_000
export const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString()

export async function seedCommerce() {
  const d = db()
  const stmts: D1PreparedStatement[] = []
  const run = (sql: string, ...args: unknown[]) => stmts.push(d.prepare(sql).bind(...args))
  run(`INSERT INTO brands (brand_no, brand_nm, brand_en_nm, logo_src, sort_seq) VALUES (1, '다비치 오리지널', 'DAVICH ORIGINAL', '', 1)`)
  run(
    `INSERT INTO categories (ctg_no, goods_type_cd, ctg_nm, sort_seq) VALUES (101, '01', '뿔테', 1), (401, '04', '원데이', 1), (501, '05', '용품', 1)`,
  )
  const goods: Array<[string, string, number, string, number, number, string, string]> = [
    ['G100001', '01', 101, '보스턴 뿔테', 120000, 30000, 'Y', 'Y'],
    ['G100002', '01', 101, '라운드 메탈테', 90000, 60000, 'Y', 'Y'],
    ['G100003', '04', 401, '원데이 30P', 32000, 28800, 'N', 'Y'],
    ['G100004', '05', 501, '안경 클리너', 5000, 5000, 'Y', 'N'],
  ]
  for (const [no, type, ctg, nm, cust, sale, dlvr, direct] of goods) {
    run(
      `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, discount_rate, dlvr_yn, direct_yn, reg_dttm)
       VALUES (?1, ?2, ?3, 1, ?4, '/img/x.svg', 1000, ?5, ?6, 0, ?7, ?8, ?9)`,
      no,
      type,
      ctg,
      nm,
      cust,
      sale,
      dlvr,
      direct,
      iso(-1),
    )
  }
  run(`INSERT INTO goods_items (item_no, goods_no, item_nm, add_price, stock_qtt, sort_seq) VALUES
        ('G100001-01', 'G100001', '블랙', 0, 1000, 1), ('G100001-02', 'G100001', '브라운', 0, 5, 2),
        ('G100002-01', 'G100002', '실버', 0, 100, 1), ('G100003-01', 'G100003', '-1.00', 0, 100, 1),
        ('G100004-01', 'G100004', '기본', 0, 100, 1)`)
  for (const [no, id, nm, mobile] of [
    [1, 'buyer01', '김구매', '01011112222'],
    [2, 'buyer02', '이구매', '01033334444'],
  ] as const) {
    run(
      `INSERT INTO members (member_no, login_id, member_nm, mobile, email, reg_dttm, upd_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)`,
      no,
      id,
      nm,
      mobile,
      `${id}@example.com`,
      iso(-100),
    )
  }
  run(
    `INSERT INTO point_ledger (member_no, amount, reason, reg_dttm) VALUES (1, 20000, '신규가입', ?1), (2, 500, '신규가입', ?1)`,
    iso(-50),
  )
  run(
    `INSERT INTO stores (store_no, store_code, store_nm, sido, sigungu, road_addr, tel_no, lat, lng) VALUES (1, 'S001', '다비치 강남점', '서울', '강남구', '서울 강남구 테헤란로 1', '02-555-0001', 37.5, 127.0)`,
  )
  run(
    `INSERT INTO coupons (coupon_no, coupon_kind_cd, coupon_nm, benefit_type_cd, benefit_value, benefit_max_amt, valid_type_cd, valid_days, target_scope_cd, goods_type_cd, issue_start_dttm, issue_end_dttm, reg_dttm)
     VALUES (1, 'GOODS', '안경테 10% 할인', 'RATE', 10, 10000, 'ISSUE_DAYS', 30, 'ALL', '01', ?1, ?2, ?1),
            (2, 'ORDER', '주문 3천원 할인', 'AMOUNT', 3000, NULL, 'ISSUE_DAYS', 30, 'ALL', NULL, ?1, ?2, ?1)`,
    iso(-10),
    iso(10),
  )
  run(
    `INSERT INTO member_coupons (issue_no, coupon_no, member_no, valid_start_dttm, valid_end_dttm, issue_dttm) VALUES (11, 1, 1, ?1, ?2, ?1), (12, 2, 1, ?1, ?2, ?1)`,
    iso(-1),
    iso(20),
  )
  await d.batch(stmts)
}

/**
 * Gives back what a member's checkouts left in a payment window hold — as the member's next attempt would (issue 30) —
 * so a test that counts stock or points from here starts with nothing held.
 */
export async function releasePending(memberNo: number) {
  const { releaseOrder } = await import('../../src/server/db/orders')
  const { results } = await db()
    .prepare(`SELECT ord_no FROM orders WHERE member_no = ?1 AND status = '01' AND pg_tid IS NULL`)
    .bind(memberNo)
    .all<{ ord_no: string }>()
  for (const r of results) await releaseOrder(db(), r.ord_no, ['01'], '00', '테스트: 결제창을 떠난 주문서 정리')
}

export async function token(memberNo: number) {
  return (await createSession(db(), memberNo)).token
}

/**
 * The commerce suites' view of `call()` from ./helpers: `body` is a JSON value and the answer comes back read
 * once (`{ status, json, text, headers }`, see `read()`).
 */
export function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; cookie?: string; form?: Record<string, string> } = {},
) {
  const { body, ...rest } = init
  return read(request(path, { ...rest, json: body, origin: 'http://shop.test' }))
}

export function orderBody(over: Record<string, unknown> = {}) {
  return {
    orderToken: crypto.randomUUID(),
    orderClassification: 'direct',
    goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 }],
    dlvrMethod: '01',
    orderer: { name: '김구매', mobile: '010-1111-2222', email: 'buyer01@example.com' },
    delivery: {
      receiverName: '김구매',
      mobile: '01011112222',
      zipCode: '06236',
      address1: '서울 강남구 테헤란로 152',
      address2: '10층',
      memo: '',
    },
    pointUseAmt: 0,
    payMethod: '3',
    paymentAmt: 60000,
    agreeYn: 'Y',
    ...over,
  }
}

const hidden = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2]
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    ]),
  )

/** Drives the sandbox window like a shopper: open it with the merchant's form, press a button, follow the POST back. */
export async function payInSandbox(
  params: Record<string, string>,
  scenario: 'approve' | 'decline' | 'timeout' | 'fail_after',
  extra: Record<string, string> = {},
) {
  const win = await call('/__sandbox/pg/stdpay', { form: params })
  if (win.status !== 200) throw new Error(`window ${win.status}: ${win.text.slice(0, 200)}`)
  const fields = hidden(win.text)
  const back = await call('/__sandbox/pg/stdpay/submit', {
    form: { ...fields, scenario, payMethod: '3', cardCode: '06', quota: '03', bankCode: '88', ...extra },
  })
  const returnFields = hidden(back.text)
  const action = back.text.match(/<form method="post" action="([^"]+)"/)![1].replace(/&amp;/g, '&')
  const ret = await call(new URL(action).pathname, { form: returnFields })
  const next = ret.text.match(/url=([^"]+)"/)?.[1]?.replace(/&amp;/g, '&') ?? ''
  return { returnFields, ret, next }
}
