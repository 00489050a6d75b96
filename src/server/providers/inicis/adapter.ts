/**
 * Merchant side of KG Inicis standard payment: the window form, approval with its signature and amount
 * check, net-cancel, and refund. Configured by INICIS_MID / INICIS_SIGNKEY / INICIS_APIKEY /
 * INICIS_STDPAY_URL / INICIS_API_URL; with SANDBOX=on and no keys, the sandbox gateway of this Worker
 * (/__sandbox/pg) with Inicis' public test merchant.
 */
import type { Env } from '../../env'
import {
  approvalSignature,
  authSignature,
  authVerification,
  formBody,
  GOPAYMETHOD,
  iniApiTimestamp,
  mKeyOf,
  refundHash,
  windowSignature,
  windowVerification,
} from './protocol'

export interface InicisConfig {
  mid: string
  signKey: string
  apiKey: string
  /** Where the payment window form is posted. */
  stdPayUrl: string
  /** INIAPI base (refund). */
  apiUrl: string
  /** INIpay mobile (smart) base: the mobile window is `${mobileUrl}/smart/payment/`. */
  mobileUrl: string
  /** Hosts authUrl / netCancelUrl / P_REQ_URL may point to (never send our keys elsewhere). */
  trustedHosts: string[]
  /** Addresses the gateway's deposit notices come from (the gateway publishes them; the notice has no signature). */
  noticeSources: string[]
  sandbox: boolean
}

export const SANDBOX_MID = 'INIpayTest'
export const SANDBOX_SIGNKEY = 'SU5JTElURV9UUklQTEVERVNfS0VZU1RS'
export const SANDBOX_APIKEY = 'ItEQKi3rY7uvDS8l'
/** The address the sandbox gateway's notices come from (the in-process call sets it as CF-Connecting-IP). */
export const SANDBOX_GATEWAY_IP = '127.0.0.77'
/** KG Inicis' published notice servers (INIpay standard / mobile vbank noti); INICIS_NOTI_IPS overrides. */
export const INICIS_NOTICE_IPS = ['203.238.37.3', '203.238.37.15', '203.238.37.16', '203.238.37.25', '39.115.212.9', '183.109.71.153']

type InicisEnv = Env & {
  INICIS_MID?: string
  INICIS_SIGNKEY?: string
  INICIS_APIKEY?: string
  INICIS_STDPAY_URL?: string
  INICIS_API_URL?: string
  INICIS_MOBILE_URL?: string
  INICIS_NOTI_IPS?: string
}

export function inicisConfig(env: Env, origin: string): InicisConfig | null {
  const e = env as InicisEnv
  if (e.INICIS_MID && e.INICIS_SIGNKEY) {
    const stdPayUrl = e.INICIS_STDPAY_URL ?? 'https://stdpay.inicis.com/payMain/pay'
    const apiUrl = e.INICIS_API_URL ?? 'https://iniapi.inicis.com'
    return {
      mid: e.INICIS_MID,
      signKey: e.INICIS_SIGNKEY,
      apiKey: e.INICIS_APIKEY ?? '',
      stdPayUrl,
      apiUrl,
      mobileUrl: e.INICIS_MOBILE_URL ?? 'https://mobile.inicis.com',
      trustedHosts: [
        'stdpay.inicis.com',
        'fcstdpay.inicis.com',
        'ksstdpay.inicis.com',
        'stgstdpay.inicis.com',
        'iniapi.inicis.com',
        'mobile.inicis.com',
        'ksmobile.inicis.com',
        'fcmobile.inicis.com',
      ],
      noticeSources: e.INICIS_NOTI_IPS
        ? e.INICIS_NOTI_IPS.split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : INICIS_NOTICE_IPS,
      sandbox: false,
    }
  }
  if (env.SANDBOX !== 'on') return null
  return {
    mid: SANDBOX_MID,
    signKey: SANDBOX_SIGNKEY,
    apiKey: SANDBOX_APIKEY,
    stdPayUrl: `${origin}/__sandbox/pg/stdpay`,
    apiUrl: `${origin}/__sandbox/pg`,
    mobileUrl: `${origin}/__sandbox/pg`,
    trustedHosts: [new URL(origin).host],
    noticeSources: [SANDBOX_GATEWAY_IP],
    sandbox: true,
  }
}

