/**
 * INIAPI cash receipts (현금영수증): issue (type Issue, paymethod Receipt, with the buyer's identifier and
 * use — 1 소득공제, 2 지출증빙) and cancel (type Refund, paymethod Receipt, by the receipt's tid).
 * Amounts: crPrice total, supPrice supply value, tax VAT (10 % of supply), srvcPrice service charge (0).
 */
import type { InicisConfig } from './adapter'
import { postForm } from './adapter'
import { iniApiTimestamp, receiptHash, refundHash } from './protocol'

export type ReceiptAnswer =
  { ok: true; tid: string; authNo: string; authDate: string; authTime: string } | { ok: false; code: string; message: string }

/** Supply value and VAT of a VAT-inclusive amount (won, VAT rounded down). */
export function splitVat(total: number) {
  const supply = Math.ceil(total / 1.1)
  return { supply, tax: total - supply }
}

export async function issueReceipt(
  cfg: InicisConfig,
  o: {
    goodName: string
    price: number
    buyerName: string
    buyerEmail: string
    buyerTel: string
    useOpt: '1' | '2'
    regNum: string
    clientIp?: string
  },
  fetcher: typeof fetch = fetch,
): Promise<ReceiptAnswer> {
  const type = 'Issue'
  const paymethod = 'Receipt'
  const timestamp = iniApiTimestamp()
  const clientIp = o.clientIp ?? '127.0.0.1'
  const { supply, tax } = splitVat(o.price)
  try {
    const res = await postForm(
      `${cfg.apiUrl}/api/v1/receipt`,
      {
        type,
        paymethod,
        timestamp,
        clientIp,
        mid: cfg.mid,
        goodName: o.goodName.slice(0, 40),
        crPrice: o.price,
        supPrice: supply,
        tax,
        srvcPrice: 0,
        buyerName: o.buyerName,
        buyerEmail: o.buyerEmail,
        buyerTel: o.buyerTel,
        useOpt: o.useOpt,
        regNum: o.regNum,
        currency: 'WON',
        hashData: await receiptHash(cfg.apiKey, type, paymethod, timestamp, clientIp, cfg.mid, o.price, supply, 0),
      },
      fetcher,
    )
    const j = (await res.json().catch(() => ({}))) as {
      resultCode?: string
      resultMsg?: string
      tid?: string
      authNo?: string
      authDate?: string
      authTime?: string
    }
    if (j.resultCode === '00' && j.tid && j.authNo)
      return { ok: true, tid: j.tid, authNo: j.authNo, authDate: j.authDate ?? '', authTime: j.authTime ?? '' }
    return { ok: false, code: j.resultCode ?? String(res.status), message: j.resultMsg || '현금영수증 발급 응답을 해석할 수 없습니다.' }
  } catch {
    return { ok: false, code: 'NET', message: '현금영수증 발급 요청에 실패했습니다.' }
  }
}

/** Cancels an issued receipt (INIAPI Refund of paymethod Receipt). */
export async function cancelReceipt(cfg: InicisConfig, o: { tid: string; msg: string; clientIp?: string }, fetcher: typeof fetch = fetch) {
  const type = 'Refund'
  const paymethod = 'Receipt'
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
        hashData: await refundHash(cfg.apiKey, type, paymethod, timestamp, clientIp, cfg.mid, o.tid),
      },
      fetcher,
    )
    const j = (await res.json().catch(() => ({}))) as { resultCode?: string; resultMsg?: string }
    return { ok: j.resultCode === '00', code: j.resultCode ?? String(res.status), message: j.resultMsg ?? '' }
  } catch {
    return { ok: false, code: 'NET', message: '현금영수증 취소 요청에 실패했습니다.' }
  }
}
