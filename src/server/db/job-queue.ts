import type { DeadLetterEntry, JobRunEntry, NightDetailAnswer, NightSummaryEntry } from '../../shared/api/admin-types'
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

/**
 * Bookkeeping of the job queue (src/server/jobs/queue.ts, migration 0180). Every counter of job_runs moves in the
 * same batch as the job_messages row whose state it counts, and only when that row changed (changes() = 1), so a
 * redelivered message or a second enqueue of the same key never counts twice.
 */

const bump = (col: 'enqueued' | 'finished' | 'dead') =>
  `INSERT INTO job_runs (run_at, job, ${col}, changed, rows_written, first_dttm, last_dttm) SELECT ?1, ?2, 1, ?3, ?5, ?4, ?4 WHERE changes() = 1
     ON CONFLICT (run_at, job) DO UPDATE SET ${col} = ${col} + 1, changed = changed + excluded.changed,
       rows_written = rows_written + excluded.rows_written, last_dttm = excluded.last_dttm`

export interface QueuedKey {
  key: string
  runAt: string
  job: string
}

/** Records messages as queued (once per key); returns the keys that were new. */
export async function recordQueued(db: D1Database, keys: QueuedKey[], nowIso: string) {
  const fresh: string[] = []
  for (let i = 0; i < keys.length; i += 50) {
    const part = keys.slice(i, i + 50)
    const rs = await db.batch(
      part.flatMap((k) => [
        db
          .prepare(`INSERT OR IGNORE INTO job_messages (msg_key, run_at, job, state, reg_dttm) VALUES (?1, ?2, ?3, 'queued', ?4)`)
          .bind(k.key, k.runAt, k.job, nowIso),
        db.prepare(bump('enqueued')).bind(k.runAt, k.job, 0, nowIso, 0),
      ]),
    )
    part.forEach((k, j) => rs[2 * j].meta.changes > 0 && fresh.push(k.key))
  }
  return fresh
}

export const messageState = async (db: D1Database, key: string) =>
  (await db.prepare(`SELECT state FROM job_messages WHERE msg_key = ?1`).bind(key).first<{ state: string }>())?.state ?? null

/** queued → done with the rows the message changed (and D1 rows it wrote); false when it was done (or dead) already. */
export async function recordDone(db: D1Database, k: QueuedKey, changed: number, written: number, nowIso: string) {
  const rs = await db.batch([
    db
      .prepare(
        `INSERT INTO job_messages (msg_key, run_at, job, state, changed, rows_written, reg_dttm, done_dttm) VALUES (?1, ?2, ?3, 'done', ?4, ?6, ?5, ?5)
           ON CONFLICT (msg_key) DO UPDATE SET state = 'done', changed = excluded.changed, rows_written = excluded.rows_written,
             done_dttm = excluded.done_dttm
           WHERE job_messages.state = 'queued'`,
      )
      .bind(k.key, k.runAt, k.job, changed, nowIso, written),
    db.prepare(bump('finished')).bind(k.runAt, k.job, changed, nowIso, written),
  ])
  return rs[0].meta.changes > 0
}

/** A failed attempt (the message goes back to the queue with a delay). */
export const recordRetry = (db: D1Database, k: QueuedKey, error: string, nowIso: string) =>
  db
    .prepare(
      `INSERT INTO job_runs (run_at, job, retried, last_error, first_dttm, last_dttm) VALUES (?1, ?2, 1, ?3, ?4, ?4)
         ON CONFLICT (run_at, job) DO UPDATE SET retried = retried + 1, last_error = excluded.last_error, last_dttm = excluded.last_dttm`,
    )
    .bind(k.runAt, k.job, error.slice(0, 500), nowIso)
    .run()

/** A message that exhausted its retries: kept with its body for the operator; counted once. */
export async function recordDead(db: D1Database, k: QueuedKey, body: string, attempts: number, nowIso: string) {
  await db.batch([
    db
      .prepare(`INSERT OR IGNORE INTO job_dead_letters (msg_key, run_at, job, body, attempts, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`)
      .bind(k.key, k.runAt, k.job, body.slice(0, 4000), attempts, nowIso),
    db
      .prepare(
        `INSERT INTO job_messages (msg_key, run_at, job, state, reg_dttm, done_dttm) VALUES (?1, ?2, ?3, 'dead', ?4, ?4)
           ON CONFLICT (msg_key) DO UPDATE SET state = 'dead', done_dttm = excluded.done_dttm WHERE job_messages.state = 'queued'`,
      )
      .bind(k.key, k.runAt, k.job, nowIso),
    db.prepare(bump('dead')).bind(k.runAt, k.job, 0, nowIso, 0),
  ])
}

export interface JobRunRow {
  run_at: string
  job: string
  enqueued: number
  finished: number
  changed: number
  rows_written: number
  retried: number
  dead: number
  last_error: string | null
  first_dttm: string
  last_dttm: string
}

export const jobRuns = async (db: D1Database, runAt: string) =>
  (await db.prepare(`SELECT * FROM job_runs WHERE run_at = ?1 ORDER BY first_dttm, job`).bind(runAt).all<JobRunRow>()).results

/** Messages of a run still queued (not done, not dead) — work not done yet. */
export const pendingMessages = async (db: D1Database, runAt: string) =>
  (await db.prepare(`SELECT COUNT(*) AS n FROM job_messages WHERE run_at = ?1 AND state = 'queued'`).bind(runAt).first<{ n: number }>())
    ?.n ?? 0

/** Dead letters not yet in a summary (any night): reported once, by the summary that marks them. */
export async function takeUnreportedDeadLetters(db: D1Database, nowIso: string) {
  const { results } = await db
    .prepare(`UPDATE job_dead_letters SET reported_dttm = ?1 WHERE reported_dttm IS NULL RETURNING msg_key, job, run_at, attempts`)
    .bind(nowIso)
    .all<{ msg_key: string; job: string | null; run_at: string | null; attempts: number }>()
  return results
}

