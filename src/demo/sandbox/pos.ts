/**
 * Sandbox store system (/__sandbox/pos) — the chain's ERP/POS as the shop meets it (docs/store-system-protocol.md),
 * with its own data (sandbox_pos_*, seeded by src/demo/seed/store-system.ts):
 * - API the shop's adapter calls (signed, POST /api/v1/memberships/lookup and /link; Idempotency-Key on link).
 * - Switches: outage (every API call answers 503) and slowness (each API call waits N ms) — GET / and POST /switch.
 * - The till (GET /till): scan a member's D-쿠폰 and redeem it through the shop, sell (a sale webhook), refund
 *   (a refund webhook) — every call to the shop signed as a real POS does; `repeat` sends the same call N times at
 *   once (a POS's retries, a webhook storm), `key` resends an earlier request (a replay).
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../server/env'
import {
  SANDBOX_STORE_SECRET,
  signedHeaders,
  STORE_IDEMPOTENCY_HEADER,
  STORE_SIGNATURE_HEADER,
  STORE_TIMESTAMP_HEADER,
  verifyStoreRequest,
  type StoreErrorCode,
  type StorePointEntry,
  type StoreSale,
  type StoreSaleLine,
} from '../../server/providers/store-system/protocol'
import { shopFetch } from '../../server/providers/transport'
import { esc } from './inicis'
import { sandboxPage } from './ui'
import type { PosMember } from '../seed/store-system'

type Env = AppEnv['Bindings']
const secretOf = (env: Env) => env.STORE_SYSTEM_SECRET || SANDBOX_STORE_SECRET
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const err = (c: Context, status: 400 | 401 | 404 | 409 | 503, code: StoreErrorCode, message: string) =>
  c.json({ error: { code, message } }, status)
const rand = () => crypto.getRandomValues(new Uint32Array(2)).join('').slice(0, 12)

type PosMemberRow = PosMember

const storeNames = async (env: Env) => {
  const { results } = await env.DB.prepare(`SELECT store_code, store_nm FROM stores WHERE open_yn = 'Y' ORDER BY store_no`).all<{
    store_code: string
    store_nm: string
  }>()
  return results
}
const storeNm = async (env: Env, code: string) =>
  (await env.DB.prepare('SELECT store_nm FROM stores WHERE store_code = ?1').bind(code).first<{ store_nm: string }>())?.store_nm ?? code

const pointsOf = async (env: Env, storeMemberId: string): Promise<StorePointEntry[]> => {
  const { results } = await env.DB.prepare('SELECT * FROM sandbox_pos_points WHERE store_member_id = ?1 ORDER BY occurred_dttm, entry_id')
    .bind(storeMemberId)
    .all<{
      entry_id: string
      kind: StorePointEntry['kind']
      amount: number
      store_code: string
      sale_id: string | null
      occurred_dttm: string
    }>()
  return results.map((p) => ({
    entryId: p.entry_id,
    kind: p.kind,
    amount: p.amount,
    storeCode: p.store_code,
    saleId: p.sale_id,
    occurredAt: p.occurred_dttm,
  }))
}

type SaleRow = {
  sale_id: string
  store_member_id: string | null
  store_code: string
  sold_dttm: string
  pay_method_nm: string
  lines_json: string
  refund_dttm: string | null
}
const toSale = (s: SaleRow): StoreSale => ({
  saleId: s.sale_id,
  storeCode: s.store_code,
  soldAt: s.sold_dttm,
  payMethodNm: s.pay_method_nm,
  lines: JSON.parse(s.lines_json) as StoreSaleLine[],
  refundedAt: s.refund_dttm,
})
const salesOf = async (env: Env, storeMemberId: string) =>
  (
    await env.DB.prepare('SELECT * FROM sandbox_pos_sales WHERE store_member_id = ?1 ORDER BY sold_dttm').bind(storeMemberId).all<SaleRow>()
  ).results.map(toSale)

/* ---- the API the shop calls ---- */

