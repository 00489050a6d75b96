/**
 * KG Inicis standard payment (INIStdPay) and INIAPI refund, the hashes both sides compute.
 *  - payment window form: signature = SHA-256("oid=…&price=…&timestamp=…"),
 *    verification = SHA-256("oid=…&price=…&signKey=…&timestamp=…"), mKey = SHA-256(signKey);
 *  - approval / net-cancel call (authUrl / netCancelUrl): signature = SHA-256("authToken=…&timestamp=…"),
 *    verification = SHA-256("authToken=…&signKey=…&timestamp=…");
 *  - approval answer, checked by the merchant: authSignature = SHA-256("MOID=…&TotPrice=…&tid=…&signKey=…");
 *  - refund (INIAPI): hashData = SHA-512(INIAPIKey + type + paymethod + timestamp + clientIp + mid + tid).
 */
import { sha256Hex } from '../../../shared/hash'

export async function sha512Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-512', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export const windowSignature = (oid: string, price: number | string, timestamp: string) =>
  sha256Hex(`oid=${oid}&price=${price}&timestamp=${timestamp}`)
export const windowVerification = (oid: string, price: number | string, signKey: string, timestamp: string) =>
  sha256Hex(`oid=${oid}&price=${price}&signKey=${signKey}&timestamp=${timestamp}`)
export const mKeyOf = (signKey: string) => sha256Hex(signKey)
export const authSignature = (authToken: string, timestamp: string) => sha256Hex(`authToken=${authToken}&timestamp=${timestamp}`)
export const authVerification = (authToken: string, signKey: string, timestamp: string) =>
  sha256Hex(`authToken=${authToken}&signKey=${signKey}&timestamp=${timestamp}`)
export const approvalSignature = (moid: string, totPrice: number | string, tid: string, signKey: string) =>
  sha256Hex(`MOID=${moid}&TotPrice=${totPrice}&tid=${tid}&signKey=${signKey}`)
export const refundHash = (
  apiKey: string,
  type: string,
  paymethod: string,
  timestamp: string,
  clientIp: string,
  mid: string,
  tid: string,
  /** PartialRefund: the amount cancelled now and what stays approved after it. */
  ...partial: number[]
) => sha512Hex(apiKey + type + paymethod + timestamp + clientIp + mid + tid + partial.map(String).join(''))

/** Our payment method codes ('1' bank transfer … '3' card … '13' Toss Pay) → Inicis gopaymethod / payMethod names. */
export const GOPAYMETHOD: Record<string, string> = {
  '1': 'DirectBank',
  '2': 'VBank',
  '3': 'Card',
  '4': 'HPP',
  '5': 'LPAY',
  '6': 'SSGPAY',
  '7': 'PAYCO',
  '8': 'ALIPAY',
  '9': 'NAVERPAY',
  '10': 'KPAY',
  '11': 'SAMSUNGPAY',
  '12': 'KAKAOPAY',
  '13': 'TOSSPAY',
}
export const payMethodFromInicis = (name: string) =>
  Object.entries(GOPAYMETHOD).find(([, v]) => v.toLowerCase() === name.toLowerCase())?.[0] ?? null

/** yyyyMMddHHmmss in Seoul (INIAPI timestamp). */
export function iniApiTimestamp(now = new Date()) {
  const s = new Date(now.getTime() + 9 * 3600_000).toISOString()
  return s.slice(0, 19).replace(/[-T:]/g, '')
}

export function formBody(fields: Record<string, string | number>) {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) p.set(k, String(v))
  return p
}

/** INIpay mobile: P_CHKFAKE = Base64(SHA-512(P_AMT + P_OID + P_TIMESTAMP + HashKey)), the window's and net-cancel's tamper check. */
export async function mobileChkFake(amt: number | string, oid: string, timestamp: string, hashKey: string) {
  const digest = await crypto.subtle.digest('SHA-512', new TextEncoder().encode(`${amt}${oid}${timestamp}${hashKey}`))
  let bin = ''
  for (const b of new Uint8Array(digest)) bin += String.fromCharCode(b)
  return btoa(bin)
}

/** INIAPI cash receipt (type Issue, paymethod Receipt): hashData = SHA-512(key + type + paymethod + timestamp + clientIp + mid + crPrice + supPrice + srvcPrice). */
export const receiptHash = (
  apiKey: string,
  type: string,
  paymethod: string,
  timestamp: string,
  clientIp: string,
  mid: string,
  crPrice: number | string,
  supPrice: number | string,
  srvcPrice: number | string,
) => sha512Hex(`${apiKey}${type}${paymethod}${timestamp}${clientIp}${mid}${crPrice}${supPrice}${srvcPrice}`)

/** Our payment method codes → INIpay mobile P_INI_PAYMENT (the mobile window's method). */
export const MOBILE_PAYMENT: Record<string, string> = { '1': 'BANK', '2': 'VBANK', '3': 'CARD', '4': 'MOBILE' }
export const payMethodFromMobile = (name: string) => Object.entries(MOBILE_PAYMENT).find(([, v]) => v === name.toUpperCase())?.[0] ?? null

/** yyyyMMdd + HHmmss in Seoul → an ISO instant (null when not a real date and time). */
export function seoulToIso(ymd: string | undefined, hms: string | undefined): string | null {
  if (!ymd || !/^\d{8}$/.test(ymd)) return null
  const t = hms && /^\d{6}$/.test(hms) ? hms : '235959'
  const d = new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}+09:00`)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** An instant → yyyyMMdd and HHmmss in Seoul. */
export function seoulParts(at: Date) {
  const s = new Date(at.getTime() + 9 * 3600_000).toISOString()
  return { ymd: s.slice(0, 10).replace(/-/g, ''), hms: s.slice(11, 19).replace(/:/g, '') }
}
