import { env, exports } from 'cloudflare:workers'
import { createSession } from '../../src/server/auth/session'

/** The D1 binding of the test Worker. */
export const db = (env as unknown as { DB: D1Database }).DB

/** What `call()` accepts: a plain RequestInit plus the shortcuts the suites use. */
export interface CallInit extends RequestInit {
  /** A JSON body (serialized, `content-type: application/json`; POST unless `method` says otherwise). */
  json?: unknown
  /** A form post (`application/x-www-form-urlencoded`; POST unless `method` says otherwise). */
  form?: Record<string, string>
  /** A session token sent as `Authorization: Bearer`. */
  token?: string
  /** A raw Cookie header (e.g. the `davich_token` a sign-in set). */
  cookie?: string
  /** Scheme and host of the request URL (default https://shop.test). */
  origin?: string
}

/**
 * THE way integration tests call the Worker under test (Hono edge + API, no SSR): one request builder for
 * every suite. `body` stays a raw body as in fetch; `json` / `form` / `token` / `cookie` set the body and headers.
 * Redirects are not followed unless `redirect: 'follow'` is passed: a 3xx comes back with its Location.
 */
export function call(path: string, init: CallInit = {}): Promise<Response> {
  const { json, form, token, cookie, origin = 'https://shop.test', ...rest } = init
  const headers = new Headers(rest.headers)
  let body = rest.body
  if (form) {
    body = new URLSearchParams(form)
    headers.set('content-type', 'application/x-www-form-urlencoded')
  } else if (json !== undefined) {
    body = JSON.stringify(json)
    headers.set('content-type', 'application/json')
  }
  if (token) headers.set('authorization', `Bearer ${token}`)
  if (cookie) headers.set('cookie', cookie)
  const method = rest.method ?? (body != null ? 'POST' : 'GET')
  return (exports as any).default.fetch(new Request(`${origin}${path}`, { redirect: 'manual', ...rest, method, headers, body }))
}

/** An answer read once: status, headers, the text and its JSON (null when the body is not JSON). */
export interface ReadAnswer<T = any> {
  status: number
  headers: Headers
  text: string
  json: T
}

/** Reads an answer's body once (for suites that look at status, JSON and HTML side by side). */
export async function read<T = any>(res: Response | Promise<Response>): Promise<ReadAnswer<T>> {
  const r = await res
  const text = await r.text()
  let json: any = null
  try {
    json = JSON.parse(text)
  } catch {
    /* not JSON (HTML, empty) */
  }
  return { status: r.status, headers: r.headers, text, json }
}

export async function json<T = any>(path: string, init?: CallInit): Promise<{ status: number; body: T; res: Response }> {
  const res = await call(path, init)
  return { status: res.status, body: (await res.json()) as T, res }
}

let seeded = false
/** Loads the full deterministic seed (the same factories as `npm start`) once per test file. */
export async function seedAll(now = new Date()) {
  if (seeded) return
  // Loaded on demand: suites that only call() the Worker skip the seed generator's import.
  const { buildSeed, seedToSql } = await import('../../src/demo/seed')
  const statements = seedToSql(await buildSeed({ now }))
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50).map((s) => db.prepare(s)))
  seeded = true
}

/** Loads the whole demo shop as `npm start` does: the seed plus its commerce, reservation and storefront parts. */
export async function seedShop(now = new Date()) {
  if (seeded) return
  const {
    benefitsSeedSql,
    buildSeed,
    cashSeedSql,
    commerceSeedSql,
    reservationSeedSql,
    seedToSql,
    storefrontSeedSql,
    storeOwnerSeedSql,
    storeSystemSeedSql,
    voiceSeedSql,
    operatorsSeedSql,
  } = await import('../../src/demo/seed')
  const seed = await buildSeed({ now })
  const statements = [
    ...seedToSql(seed),
    ...commerceSeedSql(seed, now),
    ...reservationSeedSql(seed, now),
    ...storefrontSeedSql(seed, now),
    ...storeOwnerSeedSql(seed, now),
    ...voiceSeedSql(seed, now),
    ...cashSeedSql(seed, now),
    ...benefitsSeedSql(seed, now),
    ...operatorsSeedSql(seed, now),
    ...storeSystemSeedSql(seed, now),
  ]
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50).map((s) => db.prepare(s)))
  seeded = true
}

/** A session token for a seeded login id. */
export async function tokenFor(loginId: string) {
  const m = await db.prepare('SELECT member_no FROM members WHERE login_id = ?1').bind(loginId).first<{ member_no: number }>()
  if (!m) throw new Error(`no member ${loginId}`)
  return (await createSession(db, m.member_no)).token
}

/**
 * The smart-fitting tests' world: the seeded shop, two members of their own (the first carries the membership card
 * the fitting device sends), session tokens for both, the first two stores' codes and the first frames (type 01).
 */
export async function seedFittingMembers(o: {
  members: readonly [{ no: number; loginId: string; name: string }, { no: number; loginId: string; name: string }]
  card: string
  frames: number
}) {
  await seedShop()
  const now = new Date().toISOString()
  const [first, second] = o.members
  await db.batch([
    db
      .prepare(`INSERT INTO members (member_no, login_id, member_nm, online_card_no, reg_dttm, upd_dttm) VALUES (?3, ?4, ?5, ?2, ?1, ?1)`)
      .bind(now, o.card, first.no, first.loginId, first.name),
    db
      .prepare(`INSERT INTO members (member_no, login_id, member_nm, reg_dttm, upd_dttm) VALUES (?2, ?3, ?4, ?1, ?1)`)
      .bind(now, second.no, second.loginId, second.name),
  ])
  const stores = await db.prepare('SELECT store_code FROM stores ORDER BY store_no LIMIT 2').all<{ store_code: string }>()
  const frames = await db
    .prepare(`SELECT goods_no FROM goods WHERE goods_type_cd = '01' ORDER BY goods_no LIMIT ?1`)
    .bind(o.frames)
    .all<{ goods_no: string }>()
  return {
    now,
    owner: (await createSession(db, first.no)).token,
    other: (await createSession(db, second.no)).token,
    storeCode: stores.results[0].store_code,
    otherStoreCode: stores.results[1].store_code,
    frames: frames.results.map((g) => g.goods_no),
  }
}

/** A console session cookie (`davich_op=…`) for a seeded operator, as a sign-in would start it (tests skip the TOTP step). */
export async function operatorCookie(loginId: string) {
  const { newToken } = await import('../../src/server/auth/session')
  const { startOperatorSession } = await import('../../src/server/db/operators')
  const { sha256Hex } = await import('../../src/shared/hash')
  const o = await db.prepare('SELECT operator_no FROM operators WHERE login_id = ?1').bind(loginId).first<{ operator_no: number }>()
  if (!o) throw new Error(`no operator ${loginId}`)
  const token = newToken()
  const now = new Date()
  await startOperatorSession(db, {
    tokenHash: await sha256Hex(token),
    operatorNo: o.operator_no,
    loginId,
    nowIso: now.toISOString(),
    expiresIso: new Date(now.getTime() + 8 * 3_600_000).toISOString(),
    ip: '',
    userAgent: 'test',
  })
  return `davich_op=${token}`
}
