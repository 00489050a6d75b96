import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { Actor } from './operators'
import { changedFields, staleReason, type StaleConflict } from '~/shared/admin/stale'

/**
 * Console revisions (migration 0210): every save of an edited record writes the snapshot it saved under the
 * record's new version, in the SAME guarded batch as the UPDATE that moves only from the version the operator
 * saw (`UPDATE … SET version = version + 1 WHERE id = ? AND version = ?seen` + `changed(db, '<kind>.version')`).
 * A save that lost the race is answered with `staleConflict` (what changed since the version it saw, and who).
 * Shared by the marketing and catalogue desks (issue 27); kinds: 'campaign', 'goods', 'coupon', …
 */
export const revisionStmt = (
  db: D1Database,
  kind: string,
  ref: string | number,
  version: number,
  snapshot: Record<string, unknown>,
  actor: Actor,
  nowIso: string,
): D1PreparedStatement =>
  db
    .prepare('INSERT INTO console_revisions (kind, ref, version, snapshot, operator_no, login_id, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
    .bind(kind, String(ref), version, JSON.stringify(snapshot), actor.operatorNo, actor.loginId.slice(0, 40), nowIso)

interface RevRow {
  version: number
  snapshot: string
  login_id: string
  at: string
}

/**
 * The 409 body of a stale save: fields (those named in `labels`) that differ between the snapshot of the version
 * the operator saw and the newest one, and who saved the newest. A record saved before it had revisions compares
 * against an empty snapshot (every labelled field with a value counts as changed).
 */
export async function staleConflict(
  db: D1Database,
  kind: string,
  ref: string | number,
  seenVersion: number,
  labels: Record<string, string>,
): Promise<StaleConflict> {
  const { results } = await db
    .prepare(
      `SELECT version, snapshot, login_id, at FROM console_revisions WHERE kind = ?1 AND ref = ?2
        AND (version = ?3 OR version = (SELECT MAX(version) FROM console_revisions WHERE kind = ?1 AND ref = ?2)) ORDER BY version`,
    )
    .bind(kind, String(ref), seenVersion)
    .all<RevRow>()
  const seen = results.find((r) => r.version === seenVersion)
  const latest = results[results.length - 1]
  const parse = (r?: RevRow) => (r ? (JSON.parse(r.snapshot) as Record<string, unknown>) : {})
  const changes = latest && latest !== seen ? changedFields(parse(seen), parse(latest), labels) : []
  const by = latest?.login_id ?? ''
  return {
    status: 409,
    errors: [{ field: 'version', reason: staleReason(by, changes) }],
    version: latest?.version ?? seenVersion,
    changes,
    by,
    at: latest?.at ?? '',
  }
}

/** Thrown by a service when a save moved from a version that is no longer in force; the console API answers its body with 409. */
export class StaleVersionError extends Error {
  constructor(readonly body: StaleConflict) {
    super(body.errors[0]!.reason)
    this.name = 'StaleVersionError'
  }
}
