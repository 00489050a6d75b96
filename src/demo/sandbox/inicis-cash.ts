/**
 * Sandbox KG Inicis, the rest of its protocols (mounted with the PC one under /__sandbox/pg):
 *  - INIpay mobile: the window (/smart/payment/, P_CHKFAKE checked), the return to P_NEXT_URL, the approval
 *    at P_REQ_URL (/smart/payReq) and net-cancel (/smart/payNetCancel.ini);
 *  - the bank behind virtual accounts (/vbank/:tid): a tester deposits the exact amount, a wrong one, or
 *    nothing; the gateway then sends the shop its deposit notice (PC "noti" or mobile P_ format) from its
 *    notice address, as the real one does, and shows the shop's answer;
 *  - INIAPI cash receipts (/api/v1/receipt, hashData checked; cancelled through /api/v1/refund);
 *  - switches for testers (/switch): receipt_outage makes receipt issuance fail (exercises 오류 and the retry).
 */
import { Hono } from 'hono'
import { bankName, paymentMethodName } from '../../shared/codes'
import type { AppEnv } from '../../server/env'
import { inicisConfig, SANDBOX_GATEWAY_IP } from '../../server/providers/inicis/adapter'
import {
  MOBILE_PAYMENT,
  mobileChkFake,
  payMethodFromMobile,
  receiptHash,
  refundHash,
  seoulParts,
} from '../../server/providers/inicis/protocol'
import { shopFetch } from '../../server/providers/transport'
import { cardOptions, esc, json, page, postBackForm, quotaOptions, randomId, readForm, vbankDue, virtualAccountNo } from './inicis'
import { BANKS } from '../../shared/codes'

type Tx = Record<string, string | number | null>

const top = '<div class="top"><b>KG이니시스 모바일</b><span class="badge">SANDBOX</span></div>'
const form = (body: Record<string, string>) => new URLSearchParams(body).toString()
const isOn = async (db: D1Like, name: string) =>
  (await db.prepare('SELECT value FROM sandbox_pg_switches WHERE name = ?1').bind(name).first<{ value: string }>())?.value === 'on'
type D1Like = AppEnv['Bindings']['DB']