const api = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const s = await c.env.DB.prepare('UPDATE sandbox_pos_settings SET calls = calls + 1 WHERE id = 1 RETURNING outage_yn, slow_ms').first<{
      outage_yn: string
      slow_ms: number
    }>()
    if (s?.slow_ms) await sleep(s.slow_ms)
    if (s?.outage_yn === 'Y') return err(c, 503, 'UNAVAILABLE', '매장 시스템 점검 중입니다.')
    const raw = await c.req.text()
    const why = await verifyStoreRequest(
      secretOf(c.env),
      { signature: c.req.header(STORE_SIGNATURE_HEADER), timestamp: c.req.header(STORE_TIMESTAMP_HEADER) },
      raw,
    )
    if (why) return err(c, 401, why, '서명이 올바르지 않거나 시각이 허용 범위를 벗어났습니다.')
    await next()
  })
  .post('/v1/memberships/lookup', async (c) => {
    const b = (await c.req.json().catch(() => null)) as { type?: string; name?: string; mobile?: string; storeCode?: string | null } | null
    if (b?.type !== 'membership.lookup' || !b.name || !b.mobile) return err(c, 400, 'BAD_REQUEST', 'name, mobile이 필요합니다.')
    const { results } = await c.env.DB.prepare(
      'SELECT * FROM sandbox_pos_members WHERE mobile = ?1 AND member_nm = ?2 ORDER BY last_visit_ymd DESC',
    )
      .bind(b.mobile.replace(/\D/g, ''), b.name.trim())
      .all<PosMemberRow>()
    // The last visited store narrows several matches (when it names one of them).
    const narrowed = b.storeCode ? results.filter((m) => m.store_code === b.storeCode) : []
    const list = narrowed.length ? narrowed : results
    return c.json({
      matches: await Promise.all(
        list.map(async (m) => ({
          storeMemberId: m.store_member_id,
          storeCode: m.store_code,
          storeNm: await storeNm(c.env, m.store_code),
          joinYmd: m.join_ymd,
          lastVisitYmd: m.last_visit_ymd,
          cardNoMasked: `${m.card_no.slice(0, 4)}-****-****-${m.card_no.slice(-4)}`,
        })),
      ),
    })
  })
  .post('/v1/memberships/link', async (c) => {
    const key = c.req.header(STORE_IDEMPOTENCY_HEADER) ?? ''
    if (!/^[A-Za-z0-9._:-]{8,80}$/.test(key)) return err(c, 400, 'BAD_REQUEST', 'Idempotency-Key가 필요합니다.')
    const b = (await c.req.json().catch(() => null)) as {
      type?: string
      storeMemberId?: string
      onlineMemberNo?: number
      name?: string
      mobile?: string
    } | null
    if (b?.type !== 'membership.link' || !b.storeMemberId || !Number.isInteger(b.onlineMemberNo))
      return err(c, 400, 'BAD_REQUEST', '요청 형식이 올바르지 않습니다.')
    const m = await c.env.DB.prepare('SELECT * FROM sandbox_pos_members WHERE store_member_id = ?1')
      .bind(b.storeMemberId)
      .first<PosMemberRow>()
    if (!m || m.member_nm !== b.name?.trim() || m.mobile !== b.mobile?.replace(/\D/g, ''))
      return err(c, 404, 'NOT_FOUND', '매장 멤버십을 찾을 수 없습니다.')
    const won = await c.env.DB.prepare(
      `UPDATE sandbox_pos_members SET online_member_no = ?2, link_key = COALESCE(link_key, ?3)
        WHERE store_member_id = ?1 AND (online_member_no IS NULL OR online_member_no = ?2) RETURNING store_member_id`,
    )
      .bind(b.storeMemberId, b.onlineMemberNo, key)
      .first()
    if (!won) return err(c, 409, 'ALREADY_LINKED', '이미 다른 온라인 계정과 연결된 멤버십입니다.')
    return c.json({
      membership: {
        storeMemberId: m.store_member_id,
        cardNo: m.card_no,
        storeCode: m.store_code,
        gradeNm: m.grade_nm,
        joinYmd: m.join_ymd,
      },
      points: await pointsOf(c.env, m.store_member_id),
      sales: await salesOf(c.env, m.store_member_id),
    })
  })