export const saveNightSummary = (
  db: D1Database,
  s: { runAt: string; jobs: number; changed: number; pending: number; dead: number; summary: string },
  nowIso: string,
) =>
  db
    .prepare(
      `INSERT INTO job_night_summaries (run_at, jobs, changed, pending, dead, summary, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (run_at) DO UPDATE SET jobs = excluded.jobs, changed = excluded.changed, pending = excluded.pending,
           dead = job_night_summaries.dead + excluded.dead, summary = excluded.summary, reg_dttm = excluded.reg_dttm`,
    )
    .bind(s.runAt, s.jobs, s.changed, s.pending, s.dead, s.summary, nowIso)
    .run()

export const nightSummaries = async (db: D1Database, limit: number) =>
  (
    await db
      .prepare(`SELECT run_at, jobs, changed, pending, dead, summary, reg_dttm FROM job_night_summaries ORDER BY run_at DESC LIMIT ?1`)
      .bind(limit)
      .all<{ run_at: string; jobs: number; changed: number; pending: number; dead: number; summary: string; reg_dttm: string }>()
  ).results

/** The console's 야간 작업 page (SUPER): the last nights' summaries, newest first (answer shape, src/shared/api/admin-types). */
export const consoleNights = async (db: D1Database, limit: number) =>
  (
    await db
      .prepare(
        `SELECT run_at AS runAt, jobs, changed, pending, dead, summary, reg_dttm AS reportedAt FROM job_night_summaries ORDER BY run_at DESC LIMIT ?1`,
      )
      .bind(limit)
      .all<NightSummaryEntry>()
  ).results

/** One night for the console: per job its counters, the messages still queued and its dead letters (≤ 100). */
export async function consoleNight(db: D1Database, runAt: string): Promise<NightDetailAnswer> {
  const [runs, pending, dead] = await db.batch([
    db
      .prepare(
        `SELECT job, enqueued, finished, changed, rows_written AS rowsWritten, retried, dead, last_error AS lastError,
                first_dttm AS firstAt, last_dttm AS lastAt
           FROM job_runs WHERE run_at = ?1 ORDER BY first_dttm, job`,
      )
      .bind(runAt),
    db.prepare(`SELECT COUNT(*) AS n FROM job_messages WHERE run_at = ?1 AND state = 'queued'`).bind(runAt),
    db
      .prepare(
        `SELECT msg_key AS msgKey, job, body, attempts, reg_dttm AS deadAt FROM job_dead_letters WHERE run_at = ?1 ORDER BY reg_dttm LIMIT 100`,
      )
      .bind(runAt),
  ])
  return {
    runAt,
    runs: runs.results as JobRunEntry[],
    pending: (pending.results[0] as { n: number } | undefined)?.n ?? 0,
    deadLetters: dead.results as DeadLetterEntry[],
  }
}

/** Run counters older than `beforeIso` are dropped (the nightly summaries keep each night's totals). */
export const pruneJobRuns = async (db: D1Database, beforeIso: string, limit: number) =>
  (
    await db
      .prepare(`DELETE FROM job_runs WHERE rowid IN (SELECT rowid FROM job_runs WHERE last_dttm < ?1 LIMIT ?2)`)
      .bind(beforeIso, limit)
      .run()
  ).meta.changes

/** Finished message keys older than `beforeIso` are dropped (their counters stay in job_runs). */
export const pruneJobMessages = async (db: D1Database, beforeIso: string, limit: number) =>
  (
    await db
      .prepare(
        `DELETE FROM job_messages WHERE rowid IN (SELECT rowid FROM job_messages WHERE reg_dttm < ?1 AND state <> 'queued' LIMIT ?2)`,
      )
      .bind(beforeIso, limit)
      .run()
  ).meta.changes

/**
 * The same database, counting what D1 reports as rows written (meta.rows_written, index rows included) by the
 * statements run through it — run(), all(), first() (read through all()) and batch(). The job
 * consumer records the sum per message (job_messages / job_runs.rows_written): the night's D1 writes per job.
 */
export function countingDb(db: D1Database) {
  let written = 0
  const add = <T extends { meta?: { rows_written?: number } }>(r: T) => ((written += r.meta?.rows_written ?? 0), r)
  const REAL = Symbol('real')
  type Wrapped = D1PreparedStatement & { [REAL]: D1PreparedStatement }
  const wrap = (s: D1PreparedStatement): Wrapped =>
    new Proxy(s, {
      get(t, p) {
        if (p === REAL) return t
        if (p === 'bind') return (...args: unknown[]) => wrap(t.bind(...args))
        if (p === 'run' || p === 'all') return async () => add(await t[p]())
        // first() reports no meta: read it as all() (the same statement, run once) and take the first row.
        if (p === 'first')
          return async (col?: string) => {
            const row = add(await t.all<Record<string, unknown>>()).results[0] ?? null
            return col ? (row?.[col] ?? null) : row
          }
        const v = Reflect.get(t, p, t)
        return typeof v === 'function' ? v.bind(t) : v
      },
    }) as Wrapped
  const proxy = new Proxy(db, {
    get(t, p) {
      if (p === 'prepare') return (sql: string) => wrap(t.prepare(sql))
      if (p === 'batch')
        return async (stmts: Wrapped[]) => {
          const rs = await t.batch(stmts.map((s) => s[REAL] ?? s))
          for (const r of rs) add(r)
          return rs
        }
      const v = Reflect.get(t, p, t)
      return typeof v === 'function' ? v.bind(t) : v
    },
  })
  return { db: proxy, written: () => written }
}
