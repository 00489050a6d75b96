import { env, exports } from 'cloudflare:workers'
import { buildSeed, commerceSeedSql, reservationSeedSql, seedToSql, storefrontSeedSql } from '../../src/server/db/seed'
import { createSession } from '../../src/server/auth/session'

/** The D1 binding of the test Worker. */
export const db = (env as unknown as { DB: D1Database }).DB

/** Calls the Worker under test (Hono edge + API, no SSR). */
export function call(path: string, init?: RequestInit): Promise<Response> {
  return (exports as any).default.fetch(new Request(`https://shop.test${path}`, init))
}

export async function json<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T; res: Response }> {
  const res = await call(path, init)
  return { status: res.status, body: (await res.json()) as T, res }
}

let seeded = false
/** Loads the full deterministic seed (the same factories as `npm start`) once per test file. */
export async function seedAll(now = new Date()) {
  if (seeded) return
  const statements = seedToSql(await buildSeed({ now }))
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50).map((s) => db.prepare(s)))
  seeded = true
}

/** Loads the whole demo shop as `npm start` does: the seed plus its commerce, reservation and storefront parts. */
export async function seedShop(now = new Date()) {
  if (seeded) return
  const seed = await buildSeed({ now })
  const statements = [...seedToSql(seed), ...commerceSeedSql(seed, now), ...reservationSeedSql(seed, now), ...storefrontSeedSql(seed, now)]
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50).map((s) => db.prepare(s)))
  seeded = true
}

/** A session token for a seeded login id. */
export async function tokenFor(loginId: string) {
  const m = await db.prepare('SELECT member_no FROM members WHERE login_id = ?1').bind(loginId).first<{ member_no: number }>()
  if (!m) throw new Error(`no member ${loginId}`)
  return (await createSession(db, m.member_no)).token
}
