import type { D1Database } from '@cloudflare/workers-types'
import { sha256Hex } from '../../shared/hash'
import { changed, guardedBatch, GuardError } from '../db/guard'
import {
  burnCertCode,
  certSentSince,
  insertCertCode,
  insertCertProofStmt,
  latestCertCode,
  liveCertProof,
  retireOtherCodes,
  takeCertTry,
  spendCertCodeStmt,
  spendCertProof,
} from '../db/sms'
import { sendSms, type SmsEnv } from '../providers/sms'

/**
 * SMS certification (the product spec: "Mobile SMS certification needs the mobile number and a certify key"): 6-digit codes valid 10 minutes, single use, 5 wrong tries burn the
 * code; at most 1 send per 30 seconds and 5 per hour per mobile. A correct code gives a proof: a
 * single-use token valid 30 minutes that other flows (sign-up, guest reservation, find id …) present
 * with the mobile instead of the code (verifyCertProof consumes it).
 */
export const CERT_TTL_SECONDS = 600
export const CERT_MAX_TRIES = 5
export const CERT_MIN_INTERVAL_SECONDS = 30
export const CERT_MAX_PER_HOUR = 5
export const PROOF_TTL_SECONDS = 1800

export const normalizeMobile = (m: string) => m.replace(/\D/g, '')

function randomCode(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000
  return String(n).padStart(6, '0')
}
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
const codeHash = (mobile: string, code: string) => sha256Hex(`sms:${mobile}:${code}`)
const iso = (d: Date, plusSeconds = 0) => new Date(d.getTime() + plusSeconds * 1000).toISOString()

export type SendResult = { ok: true; expiresIn: number } | { ok: false; status: 429 | 502; reason: string }

export async function sendCertCode(env: SmsEnv, mobileRaw: string, title = '', now = new Date()): Promise<SendResult> {
  const mobile = normalizeMobile(mobileRaw)
  const db = env.DB
  const code = randomCode()
  const hash = await codeHash(mobile, code)
  // Rate limits in the INSERT itself so two concurrent sends cannot both pass the check.
  const stored = await insertCertCode(db, {
    mobile,
    codeHash: hash,
    title: title.slice(0, 40),
    nowIso: iso(now),
    expiresIso: iso(now, CERT_TTL_SECONDS),
    hourAgoIso: iso(now, -3600),
    maxPerHour: CERT_MAX_PER_HOUR,
    minIntervalFromIso: iso(now, -CERT_MIN_INTERVAL_SECONDS),
  })
  if (!stored) {
    const recent = await certSentSince(db, mobile, iso(now, -CERT_MIN_INTERVAL_SECONDS))
    return recent
      ? {
          ok: false,
          status: 429,
          reason: `인증번호는 ${CERT_MIN_INTERVAL_SECONDS}초에 한 번만 요청할 수 있어요. 잠시 후 다시 시도해 주세요.`,
        }
      : { ok: false, status: 429, reason: `인증번호 요청 횟수(1시간에 ${CERT_MAX_PER_HOUR}회)를 넘었어요. 1시간 후에 다시 시도해 주세요.` }
  }
  // Older unused codes of this mobile stop working: only the latest code is valid.
  await retireOtherCodes(db, mobile, hash, iso(now))
  const label = title ? `[다비치마켓] ${title} ` : '[다비치마켓] '
  const sent = await sendSms(env, mobile, `${label}인증번호 [${code}]를 입력해 주세요. (10분간 유효)`)
  if (!sent.ok) return { ok: false, status: 502, reason: '인증번호를 보내지 못했어요. 잠시 후 다시 시도해 주세요.' }
  return { ok: true, expiresIn: CERT_TTL_SECONDS }
}

export type ValidateResult = { ok: true; proof: string } | { ok: false; reason: string }

/**
 * Checks a code. Every try is counted BEFORE the comparison by one atomic UPDATE … RETURNING on the latest
 * live code (attempts < CERT_MAX_TRIES in its WHERE), so N parallel guesses take N numbered tries and
 * none past the fifth is ever compared; the fifth wrong try burns the code. A right code gives the proof
 * in one guarded batch (the code is used exactly once).
 */
export async function validateCertCode(db: D1Database, mobileRaw: string, codeRaw: string, now = new Date()): Promise<ValidateResult> {
  const mobile = normalizeMobile(mobileRaw)
  const code = codeRaw.trim()
  const tried = await takeCertTry(db, mobile, CERT_MAX_TRIES, iso(now))
  if (!tried) {
    const row = await latestCertCode(db, mobile)
    if (!row) return { ok: false, reason: '인증번호를 먼저 요청해 주세요.' }
    if (row.attempts < CERT_MAX_TRIES && row.used_dttm)
      return { ok: false, reason: '이미 사용된 인증번호예요. 인증번호를 다시 요청해 주세요.' }
    if (row.attempts < CERT_MAX_TRIES && row.expires_dttm <= iso(now))
      return { ok: false, reason: '인증번호의 유효 시간(10분)이 지났어요. 인증번호를 다시 요청해 주세요.' }
    return { ok: false, reason: `인증번호를 ${CERT_MAX_TRIES}회 잘못 입력했어요. 인증번호를 다시 요청해 주세요.` }
  }
  if (!/^\d{6}$/.test(code) || (await codeHash(mobile, code)) !== tried.code_hash) {
    if (tried.attempts >= CERT_MAX_TRIES) {
      await burnCertCode(db, tried.cert_id, iso(now))
      return { ok: false, reason: `인증번호를 ${CERT_MAX_TRIES}회 잘못 입력했어요. 인증번호를 다시 요청해 주세요.` }
    }
    return { ok: false, reason: `인증번호가 일치하지 않아요. (${tried.attempts}/${CERT_MAX_TRIES})` }
  }
  const proof = randomToken()
  try {
    await guardedBatch(db, [
      spendCertCodeStmt(db, tried.cert_id, iso(now)),
      changed(db, 'sms.code'),
      insertCertProofStmt(db, await sha256Hex(proof), mobile, iso(now), iso(now, PROOF_TTL_SECONDS)),
    ])
  } catch (e) {
    if (e instanceof GuardError) return { ok: false, reason: '이미 사용된 인증번호예요. 인증번호를 다시 요청해 주세요.' }
    throw e
  }
  return { ok: true, proof }
}

/** True once per proof: the mobile was verified within the last 30 minutes. Consumes the proof. */
export async function verifyCertProof(db: D1Database, mobileRaw: string, proof: string, now = new Date()): Promise<boolean> {
  if (!proof || proof.length > 100) return false
  return spendCertProof(db, await sha256Hex(proof), normalizeMobile(mobileRaw), iso(now))
}

/** Like verifyCertProof but without consuming it (a form checks a proof before the final submit). */
export async function peekCertProof(db: D1Database, mobileRaw: string, proof: string, now = new Date()): Promise<boolean> {
  if (!proof || proof.length > 100) return false
  return liveCertProof(db, await sha256Hex(proof), normalizeMobile(mobileRaw), iso(now))
}
