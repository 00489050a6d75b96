import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { guardedBatch, holds } from './guard'

/**
 * Operators of the head-office console (migration 0140): accounts, roles, sessions, the sign-in lockout and the
 * append-only access log. Every console read of personal data and every console write goes through `opBatch`:
 * the operator's roles are checked again inside the batch (the query's half of "roles checked in one middleware
 * and in the query") and the access-log row is written in the same batch, so an action without its log row
 * cannot commit.
 */

export interface OperatorRow {
  operator_no: number
  login_id: string
  name: string
  password_hash: string
  totp_secret: string | null
  totp_pending: string | null
  ip_allow: string
  status: 'ACTIVE' | 'DISABLED'
  roles: string
}

export const operatorByLoginId = (db: D1Database, loginId: string) =>
  db
    .prepare(
      `SELECT o.operator_no, o.login_id, o.name, o.password_hash, o.totp_secret, o.totp_pending, o.ip_allow, o.status,
              COALESCE((SELECT GROUP_CONCAT(role) FROM operator_roles r WHERE r.operator_no = o.operator_no), '') AS roles
         FROM operators o WHERE o.login_id = ?1`,
    )
    .bind(loginId)
    .first<OperatorRow>()

/**
 * Counts one sign-in attempt before anything is compared (the shop's lockout pattern, db/members.ts
 * takeLoginAttempt): one atomic UPDATE … RETURNING, so N parallel guesses take N numbers and the lock starts
 * with the attempt after `max` failures.
 */
export const takeOperatorAttempt = (db: D1Database, operatorNo: number, nowIso: string, max: number, lockUntilIso: string) =>
  db
    .prepare(
      `UPDATE operators SET
         failed_login_count = CASE WHEN locked_until IS NOT NULL AND locked_until <= ?2 THEN 1 ELSE failed_login_count + 1 END,
         locked_until = CASE
           WHEN locked_until IS NOT NULL AND locked_until > ?2 THEN locked_until
           WHEN (CASE WHEN locked_until IS NOT NULL AND locked_until <= ?2 THEN 1 ELSE failed_login_count + 1 END) > ?3 THEN ?4
           ELSE NULL END
       WHERE operator_no = ?1
       RETURNING failed_login_count AS attempt, locked_until`,
    )
    .bind(operatorNo, nowIso, max, lockUntilIso)
    .first<{ attempt: number; locked_until: string | null }>()

export const lockOperator = (db: D1Database, operatorNo: number, nowIso: string, untilIso: string) =>
  db
    .prepare('UPDATE operators SET locked_until = ?3 WHERE operator_no = ?1 AND (locked_until IS NULL OR locked_until <= ?2)')
    .bind(operatorNo, nowIso, untilIso)
    .run()

/** Offers a new TOTP secret to an operator who has none yet (replaced at each sign-in until proven). */
export const offerTotpSecret = (db: D1Database, operatorNo: number, secret: string) =>
  db.prepare('UPDATE operators SET totp_pending = ?2 WHERE operator_no = ?1 AND totp_secret IS NULL').bind(operatorNo, secret).run()

/**
 * Accepts a code's time step once: the step must be newer than the last accepted one (a code is never good twice).
 * `enrol`: the pending secret becomes the operator's secret in the same statement. False when the step was used.
 */
export async function acceptTotpStep(db: D1Database, operatorNo: number, step: number, enrol: boolean) {
  const r = await db
    .prepare(
      enrol
        ? `UPDATE operators SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = ?2
            WHERE operator_no = ?1 AND totp_secret IS NULL AND totp_pending IS NOT NULL AND totp_last_step < ?2`
        : `UPDATE operators SET totp_last_step = ?2 WHERE operator_no = ?1 AND totp_last_step < ?2`,
    )
    .bind(operatorNo, step)
    .run()
  return r.meta.changes > 0
}

/** A successful sign-in: the session row, the lockout count ended, and its access-log row — one batch. */
export async function startOperatorSession(
  db: D1Database,
  s: { tokenHash: string; operatorNo: number; loginId: string; nowIso: string; expiresIso: string; ip: string; userAgent: string },
) {
  await db.batch([
    db
      .prepare('UPDATE operators SET failed_login_count = 0, locked_until = NULL, last_login_dttm = ?2 WHERE operator_no = ?1')
      .bind(s.operatorNo, s.nowIso),
    db
      .prepare(
        `INSERT INTO operator_sessions (token_hash, operator_no, created_dttm, last_seen_dttm, expires_dttm, ip, user_agent)
         VALUES (?1, ?2, ?3, ?3, ?4, ?5, ?6)`,
      )
      .bind(s.tokenHash, s.operatorNo, s.nowIso, s.expiresIso, s.ip.slice(0, 64), s.userAgent.slice(0, 200)),
    accessLogStmt(
      db,
      { operatorNo: s.operatorNo, loginId: s.loginId, ip: s.ip },
      { action: 'auth.login', subject: `operator:${s.operatorNo}` },
      s.nowIso,
    ),
  ])
}