export async function windowForm(
  cfg: InicisConfig,
  o: {
    oid: string
    price: number
    goodname: string
    buyername: string
    buyertel: string
    buyeremail: string
    payMethod: string
    returnUrl: string
    closeUrl: string
    merchantData: string
    escrow?: boolean
    /** The card company (ini_cardcode) and the 할부 months (quotabase) chosen on the merchant's page. */
    card?: { code: string; quota: string }
    now?: Date
  },
) {
  const timestamp = String((o.now ?? new Date()).getTime())
  const card = o.card ? { ini_cardcode: o.card.code, ...(o.card.quota !== '00' ? { quotabase: String(Number(o.card.quota)) } : {}) } : {}
  return {
    payUrl: cfg.stdPayUrl,
    params: {
      version: '1.0',
      mid: cfg.mid,
      oid: o.oid,
      goodname: o.goodname.slice(0, 40),
      price: String(o.price),
      currency: 'WON',
      buyername: o.buyername,
      buyertel: o.buyertel,
      buyeremail: o.buyeremail,
      timestamp,
      signature: await windowSignature(o.oid, o.price, timestamp),
      verification: await windowVerification(o.oid, o.price, cfg.signKey, timestamp),
      mKey: await mKeyOf(cfg.signKey),
      returnUrl: o.returnUrl,
      closeUrl: o.closeUrl,
      gopaymethod: GOPAYMETHOD[o.payMethod] ?? 'Card',
      // va_receipt is left out: the shop issues cash receipts itself through INIAPI when the payment is confirmed.
      acceptmethod: `HPP(1):below1000:centerCd(Y)${o.escrow ? ':useescrow' : ''}`,
      merchantData: o.merchantData,
      charset: 'UTF-8',
      ...card,
    } as Record<string, string>,
  }
}

export function trustedUrl(cfg: InicisConfig, url: string | undefined | null): boolean {
  if (!url) return false
  try {
    const u = new URL(url)
    return (u.protocol === 'https:' || (cfg.sandbox && u.protocol === 'http:')) && cfg.trustedHosts.includes(u.host)
  } catch {
    return false
  }
}

export interface Approval {
  resultCode: string
  resultMsg: string
  tid: string
  MOID: string
  TotPrice: string
  payMethod: string
  applDate: string
  applTime: string
  CARD_Code?: string
  CARD_Quota?: string
  /** The easy-pay app behind a card payment (one character, e.g. 'K' 카카오페이); absent for a plain card. */
  CARD_SrcCode?: string
  ACCT_BankCode?: string
  VACT_BankCode?: string
  VACT_Num?: string
  /** Deadline of the virtual account (yyyyMMdd, HHmmss, Seoul). */
  VACT_Date?: string
  VACT_Time?: string
  VACT_Name?: string
  authSignature: string
  /** Sandbox only: asks the merchant to simulate its own failure after approval. */
  sandboxFault?: string
}

export type ApproveResult =
  | { kind: 'approved'; approval: Approval }
  | { kind: 'refused'; code: string; message: string }
  /** No trustworthy answer (timeout, 5xx, bad JSON, bad signature, wrong amount): net-cancel. */
  | { kind: 'unknown'; message: string; approval?: Approval }

export async function postForm(url: string, fields: Record<string, string | number>, fetcher: typeof fetch) {
  const res = await fetcher(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody(fields),
    signal: AbortSignal.timeout(15_000),
  })
  return res
}

