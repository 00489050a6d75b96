import type { D1Database } from '@cloudflare/workers-types'

/** OAuth states of social sign-ins in progress (migrations 0020–0021): single use, short-lived. */
export async function insertOAuthState(
  db: D1Database,
  s: {
    state: string
    provider: string
    nonce: string
    returnUrl: string | null
    storeCode: string | null
    nowIso: string
    expiresIso: string
  },
) {
  await db
    .prepare(
      'INSERT INTO oauth_states (state, provider, nonce, return_url, store_code, created_dttm, expires_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
    )
    .bind(s.state, s.provider, s.nonce, s.returnUrl, s.storeCode, s.nowIso, s.expiresIso)
    .run()
}

/** Uses a live state once: its return path, kiosk store and (Apple) the verified id_token; null when unknown, used or expired. */
export const takeOAuthState = (db: D1Database, state: string, provider: string, nowIso: string) =>
  db
    .prepare(
      'UPDATE oauth_states SET used_dttm = ?3 WHERE state = ?1 AND provider = ?2 AND used_dttm IS NULL AND expires_dttm > ?3 RETURNING return_url, store_code, result',
    )
    .bind(state, provider, nowIso)
    .first<{ return_url: string | null; store_code: string | null; result: string | null }>()

/** The nonce of a live Apple state that has no answer yet. */
export const pendingAppleState = (db: D1Database, state: string, nowIso: string) =>
  db
    .prepare(
      `SELECT nonce FROM oauth_states WHERE state = ?1 AND provider = 'apple' AND used_dttm IS NULL AND result IS NULL AND expires_dttm > ?2`,
    )
    .bind(state, nowIso)
    .first<{ nonce: string }>()

/** Keeps Apple's verified id_token on its state (once) until the page collects it. */
export const setAppleStateResult = (db: D1Database, state: string, idToken: string) =>
  db.prepare('UPDATE oauth_states SET result = ?2 WHERE state = ?1 AND result IS NULL').bind(state, idToken).run()