/* ---- the POS calling the shop ---- */

async function callShop(env: Env, origin: string, path: string, payload: unknown, key: string) {
  const body = JSON.stringify(payload)
  const res = await shopFetch(env)(
    new Request(`${origin}/api/v1/store-system${path}`, { method: 'POST', headers: await signedHeaders(secretOf(env), body, key), body }),
    env,
  )
  return { status: res.status, answer: (await res.json().catch(() => null)) as Record<string, any> | null }
}

const repeatOf = (f: Record<string, unknown>) => Math.min(Math.max(Number(f.repeat ?? 1) || 1, 1), 200)
const formOf = async (c: Context) => {
  const isJson = (c.req.header('content-type') ?? '').includes('application/json')
  return { isJson, f: (isJson ? await c.req.json().catch(() => ({})) : await c.req.parseBody()) as Record<string, any> }
}

/** The POS's point rule: 3% of a sale earned; points used are spent first. */
const EARN_RATE = 0.03

const STOCK: Array<{
  id: string
  label: string
  line: (lensGoods: { goods_no: string; goods_nm: string } | null) => Omit<StoreSaleLine, 'lineNo'>[]
}> = [
  {
    id: 'lens',
    label: '콘택트렌즈 2박스 (스탬프 상품)',
    line: (g) => [
      {
        goodsNo: g?.goods_no ?? null,
        goodsNm: g?.goods_nm ?? '원데이 콘택트렌즈 30P',
        goodsTypeCd: '04',
        qtt: 2,
        amount: 57600,
        prescription: null,
      },
    ],
  },
  {
    id: 'glasses',
    label: '안경테 + 안경렌즈 (처방 포함)',
    line: () => [
      { goodsNo: null, goodsNm: '베타티타늄 안경테', goodsTypeCd: '01', qtt: 1, amount: 98000, prescription: null },
      {
        goodsNo: null,
        goodsNm: '비구면 안경렌즈 1.60',
        goodsTypeCd: '03',
        qtt: 1,
        amount: 80000,
        prescription: { right: { sph: '-3.00', cyl: '-0.50', axis: '180' }, left: { sph: '-2.75', cyl: '-0.50', axis: '175' }, pd: '62' },
      },
    ],
  },
  {
    id: 'sun',
    label: '선글라스',
    line: () => [{ goodsNo: null, goodsNm: '편광 선글라스', goodsTypeCd: '02', qtt: 1, amount: 159000, prescription: null }],
  },
]

async function stampLens(env: Env) {
  return env.DB.prepare(
    `SELECT goods_no, goods_nm FROM goods WHERE goods_type_cd = '04' AND stamp_card_size IS NOT NULL ORDER BY goods_no LIMIT 1`,
  ).first<{
    goods_no: string
    goods_nm: string
  }>()
}

