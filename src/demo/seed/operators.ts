/**
 * The head office's demo operators (migration 0140), printed by `npm start` and listed in the README. Sandbox
 * only: each has a FIXED TOTP secret so a person (any authenticator app) or a test (totpCode) can compute the code.
 * Password: the demo password of the shop accounts (Davich!2026).
 *
 *   const sql = operatorsSeedSql(seed, now)
 */
import type { SeedData } from '../../server/db/rows'
import { sqlLiteral } from './sql'
import { iso, toMs } from './time'

export const DEMO_OPERATORS = [
  { no: 1, loginId: 'admin01', name: '최고관리자', roles: ['SUPER'], totpSecret: 'DAVICHADMINSUPERTOTPKEYAAAAAAAAA' },
  { no: 2, loginId: 'cs01', name: '한고객', roles: ['CS'], totpSecret: 'DAVICHCSDESKTOTPKEYAAAAAAAAAAAAA' },
  { no: 3, loginId: 'claims01', name: '정클레임', roles: ['CLAIMS'], totpSecret: 'DAVICHCLAIMSDESKTOTPKEYAAAAAAAAA' },
  { no: 4, loginId: 'md01', name: '문상품', roles: ['MD'], totpSecret: 'DAVICHMDDESKTOTPKEYAAAAAAAAAAAAA' },
  { no: 5, loginId: 'mkt01', name: '마케팅', roles: ['MARKETING'], totpSecret: 'DAVICHMARKETINGTOTPKEYAAAAAAAAAA' },
] as const

/** One operator as SQL (tests seed their own with it): `totpSecret` null = not enrolled yet. */
export function operatorSql(o: {
  no: number
  loginId: string
  name: string
  roles: readonly string[]
  totpSecret: string | null
  passwordHash: string
  regDttm: string
  ipAllow?: string
}): string[] {
  const v = sqlLiteral
  return [
    `INSERT INTO operators (operator_no, login_id, name, password_hash, totp_secret, ip_allow, reg_dttm) VALUES (${v(o.no)}, ${v(o.loginId)}, ${v(o.name)}, ${v(o.passwordHash)}, ${v(o.totpSecret)}, ${v(o.ipAllow ?? '')}, ${v(o.regDttm)});`,
    ...o.roles.map((r) => `INSERT INTO operator_roles (operator_no, role) VALUES (${v(o.no)}, ${v(r)});`),
  ]
}

export function operatorsSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const passwordHash = seed.members.find((m) => m.login_id === 'member01')?.password_hash
  if (!passwordHash) return []
  const regDttm = iso(toMs(now) - 90 * 86_400_000)
  return DEMO_OPERATORS.flatMap((o) => operatorSql({ ...o, passwordHash, regDttm }))
}
