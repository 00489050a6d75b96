/**
 * Sandbox KG Inicis gateway (/__sandbox/pg), mounted only when SANDBOX=on. It speaks the same protocol
 * as the real one: it checks the window form's signature/verification/mKey, shows a payment window with
 * the 13 payment methods (card companies and install months, banks for transfer and virtual account),
 * posts the result to returnUrl (resultCode, authToken, authUrl, netCancelUrl, orderNumber …), answers the
 * approval (authUrl) with a signed result, honours net-cancel, and refunds through INIAPI.
 * The window's buttons choose the outcome: approve, decline, time out (approval answer lost → the
 * merchant must net-cancel), fail after approval (the merchant is asked to fail its own step).
 */
import { Hono } from 'hono'
import { BANKS, CARD_COMPANIES, CARD_SOURCES, PAYMENT_METHODS, bankName, cardCompanyName, paymentMethodName } from '../../shared/codes'
import type { AppEnv } from '../../server/env'
import { inicisConfig } from '../../server/providers/inicis/adapter'
import {
  approvalSignature,
  authSignature,
  authVerification,
  GOPAYMETHOD,
  mKeyOf,
  payMethodFromInicis,
  refundHash,
  seoulParts,
  windowSignature,
  windowVerification,
} from '../../server/providers/inicis/protocol'

export const esc = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