async function tillPage(env: Env, result = '') {
  const stores = await storeNames(env)
  const { results: members } = await env.DB.prepare('SELECT * FROM sandbox_pos_members ORDER BY store_member_id').all<PosMemberRow>()
  const { results: recent } = await env.DB.prepare('SELECT * FROM sandbox_pos_sales ORDER BY sold_dttm DESC LIMIT 8').all<SaleRow>()
  const storeOpts = (sel?: string) =>
    stores.map((s) => `<option value="${esc(s.store_code)}" ${s.store_code === sel ? 'selected' : ''}>${esc(s.store_nm)}</option>`).join('')
  const memberOpts = `<option value="">비회원</option>${members
    .map(
      (m) =>
        `<option value="${esc(m.store_member_id)}">${esc(m.member_nm)} · ${esc(m.store_member_id)}${m.online_member_no ? ' (통합)' : ''}</option>`,
    )
    .join('')}`
  const first = members[0]?.store_code
  return sandboxPage(
    '매장 POS (계산대)',
    'POS',
    `${result}
<fieldset><legend>D-쿠폰 스캔·사용</legend><form method="post" action="/__sandbox/pos/till/redeem">
<label>매장 <select name="storeCode">${storeOpts(first)}</select></label>
<label>쿠폰 바코드 <input type="text" name="barcode" inputmode="latin" autocomplete="off" placeholder="DC0000000001" required></label>
<button type="submit">스캔해서 사용 처리</button></form></fieldset>
<fieldset><legend>모바일 상품권 사용</legend><form method="post" action="/__sandbox/pos/till/voucher">
<label>매장 <select name="storeCode">${storeOpts(first)}</select></label>
<label>상품권 번호 (16자리) <input type="text" name="voucherNo" inputmode="numeric" autocomplete="off" required></label>
<label>사용 금액 (비우면 잔액 조회) <input type="text" name="amount" inputmode="numeric"></label>
<button type="submit">조회 / 사용 처리</button></form></fieldset>
<fieldset><legend>판매</legend><form method="post" action="/__sandbox/pos/till/sell">
<label>매장 <select name="storeCode">${storeOpts(first)}</select></label>
<label>고객 <select name="storeMemberId">${memberOpts}</select></label>
<label>상품 <select name="item">${STOCK.map((s) => `<option value="${s.id}">${esc(s.label)}</option>`).join('')}</select></label>
<label>다비치포인트 사용 <input type="text" name="usePoints" inputmode="numeric" value="0"></label>
<label>웹훅 전송 횟수(재시도 폭주 재현) <input type="text" name="repeat" inputmode="numeric" value="1"></label>
<button type="submit">결제하고 쇼핑몰에 판매 통보</button></form></fieldset>
<fieldset><legend>최근 판매 · 환불</legend>${
      recent.length
        ? recent
            .map(
              (s) => `<form method="post" action="/__sandbox/pos/till/refund"><input type="hidden" name="saleId" value="${esc(s.sale_id)}">
<p>${esc(s.sale_id)} · ${esc(s.store_member_id ?? '비회원')} · ${esc(s.sold_dttm.slice(0, 10))}${s.refund_dttm ? ' · 환불됨' : ''}</p>${
                s.refund_dttm ? '' : '<button type="submit">환불하고 쇼핑몰에 통보</button>'
              }</form>`,
            )
            .join('')
        : '<p>판매 내역이 없어요.</p>'
    }</fieldset>
<p><a href="/__sandbox/pos">매장 시스템 설정(장애·지연)</a></p>`,
  )
}

const resultBox = (title: string, r: { status: number; answer: unknown }, extra = '') =>
  `<fieldset><legend>${esc(title)}</legend><p>쇼핑몰 응답 ${r.status}</p><pre style="white-space:pre-wrap">${esc(JSON.stringify(r.answer, null, 2))}</pre>${extra}</fieldset>`

