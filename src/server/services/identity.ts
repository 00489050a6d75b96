import type { D1Database } from '@cloudflare/workers-types'
import { sha256Hex } from '../../shared/hash'
import type { IdentityProviderName } from '../providers/pass'
import { completeVerificationRow, doneVerification, insertVerification, markVerificationUsed } from '../db/identity'

/**
 * Identity verification (PASS / KCB / i-PIN) results. CI and DI are encrypted at rest with AES-GCM
 * (256-bit key from env IDENTITY_KEY, base64; a fixed dev key only when SANDBOX=on) and a SHA-256 of
 * the CI finds the same person again (duplicate sign-up, login/verify). A verification is single use.
 */
export interface IdentityEnv {
  DB: D1Database
  SANDBOX?: string
  IDENTITY_KEY?: string
}

function b64(bytes: Uint8Array) {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s)
}
const unb64 = (s: string) => Uint8Array.from(atob(s), (ch) => ch.charCodeAt(0))

/** The 32 key bytes: IDENTITY_KEY (base64 of 32 random bytes), or a fixed dev key only when SANDBOX=on. */
async function identityKeyBytes(env: IdentityEnv): Promise<Uint8Array<ArrayBuffer>> {
  if (env.IDENTITY_KEY) {
    const k = unb64(env.IDENTITY_KEY)
    if (k.length !== 32) throw new Error('IDENTITY_KEY must be base64 of 32 bytes')
    return k
  }
  if (env.SANDBOX === 'on')
    return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('davich-sandbox-identity-key (dev only)')))
  throw new Error('IDENTITY_KEY is not configured')
}
const identityKeyB64 = async (env: IdentityEnv) => b64(await identityKeyBytes(env))

async function aesKey(env: IdentityEnv) {
  return crypto.subtle.importKey('raw', await identityKeyBytes(env), 'AES-GCM', false, ['encrypt', 'decrypt'])
}
/** `v1.<iv b64>.<ciphertext b64>` */
export async function encryptField(env: IdentityEnv, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(env), new TextEncoder().encode(plain)))
  return `v1.${b64(iv)}.${b64(ct)}`
}
export async function decryptField(env: IdentityEnv, stored: string): Promise<string> {
  const [ver, iv, ct] = stored.split('.')
  if (ver !== 'v1' || !iv || !ct) throw new Error('bad ciphertext')
  const pt = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(iv) }, await aesKey(env), unb64(ct))
  return new TextDecoder().decode(pt)
}
export const ciHash = (ci: string) => sha256Hex(`ci:${ci}`)

export interface IdentityResult {
  name: string
  birth: string
  gender: 'M' | 'F'
  mobile: string
  ci: string
  di: string
}

export function newTxId() {
  return crypto.randomUUID().replace(/-/g, '')
}

export async function startVerification(db: D1Database, provider: IdentityProviderName, purpose: string, now = new Date()) {
  const txId = newTxId()
  await insertVerification(db, {
    txId,
    provider,
    purpose,
    nowIso: now.toISOString(),
    expiresIso: new Date(now.getTime() + 30 * 60_000).toISOString(),
  })
  return txId
}

export async function completeVerification(env: IdentityEnv, txId: string, r: IdentityResult, now = new Date()): Promise<boolean> {
  const sealed = {
    name: r.name,
    birth: r.birth,
    gender: r.gender,
    mobile: r.mobile,
    ciEnc: await encryptField(env, r.ci),
    diEnc: await encryptField(env, r.di),
    ciHash: await ciHash(r.ci),
  }
  return completeVerificationRow(env.DB, txId, sealed, now.toISOString())
}

export interface VerifiedIdentity {
  txId: string
  name: string
  birth: string
  gender: 'M' | 'F'
  mobile: string
  ciHash: string
}

/** A completed, unused, unexpired verification (not consumed). */
export async function peekVerification(db: D1Database, txId: string, now = new Date()): Promise<VerifiedIdentity | null> {
  const row = await doneVerification(db, txId, now.toISOString())
  return row
    ? { txId: row.tx_id, name: row.member_nm, birth: row.birth, gender: row.gender, mobile: row.mobile, ciHash: row.ci_hash }
    : null
}

/** Marks a verification used; false when it was used already (a retry or a race). */
export async function consumeVerification(db: D1Database, txId: string, now = new Date()) {
  return markVerificationUsed(db, txId, now.toISOString())
}

// ---- sandbox result envelope: base64url(JSON) + '.' + HMAC-SHA-256 with a key derived from the identity key ----
const b64url = (bytes: Uint8Array) => b64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const unb64url = (s: string) => unb64(s.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((s.length + 3) % 4))
async function hmacKey(env: IdentityEnv) {
  const raw = new TextEncoder().encode(`identity-envelope:${await identityKeyB64(env)}`)
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}
export async function sealEnvelope(env: IdentityEnv, txId: string, r: IdentityResult): Promise<string> {
  const payload = b64url(new TextEncoder().encode(JSON.stringify({ txId, ...r })))
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(env), new TextEncoder().encode(payload)))
  return `${payload}.${b64url(sig)}`
}
export async function openEnvelope(env: IdentityEnv, encData: string): Promise<(IdentityResult & { txId: string }) | null> {
  const [payload, sig] = encData.split('.')
  if (!payload || !sig) return null
  try {
    const ok = await crypto.subtle.verify('HMAC', await hmacKey(env), unb64url(sig), new TextEncoder().encode(payload))
    if (!ok) return null
    return JSON.parse(new TextDecoder().decode(unb64url(payload)))
  } catch {
    return null
  }
}