export interface SessionOperatorRow {
  operator_no: number
  login_id: string
  name: string
  ip_allow: string
  roles: string
  last_seen_dttm: string
  expires_dttm: string
}

/** The active operator of a live console session (not revoked, within 8 h, seen after `idleCutoffIso`). */
export const sessionOperator = (db: D1Database, tokenHash: string, nowIso: string, idleCutoffIso: string) =>
  db
    .prepare(
      `SELECT o.operator_no, o.login_id, o.name, o.ip_allow, s.last_seen_dttm, s.expires_dttm,
              COALESCE((SELECT GROUP_CONCAT(role) FROM operator_roles r WHERE r.operator_no = o.operator_no), '') AS roles
         FROM operator_sessions s JOIN operators o ON o.operator_no = s.operator_no
        WHERE s.token_hash = ?1 AND s.revoked_dttm IS NULL AND s.expires_dttm > ?2 AND s.last_seen_dttm > ?3 AND o.status = 'ACTIVE'`,
    )
    .bind(tokenHash, nowIso, idleCutoffIso)
    .first<SessionOperatorRow>()

export const touchOperatorSession = (db: D1Database, tokenHash: string, nowIso: string) =>
  db.prepare('UPDATE operator_sessions SET last_seen_dttm = ?2 WHERE token_hash = ?1').bind(tokenHash, nowIso).run()

export const revokeOperatorSession = (db: D1Database, tokenHash: string, nowIso: string) =>
  db.prepare('UPDATE operator_sessions SET revoked_dttm = ?2 WHERE token_hash = ?1 AND revoked_dttm IS NULL').bind(tokenHash, nowIso).run()

/* ---- the access log ---- */

/** Who acts (the signed-in operator, or a sign-in attempt: operatorNo null for an unknown id). */
export interface Actor {
  operatorNo: number | null
  loginId: string
  ip: string
}

/** The signed-in operator acting in a console section: `allowed` are the section's roles (checked again in the batch). */
export interface OpCtx extends Actor {
  operatorNo: number
  allowed: readonly string[]
}

/** What an access-log row records. `subject`: 'inquiry:12', 'member:3', 'members:list'; `reason`: why (reveal, grant). */
export interface LogEntry {
  action: string
  subject?: string
  reason?: string
  detail?: string
}

/**
 * One access-log row. `e.countSql` (a SELECT COUNT(*) over what the batch reads, no parameters) puts the number of
 * rows into `detail` as 'rows=N', counted inside the same batch (downloads).
 */
export function accessLogStmt(db: D1Database, actor: Actor, e: LogEntry & { countSql?: string }, nowIso: string): D1PreparedStatement {
  const detail = e.countSql ? `?8 || 'rows=' || (${e.countSql})` : '?8'
  return db
    .prepare(
      `INSERT INTO operator_access_log (operator_no, login_id, at, ip, action, subject, reason, detail) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ${detail}`,
    )
    .bind(
      actor.operatorNo,
      actor.loginId.slice(0, 40),
      nowIso,
      actor.ip.slice(0, 64),
      e.action,
      (e.subject ?? '').slice(0, 120),
      (e.reason ?? '').slice(0, 500),
      (e.detail ?? '').slice(0, 500),
    )
}

/** Writes one access-log row by itself (a refused call, a failed sign-in): nothing else happens with it. */
export async function logAccess(db: D1Database, actor: Actor, e: LogEntry, now = new Date()) {
  await accessLogStmt(db, actor, e, now.toISOString()).run()
}

/** Aborts the batch unless the operator is still active and holds one of `roles` (the query's half of the role check). */
export function roleGuard(db: D1Database, operatorNo: number, roles: readonly string[]): D1PreparedStatement {
  const list = roles.map((_, i) => `?${i + 2}`).join(', ')
  return holds(
    db,
    'operator.role',
    `SELECT EXISTS (SELECT 1 FROM operator_roles r JOIN operators o ON o.operator_no = r.operator_no
                     WHERE r.operator_no = ?1 AND o.status = 'ACTIVE' AND r.role IN (${list}))`,
    operatorNo,
    ...roles,
  )
}

/**
 * The console's one batch: [role guard, …statements, access-log row]. Reads of personal data put their SELECTs in
 * `stmts` too (their results come back in order: `results[i + 1]` is `stmts[i]`'s). A guard that does not hold
 * rolls everything back, the log row included (GuardError).
 */
export async function opBatch(
  db: D1Database,
  op: OpCtx,
  e: LogEntry & { countSql?: string },
  stmts: D1PreparedStatement[],
  now = new Date(),
) {
  const results = await guardedBatch(db, [roleGuard(db, op.operatorNo, op.allowed), ...stmts, accessLogStmt(db, op, e, now.toISOString())])
  return results.slice(1, 1 + stmts.length)
}

export interface AccessLogRow {
  log_no: number
  operator_no: number | null
  login_id: string
  at: string
  ip: string
  action: string
  subject: string
  reason: string
  detail: string
}