/** Server-side approval (authUrl) with the answer's signature, order number and amount checked. */
export async function approve(
  cfg: InicisConfig,
  o: { authUrl: string; authToken: string; oid: string; price: number },
  fetcher: typeof fetch = fetch,
): Promise<ApproveResult> {
  const timestamp = String(Date.now())
  let res: Response
  try {
    res = await postForm(
      o.authUrl,
      {
        mid: cfg.mid,
        authToken: o.authToken,
        timestamp,
        signature: await authSignature(o.authToken, timestamp),
        verification: await authVerification(o.authToken, cfg.signKey, timestamp),
        charset: 'UTF-8',
        format: 'JSON',
        price: o.price,
      },
      fetcher,
    )
  } catch {
    return { kind: 'unknown', message: '결제 승인 응답을 받지 못했습니다.' }
  }
  if (res.status >= 500) return { kind: 'unknown', message: '결제 승인 응답이 지연되었습니다.' }
  let a: Approval
  try {
    a = (await res.json()) as Approval
  } catch {
    return { kind: 'unknown', message: '결제 승인 응답을 해석할 수 없습니다.' }
  }
  if (a.resultCode !== '0000')
    return { kind: 'refused', code: a.resultCode ?? 'ERR', message: a.resultMsg || '결제가 승인되지 않았습니다.' }
  const expected = await approvalSignature(a.MOID, a.TotPrice, a.tid, cfg.signKey)
  if (a.authSignature !== expected) return { kind: 'unknown', message: '결제 승인 응답의 서명이 올바르지 않습니다.', approval: a }
  if (a.MOID !== o.oid || Number(a.TotPrice) !== o.price)
    return { kind: 'unknown', message: '승인 금액 또는 주문번호가 주문과 다릅니다.', approval: a }
  return { kind: 'approved', approval: a }
}

/** Net-cancel: undoes an approval our side cannot complete. */
export async function netCancel(
  cfg: InicisConfig,
  o: { netCancelUrl: string; authToken: string; price: number },
  fetcher: typeof fetch = fetch,
) {
  const timestamp = String(Date.now())
  try {
    const res = await postForm(
      o.netCancelUrl,
      {
        mid: cfg.mid,
        authToken: o.authToken,
        timestamp,
        signature: await authSignature(o.authToken, timestamp),
        verification: await authVerification(o.authToken, cfg.signKey, timestamp),
        charset: 'UTF-8',
        format: 'JSON',
        price: o.price,
        netCancel: 'Y',
      },
      fetcher,
    )
    const j = (await res.json().catch(() => ({}))) as { resultCode?: string; resultMsg?: string }
    return { ok: j.resultCode === '0000', code: j.resultCode ?? String(res.status), message: j.resultMsg ?? '' }
  } catch {
    return { ok: false, code: 'NET', message: '망취소 요청에 실패했습니다.' }
  }
}

/**
 * INIAPI refund of an approved payment (cancel or return). With `partial` it is a PartialRefund: `price` is
 * cancelled now and `confirmPrice` must be what stays approved after it (the gateway checks it against its own
 * books, so two partial refunds of one payment never run at once: services/refund.ts keeps one in flight).
 */
export async function refund(
  cfg: InicisConfig,
  o: {
    tid: string
    payMethod: string
    msg: string
    clientIp?: string
    refundAccount?: { bankCd: string; accountNo: string; holderName: string }
    partial?: { price: number; confirmPrice: number }
  },
  fetcher: typeof fetch = fetch,
) {
  const type = o.partial ? 'PartialRefund' : 'Refund'
  const paymethod = GOPAYMETHOD[o.payMethod] ?? 'Card'
  const timestamp = iniApiTimestamp()
  const clientIp = o.clientIp ?? '127.0.0.1'
  try {
    const res = await postForm(
      `${cfg.apiUrl}/api/v1/refund`,
      {
        type,
        paymethod,
        timestamp,
        clientIp,
        mid: cfg.mid,
        tid: o.tid,
        msg: o.msg,
        // A virtual account's money goes back to the account the buyer names (INIAPI Vacct refund).
        ...(o.refundAccount
          ? { refundAcctNum: o.refundAccount.accountNo, refundBankCode: o.refundAccount.bankCd, refundAcctName: o.refundAccount.holderName }
          : {}),
        ...(o.partial ? { price: o.partial.price, confirmPrice: o.partial.confirmPrice } : {}),
        hashData: await refundHash(
          cfg.apiKey,
          type,
          paymethod,
          timestamp,
          clientIp,
          cfg.mid,
          o.tid,
          ...(o.partial ? [o.partial.price, o.partial.confirmPrice] : []),
        ),
      },
      fetcher,
    )
    const j = (await res.json().catch(() => ({}))) as { resultCode?: string; resultMsg?: string; cancelDate?: string; cancelTime?: string }
    return { ok: j.resultCode === '00', code: j.resultCode ?? String(res.status), message: j.resultMsg ?? '' }
  } catch {
    return { ok: false, code: 'NET', message: '환불 요청에 실패했습니다.' }
  }
}