export const posSandbox = new Hono<AppEnv>()
  .route('/api', api)
  .get('/', async (c) => {
    const s = await c.env.DB.prepare('SELECT * FROM sandbox_pos_settings WHERE id = 1').first<{
      outage_yn: string
      slow_ms: number
      calls: number
    }>()
    const { results } = await c.env.DB.prepare('SELECT * FROM sandbox_pos_members ORDER BY store_member_id').all<PosMemberRow>()
    return c.html(
      sandboxPage(
        '매장 시스템 (ERP/POS)',
        'POS',
        `<form method="post" action="/__sandbox/pos/switch"><fieldset><legend>장애·지연 스위치</legend>
<label><input type="checkbox" name="outage" value="Y" ${s?.outage_yn === 'Y' ? 'checked' : ''}> 장애 (모든 API가 503)</label>
<label>응답 지연(ms) <input type="text" name="slowMs" inputmode="numeric" value="${s?.slow_ms ?? 0}"></label>
<p>받은 API 호출 ${s?.calls ?? 0}회</p><button type="submit">적용</button></fieldset></form>
<fieldset><legend>매장 멤버십 ${results.length}건</legend>${results
          .map(
            (m) =>
              `<p>${esc(m.store_member_id)} · ${esc(m.member_nm.slice(0, 1))}** · ${esc(m.grade_nm)}${m.online_member_no ? ` · 온라인 ${m.online_member_no}` : ''}</p>`,
          )
          .join('')}</fieldset><p><a href="/__sandbox/pos/till">계산대(POS) 열기</a></p>`,
      ),
    )
  })
  .post('/switch', async (c) => {
    const { isJson, f } = await formOf(c)
    const outage = f.outage === 'Y' || f.outage === true ? 'Y' : 'N'
    const slow = Math.min(Math.max(Number(f.slowMs ?? 0) || 0, 0), 30_000)
    const s = await c.env.DB.prepare(
      'UPDATE sandbox_pos_settings SET outage_yn = ?1, slow_ms = ?2, calls = CASE WHEN ?3 THEN 0 ELSE calls END WHERE id = 1 RETURNING *',
    )
      .bind(outage, slow, f.resetCalls ? 1 : 0)
      .first()
    return isJson ? c.json(s) : c.redirect('/__sandbox/pos', 303)
  })
  .get('/settings', async (c) => c.json(await c.env.DB.prepare('SELECT * FROM sandbox_pos_settings WHERE id = 1').first()))
  .get('/till', async (c) => c.html(await tillPage(c.env)))
  .post('/till/redeem', async (c) => {
    const { isJson, f } = await formOf(c)
    const key = String(f.key || `till-redeem-${rand()}`)
    const payload = { type: 'coupon.redeem', barcode: String(f.barcode ?? '').trim(), storeCode: String(f.storeCode ?? '') }
    const origin = new URL(c.req.url).origin
    const results = await Promise.all(Array.from({ length: repeatOf(f) }, () => callShop(c.env, origin, '/coupons/redeem', payload, key)))
    if (isJson) return c.json({ key, results })
    const r = results[0]
    const replay = `<form method="post" action="/__sandbox/pos/till/redeem"><input type="hidden" name="key" value="${esc(key)}"><input type="hidden" name="barcode" value="${esc(payload.barcode)}"><input type="hidden" name="storeCode" value="${esc(payload.storeCode)}"><button type="submit">같은 요청 다시 보내기 (재전송)</button></form>`
    return c.html(
      await tillPage(c.env, resultBox(r.status === 200 ? '사용 처리되었어요' : '쿠폰을 사용할 수 없어요', r, replay)),
      r.status === 200 ? 200 : 409,
    )
  })
  .post('/till/voucher', async (c) => {
    const { isJson, f } = await formOf(c)
    const voucherNo = String(f.voucherNo ?? '').replace(/\D/g, '')
    const storeCode = String(f.storeCode ?? '')
    const amount = Number(String(f.amount ?? '').replace(/[,\s]/g, '')) || 0
    const origin = new URL(c.req.url).origin
    const key = String(f.key || `till-voucher-${rand()}`)
    const r = amount
      ? await callShop(c.env, origin, '/vouchers/redeem', { type: 'voucher.redeem', voucherNo, storeCode, amount }, key)
      : await callShop(c.env, origin, '/vouchers/lookup', { type: 'voucher.lookup', voucherNo, storeCode }, key)
    if (isJson) return c.json({ key, ...r })
    return c.html(
      await tillPage(
        c.env,
        resultBox(amount ? (r.status === 200 ? '상품권을 사용했어요' : '상품권을 사용할 수 없어요') : '상품권 조회', r),
      ),
      r.status === 200 ? 200 : 409,
    )
  })
  .post('/till/sell', async (c) => {
    const { isJson, f } = await formOf(c)
    const storeCode = String(f.storeCode ?? '')
    const storeMemberId = f.storeMemberId ? String(f.storeMemberId) : null
    const item = STOCK.find((s) => s.id === f.item) ?? STOCK[0]
    const lines = item.line(await stampLens(c.env)).map((l, i) => ({ ...l, lineNo: i + 1 }))
    const saleId = `S-${storeCode}-${rand()}`
    const soldAt = new Date().toISOString()
    const total = lines.reduce((n, l) => n + l.amount, 0)
    const use = storeMemberId ? Math.min(Math.max(Number(f.usePoints ?? 0) || 0, 0), total) : 0
    const points: StorePointEntry[] = storeMemberId
      ? [
          ...(use ? [{ entryId: `P-${saleId}-USE`, kind: '결제사용' as const, amount: -use, storeCode, saleId, occurredAt: soldAt }] : []),
          {
            entryId: `P-${saleId}-EARN`,
            kind: '구매확정적립' as const,
            amount: Math.floor((total - use) * EARN_RATE),
            storeCode,
            saleId,
            occurredAt: soldAt,
          },
        ]
      : []
    const sale: StoreSale = { saleId, storeCode, soldAt, payMethodNm: '신용카드', lines, refundedAt: null }
    await c.env.DB.batch([
      c.env.DB.prepare(
        'INSERT INTO sandbox_pos_sales (sale_id, store_member_id, store_code, sold_dttm, pay_method_nm, lines_json) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
      ).bind(saleId, storeMemberId, storeCode, soldAt, sale.payMethodNm, JSON.stringify(lines)),
      ...points.map((p) =>
        c.env.DB.prepare(
          'INSERT INTO sandbox_pos_points (entry_id, store_member_id, kind, amount, store_code, sale_id, occurred_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
        ).bind(p.entryId, storeMemberId, p.kind, p.amount, storeCode, saleId, soldAt),
      ),
    ])
    const eventId = `EV-${saleId}`
    const ev = { type: 'sale', eventId, storeCode, storeMemberId, occurredAt: soldAt, sale, points }
    const origin = new URL(c.req.url).origin
    const results = await Promise.all(Array.from({ length: repeatOf(f) }, () => callShop(c.env, origin, '/events', ev, eventId)))
    if (isJson) return c.json({ event: ev, results })
    return c.html(await tillPage(c.env, resultBox(`판매 ${saleId}를 통보했어요 (${results.length}회)`, results[0])))
  })
  .post('/till/refund', async (c) => {
    const { isJson, f } = await formOf(c)
    const row = await c.env.DB.prepare('SELECT * FROM sandbox_pos_sales WHERE sale_id = ?1')
      .bind(String(f.saleId ?? ''))
      .first<SaleRow>()
    if (!row) return isJson ? c.json({ error: 'no sale' }, 404) : c.html(await tillPage(c.env, '<p>판매를 찾을 수 없어요.</p>'), 404)
    const refundedAt = row.refund_dttm ?? new Date().toISOString()
    const { results: earned } = await c.env.DB.prepare(
      `SELECT * FROM sandbox_pos_points WHERE sale_id = ?1 AND kind IN ('구매확정적립', '결제사용')`,
    )
      .bind(row.sale_id)
      .all<{ entry_id: string; kind: string; amount: number }>()
    const points: StorePointEntry[] = earned.map((p) => ({
      entryId: `${p.entry_id}-BACK`,
      kind: p.kind === '결제사용' ? ('결제취소반환' as const) : ('적립회수' as const),
      amount: -p.amount,
      storeCode: row.store_code,
      saleId: row.sale_id,
      occurredAt: refundedAt,
    }))
    await c.env.DB.batch([
      c.env.DB.prepare('UPDATE sandbox_pos_sales SET refund_dttm = COALESCE(refund_dttm, ?2) WHERE sale_id = ?1').bind(
        row.sale_id,
        refundedAt,
      ),
      ...points.map((p) =>
        c.env.DB.prepare(
          'INSERT OR IGNORE INTO sandbox_pos_points (entry_id, store_member_id, kind, amount, store_code, sale_id, occurred_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
        ).bind(p.entryId, row.store_member_id, p.kind, p.amount, row.store_code, row.sale_id, refundedAt),
      ),
    ])
    const eventId = `EV-${row.sale_id}-REFUND`
    const ev = {
      type: 'refund',
      eventId,
      storeCode: row.store_code,
      storeMemberId: row.store_member_id,
      occurredAt: refundedAt,
      sale: toSale({ ...row, refund_dttm: refundedAt }),
      points,
    }
    const origin = new URL(c.req.url).origin
    const results = await Promise.all(Array.from({ length: repeatOf(f) }, () => callShop(c.env, origin, '/events', ev, eventId)))
    if (isJson) return c.json({ event: ev, results })
    return c.html(await tillPage(c.env, resultBox(`환불 ${row.sale_id}를 통보했어요`, results[0])))
  })