/** SUPER's search of the access log: newest first, by operator login id, action prefix, subject and period. */
export function accessLogQuery(
  db: D1Database,
  f: { loginId?: string; action?: string; subject?: string; fromIso?: string; toIso?: string; offset: number; limit: number },
) {
  const where = `(?1 IS NULL OR login_id = ?1) AND (?2 IS NULL OR action LIKE ?2 || '%') AND (?3 IS NULL OR subject = ?3)
                 AND (?4 IS NULL OR at >= ?4) AND (?5 IS NULL OR at < ?5)`
  const params = [f.loginId ?? null, f.action ?? null, f.subject ?? null, f.fromIso ?? null, f.toIso ?? null]
  return [
    db.prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE ${where}`).bind(...params),
    db
      .prepare(`SELECT * FROM operator_access_log WHERE ${where} ORDER BY log_no DESC LIMIT ?6 OFFSET ?7`)
      .bind(...params, f.limit, f.offset),
  ]
}

/* ---- operators (SUPER) ---- */

export interface OperatorListRow {
  operator_no: number
  login_id: string
  name: string
  status: string
  roles: string
  enrolled: number
  locked_until: string | null
  last_login_dttm: string | null
  ip_allow: string
}

export const operatorListStmt = (db: D1Database) =>
  db.prepare(
    `SELECT o.operator_no, o.login_id, o.name, o.status, o.ip_allow, o.locked_until, o.last_login_dttm,
            o.totp_secret IS NOT NULL AS enrolled,
            COALESCE((SELECT GROUP_CONCAT(role) FROM operator_roles r WHERE r.operator_no = o.operator_no), '') AS roles
       FROM operators o ORDER BY o.operator_no`,
  )

export function createOperatorStmts(
  db: D1Database,
  o: { loginId: string; name: string; passwordHash: string; roles: readonly string[]; ipAllow: string; nowIso: string },
) {
  return [
    db
      .prepare(`INSERT INTO operators (login_id, name, password_hash, ip_allow, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5)`)
      .bind(o.loginId, o.name, o.passwordHash, o.ipAllow, o.nowIso),
    ...o.roles.map((r) =>
      db
        .prepare(`INSERT INTO operator_roles (operator_no, role) SELECT operator_no, ?2 FROM operators WHERE login_id = ?1`)
        .bind(o.loginId, r),
    ),
  ]
}

/** Replaces an operator's roles; `resetTotp` sends them through enrolment again at the next sign-in. */
export function updateOperatorStmts(
  db: D1Database,
  operatorNo: number,
  u: { roles: readonly string[]; status: 'ACTIVE' | 'DISABLED'; ipAllow: string; resetTotp: boolean; nowIso: string },
) {
  return [
    db
      .prepare(
        `UPDATE operators SET status = ?2, ip_allow = ?3,
                totp_secret = CASE WHEN ?4 THEN NULL ELSE totp_secret END,
                totp_pending = CASE WHEN ?4 THEN NULL ELSE totp_pending END
          WHERE operator_no = ?1`,
      )
      .bind(operatorNo, u.status, u.ipAllow, u.resetTotp ? 1 : 0),
    db.prepare('DELETE FROM operator_roles WHERE operator_no = ?1').bind(operatorNo),
    ...u.roles.map((r) => db.prepare('INSERT INTO operator_roles (operator_no, role) VALUES (?1, ?2)').bind(operatorNo, r)),
    // Disabling or re-enrolling ends the operator's sessions.
    db
      .prepare(`UPDATE operator_sessions SET revoked_dttm = ?2 WHERE operator_no = ?1 AND revoked_dttm IS NULL AND (?3 OR ?4)`)
      .bind(operatorNo, u.nowIso, u.status === 'DISABLED' ? 1 : 0, u.resetTotp ? 1 : 0),
  ]
}

/** Exactly-once console requests: the key's row, inserted in the action's batch (a replay aborts with unique:operator_requests.request_key). */
export const requestKeyStmt = (db: D1Database, key: string, operatorNo: number, action: string, result: string, nowIso: string) =>
  db
    .prepare('INSERT INTO operator_requests (request_key, operator_no, action, result, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(key, operatorNo, action, result, nowIso)

export const requestKeyResult = (db: D1Database, key: string) =>
  db.prepare('SELECT operator_no, action, result FROM operator_requests WHERE request_key = ?1').bind(key).first<{
    operator_no: number
    action: string
    result: string
  }>()

/* ---- member list download (SUPER, with a reason; logged with its row count) ---- */

const EXPORT_FROM = `FROM members WHERE status = 'ACTIVE'`
export const MEMBER_EXPORT_COUNT_SQL = `SELECT COUNT(*) ${EXPORT_FROM}`
export const memberExportStmt = (db: D1Database) =>
  db.prepare(`SELECT member_no, login_id, member_nm, mobile, email, integration_member_gb_nm, reg_dttm ${EXPORT_FROM} ORDER BY member_no`)