export const inicisCashSandbox = new Hono<AppEnv>()
  /** INIpay mobile window: checks the merchant's form, then lets the tester choose the outcome. */
  .post('/smart/payment/', async (c) => {
    const cfg = inicisConfig(c.env, new URL(c.req.url).origin)!
    const f = await readForm(c.req.raw)
    const fail = (msg: string) =>
      c.html(page('결제 오류', `<div class="win">${top}<div class="sum"><p role="alert">${esc(msg)}</p></div></div>`), 400)
    const missing = ['P_MID', 'P_OID', 'P_AMT', 'P_NEXT_URL', 'P_INI_PAYMENT', 'P_TIMESTAMP', 'P_CHKFAKE'].filter((k) => !f[k])
    if (missing.length) return fail(`필수 항목이 없습니다: ${missing.join(', ')}`)
    if (f.P_MID !== cfg.mid) return fail('등록되지 않은 상점 아이디(P_MID)입니다.')
    if (f.P_CHKFAKE !== (await mobileChkFake(f.P_AMT, f.P_OID, f.P_TIMESTAMP, cfg.apiKey)))
      return fail('P_CHKFAKE 검증에 실패했습니다. 결제 금액이 변조되었을 수 있습니다.')
    const hidden = Object.entries(f)
      .map(([k, v]) => `<input type="hidden" name="m_${esc(k)}" value="${esc(v)}">`)
      .join('')
    const method = payMethodFromMobile(f.P_INI_PAYMENT) ?? '3'
    // The merchant's page may have chosen the card (P_CARD_OPTION selcode=…) and the 할부 (P_QUOTABASE).
    const cards = cardOptions(/selcode=(\w+)/.exec(f.P_CARD_OPTION ?? '')?.[1])
    const banks = BANKS.filter((b) => /^\d\d$/.test(b.code))
      .map((b) => `<option value="${b.code}">${esc(b.name)}</option>`)
      .join('')
    const choose =
      method === '3'
        ? `<div class="row"><label for="cardCode">카드사</label><select id="cardCode" name="cardCode">${cards}</select></div><div class="row"><label for="quota">할부</label><select id="quota" name="quota">${quotaOptions(f.P_QUOTABASE)}</select></div>`
        : `<div class="row"><label for="bankCode">은행</label><select id="bankCode" name="bankCode">${banks}</select></div>`
    return c.html(
      page(
        'KG이니시스 모바일 결제',
        `<main class="win">${top}
<div class="sum"><p>${esc(f.P_GOODS)}</p><p>주문번호 ${esc(f.P_OID)} · ${esc(paymentMethodName(method))}</p><p class="amt">${Number(f.P_AMT).toLocaleString('ko-KR')}원</p></div>
<form method="post" action="/__sandbox/pg/smart/payment/submit">${hidden}<fieldset><legend>결제 정보</legend>${choose}</fieldset>
<div class="btns"><button class="primary" type="submit" name="scenario" value="approve">결제하기 (승인)</button>
<div class="small"><button type="submit" name="scenario" value="decline">승인 거절</button><button type="submit" name="scenario" value="timeout">승인 시간 초과</button>
<button type="submit" name="scenario" value="fail_after">승인 후 가맹점 오류</button><button type="submit" name="scenario" value="close">결제 취소</button></div></div>
</form><p class="note">모바일 테스트 결제창입니다. 실제로 돈이 나가지 않습니다.</p></main>`,
      ),
    )
  })
  /** The tester's choice → POST P_STATUS… to P_NEXT_URL (or back to P_RETURN_URL when cancelled). */
  .post('/smart/payment/submit', async (c) => {
    const origin = new URL(c.req.url).origin
    const f = await readForm(c.req.raw)
    const m = (k: string) => f[`m_${k}`] ?? ''
    const nonce = c.req.header('x-csp-nonce') ?? ''
    const scenario = ['approve', 'decline', 'timeout', 'fail_after', 'close'].includes(f.scenario) ? f.scenario : 'approve'
    if (scenario === 'close') return c.redirect(m('P_RETURN_URL') || '/', 303)
    if (scenario === 'decline')
      return c.html(
        postBackForm(
          m('P_NEXT_URL'),
          { P_STATUS: '01', P_RMESG1: '카드사 승인이 거절되었습니다. (한도 초과)', P_TID: '', P_REQ_URL: '', P_NOTI: m('P_NOTI') },
          nonce,
        ),
      )
    const payMethod = payMethodFromMobile(m('P_INI_PAYMENT')) ?? '3'
    const tid = randomId(`INIMX_${m('P_INI_PAYMENT').slice(0, 4)}`, 20)
    const now = new Date().toISOString()
    await c.env.DB.prepare(
      `INSERT INTO sandbox_pg_tx (tid, mid, oid, price, pay_method, card_cd, card_quota, bank_cd, auth_token, scenario, status, buyer_nm, reg_dttm, upd_dttm, channel, noti_url, escrow_yn)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?1, ?9, 'AUTH', ?10, ?11, ?11, 'MOBILE', ?12, ?13)`,
    )
      .bind(
        tid,
        m('P_MID'),
        m('P_OID'),
        Number(m('P_AMT')),
        payMethod,
        payMethod === '3' ? f.cardCode || '11' : null,
        payMethod === '3' ? f.quota || '00' : null,
        payMethod !== '3' ? f.bankCode || '88' : null,
        scenario,
        m('P_UNAME'),
        now,
        m('P_NOTI_URL') || null,
        m('P_RESERVED').includes('useescrow=Y') ? 'Y' : 'N',
      )
      .run()
    return c.html(
      postBackForm(
        m('P_NEXT_URL'),
        {
          P_STATUS: '00',
          P_RMESG1: '정상적으로 인증되었습니다.',
          P_TID: tid,
          P_REQ_URL: `${origin}/__sandbox/pg/smart/payReq`,
          P_NOTI: m('P_NOTI'),
        },
        nonce,
      ),
    )
  })
  /** Mobile approval (P_REQ_URL): url-encoded answer, no signature (the merchant checks P_OID and P_AMT). */
  .post('/smart/payReq', async (c) => {
    const cfg = inicisConfig(c.env, new URL(c.req.url).origin)!
    const f = await readForm(c.req.raw)
    const text = (body: Record<string, string>, status = 200) =>
      c.body(form(body), status as 200, { 'content-type': 'text/plain; charset=utf-8' })
    if (f.P_MID !== cfg.mid) return text({ P_STATUS: '01', P_RMESG1: '상점 아이디 오류' })
    const tx = await c.env.DB.prepare(`SELECT * FROM sandbox_pg_tx WHERE tid = ?1 AND channel = 'MOBILE'`)
      .bind(f.P_TID ?? '')
      .first<Tx>()
    if (!tx) return text({ P_STATUS: '01', P_RMESG1: '유효하지 않은 거래번호' })
    const upd = await c.env.DB.prepare(`UPDATE sandbox_pg_tx SET status = 'APPROVED', upd_dttm = ?2 WHERE tid = ?1 AND status = 'AUTH'`)
      .bind(tx.tid, new Date().toISOString())
      .run()
    if (!upd.meta.changes) return text({ P_STATUS: '01', P_RMESG1: '이미 처리된 거래입니다.' })
    if (tx.scenario === 'timeout') return c.text('Gateway Timeout', 504)
    const d = seoulParts(new Date())
    const payMethod = String(tx.pay_method)
    const a: Record<string, string> = {
      P_STATUS: '00',
      P_RMESG1: '정상처리되었습니다.',
      P_TID: String(tx.tid),
      P_TYPE: MOBILE_PAYMENT[payMethod] ?? 'CARD',
      P_OID: String(tx.oid),
      P_AMT: String(tx.price),
      P_AUTH_DT: d.ymd + d.hms,
      P_MID: String(tx.mid),
    }
    if (payMethod === '3')
      Object.assign(a, {
        P_FN_CD1: String(tx.card_cd),
        P_RMESG2: String(tx.card_quota ?? '00'),
        P_CARD_NUM: '5365********1234',
        P_AUTH_NO: String(Math.floor(Math.random() * 1e8)).padStart(8, '0'),
      })
    if (payMethod === '1') a.P_FN_CD1 = String(tx.bank_cd)
    if (payMethod === '2') {
      const vacctNo = virtualAccountNo(String(tx.oid))
      const due = vbankDue(new Date())
      await c.env.DB.prepare('UPDATE sandbox_pg_tx SET vacct_no = ?2 WHERE tid = ?1').bind(tx.tid, vacctNo).run()
      Object.assign(a, {
        P_VACT_NUM: vacctNo,
        P_VACT_BANK_CODE: String(tx.bank_cd),
        P_VACT_DATE: due.ymd,
        P_VACT_TIME: due.hms,
        P_VACT_NAME: '(주)다비치마켓',
      })
    }
    if (tx.scenario === 'fail_after') a.P_SANDBOX_FAULT = 'after-approval'
    return text(a)
  })
  .post('/smart/payNetCancel.ini', async (c) => {
    const cfg = inicisConfig(c.env, new URL(c.req.url).origin)!
    const f = await readForm(c.req.raw)
    const text = (body: Record<string, string>) => c.body(form(body), 200, { 'content-type': 'text/plain; charset=utf-8' })
    if (f.P_MID !== cfg.mid || f.P_CHKFAKE !== (await mobileChkFake(f.P_AMT ?? '', f.P_OID ?? '', f.P_TIMESTAMP ?? '', cfg.apiKey)))
      return text({ P_STATUS: '01', P_RMESG1: '망취소 검증 실패' })
    const r = await c.env.DB.prepare(
      `UPDATE sandbox_pg_tx SET status = 'NETCANCELLED', upd_dttm = ?2 WHERE tid = ?1 AND status IN ('AUTH','APPROVED')`,
    )
      .bind(f.P_TID ?? '', new Date().toISOString())
      .run()
    return text(r.meta.changes ? { P_STATUS: '00', P_RMESG1: '망취소 완료' } : { P_STATUS: '01', P_RMESG1: '망취소할 거래가 없습니다.' })
  })
  /** The bank behind a virtual account: deposit the exact amount, a wrong amount, or nothing. */
  .get('/vbank/:tid', async (c) => {
    const tx = await c.env.DB.prepare('SELECT * FROM sandbox_pg_tx WHERE tid = ?1 AND vacct_no IS NOT NULL')
      .bind(c.req.param('tid'))
      .first<Tx>()
    if (!tx)
      return c.html(
        page('가상계좌', `<div class="win">${top}<div class="sum"><p role="alert">발급된 가상계좌를 찾을 수 없습니다.</p></div></div>`),
        404,
      )
    const price = Number(tx.price)
    const done = tx.status === 'DEPOSITED'
    return c.html(
      page(
        '가상계좌 입금 (테스트 은행)',
        `<main class="win"><div class="top"><b>테스트 은행 · 가상계좌 입금</b><span class="badge">SANDBOX</span></div>
<div class="sum"><p>${esc(bankName(String(tx.bank_cd)) || '은행')} ${esc(tx.vacct_no)}</p><p>예금주 (주)다비치마켓 · 주문번호 ${esc(tx.oid)}</p><p class="amt">${price.toLocaleString('ko-KR')}원</p>
${done ? '<p role="status">이미 입금된 계좌입니다.</p>' : ''}</div>
<form method="post" action="/__sandbox/pg/vbank/${esc(tx.tid)}/deposit"><div class="btns">
<button class="primary" type="submit" name="mode" value="exact">${price.toLocaleString('ko-KR')}원 입금하기</button>
<button type="submit" name="mode" value="wrong">다른 금액 입금 (${(price - 1000).toLocaleString('ko-KR')}원)</button>
<a href="/mypage/manageorder/orderdetail/${esc(tx.oid)}" style="text-align:center;padding:12px;color:#1e3a8a">입금하지 않고 돌아가기</a></div></form>
<p class="note">입금하면 이니시스가 가맹점에 입금 통보를 보냅니다. 실제로 돈이 나가지 않습니다.</p></main>`,
      ),
    )
  })
  .post('/vbank/:tid/deposit', async (c) => {
    const f = await readForm(c.req.raw)
    const tx = await c.env.DB.prepare('SELECT * FROM sandbox_pg_tx WHERE tid = ?1 AND vacct_no IS NOT NULL')
      .bind(c.req.param('tid'))
      .first<Tx>()
    if (!tx?.noti_url)
      return c.html(
        page('가상계좌', `<div class="win">${top}<div class="sum"><p role="alert">발급된 가상계좌를 찾을 수 없습니다.</p></div></div>`),
        404,
      )
    const amount = f.mode === 'wrong' ? Number(tx.price) - 1000 : Number(tx.price)
    const shop = await sendDepositNotice(c.env, tx, amount)
    if (f.mode !== 'wrong')
      await c.env.DB.prepare(
        `UPDATE sandbox_pg_tx SET status = 'DEPOSITED', deposit_amt = ?2, upd_dttm = ?3 WHERE tid = ?1 AND status = 'APPROVED'`,
      )
        .bind(tx.tid, amount, new Date().toISOString())
        .run()
    const back = `/mypage/manageorder/orderdetail/${esc(tx.oid)}`
    return c.html(
      page(
        '입금 통보 결과',
        `<main class="win"><div class="top"><b>테스트 은행</b><span class="badge">SANDBOX</span></div><div class="sum">
<p role="status">${amount.toLocaleString('ko-KR')}원을 입금했습니다.</p><p>가맹점 응답: <b data-testid="shop-answer">${esc(shop)}</b></p></div>
<div class="btns"><a class="primary" href="${back}" style="text-align:center;padding:13px;border-radius:8px;background:#1e3a8a;color:#fff">주문 상세로 돌아가기</a></div></main>`,
      ),
    )
  })
  /** INIAPI cash receipt issue. */
  .post('/api/v1/receipt', async (c) => {
    const cfg = inicisConfig(c.env, new URL(c.req.url).origin)!
    const f = await readForm(c.req.raw)
    const expected = await receiptHash(
      cfg.apiKey,
      f.type ?? '',
      f.paymethod ?? '',
      f.timestamp ?? '',
      f.clientIp ?? '',
      f.mid ?? '',
      f.crPrice ?? '',
      f.supPrice ?? '',
      f.srvcPrice ?? '',
    )
    if (f.mid !== cfg.mid || f.hashData !== expected) return json({ resultCode: '01', resultMsg: 'hashData 검증 실패' })
    if (f.type !== 'Issue' || f.paymethod !== 'Receipt' || !['1', '2'].includes(f.useOpt) || !/^\d{10,19}$/.test(f.regNum ?? ''))
      return json({ resultCode: '01', resultMsg: '현금영수증 발급 요청 항목 오류' })
    if (Number(f.supPrice) + Number(f.tax) + Number(f.srvcPrice) !== Number(f.crPrice))
      return json({ resultCode: '01', resultMsg: '금액 합계 불일치' })
    if (await isOn(c.env.DB, 'receipt_outage')) return json({ resultCode: '9A', resultMsg: '국세청 현금영수증 시스템 점검 중입니다.' })
    const tid = randomId('INIAPIRECE', 20)
    await c.env.DB.prepare(
      `INSERT INTO sandbox_pg_receipts (tid, mid, use_opt, reg_num, price, status, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, 'ISSUED', ?6)`,
    )
      .bind(tid, f.mid, f.useOpt, f.regNum, Number(f.crPrice), new Date().toISOString())
      .run()
    const d = seoulParts(new Date())
    return json({
      resultCode: '00',
      resultMsg: '정상처리되었습니다.',
      tid,
      authNo: String(Math.floor(Math.random() * 1e9)).padStart(9, '1'),
      authDate: d.ymd,
      authTime: d.hms,
    })
  })
  /** INIAPI escrow purchase confirmation (the buyer confirmed; the escrowed money goes to the merchant). */
  .post('/api/v1/escrow', async (c) => {
    const cfg = inicisConfig(c.env, new URL(c.req.url).origin)!
    const f = await readForm(c.req.raw)
    const expected = await refundHash(
      cfg.apiKey,
      f.type ?? '',
      f.paymethod ?? '',
      f.timestamp ?? '',
      f.clientIp ?? '',
      f.mid ?? '',
      f.tid ?? '',
    )
    if (f.mid !== cfg.mid || f.hashData !== expected || f.type !== 'Confirm' || f.paymethod !== 'Escrow')
      return json({ resultCode: '01', resultMsg: 'hashData 검증 실패' })
    const r = await c.env.DB.prepare(
      `UPDATE sandbox_pg_tx SET status = 'ESCROW_CONFIRMED', upd_dttm = ?2 WHERE tid = ?1 AND escrow_yn = 'Y' AND status IN ('APPROVED','DEPOSITED')`,
    )
      .bind(f.tid, new Date().toISOString())
      .run()
    return json(
      r.meta.changes
        ? { resultCode: '00', resultMsg: '구매확인 처리되었습니다.' }
        : { resultCode: '01', resultMsg: '구매확인할 에스크로 거래가 없습니다.' },
    )
  })
  /** Tester switches (receipt_outage, refund_outage on/off). */
  .post('/switch', async (c) => {
    const f = await readForm(c.req.raw)
    if (!['receipt_outage', 'refund_outage'].includes(f.name) || !['on', 'off'].includes(f.value)) return json({ ok: false }, 400)
    await c.env.DB.prepare(
      'INSERT INTO sandbox_pg_switches (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
    )
      .bind(f.name, f.value)
      .run()
    return json({ ok: true, [f.name]: f.value })
  })
  .get('/receipts', async (c) =>
    json({ receipts: (await c.env.DB.prepare('SELECT * FROM sandbox_pg_receipts ORDER BY reg_dttm').all()).results }),
  )

