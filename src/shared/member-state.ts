/**
 * Two member-state fields of spec §3 the shop derives from the account:
 * - lastChangeCode: 'PASSWORD' when the member signs in with a password that has not changed for
 *   PASSWORD_CHANGE_DAYS (my-page invites them to change it), else null;
 * - dormancyData: when the account turns dormant — DORMANCY_DAYS after the last sign-in (the separate storage
 *   of inactive accounts' data) — or since when it is dormant.
 */
export const PASSWORD_CHANGE_DAYS = 90
export const DORMANCY_DAYS = 365
const DAY_MS = 86_400_000

export interface DormancyData {
  /** Dormant now (signing in answers 410 and goes to /account/dormancy). */
  dormant: boolean
  /** Last sign-in (ISO), or the registration when never signed in. */
  lastLoginDate: string
  /** When the account becomes (or became) dormant (ISO). */
  dormancyDate: string
}

export function lastChangeCode(a: { hasPassword: boolean; passwordChangedAt: string | null; regAt: string }, now: Date): 'PASSWORD' | null {
  if (!a.hasPassword) return null
  const since = Date.parse(a.passwordChangedAt ?? a.regAt)
  return Number.isFinite(since) && now.getTime() - since >= PASSWORD_CHANGE_DAYS * DAY_MS ? 'PASSWORD' : null
}

export function dormancyData(a: { status: string; lastLoginAt: string | null; regAt: string; dormantAt: string | null }): DormancyData {
  const last = a.lastLoginAt ?? a.regAt
  const dormant = a.status === 'DORMANT'
  const planned = new Date(Date.parse(last) + DORMANCY_DAYS * DAY_MS).toISOString()
  return { dormant, lastLoginDate: last, dormancyDate: dormant && a.dormantAt ? a.dormantAt : planned }
}
