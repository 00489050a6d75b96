/**
 * Escrow (구매안전서비스) through INIAPI: the buyer's purchase confirmation sent to the gateway, which then
 * settles the escrowed money to the merchant (type Confirm, paymethod Escrow, by the payment's tid;
 * hashData = SHA-512(key + type + paymethod + timestamp + clientIp + mid + tid), as INIAPI's refund).
 */
import type { InicisConfig } from './adapter'
import { postForm } from './adapter'
import { iniApiTimestamp, refundHash } from './protocol'

export async function confirmEscrow(cfg: InicisConfig, o: { tid: string; clientIp?: string }, fetcher: typeof fetch = fetch) {
  const type = 'Confirm'
  const paymethod = 'Escrow'
  const timestamp = iniApiTimestamp()
  const clientIp = o.clientIp ?? '127.0.0.1'
  try {
    const res = await postForm(
      `${cfg.apiUrl}/api/v1/escrow`,
      {
        type,
        paymethod,
        timestamp,
        clientIp,
        mid: cfg.mid,
        tid: o.tid,
        hashData: await refundHash(cfg.apiKey, type, paymethod, timestamp, clientIp, cfg.mid, o.tid),
      },
      fetcher,
    )
    const j = (await res.json().catch(() => ({}))) as { resultCode?: string; resultMsg?: string }
    return { ok: j.resultCode === '00', code: j.resultCode ?? String(res.status), message: j.resultMsg ?? '' }
  } catch {
    return { ok: false, code: 'NET', message: '구매확인 전송에 실패했습니다.' }
  }
}
