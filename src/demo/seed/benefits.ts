/**
 * Benefits seed (migrations 0070/0071): coupons of every kind in the coupon zone (some exhausted, some
 * age-limited, an offline store coupon, one allowing duplicates), member01's coupons in all three states
 * (a D-쿠폰 among them), a point ledger over 40 months (with its expiries), contact-lens stamp goods and
 * member01's stamps (one full card and its reward coupon), printed gift cards to register and the history
 * of member01's cards, notifications, and member01's push consent with a sandbox device.
 * Deterministic for one `now`; run after the main, commerce and storefront seeds.
 *
 *   const sql = benefitsSeedSql(seed, now)
 */
import type { SeedData } from '../../server/db/rows'
import { tableToSql } from './sql'
import { DAY, iso, toMs } from './time'

type Row = Record<string, string | number | null>
export const BENEFITS_TABLE_ORDER = [
  'coupons',
  'member_coupons',
  'point_ledger',
  'member_stamps',
  'stamp_rewards',
  'gift_card_issues',
  'gift_card_history',
  'member_notifications',
  'push_devices',
] as const

/** Printed gift cards a demo shopper can register (16 digits). */
export const DEMO_GIFT_CARDS = ['1234567890123456', '2026112400010001'] as const
export const STAMP_REWARD_COUPON = 29

