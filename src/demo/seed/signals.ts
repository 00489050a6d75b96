/**
 * Shop signals seed (issue 29, migration 0170): the ordinary members' face info, eye records and purchase
 * histories (confirmed orders over the last 120 days), product views of the last 30 days, and member01's wishes
 * and recent views — so rankings, age groups and recommendations have something real to read. Every paid order
 * of the seed (member01's too) is recorded in goods_sales from its order lines, dated on its payment.
 *
 * The members' taste is a simple generative model (documented, deterministic): a member with face info mostly
 * buys frames whose shape suits their face in the lens width that fits it; a high prescription leans to small
 * frames; a frame is often followed by its brand's companion supply (a cleaner or case — the co-purchase
 * pattern); the rest are popular goods. The offline benchmark (scripts/bench-recommend.mjs) holds out each
 * member's last purchase — a figure about this model, not about real customers.
 *
 *   const sql = signalsSeedSql(seed, now)
 */
import { createRng } from './prng'
import { tableToSql } from './sql'
import { DAY, HOUR, iso, toMs } from './time'
import type { SeedData } from '../../server/db/rows'
import { FITTING_SHAPES, fittingLensWidths, frameShape, lensWidth, type FaceShape } from '../../shared/recommend'

type Row = Record<string, string | number | null>
const SHAPES: FaceShape[] = ['OVAL', 'ROUND', 'SQUARE', 'LONG', 'HEART']
const seoulYmd = (ms: number) => new Date(ms + 9 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')

export interface SignalsSeed {
  faces: Row[]
  faceWidths: Array<{ member_no: number; face_width: number }>
  eyeRecords: Row[]
  orders: Row[]
  orderLines: Row[]
  payments: Row[]
  views: Array<{ goods_no: string; ymd: string; view_cnt: number }>
  dibs: Row[]
  recentViews: Row[]
}

export function buildSignalsSeed(seed: SeedData, now: Date | string | number): SignalsSeed {
  const nowMs = toMs(now)
  const rng = createRng(2029)
  const out: SignalsSeed = {
    faces: [],
    faceWidths: [],
    eyeRecords: [],
    orders: [],
    orderLines: [],
    payments: [],
    views: [],
    dibs: [],
    recentViews: [],
  }
  const onSale = seed.goods.filter((g) => g.display_yn === 'Y')
  const byPopularity = [...onSale].sort((a, b) => b.sale_count - a.sale_count || (a.goods_no < b.goods_no ? -1 : 1))
  const sizesOf = new Map<string, number[]>()
  for (const i of seed.goods_items) {
    const w = lensWidth(i.size)
    if (w) sizesOf.set(i.goods_no, [...(sizesOf.get(i.goods_no) ?? []), w])
  }
  const itemOf = new Map<string, (typeof seed.goods_items)[number]>()
  for (const i of seed.goods_items) if (!itemOf.has(i.goods_no)) itemOf.set(i.goods_no, i)
  const frames = byPopularity.filter((g) => g.goods_type_cd === '01' || g.goods_type_cd === '02').slice(0, 400)
  const supplies = byPopularity.filter((g) => g.goods_type_cd === '05')
  const popular = byPopularity.filter((g) => ['01', '02', '05'].includes(g.goods_type_cd)).slice(0, 80)
  const companion = (brandNo: number) => (supplies.length ? supplies[(brandNo * 7) % Math.min(8, supplies.length)]! : null)
  const brandNm = new Map(seed.brands.map((b) => [b.brand_no, b.brand_nm]))

  const ordinary = seed.members.filter((m) => /^member(0[2-9]|[1-9]\d)$/.test(m.login_id) && m.status === 'ACTIVE')
  let orderSeq = 0
  for (const m of ordinary) {
    const r = rng.fork(m.login_id)
    const face: FaceShape | null = r.chance(0.75) ? r.pick(SHAPES) : null
    const width = face ? (m.face_width ?? r.int(128, 152)) : m.face_width
    if (face) {
      out.faces.push({
        member_no: m.member_no,
        face_shape: face,
        pd: r.int(58, 68),
        share_token: null,
        share_nickname_yn: 'N',
        share_dttm: null,
        upd_dttm: iso(nowMs - r.int(20, 200) * DAY),
      })
      if (!m.face_width && width) out.faceWidths.push({ member_no: m.member_no, face_width: width })
    }
    const sph = r.chance(0.4) ? -Math.round(r.int(50, 900) / 25) * 0.25 : null
    if (sph !== null)
      out.eyeRecords.push({
        member_no: m.member_no,
        source: 'UPLOAD',
        store_no: null,
        exam_ymd: seoulYmd(nowMs - r.int(30, 300) * DAY),
        institution: '안과 처방전',
        r_sph: sph,
        r_cyl: -0.5,
        r_axis: 180,
        l_sph: sph + 0.25,
        l_cyl: -0.25,
        l_axis: 170,
        memo: '',
        reg_dttm: iso(nowMs - r.int(1, 29) * DAY),
      })
    const high = sph !== null && Math.abs(sph) >= 4
    const fits = (g: (typeof frames)[number]) => {
      const shapeOk = !face || FITTING_SHAPES[face].includes(frameShape(g.goods_nm) ?? '')
      const ws = sizesOf.get(g.goods_no) ?? []
      const [lo, hi] = width ? fittingLensWidths(width) : [0, 99]
      const widthOk = !width || ws.some((w) => w >= lo && w <= hi)
      const smallOk = !high || ws.some((w) => w <= 50)
      return shapeOk && widthOk && smallOk
    }
    const liked = frames.filter(fits)
    const bought: string[] = []
    const n = r.int(3, 6)
    let last: (typeof frames)[number] | null = null
    for (let k = 0; k < n; k++) {
      const roll = r.next()
      let g: (typeof onSale)[number] | null =
        last && roll < 0.35 ? companion(last.brand_no) : roll < 0.75 && liked.length ? r.pick(liked.slice(0, 60)) : r.pick(popular)
      if (!g || bought.includes(g.goods_no)) g = r.pick(popular)
      if (bought.includes(g.goods_no) && g.goods_type_cd !== '05') continue
      bought.push(g.goods_no)
      if (g.goods_type_cd !== '05') last = g
      const at = nowMs - (120 - Math.floor(((k + 1) * 115) / (n + 1))) * DAY - r.int(0, 20) * HOUR
      const ordNo = `${seoulYmd(at)}${String(70000000 + ++orderSeq * 37).padStart(8, '0')}`
      const it = itemOf.get(g.goods_no)
      const price = g.sale_price + (it?.add_price ?? 0)
      const dlvr = price >= 50000 ? 0 : 3000
      out.orders.push({
        ord_no: ordNo,
        idem_key: `seed-${ordNo}`,
        member_no: m.member_no,
        status: '90',
        order_classification: 'direct',
        dlvr_method: '01',
        orderer_nm: m.member_nm,
        orderer_mobile: m.mobile ?? '01000000000',
        orderer_email: m.email ?? '',
        receiver_nm: m.member_nm,
        receiver_mobile: m.mobile ?? '01000000000',
        zip_code: '06236',
        address1: '서울 강남구 테헤란로 152',
        address2: '',
        dlvr_memo: '',
        goods_amt: price,
        dlvr_amt: dlvr,
        coupon_dc_amt: 0,
        point_use_amt: 0,
        pay_amt: price + dlvr,
        earn_point: Math.floor((price * 0.01) / 10) * 10,
        pay_method: '3',
        pg_tid: `StdpaySIG${ordNo}`,
        card_cd: '06',
        card_quota: '00',
        paid_dttm: iso(at + 60_000),
        courier_nm: 'CJ대한통운',
        invoice_no: `5${ordNo.slice(-11)}`,
        dispatch_dttm: iso(at + DAY),
        delivered_dttm: iso(at + 2 * DAY),
        reg_dttm: iso(at),
        upd_dttm: iso(at + 6 * DAY),
      })
      // A paid order has its approval (the nightly books check).
      out.payments.push({
        ord_no: ordNo,
        kind: 'APPROVE',
        pay_method: '3',
        amount: price + dlvr,
        tid: `StdpaySIG${ordNo}`,
        result_code: '0000',
        result_msg: '정상처리되었습니다.',
        card_cd: '06',
        card_quota: '00',
        reg_dttm: iso(at + 60_000),
      })
      out.orderLines.push({
        ord_no: ordNo,
        line_no: 1,
        goods_no: g.goods_no,
        item_no: it?.item_no ?? `${g.goods_no}-X`,
        goods_nm: g.goods_nm,
        item_nm: it?.item_nm ?? '기본',
        goods_type_cd: g.goods_type_cd,
        img_src: g.img_src,
        brand_nm: brandNm.get(g.brand_no) ?? '',
        sale_price: price,
        buy_qtt: 1,
        coupon_dc_amt: 0,
        line_amt: price,
        claim_qtt: 0,
        status: '90',
      })
    }
  }

  // Views of the last 30 days: the popular goods get more, today included (rankings per day differ from the month's).
  const vr = rng.fork('views')
  byPopularity.slice(0, 240).forEach((g, i) => {
    for (let d = 0; d < 30; d++) {
      const base = Math.max(1, Math.round(400 / (i + 8)))
      const cnt = Math.round(base * (0.3 + vr.next() * 1.4))
      if (cnt > 0 && vr.chance(0.7)) out.views.push({ goods_no: g.goods_no, ymd: seoulYmd(nowMs - d * DAY), view_cnt: cnt })
    }
  })

  // member01: a few wishes (frames and a supply) and recently viewed goods.
  const m1 = seed.members.find((m) => m.login_id === 'member01')
  if (m1) {
    const wished = [...frames.slice(3, 6), ...supplies.slice(0, 1)]
    wished.forEach((g, i) => out.dibs.push({ member_no: m1.member_no, goods_no: g.goods_no, reg_dttm: iso(nowMs - (i + 1) * DAY) }))
    frames
      .slice(10, 16)
      .forEach((g, i) => out.recentViews.push({ member_no: m1.member_no, goods_no: g.goods_no, viewed_at: iso(nowMs - (i + 1) * HOUR) }))
  }
  return out
}

/** SQL of the signals seed; runs after the other seeds (it reads every seeded paid order into goods_sales). */
export function signalsSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const s = buildSignalsSeed(seed, now)
  return [
    ...tableToSql('face_profiles', s.faces).map((q) => q.replace(/^INSERT INTO/, 'INSERT OR IGNORE INTO')),
    ...s.faceWidths.map((w) => `UPDATE members SET face_width = ${w.face_width} WHERE member_no = ${w.member_no} AND face_width IS NULL;`),
    ...tableToSql('eye_records', s.eyeRecords),
    ...tableToSql('orders', s.orders),
    ...tableToSql('order_lines', s.orderLines),
    ...tableToSql('payments', s.payments),
    // Views first (plain rows), then every paid order of the seed counted as the payment batch would have: the
    // goods_sales trigger moves sale_count and adds the units to the day's goods_daily row.
    ...tableToSql(
      'goods_daily',
      s.views.map((v) => ({ ...v, sale_qty: 0 })),
    ),
    `INSERT OR IGNORE INTO goods_sales (ord_no, line_no, kind, ref, goods_no, goods_type_cd, member_no, age_group, qty, ymd, reg_dttm)
     SELECT l.ord_no, l.line_no, 'SALE', '', l.goods_no, l.goods_type_cd, o.member_no,
            CASE WHEN m.member_no IS NULL THEN NULL
                 ELSE (CAST(strftime('%Y', o.paid_dttm, '+9 hours') AS INTEGER) - CAST(substr(COALESCE(NULLIF(m.birth, ''), '00000000'), 1, 4) AS INTEGER) + 1) / 10 * 10 END,
            l.buy_qtt - l.claim_qtt, strftime('%Y%m%d', o.paid_dttm, '+9 hours'), o.paid_dttm
       FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no LEFT JOIN members m ON m.member_no = o.member_no
      WHERE o.status IN ('20', '30', '40', '50', '90') AND o.paid_dttm IS NOT NULL AND l.buy_qtt - l.claim_qtt > 0;`,
    ...tableToSql('dibs', s.dibs).map((q) => q.replace(/^INSERT INTO/, 'INSERT OR IGNORE INTO')),
    `UPDATE goods SET dibs_count = (SELECT COUNT(*) FROM dibs d WHERE d.goods_no = goods.goods_no) + dibs_count WHERE goods_no IN (SELECT goods_no FROM dibs);`,
    ...tableToSql('member_recent_views', s.recentViews),
  ]
}
