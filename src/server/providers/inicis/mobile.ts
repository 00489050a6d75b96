/**
 * INIpay mobile (smart) payment, the flow a phone uses:
 *  1. the window form is POSTed to `${mobileUrl}/smart/payment/` with P_INI_PAYMENT, P_MID, P_OID, P_AMT,
 *     P_GOODS, P_UNAME, P_MOBILE, P_EMAIL, P_NEXT_URL, P_NOTI_URL, P_NOTI (echoed back), P_RESERVED,
 *     P_CHARSET, P_TIMESTAMP and P_CHKFAKE;
 *  2. after authentication the gateway POSTs P_STATUS ('00' authenticated), P_RMESG1, P_TID, P_REQ_URL and
 *     P_NOTI to P_NEXT_URL;
 *  3. the merchant asks P_REQ_URL (server to server) with P_MID + P_TID for the approval, answered as
 *     url-encoded P_STATUS, P_TID, P_TYPE, P_OID, P_AMT, P_AUTH_DT, P_FN_CD1, P_RMESG2 (instalment),
 *     P_VACT_NUM, P_VACT_BANK_CODE, P_VACT_DATE, P_VACT_TIME, P_VACT_NAME …; the answer has no signature, so
 *     its order number and amount are checked against the order;
 *  4. anything failing on the merchant's side after approval is net-cancelled at
 *     `${mobileUrl}/smart/payNetCancel.ini` (P_TID, P_MID, P_OID, P_AMT, P_TIMESTAMP, P_CHKFAKE).
 */
import type { InicisConfig } from './adapter'
import { postForm, trustedUrl } from './adapter'
import { MOBILE_PAYMENT, mobileChkFake } from './protocol'

export async function mobileWindowForm(
  cfg: InicisConfig,
  o: {
    oid: string
    price: number
    goodname: string
    buyername: string
    buyertel: string
    buyeremail: string
    payMethod: string
    nextUrl: string
    notiUrl: string
    returnUrl: string
    merchantData: string
    escrow?: boolean
    /** The card company (P_CARD_OPTION selcode) and the 할부 months (P_QUOTABASE) chosen on the merchant's page. */
    card?: { code: string; quota: string }
    now?: Date
  },
) {
  const timestamp = String((o.now ?? new Date()).getTime())
  const card = o.card ? { P_CARD_OPTION: `selcode=${o.card.code}`, ...(o.card.quota !== '00' ? { P_QUOTABASE: o.card.quota } : {}) } : {}
  const reserved = ['twotrs_isp=Y', 'block_isp=Y', 'below1000=Y', 'apprun_check=Y', ...(o.escrow ? ['useescrow=Y'] : [])].join('&')
  return {
    payUrl: `${cfg.mobileUrl}/smart/payment/`,
    params: {
      P_INI_PAYMENT: MOBILE_PAYMENT[o.payMethod] ?? 'CARD',
      P_MID: cfg.mid,
      P_OID: o.oid,
      P_AMT: String(o.price),
      P_GOODS: o.goodname.slice(0, 40),
      P_UNAME: o.buyername,
      P_MOBILE: o.buyertel,
      P_EMAIL: o.buyeremail,
      P_NEXT_URL: o.nextUrl,
      P_NOTI_URL: o.notiUrl,
      P_RETURN_URL: o.returnUrl,
      P_NOTI: o.merchantData,
      P_RESERVED: reserved,
      P_CHARSET: 'utf8',
      P_TIMESTAMP: timestamp,
      P_CHKFAKE: await mobileChkFake(o.price, o.oid, timestamp, cfg.apiKey),
      ...card,
    } as Record<string, string>,
  }
}

export interface MobileApproval {
  P_STATUS: string
  P_RMESG1: string
  P_TID: string
  P_TYPE: string
  P_OID: string
  P_AMT: string
  P_AUTH_DT?: string
  P_FN_CD1?: string
  /** The easy-pay app behind a card payment (one character); absent for a plain card. */
  P_SRC_CODE?: string
  P_RMESG2?: string
  P_VACT_NUM?: string
  P_VACT_BANK_CODE?: string
  P_VACT_DATE?: string
  P_VACT_TIME?: string
  P_VACT_NAME?: string
  /** Sandbox only: asks the merchant to simulate its own failure after approval. */
  P_SANDBOX_FAULT?: string
}

export type MobileApproveResult =
  { kind: 'approved'; approval: MobileApproval } | { kind: 'refused'; code: string; message: string } | { kind: 'unknown'; message: string }

/** Step 3: the approval at P_REQ_URL, its order number and amount checked (the answer is not signed). */
export async function mobileApprove(
  cfg: InicisConfig,
  o: { reqUrl: string; tid: string; oid: string; price: number },
  fetcher: typeof fetch = fetch,
): Promise<MobileApproveResult> {
  if (!trustedUrl(cfg, o.reqUrl)) return { kind: 'refused', code: 'URL', message: '결제 승인 주소를 신뢰할 수 없습니다.' }
  let res: Response
  try {
    res = await postForm(o.reqUrl, { P_MID: cfg.mid, P_TID: o.tid }, fetcher)
  } catch {
    return { kind: 'unknown', message: '결제 승인 응답을 받지 못했습니다.' }
  }
  if (res.status >= 500) return { kind: 'unknown', message: '결제 승인 응답이 지연되었습니다.' }
  const a = Object.fromEntries(new URLSearchParams(await res.text().catch(() => ''))) as unknown as MobileApproval
  if (!a.P_STATUS) return { kind: 'unknown', message: '결제 승인 응답을 해석할 수 없습니다.' }
  if (a.P_STATUS !== '00') return { kind: 'refused', code: a.P_STATUS, message: a.P_RMESG1 || '결제가 승인되지 않았습니다.' }
  if (a.P_TID !== o.tid || a.P_OID !== o.oid || Number(a.P_AMT) !== o.price)
    return { kind: 'unknown', message: '승인 금액 또는 주문번호가 주문과 다릅니다.' }
  return { kind: 'approved', approval: a }
}

/** Step 4: net-cancel of a mobile approval the merchant cannot complete. */
export async function mobileNetCancel(cfg: InicisConfig, o: { tid: string; oid: string; price: number }, fetcher: typeof fetch = fetch) {
  const timestamp = String(Date.now())
  try {
    const res = await postForm(
      `${cfg.mobileUrl}/smart/payNetCancel.ini`,
      {
        P_TID: o.tid,
        P_MID: cfg.mid,
        P_OID: o.oid,
        P_AMT: o.price,
        P_TIMESTAMP: timestamp,
        P_CHKFAKE: await mobileChkFake(o.price, o.oid, timestamp, cfg.apiKey),
      },
      fetcher,
    )
    const a = Object.fromEntries(new URLSearchParams(await res.text().catch(() => '')))
    return { ok: a.P_STATUS === '00', code: a.P_STATUS ?? String(res.status), message: a.P_RMESG1 ?? '' }
  } catch {
    return { ok: false, code: 'NET', message: '망취소 요청에 실패했습니다.' }
  }
}