export function page(title: string, body: string, nonce = '') {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>
*{box-sizing:border-box}body{margin:0;font-family:Pretendard,system-ui,sans-serif;background:#f3f4f6;color:#111827}
.win{max-width:480px;margin:0 auto;background:#fff;min-height:100vh}
.top{background:#1e3a8a;color:#fff;padding:14px 18px;display:flex;justify-content:space-between;align-items:center}
.top b{font-size:15px}.badge{font-size:11px;background:#fbbf24;color:#111;border-radius:4px;padding:2px 6px}
.sum{padding:16px 18px;border-bottom:1px solid #e5e7eb}.sum p{margin:4px 0;font-size:14px}.amt{font-size:22px;font-weight:700;color:#1e3a8a}
fieldset{border:0;margin:0;padding:14px 18px;border-bottom:1px solid #e5e7eb}legend{font-weight:700;font-size:14px;padding:0;margin-bottom:10px}
.methods{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}
.methods label{border:1px solid #d1d5db;border-radius:8px;padding:10px 4px;text-align:center;font-size:13px;cursor:pointer}
.methods input{position:absolute;opacity:0}.methods input:checked+span{color:#1e3a8a;font-weight:700}
.methods label:has(input:checked){border-color:#1e3a8a;background:#eff6ff}
select{width:100%;padding:10px;border:1px solid #d1d5db;border-radius:8px;font-size:14px;margin-bottom:8px;background:#fff}
.row label{display:block;font-size:12px;color:#4b5563;margin-bottom:4px}
.btns{padding:16px 18px;display:grid;gap:8px}
button{padding:13px;border-radius:8px;border:1px solid #d1d5db;background:#fff;font-size:15px;cursor:pointer}
button.primary{background:#1e3a8a;color:#fff;border-color:#1e3a8a;font-weight:700}
.small{display:grid;grid-template-columns:1fr 1fr;gap:8px}.small button{font-size:13px;padding:10px}
.note{font-size:12px;color:#6b7280;padding:0 18px 18px}
</style></head><body>${body}${nonce ? `<script nonce="${esc(nonce)}">document.querySelectorAll('form[data-auto]').forEach(function(f){f.submit()})</script>` : ''}</body></html>`
}

export function postBackForm(action: string, fields: Record<string, string>, nonce: string, label = '가맹점으로 돌아가는 중…') {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('')
  return page(
    'KG이니시스 결제',
    `<div class="win"><div class="top"><b>KG이니시스</b><span class="badge">SANDBOX</span></div>
<form method="post" action="${esc(action)}" data-auto>${inputs}<div class="btns"><p>${esc(label)}</p><button class="primary" type="submit">계속</button></div></form></div>`,
    nonce,
  )
}

/** The sandbox bank's account number for an order (14 digits, stable for the order). */
export const virtualAccountNo = (oid: string) => `5620${oid.slice(-10).padStart(10, '0')}`
/** A virtual account is open for three days, until 23:59:59 Seoul time. */
export function vbankDue(now: Date) {
  const d = seoulParts(new Date(now.getTime() + 3 * 86_400_000))
  return { ymd: d.ymd, hms: '235959' }
}

export const QUOTAS = ['00', '02', '03', '04', '05', '06', '10', '12']

/** The window's card and 할부 lists, with what the merchant's page chose already selected. */
export const cardOptions = (chosen?: string) =>
  CARD_COMPANIES.map((cc) => `<option value="${cc.code}"${cc.code === chosen ? ' selected' : ''}>${esc(cc.name)}</option>`).join('')
export const quotaOptions = (chosen?: string) =>
  QUOTAS.map((q) => `<option value="${q}"${q === chosen ? ' selected' : ''}>${q === '00' ? '일시불' : `${Number(q)}개월`}</option>`).join(
    '',
  )

export async function readForm(req: Request) {
  const f = await req.formData().catch(() => null)
  const out: Record<string, string> = {}
  if (f) for (const [k, v] of f.entries()) if (typeof v === 'string') out[k] = v
  return out
}

export function randomId(prefix: string, n = 20) {
  const a = crypto.getRandomValues(new Uint8Array(n))
  return (
    prefix +
    [...a]
      .map((b) => (b % 36).toString(36))
      .join('')
      .toUpperCase()
  )
}

export function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })
}

export const inicisSandbox = new Hono<AppEnv>()
  /** The payment window: checks the merchant's form, then lets the tester choose the outcome. */
  .post('/stdpay', async (c) => {
    const origin = new URL(c.req.url).origin
    const cfg = inicisConfig(c.env, origin)!
    const f = await readForm(c.req.raw)
    const need = ['mid', 'oid', 'price', 'timestamp', 'signature', 'verification', 'mKey', 'returnUrl']
    const missing = need.filter((k) => !f[k])
    const fail = (msg: string) =>
      c.html(
        page(
          '결제 오류',
          `<div class="win"><div class="top"><b>KG이니시스</b><span class="badge">SANDBOX</span></div><div class="sum"><p role="alert">${esc(msg)}</p></div></div>`,
        ),
        400,
      )
    if (missing.length) return fail(`필수 항목이 없습니다: ${missing.join(', ')}`)
    if (f.mid !== cfg.mid) return fail('등록되지 않은 상점 아이디(mid)입니다.')
    if (f.signature !== (await windowSignature(f.oid, f.price, f.timestamp)))
      return fail('signature 검증에 실패했습니다. 결제 금액이 변조되었을 수 있습니다.')
    if (f.verification !== (await windowVerification(f.oid, f.price, cfg.signKey, f.timestamp)))
      return fail('verification 검증에 실패했습니다.')
    if (f.mKey !== (await mKeyOf(cfg.signKey))) return fail('mKey 검증에 실패했습니다.')
    const chosen = payMethodFromInicis(f.gopaymethod ?? '') ?? '3'
    const hidden = Object.entries(f)
      .map(([k, v]) => `<input type="hidden" name="m_${esc(k)}" value="${esc(v)}">`)
      .join('')
    const methods = PAYMENT_METHODS.map(
      (m) =>
        `<label><input type="radio" name="payMethod" value="${m.code}"${m.code === chosen ? ' checked' : ''}><span>${esc(m.name)}</span></label>`,
    ).join('')
    // The merchant's page may have chosen the card (ini_cardcode) and the 할부 (quotabase): the window opens on them.
    const cards = cardOptions(f.ini_cardcode)
    const banks = BANKS.filter((b) => /^\d\d$/.test(b.code))
      .map((b) => `<option value="${b.code}">${esc(b.name)}</option>`)
      .join('')
    const apps = [
      `<option value="">사용 안 함 (카드 직접 결제)</option>`,
      ...CARD_SOURCES.map((a) => `<option value="${a.code}">${a.name}</option>`),
    ].join('')
    const quotas = quotaOptions(f.quotabase ? f.quotabase.padStart(2, '0') : undefined)
    return c.html(
      page(
        'KG이니시스 결제',
        `<main class="win"><div class="top"><b>KG이니시스 표준결제</b><span class="badge">SANDBOX</span></div>
<div class="sum"><p>${esc(f.goodname)}</p><p>주문번호 ${esc(f.oid)}</p><p class="amt">${Number(f.price).toLocaleString('ko-KR')}원</p></div>
<form method="post" action="/__sandbox/pg/stdpay/submit">${hidden}
<fieldset><legend>결제 수단</legend><div class="methods">${methods}</div></fieldset>
<fieldset><legend>카드 / 은행</legend>
<div class="row"><label for="cardCode">카드사 (신용카드)</label><select id="cardCode" name="cardCode">${cards}</select></div>
<div class="row"><label for="quota">할부 개월</label><select id="quota" name="quota">${quotas}</select></div>
<div class="row"><label for="cardSrcCode">간편결제 앱 (신용카드)</label><select id="cardSrcCode" name="cardSrcCode">${apps}</select></div>
<div class="row"><label for="bankCode">은행 (계좌이체·가상계좌)</label><select id="bankCode" name="bankCode">${banks}</select></div>
</fieldset>
<div class="btns"><button class="primary" type="submit" name="scenario" value="approve">결제하기 (승인)</button>
<div class="small"><button type="submit" name="scenario" value="decline">승인 거절</button><button type="submit" name="scenario" value="timeout">승인 시간 초과</button>
<button type="submit" name="scenario" value="fail_after">승인 후 가맹점 오류</button><button type="submit" name="scenario" value="close">결제창 닫기</button></div></div>
</form><p class="note">테스트 결제창입니다. 실제로 돈이 나가지 않습니다.</p></main>`,
      ),
    )
  })
  /** The tester's choice → POST back to the merchant's returnUrl (or its closeUrl). */
  .post('/stdpay/submit', async (c) => {
    const origin = new URL(c.req.url).origin
    const f = await readForm(c.req.raw)
    const m = (k: string) => f[`m_${k}`] ?? ''
    const nonce = c.req.header('x-csp-nonce') ?? ''
    const scenario = ['approve', 'decline', 'timeout', 'fail_after', 'close'].includes(f.scenario) ? f.scenario : 'approve'
    if (scenario === 'close')
      return c.html(
        postBackForm(
          m('closeUrl') || m('returnUrl'),
          { resultCode: 'V002', resultMsg: '사용자가 결제를 취소했습니다.', orderNumber: m('oid') },
          nonce,
          '결제창을 닫는 중…',
        ),
      )
    const payMethod = GOPAYMETHOD[f.payMethod] ? f.payMethod : '3'
    const now = new Date().toISOString()
    if (scenario === 'decline') {
      return c.html(
        postBackForm(
          m('returnUrl'),
          {
            resultCode: 'V801',
            resultMsg: '카드사 승인이 거절되었습니다. (한도 초과)',
            mid: m('mid'),
            orderNumber: m('oid'),
            merchantData: m('merchantData'),
            charset: 'UTF-8',
          },
          nonce,
        ),
      )
    }
    const tid = randomId('StdpayCARD', 20)
    const authToken = randomId('', 40)
    await c.env.DB.prepare(
      `INSERT INTO sandbox_pg_tx (tid, mid, oid, price, pay_method, card_cd, card_quota, bank_cd, auth_token, scenario, status, buyer_nm, reg_dttm, upd_dttm, channel, noti_url, escrow_yn, card_src_cd)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'AUTH', ?11, ?12, ?12, 'PC', ?13, ?14, ?15)`,
    )
      .bind(
        tid,
        m('mid'),
        m('oid'),
        Number(m('price')),
        payMethod,
        payMethod === '3' ? f.cardCode || '11' : null,
        payMethod === '3' ? f.quota || '00' : null,
        ['1', '2'].includes(payMethod) ? f.bankCode || '88' : null,
        authToken,
        scenario,
        m('buyername'),
        now,
        // The PC notice URL is set in the merchant's gateway admin; the sandbox's admin has the shop's.
        `${origin}/api/v1/front/order/pg/vbanknoti`,
        m('acceptmethod').includes('useescrow') ? 'Y' : 'N',
        payMethod === '3' && CARD_SOURCES.some((a) => a.code === f.cardSrcCode) ? f.cardSrcCode : null,
      )
      .run()
    return c.html(
      postBackForm(
        m('returnUrl'),
        {
          resultCode: '0000',
          resultMsg: '성공',
          mid: m('mid'),
          orderNumber: m('oid'),
          authToken,
          authUrl: `${origin}/__sandbox/pg/api/payAuth`,
          netCancelUrl: `${origin}/__sandbox/pg/api/netCancel`,
          checkAckUrl: `${origin}/__sandbox/pg/api/checkAck`,
          idc_name: 'sbx',
          merchantData: m('merchantData'),
          charset: 'UTF-8',
        },
        nonce,
      ),
    )
  })
  /** Approval (server to server). */
  .post('/api/payAuth', async (c) => {
    const cfg = inicisConfig(c.env, new URL(c.req.url).origin)!
    const f = await readForm(c.req.raw)
    if (f.mid !== cfg.mid) return json({ resultCode: 'R101', resultMsg: '상점 아이디 오류' })
    if (
      f.signature !== (await authSignature(f.authToken, f.timestamp)) ||
      f.verification !== (await authVerification(f.authToken, cfg.signKey, f.timestamp))
    )
      return json({ resultCode: 'R102', resultMsg: '승인 요청 서명 검증 실패' })
    const tx = await c.env.DB.prepare('SELECT * FROM sandbox_pg_tx WHERE auth_token = ?1')
      .bind(f.authToken)
      .first<Record<string, string | number | null>>()
    if (!tx) return json({ resultCode: 'R103', resultMsg: '유효하지 않은 인증 토큰' })
    if (f.price && Number(f.price) !== Number(tx.price)) return json({ resultCode: 'R104', resultMsg: '승인 금액 불일치' })
    const upd = await c.env.DB.prepare(
      `UPDATE sandbox_pg_tx SET status = 'APPROVED', upd_dttm = ?2 WHERE auth_token = ?1 AND status = 'AUTH'`,
    )
      .bind(f.authToken, new Date().toISOString())
      .run()
    if (!upd.meta.changes) return json({ resultCode: 'R105', resultMsg: '이미 처리된 거래입니다.' })
    // "time out": the gateway approved, but the answer never reaches the merchant.
    if (tx.scenario === 'timeout') return json({ resultCode: '9999', resultMsg: 'Gateway Timeout' }, 504)
    const d = new Date(Date.now() + 9 * 3600_000).toISOString()
    const payMethod = String(tx.pay_method)
    const a: Record<string, string> = {
      resultCode: '0000',
      resultMsg: '정상처리되었습니다.',
      tid: String(tx.tid),
      mid: String(tx.mid),
      MOID: String(tx.oid),
      TotPrice: String(tx.price),
      goodName: '',
      payMethod: GOPAYMETHOD[payMethod] ?? 'Card',
      applDate: d.slice(0, 10).replace(/-/g, ''),
      applTime: d.slice(11, 19).replace(/:/g, ''),
      authSignature: await approvalSignature(String(tx.oid), String(tx.price), String(tx.tid), cfg.signKey),
    }
    if (tx.card_cd)
      Object.assign(a, {
        CARD_Code: tx.card_cd,
        CARD_Quota: tx.card_quota ?? '00',
        CARD_Num: '5365********1234',
        CARD_BankCode: tx.card_cd,
        ...(tx.card_src_cd ? { CARD_SrcCode: String(tx.card_src_cd) } : {}),
      })
    if (payMethod === '1') a.ACCT_BankCode = String(tx.bank_cd)
    if (payMethod === '2') {
      const vacctNo = virtualAccountNo(String(tx.oid))
      const due = vbankDue(new Date())
      await c.env.DB.prepare('UPDATE sandbox_pg_tx SET vacct_no = ?2 WHERE tid = ?1').bind(tx.tid, vacctNo).run()
      Object.assign(a, {
        VACT_BankCode: String(tx.bank_cd),
        VACT_Num: vacctNo,
        VACT_Name: '(주)다비치마켓',
        VACT_Date: due.ymd,
        VACT_Time: due.hms,
        VACT_InputName: String(tx.buyer_nm),
      })
    }
    if (tx.scenario === 'fail_after') a.sandboxFault = 'after-approval'
    return json(a)
  })
  .post('/api/netCancel', async (c) => {
    const cfg = inicisConfig(c.env, new URL(c.req.url).origin)!
    const f = await readForm(c.req.raw)
    if (f.mid !== cfg.mid || f.verification !== (await authVerification(f.authToken, cfg.signKey, f.timestamp)))
      return json({ resultCode: 'R102', resultMsg: '망취소 서명 검증 실패' })
    const r = await c.env.DB.prepare(
      `UPDATE sandbox_pg_tx SET status = 'NETCANCELLED', upd_dttm = ?2 WHERE auth_token = ?1 AND status IN ('AUTH','APPROVED')`,
    )
      .bind(f.authToken, new Date().toISOString())
      .run()
    return json(
      r.meta.changes ? { resultCode: '0000', resultMsg: '망취소 완료' } : { resultCode: 'R106', resultMsg: '망취소할 거래가 없습니다.' },
    )
  })
  /** INIAPI refund. */
  .post('/api/v1/refund', async (c) => {
    const cfg = inicisConfig(c.env, new URL(c.req.url).origin)!
    const f = await readForm(c.req.raw)
    const partial = f.type === 'PartialRefund'
    const expected = await refundHash(
      cfg.apiKey,
      f.type ?? '',
      f.paymethod ?? '',
      f.timestamp ?? '',
      f.clientIp ?? '',
      f.mid ?? '',
      f.tid ?? '',
      ...(partial ? [Number(f.price), Number(f.confirmPrice)] : []),
    )
    if (f.mid !== cfg.mid || f.hashData !== expected) return json({ resultCode: '01', resultMsg: 'hashData 검증 실패' })
    if (f.paymethod === 'Receipt') {
      const rc = await c.env.DB.prepare(`UPDATE sandbox_pg_receipts SET status = 'CANCELLED' WHERE tid = ?1 AND status = 'ISSUED'`)
        .bind(f.tid)
        .run()
      return json(
        rc.meta.changes
          ? { resultCode: '00', resultMsg: '현금영수증이 취소되었습니다.' }
          : { resultCode: '01', resultMsg: '취소할 수 없는 현금영수증입니다.' },
      )
    }
    // A virtual account's money can only go back to an account the buyer names.
    if (f.paymethod === 'VBank' && (!/^\d{6,20}$/.test(f.refundAcctNum ?? '') || !f.refundBankCode || !f.refundAcctName))
      return json({ resultCode: '01', resultMsg: '환불 계좌 정보가 없습니다.' })
    // Tester switch: the gateway refuses refunds (a failed refund stays FAIL and is retried).
    const outage = await c.env.DB.prepare(`SELECT value FROM sandbox_pg_switches WHERE name = 'refund_outage'`).first<{ value: string }>()
    if (outage?.value === 'on') return json({ resultCode: '01', resultMsg: '일시적인 오류로 취소하지 못했습니다. (sandbox)' })
    // A partial refund must name what stays approved after it (the gateway's books decide: one change at a time).
    const price = partial ? Number(f.price) : 0
    const r = partial
      ? await c.env.DB.prepare(
          `UPDATE sandbox_pg_tx SET cancel_amt = cancel_amt + ?2, status = CASE WHEN price - cancel_amt - ?2 = 0 THEN 'CANCELLED' ELSE status END, upd_dttm = ?4
            WHERE tid = ?1 AND status IN ('APPROVED','DEPOSITED') AND ?2 > 0 AND price - cancel_amt - ?2 = ?3`,
        )
          .bind(f.tid, Number.isInteger(price) ? price : -1, Number(f.confirmPrice), new Date().toISOString())
          .run()
      : await c.env.DB.prepare(
          `UPDATE sandbox_pg_tx SET status = 'CANCELLED', cancel_amt = price, upd_dttm = ?2 WHERE tid = ?1 AND status IN ('APPROVED','DEPOSITED') AND cancel_amt = 0`,
        )
          .bind(f.tid, new Date().toISOString())
          .run()
    if (!r.meta.changes)
      return json({
        resultCode: '01',
        resultMsg: partial
          ? '부분취소할 수 없는 거래입니다. (잔액 불일치 또는 이미 취소됨)'
          : '취소할 수 없는 거래입니다. (이미 취소되었거나 없음)',
      })
    const d = new Date(Date.now() + 9 * 3600_000).toISOString()
    return json({
      resultCode: '00',
      resultMsg: '정상처리되었습니다.',
      cancelDate: d.slice(0, 10).replace(/-/g, ''),
      cancelTime: d.slice(11, 19).replace(/:/g, ''),
    })
  })
  /** For tests and developers: the gateway's view of an order's transactions. */
  .get('/tx/:oid', async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT tid, oid, price, cancel_amt, pay_method, card_cd, card_quota, bank_cd, scenario, status, reg_dttm FROM sandbox_pg_tx WHERE oid = ?1 ORDER BY reg_dttm',
    )
      .bind(c.req.param('oid'))
      .all()
    return c.json({
      oid: c.req.param('oid'),
      transactions: results.map((t) => ({
        ...t,
        payMethodNm: paymentMethodName(t.pay_method as string),
        cardCompanyName: cardCompanyName(t.card_cd as string) ?? null,
        bankName: bankName(t.bank_cd as string) || null,
      })),
    })
  })