export function buildBenefitsSeed(
  seed: SeedData,
  now: Date | string | number,
): { rows: Record<(typeof BENEFITS_TABLE_ORDER)[number], Row[]>; sql: string[] } {
  const nowMs = toMs(now)
  const t = (days: number) => iso(nowMs + days * DAY)
  const out = Object.fromEntries(BENEFITS_TABLE_ORDER.map((k) => [k, [] as Row[]])) as Record<(typeof BENEFITS_TABLE_ORDER)[number], Row[]>
  const coupon = (no: number, o: Row): Row => ({
    coupon_no: no,
    coupon_kind_cd: 'GOODS',
    coupon_nm: '',
    coupon_dscrt: '',
    benefit_type_cd: 'RATE',
    benefit_value: 0,
    benefit_max_amt: null,
    benefit_text: '',
    qtt_limit: null,
    issued_qtt: 0,
    dup_download_yn: 'N',
    solo_use_yn: 'N',
    valid_type_cd: 'ISSUE_DAYS',
    valid_start_dttm: null,
    valid_end_dttm: null,
    valid_days: 30,
    min_order_amt: 0,
    target_scope_cd: 'ALL',
    goods_type_cd: null,
    age_bands: '',
    channel_cd: 'ONLINE',
    download_yn: 'Y',
    issue_start_dttm: t(-10),
    issue_end_dttm: t(40),
    img_src: '',
    use_yn: 'Y',
    reg_dttm: t(-10),
    ...o,
  })
  out.coupons.push(
    coupon(20, {
      coupon_kind_cd: 'ORDER',
      coupon_nm: '주문 금액 5,000원 할인',
      coupon_dscrt: '7만 원 이상 주문 시 어떤 상품에나',
      benefit_type_cd: 'AMOUNT',
      benefit_value: 5000,
      min_order_amt: 70000,
    }),
    coupon(21, {
      coupon_nm: '선착순 100명 안경테 20% 할인',
      benefit_value: 20,
      benefit_max_amt: 20000,
      goods_type_cd: '01',
      qtt_limit: 100,
      issued_qtt: 100,
    }),
    coupon(22, {
      coupon_nm: '2030 선글라스 7,000원 할인',
      benefit_type_cd: 'AMOUNT',
      benefit_value: 7000,
      min_order_amt: 50000,
      goods_type_cd: '02',
      age_bands: '20,30',
    }),
    coupon(23, {
      coupon_kind_cd: 'OFFLINE',
      coupon_nm: '매장 안경 세척·피팅 무료',
      benefit_type_cd: 'TEXT',
      benefit_text: '매장 무료 세척·피팅',
      channel_cd: 'OFFLINE',
      valid_days: 60,
    }),
    coupon(24, {
      coupon_nm: '콘택트렌즈 3,000원 할인 (여러 장)',
      benefit_type_cd: 'AMOUNT',
      benefit_value: 3000,
      min_order_amt: 30000,
      goods_type_cd: '04',
      dup_download_yn: 'Y',
      valid_days: 14,
    }),
    coupon(25, {
      coupon_nm: '선착순 50명 용품 50% 할인',
      benefit_value: 50,
      benefit_max_amt: 5000,
      goods_type_cd: '05',
      qtt_limit: 50,
      issued_qtt: 37,
    }),
    coupon(26, {
      coupon_kind_cd: 'STORE_ONLINE',
      coupon_nm: '안경렌즈 10% 할인 (기간 한정)',
      benefit_value: 10,
      benefit_max_amt: 30000,
      goods_type_cd: '03',
      valid_type_cd: 'FIXED',
      valid_start_dttm: t(-3),
      valid_end_dttm: t(20),
      valid_days: null,
      solo_use_yn: 'Y',
    }),
    coupon(27, {
      coupon_nm: '지난달 가을 쿠폰',
      benefit_type_cd: 'AMOUNT',
      benefit_value: 4000,
      issue_start_dttm: t(-80),
      issue_end_dttm: t(-40),
      valid_days: 20,
      download_yn: 'N',
    }),
    coupon(28, {
      coupon_kind_cd: 'DIRECT',
      coupon_nm: '감사 쿠폰 3,000원',
      benefit_type_cd: 'AMOUNT',
      benefit_value: 3000,
      download_yn: 'N',
      issue_start_dttm: t(-200),
      issue_end_dttm: t(200),
    }),
    coupon(STAMP_REWARD_COUPON, {
      coupon_kind_cd: 'OFFLINE',
      coupon_nm: '스탬프 보상 · 콘택트렌즈 1박스',
      benefit_type_cd: 'TEXT',
      benefit_text: '콘택트렌즈 1박스 무료 교환',
      channel_cd: 'OFFLINE',
      download_yn: 'N',
      issue_start_dttm: t(-400),
      issue_end_dttm: t(2000),
      valid_days: 90,
    }),
  )
  const member = seed.members.find((m) => m.login_id === 'member01')
  const sql: string[] = []
  if (member) {
    const no = member.member_no
    const mc = (
      issue: number,
      couponNo: number,
      seq: number,
      start: number,
      end: number,
      used: number | null = null,
      o: Row = {},
    ): Row => ({
      issue_no: issue,
      coupon_no: couponNo,
      member_no: no,
      issue_seq: seq,
      valid_start_dttm: t(start),
      valid_end_dttm: t(end),
      use_yn: used === null ? 'N' : 'Y',
      use_dttm: used === null ? null : t(used),
      ord_no: null,
      issue_dttm: t(start),
      face_amt: null,
      barcode_no: null,
      ...o,
    })
    out.member_coupons.push(
      mc(5001, 20, 1, -5, 25),
      mc(5002, 23, 1, -2, 58),
      mc(5003, 28, 1, -20, 5),
      mc(5004, 28, 2, -100, -70, -80),
      mc(5005, 27, 1, -60, -40),
      mc(5006, STAMP_REWARD_COUPON, 10001, -30, 60),
      mc(5007, 9000, 1, -15, 350, null, { face_amt: 5000 }),
    )
    // 40 months of points: earnings every few months, uses, and what expired after 36 months.
    const ledger: Array<[number, number, string, number | null]> = [
      [-1215, 2000, '신규가입', 1095],
      [-1150, 1500, '구매적립', 1095],
      [-1100, -1000, '구매사용', null],
      [-1000, 800, '후기작성', 1095],
      [-900, 1200, '구매적립', 1095],
      [-700, -1500, '구매사용', null],
      [-600, 500, '휴대폰인증', 1095],
      [-400, 2600, '구매적립', 1095],
      [-115, -1000, '유효기간소멸', null],
      [-50, -500, '유효기간소멸', null],
      [-30, 1800, '구매적립', 1095],
      [-12, -1000, '구매사용', null],
    ]
    ledger.forEach(([d, amount, reason, exp], i) =>
      out.point_ledger.push({
        member_no: no,
        amount,
        reason,
        ord_no: reason === '유효기간소멸' ? `EXP:${no}:seed${i}` : null,
        reg_dttm: t(d),
        expire_dttm: exp === null ? null : t(d + exp),
      }),
    )
    out.point_ledger.push({
      member_no: no,
      amount: -5000,
      reason: '쿠폰전환',
      ord_no: `CONV:seed${no}`,
      reg_dttm: t(-15),
      expire_dttm: null,
    })
    // stamps: lens goods on the 10/20/30 cards; member01 filled one 10-card and has 7 on the next.
    const lenses = seed.goods.filter((g) => g.goods_type_cd === '04').slice(0, 6)
    lenses.forEach((g, i) =>
      sql.push(`UPDATE goods SET stamp_card_size = ${[10, 10, 20, 20, 30, 10][i]} WHERE goods_no = '${g.goods_no}';`),
    )
    const store = seed.stores.find((s) => s.pickup_yn === 'Y') ?? seed.stores[0]
    const lens = lenses[0]
    if (lens && store) {
      ;[
        [-150, 6],
        [-90, 4],
        [-40, 4],
        [-8, 3],
      ].forEach(([d, q]) =>
        out.member_stamps.push({
          member_no: no,
          card_size: 10,
          ord_no: null,
          line_no: null,
          goods_no: lens.goods_no,
          goods_nm: lens.goods_nm,
          store_code: store.store_code,
          store_nm: store.store_nm,
          qtt: q,
          reg_dttm: t(d),
        }),
      )
      out.stamp_rewards.push({ member_no: no, card_size: 10, card_seq: 1, reg_dttm: t(-90) })
    }
    sql.push(`UPDATE stamp_programs SET reward_coupon_no = ${STAMP_REWARD_COUPON};`)
    // gift cards: history of member01's registered cards, and printed cards still to register.
    out.gift_card_history.push(
      { card_no: '4100123456781234', member_no: no, kind: 'REGISTER', amount: 50000, ord_no: null, reg_dttm: t(-30) },
      { card_no: '4100987654325678', member_no: no, kind: 'REGISTER', amount: 30000, ord_no: null, reg_dttm: t(-200) },
      { card_no: '4100987654325678', member_no: no, kind: 'USE', amount: 30000, ord_no: 'O-STORE-20260627', reg_dttm: t(-150) },
    )
    const notice = (d: number, kind: string, title: string, body: string, link: string, read: boolean): Row => ({
      member_no: no,
      kind,
      title,
      body,
      link,
      dedup_key: `seed:${kind}:${d}`,
      push_status: 'SENT',
      read_dttm: read ? t(d + 0.1) : null,
      reg_dttm: t(d),
    })
    out.member_notifications.push(
      notice(
        -40,
        'DELIVERED',
        '배송이 완료되었어요',
        '주문하신 상품이 배송 완료되었어요. 상품을 확인하시고 구매확정을 눌러 주세요.',
        '/mypage/manageorder/orderlist',
        true,
      ),
      notice(-30, 'CONFIRMED', '구매가 확정되었어요', '구매확정으로 1,800P가 적립되었어요.', '/mypage/mybonus/point', true),
      notice(-6, 'SHIPPED', '상품이 출발했어요', '주문하신 상품이 CJ대한통운으로 출발했어요.', '/mypage/manageorder/delivery', false),
      notice(
        -1,
        'COUPON_EXPIRING',
        '쿠폰이 곧 만료돼요',
        "'감사 쿠폰 3,000원' 쿠폰이 5일 뒤에 만료돼요. 기간 안에 사용해 주세요.",
        '/mypage/mybonus/coupon',
        false,
      ),
    )
    out.push_devices.push({
      token: 'sandbox-device-member01-android',
      member_no: no,
      platform: 'android',
      reg_dttm: t(-100),
      upd_dttm: t(-100),
    })
    sql.push(`UPDATE members SET push_yn = 'Y', push_dttm = '${t(-100)}' WHERE member_no = ${no};`)
    // grade as last night's recompute left it: member01's seeded year of orders (4 purchases, 629,000원) is 실버
    sql.push(`UPDATE members SET grade_cd = 'SILVER', grade_dttm = '${t(-1)}' WHERE member_no = ${no};`)
  }
  DEMO_GIFT_CARDS.forEach((card_no, i) =>
    out.gift_card_issues.push({
      card_no,
      card_nm: i ? '다비치 상품권 1만원' : '다비치 상품권 5만원',
      amount: i ? 10000 : 50000,
      issue_ymd: '20260101',
      expire_ymd: '20301231',
      member_no: null,
      reg_dttm: null,
    }),
  )
  return { rows: out, sql }
}

export function benefitsSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const { rows, sql } = buildBenefitsSeed(seed, now)
  return [...BENEFITS_TABLE_ORDER.flatMap((table) => tableToSql(table, rows[table])), ...sql]
}
