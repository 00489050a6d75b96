/**
 * Store-owner seed (migration 0100) for store01's store: today's reservations (relative to the seeding date),
 * store-pickup orders in each state (waiting, 상품준비완료, 수령완료, 미수령), reservation-only bookings and a
 * visit queue. member01 has a pickup order waiting and a reservation at 17:00 today at store01's store (the
 * kiosk journey checks it in). Deterministic for one `now`.
 *
 *   const sql = storeOwnerSeedSql(seed, now)
 */
import { tableToSql } from './sql'
import { DAY, HOUR, iso, toMs, ymdKst } from './time'
import type { SeedData } from '../../server/db/rows'

type Row = Record<string, string | number | null>

export const STORE_OWNER_TABLE_ORDER = [
  'reservations',
  'reservation_goods',
  'orders',
  'order_lines',
  'order_status_history',
  'payments',
  'visit_queue',
  'visit_queue_history',
  'fitting_devices',
  'fitting_consents',
  'fitting_sessions',
  'fitting_frames',
] as const

export function buildStoreOwnerSeed(seed: SeedData, now: Date | string | number): Record<(typeof STORE_OWNER_TABLE_ORDER)[number], Row[]> {
  const nowMs = toMs(now)
  const out = Object.fromEntries(STORE_OWNER_TABLE_ORDER.map((t) => [t, [] as Row[]])) as Record<
    (typeof STORE_OWNER_TABLE_ORDER)[number],
    Row[]
  >
  const owner = seed.members.find((m) => m.login_id === 'store01')
  const member01 = seed.members.find((m) => m.login_id === 'member01')
  const store = owner && seed.stores.find((s) => s.store_code === owner.store_code)
  if (!owner || !member01 || !store) return out
  const customers = [
    member01,
    ...seed.members.filter((m) => m.auth_role === 'ROLE_USER' && m.status === 'ACTIVE' && m.mobile && m.login_id !== 'member01'),
  ].slice(0, 8)
  const c = (i: number) => customers[i % customers.length]
  const today = ymdKst(nowMs)
  const goodsOf = (type: string) => seed.goods.filter((g) => g.goods_type_cd === type && g.display_yn === 'Y')
  const lens = goodsOf('04')
  const glassLens = goodsOf('03')
  const frames = [...goodsOf('01'), ...goodsOf('02'), ...goodsOf('05')]
  const itemOf = (goodsNo: string) => seed.goods_items.find((i) => i.goods_no === goodsNo)
  const brand = (brandNo: number) => seed.brands.find((b) => b.brand_no === brandNo)?.brand_nm ?? ''

  // ---- today's reservations: [customer or guest, time, group, purpose, status, note, reserved goods]
  type Plan = [number | [string, string], string, string, string, 'RESERVED' | 'VISITED' | 'NOSHOW', string, string | null]
  const plans: Plan[] = [
    [1, '1000', '상담(검사)', '정밀검사', 'VISITED', '최근 눈이 쉽게 피로해요.', null],
    [2, '1100', '콘택트렌즈', '난시', 'RESERVED', '', lens[0]?.goods_no ?? null],
    [['이서윤', '01055550101'], '1130', '일반안경', '블루라이트차단', 'RESERVED', '비회원 예약', null],
    [3, '1300', '누진안경', '개인맞춤누진', 'RESERVED', '', glassLens[0]?.goods_no ?? null],
    [4, '1430', '기타', '피팅', 'RESERVED', '코받침이 자꾸 내려가요.', null],
    [5, '1600', '콘택트렌즈', '컬러', 'RESERVED', '', lens[1]?.goods_no ?? null],
    [0, '1700', '상담(검사)', '일반검사', 'RESERVED', '', null],
  ]
  plans.forEach(([who, time, group, purpose, status, note, goodsNo], i) => {
    const m = typeof who === 'number' ? c(who) : null
    const rsvNo = 101 + i
    out.reservations.push({
      rsv_no: rsvNo,
      reservation_no: `R${today}SO${String(rsvNo).padStart(3, '0')}`,
      member_no: m?.member_no ?? null,
      guest_nm: m ? null : (who as [string, string])[0],
      guest_mobile: m ? null : (who as [string, string])[1],
      store_no: store.store_no,
      rsv_ymd: today,
      rsv_time: time,
      purpose_group: group,
      purpose,
      note,
      eye_test_yn: group === '상담(검사)' ? 'Y' : 'N',
      channel: 'ONLINE',
      status,
      reg_dttm: iso(nowMs - (3 + i) * DAY),
      upd_dttm: iso(nowMs - (3 + i) * DAY),
      cancel_dttm: null,
      visit_dttm: status === 'VISITED' ? iso(nowMs - HOUR) : null,
    })
    if (goodsNo)
      out.reservation_goods.push({
        rsv_no: rsvNo,
        seq: 1,
        goods_no: goodsNo,
        item_no: itemOf(goodsNo)?.item_no ?? null,
        buy_qtt: 1,
        line_kind: 'RESERVATION_ONLY',
      })
  })
  // Past reservation-only bookings (the order list's "예약 상품" tab).
  ;[
    [6, -6, '1500', lens[2] ?? lens[0], 'VISITED'],
    [7, -2, '1200', glassLens[1] ?? glassLens[0], 'NOSHOW'],
    [2, 2, '1100', lens[3] ?? lens[0], 'RESERVED'],
  ].forEach(([ci, days, time, g, status], i) => {
    if (!g) return
    const rsvNo = 120 + i
    const at = nowMs + (days as number) * DAY
    const goods = g as (typeof lens)[number]
    out.reservations.push({
      rsv_no: rsvNo,
      reservation_no: `R${ymdKst(at)}SO${String(rsvNo).padStart(3, '0')}`,
      member_no: c(ci as number).member_no,
      guest_nm: null,
      guest_mobile: null,
      store_no: store.store_no,
      rsv_ymd: ymdKst(at),
      rsv_time: time as string,
      purpose_group: goods.goods_type_cd === '04' ? '콘택트렌즈' : '일반안경',
      purpose: goods.goods_type_cd === '04' ? '일반' : '일반',
      note: '',
      eye_test_yn: 'N',
      channel: 'ONLINE',
      status: status as string,
      reg_dttm: iso(at - 5 * DAY),
      upd_dttm: iso(at - 5 * DAY),
      cancel_dttm: null,
      visit_dttm: status === 'VISITED' ? iso(at + 15 * 60_000) : null,
    })
    out.reservation_goods.push({
      rsv_no: rsvNo,
      seq: 1,
      goods_no: goods.goods_no,
      item_no: itemOf(goods.goods_no)?.item_no ?? null,
      buy_qtt: 2,
      line_kind: 'RESERVATION_ONLY',
    })
  })

  // ---- pickup orders in each state: [customer, days ago, status, pickup_state, pickup day offset]
  const orders: Array<[number, number, string, string | null, number]> = [
    [0, 1, '20', null, 1],
    [1, 2, '20', null, 0],
    [2, 3, '30', 'READY', 0],
    [3, 4, '30', 'READY', -1],
    [4, 8, '50', 'PICKED_UP', -5],
    [5, 6, '30', 'NOSHOW', -3],
  ]
  orders.forEach(([ci, daysAgo, status, pickupState, pickupDay], i) => {
    const m = c(ci)
    const at = nowMs - daysAgo * DAY - 2 * HOUR
    const ordNo = `${ymdKst(at)}${String(80000000 + i * 211).padStart(8, '0')}`
    const g = frames[(i * 11 + 5) % frames.length]
    const it = itemOf(g.goods_no)
    const price = g.sale_price + (it?.add_price ?? 0)
    const stateAt = pickupState ? iso(at + DAY) : null
    out.orders.push({
      ord_no: ordNo,
      idem_key: `seed-store-${ordNo}`,
      member_no: m.member_no,
      status,
      order_classification: 'direct',
      dlvr_method: '02',
      orderer_nm: m.member_nm,
      orderer_mobile: m.mobile ?? '01000000000',
      orderer_email: m.email ?? '',
      receiver_nm: '',
      receiver_mobile: '',
      zip_code: '',
      address1: '',
      address2: '',
      dlvr_memo: '',
      store_code: store.store_code,
      store_nm: store.store_nm,
      store_addr: store.road_addr,
      store_tel: store.tel_no,
      reservation_ymd: ymdKst(nowMs + pickupDay * DAY),
      reservation_hhmm: ['1100', '1400', '1500', '1700', '1800', '1900'][i],
      goods_amt: price,
      dlvr_amt: 0,
      coupon_dc_amt: 0,
      point_use_amt: 0,
      pay_amt: price,
      earn_point: Math.floor((price * 0.01) / 10) * 10,
      pay_method: '3',
      pg_tid: `StdpaySEEDST${ordNo}`,
      card_cd: '06',
      card_quota: '00',
      bank_cd: null,
      vacct_no: null,
      paid_dttm: iso(at + 60_000),
      courier_nm: null,
      invoice_no: null,
      dispatch_dttm: null,
      delivered_dttm: pickupState === 'PICKED_UP' ? stateAt : null,
      cancel_dttm: null,
      fail_msg: null,
      reg_dttm: iso(at),
      upd_dttm: stateAt ?? iso(at + 60_000),
      pickup_state: pickupState,
      pickup_state_dttm: stateAt,
    })
    out.order_lines.push({
      ord_no: ordNo,
      line_no: 1,
      goods_no: g.goods_no,
      item_no: it?.item_no ?? `${g.goods_no}-X`,
      goods_nm: g.goods_nm,
      item_nm: it?.item_nm ?? '기본',
      goods_type_cd: g.goods_type_cd,
      img_src: g.img_src,
      brand_nm: brand(g.brand_no),
      sale_price: price,
      buy_qtt: 1,
      coupon_dc_amt: 0,
      line_amt: price,
      claim_qtt: 0,
      status,
    })
    // A paid order has its approval (the nightly books check).
    out.payments.push({
      ord_no: ordNo,
      kind: 'APPROVE',
      pay_method: '3',
      amount: price,
      tid: `StdpaySEEDST${ordNo}`,
      result_code: '0000',
      result_msg: '정상처리되었습니다.',
      card_cd: '06',
      card_quota: '00',
      bank_cd: null,
      reg_dttm: iso(at + 60_000),
    })
    const hist: Array<[string, string, number, number | null]> = [
      ['01', '주문서 작성, 결제 대기', 0, null],
      ['20', '결제 완료', 60_000, null],
    ]
    if (pickupState) hist.push(['30', '상품준비완료', DAY, owner.member_no])
    if (pickupState === 'PICKED_UP') hist.push(['50', '수령완료', DAY + HOUR, owner.member_no])
    if (pickupState === 'NOSHOW') hist.push(['30', '미수령', 3 * DAY, owner.member_no])
    for (const [s, memo, off, actor] of hist)
      out.order_status_history.push({ ord_no: ordNo, line_no: null, status: s, memo, reg_dttm: iso(at + off), actor_member_no: actor })
  })

  // ---- today's queue: the visited reservation in an exam, a first visit waiting, a walk-in in consultation
  const queue: Array<[number, string, number | null, number | null, string, string, string]> = [
    [1, c(1).mobile ?? '01000000001', c(1).member_no, 101, '상담(검사) · 정밀검사', '시력검사 필요', '검사중'],
    [2, '01077770202', null, null, '안경', '시력검사 필요,기존 안경과 같은 도수', '대기'],
    [3, c(6).mobile ?? '01000000006', c(6).member_no, null, 'A/S', '', '대기'],
  ]
  queue.forEach(([ticket, mobile, memberNo, rsvNo, purpose, answers, state], i) => {
    const at = nowMs - (3 - i) * 20 * 60_000
    out.visit_queue.push({
      queue_no: 101 + i,
      store_no: store.store_no,
      visit_ymd: today,
      ticket_no: ticket,
      visitor_mobile: mobile,
      member_no: memberNo,
      rsv_no: rsvNo,
      purpose,
      answers,
      state,
      device_no: null,
      reg_dttm: iso(at),
      upd_dttm: iso(at + (state === '대기' ? 0 : 10 * 60_000)),
    })
    out.visit_queue_history.push({ queue_no: 101 + i, state: '대기', actor_member_no: null, reg_dttm: iso(at) })
    if (state !== '대기')
      out.visit_queue_history.push({ queue_no: 101 + i, state, actor_member_no: owner.member_no, reg_dttm: iso(at + 10 * 60_000) })
  })

  // ---- smart-fitting sessions at this store: three consenting customers, one whose consent was withdrawn (not shown)
  const device = `SO-FIT-${store.store_code}`
  out.fitting_devices.push({
    device_id: device,
    store_no: store.store_no,
    secret_hash: '0'.repeat(64),
    device_nm: '매장 스마트 피팅 미러',
    active_yn: 'Y',
    reg_dttm: iso(nowMs - 200 * DAY),
  })
  const shapes = ['OVAL', 'ROUND', 'SQUARE', 'HEART']
  ;[2, 3, 4, 5].forEach((ci, i) => {
    const m = c(ci)
    const at = nowMs - (i * 3 + 1) * DAY - 5 * HOUR
    out.fitting_consents.push({ member_no: m.member_no, agreed_dttm: iso(at - 30 * DAY), revoked_dttm: i === 3 ? iso(at + DAY) : null })
    out.fitting_sessions.push({
      session_no: 9101 + i,
      member_no: m.member_no,
      store_no: store.store_no,
      device_id: device,
      device_session_id: `seed-${i + 1}`,
      fitted_dttm: iso(at),
      face_width: 134 + i * 3,
      pd: 61 + i,
      face_shape: shapes[i],
      reg_dttm: iso(at),
    })
    frames.slice(i * 3, i * 3 + 3).forEach((g, seq) =>
      out.fitting_frames.push({
        session_no: 9101 + i,
        seq: seq + 1,
        goods_no: g.goods_no,
        item_no: itemOf(g.goods_no)?.item_no ?? null,
        liked_yn: seq === 0 ? 'Y' : 'N',
        file_id: null,
      }),
    )
  })
  return out
}

export function storeOwnerSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const data = buildStoreOwnerSeed(seed, now)
  return STORE_OWNER_TABLE_ORDER.flatMap((t) => tableToSql(t, data[t]))
}
