/**
 * Guarded writes: the one way to make a D1 batch fail AS A WHOLE when a condition does not hold.
 *
 *   await guardedBatch(db, [
 *     db.prepare('UPDATE order_lines SET claim_qtt = claim_qtt + ?3 WHERE … AND buy_qtt - claim_qtt >= ?3').bind(…),
 *     changed(db, 'claim.line'),                 // aborts everything unless the UPDATE above changed a row
 *     db.prepare('INSERT INTO claims …').bind(…),
 *   ])
 *
 * A guard is an INSERT into the `batch_guard` view (migration 0060) whose INSTEAD OF trigger raises
 * 'GUARD:<name>' when the condition is false: D1 rolls the batch back and nothing is written — never a
 * commit followed by a 409. guardedBatch turns that abort (and the older stock/point triggers and UNIQUE
 * conflicts) into a GuardError whose `guard` names what did not hold; the service maps it to its answer.
 * Counters are not guarded reads: they change with one `UPDATE … SET n = n + 1 … RETURNING` and the
 * decision is taken on the returned row (see members.ts loginAttempt, sms-cert.ts).
 */
import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types'

export class GuardError extends Error {
  constructor(readonly guard: string) {
    super(`guard did not hold: ${guard}`)
    this.name = 'GuardError'
  }
}

const NAME = /^[a-z][a-z0-9_.:-]{0,60}$/

/** Aborts the batch unless the statement just before it changed at least `min` rows. */
export function changed(db: D1Database, guard: string, min = 1): D1PreparedStatement {
  if (!NAME.test(guard)) throw new Error(`bad guard name ${guard}`)
  return db.prepare('INSERT INTO batch_guard (ok, guard) SELECT changes() >= ?1, ?2').bind(min, guard)
}

/**
 * Aborts the batch unless `condition` (a SQL boolean expression, evaluated when the batch reaches it)
 * is true. Its parameters are ?1…?n; the guard's name is bound after them.
 */
export function holds(db: D1Database, guard: string, condition: string, ...params: unknown[]): D1PreparedStatement {
  if (!NAME.test(guard)) throw new Error(`bad guard name ${guard}`)
  return db.prepare(`INSERT INTO batch_guard (ok, guard) SELECT COALESCE((${condition}), 0), ?${params.length + 1}`).bind(...params, guard)
}

/** Names of the aborts the schema raises by itself (triggers of 0030/0040, UNIQUE indexes). */
export function guardOf(e: unknown): string | null {
  const msg = String((e as Error)?.message ?? e)
  const g = /GUARD:([a-z][a-z0-9_.:-]*)/.exec(msg)
  // D1 appends ': SQLITE_CONSTRAINT' to the trigger's message: the name never ends with that colon.
  if (g) return g[1].replace(/:+$/, '')
  if (msg.includes('OUT_OF_STOCK')) return 'stock'
  if (msg.includes('POINT_SHORT')) return 'points'
  const u = /UNIQUE constraint failed: ([a-z_]+)\.([a-z_]+)/.exec(msg)
  if (u) return `unique:${u[1]}.${u[2]}`
  if (/CHECK constraint failed/.test(msg)) return 'check'
  return null
}

/** Runs the batch; a guard that did not hold rolls it back and is thrown as a GuardError. */
export async function guardedBatch(db: D1Database, stmts: D1PreparedStatement[]): Promise<D1Result[]> {
  try {
    return await db.batch(stmts)
  } catch (e) {
    const guard = guardOf(e)
    if (guard) throw new GuardError(guard)
    throw e
  }
}