/** The gateway's deposit notice to the shop, in the format of the channel the account was issued on. */
export async function sendDepositNotice(env: AppEnv['Bindings'], tx: Tx, amount: number) {
  const d = seoulParts(new Date())
  const body: Record<string, string> =
    tx.channel === 'MOBILE'
      ? {
          P_STATUS: '02',
          P_TID: String(tx.tid),
          P_TYPE: 'VBANK',
          P_AUTH_DT: d.ymd + d.hms,
          P_OID: String(tx.oid),
          P_MID: String(tx.mid),
          P_AMT: String(amount),
          P_FN_CD1: String(tx.bank_cd),
          P_VACT_NUM: String(tx.vacct_no),
          P_UNAME: String(tx.buyer_nm),
          P_RMESG1: '입금완료',
        }
      : {
          no_tid: String(tx.tid),
          no_oid: String(tx.oid),
          id_merchant: String(tx.mid),
          cd_bank: `000${tx.bank_cd}`.slice(-8),
          dt_trans: d.ymd,
          tm_trans: d.hms,
          no_msgseq: '0001',
          type_msg: '0200',
          no_vacct: String(tx.vacct_no),
          amt_input: String(amount),
          nm_inputbank: bankName(String(tx.bank_cd)) || '',
          nm_input: String(tx.buyer_nm),
          dt_inputstd: d.ymd,
          dt_calculstd: d.ymd,
          flg_close: '0',
        }
  const res = await shopFetch(env)(
    new Request(String(tx.noti_url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': SANDBOX_GATEWAY_IP },
      body: form(body),
    }),
    env,
  )
  return (await res.text()).slice(0, 20)
}
