import { env } from 'cloudflare:workers'
import { hashPassword } from '../../src/server/auth/password'
import { call } from './helpers'

export { call }

export async function latestCode(mobile: string): Promise<string> {
  const r = await call(`/__sandbox/sms/outbox?mobile=${mobile}`)
  const { messages } = (await r.json()) as { messages: { code: string }[] }
  return messages[0]?.code
}

export const db = () => (env as any).DB as D1Database
export const PW = 'Davich!2026'
let pwHash: string | null = null

export async function addMember(o: { loginId: string; mobile: string; role?: string; status?: string; email?: string; name?: string }) {
  pwHash ??= await hashPassword(PW, { iterations: 1000 })
  const t = new Date().toISOString()
  const r = await db()
    .prepare(
      `INSERT INTO members (login_id, password_hash, member_nm, gender, birth, email, mobile, auth_role, status, reg_dttm, upd_dttm)
       VALUES (?1, ?2, ?3, 'F', '19920315', ?4, ?5, ?6, ?7, ?8, ?8) RETURNING member_no`,
    )
    .bind(o.loginId, pwHash, o.name ?? '김다비', o.email ?? null, o.mobile, o.role ?? 'ROLE_USER', o.status ?? 'ACTIVE', t)
    .first<{ member_no: number }>()
  return r!.member_no
}

export async function login(loginId: string, password = PW) {
  const r = await call('/v1/front/member/login/normal', { method: 'POST', json: { loginId, password } })
  const cookie = r.headers.get('set-cookie') ?? ''
  const token = cookie.match(/davich_token=([^;]+)/)?.[1] ?? ''
  return { r, token, cookie }
}

/** Sends a code to the sandbox outbox and validates it: a fresh SMS proof for the mobile. */
export async function certProof(mobile: string) {
  await db().prepare('DELETE FROM sms_certs WHERE mobile = ?1').bind(mobile).run()
  const s = await call(`/v1/front/member/send/sms/certify?mobile=${mobile}`, { method: 'POST' })
  if (s.status !== 200) throw new Error(`send ${s.status}`)
  const code = await latestCode(mobile)
  const v = await call(`/v1/front/member/send/sms/certify/valid?mobile=${mobile}&certifyKey=${code}`, { method: 'POST' })
  return ((await v.json()) as { certProof: string }).certProof
}
