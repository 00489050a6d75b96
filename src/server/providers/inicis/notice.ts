/**
 * KG Inicis deposit notices (가상계좌 입금통보, "noti"): the gateway POSTs a form to the merchant's notice URL
 * when money reaches a virtual account, and repeats it until the merchant answers the two bytes "OK".
 *  - INIpay standard (PC): no_tid, no_oid, id_merchant, cd_bank, dt_trans, tm_trans, type_msg ('0200' 입금,
 *    '0400' 입금취소), no_vacct, amt_input, nm_input, nm_inputbank …
 *  - INIpay mobile: P_TID, P_OID, P_MID, P_TYPE 'VBANK', P_STATUS ('02' 입금통보), P_AMT, P_FN_CD1, P_UNAME,
 *    P_AUTH_DT …
 * The notice carries no signature: the gateway names its sending addresses, and the merchant accepts a
 * notice only from them AND only when it matches the transaction the gateway issued in its signed approval
 * (tid, account number, merchant id) — checked here and in the payment service.
 */
import type { InicisConfig } from './adapter'

export interface DepositNotice {
  format: 'STD' | 'MOBILE'
  kind: 'DEPOSIT' | 'DEPOSIT_CANCEL' | 'OTHER'
  tid: string
  oid: string
  mid: string
  amount: number
  vacctNo: string
  bankCd: string
  depositor: string
}

/** What the gateway expects back: "OK" ends its retries; anything else makes it send the notice again. */
export const NOTICE_OK = 'OK'
export const NOTICE_REFUSED = 'FAIL'

const digits = (s: string | undefined, max: number) => (s && /^\d+$/.test(s) && s.length <= max ? s : '')
const clean = (s: string | undefined, max: number) =>
  (s ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, max)

/** Reads either notice format; null when it is not a deposit notice at all. */
export function parseDepositNotice(f: Record<string, string>): DepositNotice | null {
  if (f.no_tid !== undefined || f.no_oid !== undefined) {
    const amount = digits(f.amt_input, 12)
    return {
      format: 'STD',
      kind: f.type_msg === '0200' ? 'DEPOSIT' : f.type_msg === '0400' ? 'DEPOSIT_CANCEL' : 'OTHER',
      tid: clean(f.no_tid, 60),
      oid: clean(f.no_oid, 40),
      mid: clean(f.id_merchant, 20),
      amount: amount ? Number(amount) : -1,
      vacctNo: clean(f.no_vacct, 30),
      bankCd: clean(f.cd_bank, 8).slice(-2),
      depositor: clean(f.nm_input, 30),
    }
  }
  if (f.P_TID !== undefined && (f.P_TYPE ?? '').toUpperCase() === 'VBANK') {
    const amount = digits(f.P_AMT, 12)
    return {
      format: 'MOBILE',
      kind: f.P_STATUS === '02' ? 'DEPOSIT' : 'OTHER',
      tid: clean(f.P_TID, 60),
      oid: clean(f.P_OID, 40),
      mid: clean(f.P_MID, 20),
      amount: amount ? Number(amount) : -1,
      vacctNo: clean(f.P_VACT_NUM, 30),
      bankCd: clean(f.P_FN_CD1, 8).slice(-2),
      depositor: clean(f.P_UNAME, 30),
    }
  }
  return null
}

/** The source check: the notice came from one of the gateway's notice servers. */
export function fromGateway(cfg: InicisConfig, sourceIp: string | null | undefined): boolean {
  return !!sourceIp && cfg.noticeSources.includes(sourceIp.trim())
}
