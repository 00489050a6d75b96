/**
 * The sandbox store system's own data (migration 0160, sandbox_pos_*; src/demo/sandbox/pos.ts): store memberships
 * across the seeded stores, store points with history and store purchases with the prescription used.
 * - member01 (김다비, 010-1234-5678): one membership, 3 store purchases (glasses with a progressive prescription,
 *   a stamp contact lens sold in two boxes, blue-light lenses) and the points they earned and spent.
 * - family01 (이준호, 010-7777-0001): two memberships (two stores) → asked to choose.
 * - family02 (김영숙, 010-7777-0002, member01's mother): one membership.
 * - family03 (정하나): none → told to visit a store.
 * Nothing here is in the shop's tables: the shop learns it only through the store-system protocol.
 */
import type { SeedData } from '../../server/db/rows'
import { tableToSql } from './sql'
import { DAY, HOUR, iso, toMs } from './time'

const seoulYmd = (ms: number) => new Date(ms + 9 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')

export const STORE_SYSTEM_DEMO = {
  member01: { storeMemberId: 'SM-0001-000101', cardNo: '9410201903150001' },
  family01: { storeMemberIds: ['SM-0002-000201', 'SM-0003-000202'] },
  family02: { storeMemberId: 'SM-0001-000301' },
} as const

/** A row of sandbox_pos_members (the sandbox store system reads the same shape). */
export interface PosMember {
  store_member_id: string
  member_nm: string
  mobile: string
  card_no: string
  store_code: string
  grade_nm: string
  join_ymd: string
  last_visit_ymd: string
  online_member_no: number | null
  link_key: string | null
}

const eye = (sph: string, cyl: string, axis: string, add?: string) => ({ sph, cyl, axis, ...(add ? { add } : {}) })

export function buildStoreSystemSeed(seed: SeedData, now: Date | string | number) {
  const nowMs = toMs(now)
  const at = (days: number, hour = 14) => iso(nowMs - days * DAY - (nowMs % DAY) + (hour - 9) * HOUR)
  const member01 = seed.members.find((m) => m.login_id === 'member01')
  const open = seed.stores.filter((s) => s.open_yn === 'Y' && s.store_kind !== '청력센터')
  const home = open.find((s) => s.store_code === member01?.my_store_code) ?? open[0]
  const [second, third] = open.filter((s) => s.store_code !== home.store_code)
  const members: PosMember[] = []
  const points: Array<Record<string, unknown>> = []
  const sales: Array<Record<string, unknown>> = []
  const pm = (o: Omit<PosMember, 'online_member_no' | 'link_key'>) => members.push({ ...o, online_member_no: null, link_key: null })

  const m1 = STORE_SYSTEM_DEMO.member01.storeMemberId
  pm({
    store_member_id: m1,
    member_nm: '김다비',
    mobile: '01012345678',
    card_no: STORE_SYSTEM_DEMO.member01.cardNo,
    store_code: home.store_code,
    grade_nm: 'VIP',
    join_ymd: seoulYmd(nowMs - 1100 * DAY),
    last_visit_ymd: seoulYmd(nowMs - 12 * DAY),
  })
  const lens = seed.goods.filter((g) => g.goods_type_cd === '04')[0]
  const rx = { right: eye('-2.50', '-0.75', '180', '+1.50'), left: eye('-2.25', '-0.50', '170', '+1.50'), pd: '63' }
  const plan: Array<[string, number, string, Array<[string | null, string, string, number, number, typeof rx | null]>, number, number]> = [
    [
      'S-' + home.store_code + '-A80',
      80,
      '신용카드',
      [
        [null, '티타늄 하금테 (무광 블랙)', '01', 1, 120000, null],
        [null, '개인맞춤 누진렌즈 1.67', '03', 1, 200000, rx],
      ],
      9600,
      -3000,
    ],
    [
      'S-' + home.store_code + '-A45',
      45,
      '현금',
      [[lens?.goods_no ?? null, lens?.goods_nm ?? '원데이 콘택트렌즈 30P', '04', 2, 57600, null]],
      1700,
      0,
    ],
    [
      'S-' + home.store_code + '-A12',
      12,
      '신용카드',
      [
        [
          null,
          '다비치 블루라이트 차단 안경렌즈 1.60',
          '03',
          1,
          89000,
          { ...rx, right: eye('-2.75', '-0.75', '180'), left: eye('-2.50', '-0.50', '170') },
        ],
      ],
      2600,
      0,
    ],
  ]
  points.push({
    entry_id: `P-${m1}-JOIN`,
    store_member_id: m1,
    kind: '가입',
    amount: 2000,
    store_code: home.store_code,
    sale_id: null,
    occurred_dttm: at(1100),
  })
  plan.forEach(([saleId, d, pay, lines, earn, use]) => {
    sales.push({
      sale_id: saleId,
      store_member_id: m1,
      store_code: home.store_code,
      sold_dttm: at(d),
      pay_method_nm: pay,
      lines_json: JSON.stringify(
        lines.map(([goodsNo, goodsNm, goodsTypeCd, qtt, amount, prescription], i) => ({
          lineNo: i + 1,
          goodsNo,
          goodsNm,
          goodsTypeCd,
          qtt,
          amount,
          prescription,
        })),
      ),
      refund_dttm: null,
    })
    if (use)
      points.push({
        entry_id: `P-${saleId}-USE`,
        store_member_id: m1,
        kind: '결제사용',
        amount: use,
        store_code: home.store_code,
        sale_id: saleId,
        occurred_dttm: at(d),
      })
    points.push({
      entry_id: `P-${saleId}-EARN`,
      store_member_id: m1,
      kind: '구매확정적립',
      amount: earn,
      store_code: home.store_code,
      sale_id: saleId,
      occurred_dttm: at(d),
    })
  })
  points.push({
    entry_id: `P-${m1}-REVIEW`,
    store_member_id: m1,
    kind: '포토후기',
    amount: 500,
    store_code: home.store_code,
    sale_id: null,
    occurred_dttm: at(70),
  })

  const [f1a, f1b] = STORE_SYSTEM_DEMO.family01.storeMemberIds
  pm({
    store_member_id: f1a,
    member_nm: '이준호',
    mobile: '01077770001',
    card_no: '9410201906110002',
    store_code: (second ?? home).store_code,
    grade_nm: '일반',
    join_ymd: seoulYmd(nowMs - 2000 * DAY),
    last_visit_ymd: seoulYmd(nowMs - 700 * DAY),
  })
  pm({
    store_member_id: f1b,
    member_nm: '이준호',
    mobile: '01077770001',
    card_no: '9410201906110003',
    store_code: (third ?? home).store_code,
    grade_nm: '골드',
    join_ymd: seoulYmd(nowMs - 600 * DAY),
    last_visit_ymd: seoulYmd(nowMs - 30 * DAY),
  })
  points.push(
    {
      entry_id: `P-${f1a}-JOIN`,
      store_member_id: f1a,
      kind: '가입',
      amount: 2000,
      store_code: (second ?? home).store_code,
      sale_id: null,
      occurred_dttm: at(2000),
    },
    {
      entry_id: `P-${f1b}-JOIN`,
      store_member_id: f1b,
      kind: '가입',
      amount: 2000,
      store_code: (third ?? home).store_code,
      sale_id: null,
      occurred_dttm: at(600),
    },
  )
  const f2 = STORE_SYSTEM_DEMO.family02.storeMemberId
  pm({
    store_member_id: f2,
    member_nm: '김영숙',
    mobile: '01077770002',
    card_no: '9410196203020004',
    store_code: home.store_code,
    grade_nm: '골드',
    join_ymd: seoulYmd(nowMs - 1500 * DAY),
    last_visit_ymd: seoulYmd(nowMs - 60 * DAY),
  })
  points.push({
    entry_id: `P-${f2}-JOIN`,
    store_member_id: f2,
    kind: '가입',
    amount: 2000,
    store_code: home.store_code,
    sale_id: null,
    occurred_dttm: at(1500),
  })
  return { sandbox_pos_members: members, sandbox_pos_points: points, sandbox_pos_sales: sales }
}

export function storeSystemSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const rows = buildStoreSystemSeed(seed, now)
  return (['sandbox_pos_members', 'sandbox_pos_points', 'sandbox_pos_sales'] as const).flatMap((t) => tableToSql(t, rows[t]))
}
