// A D1Database over node:sqlite, recording every statement (SQL, time, rows) — for `npm run bench:year`'s
// per-read SQL table: the API's own code runs against the year's sqlite file and each read's statements, their
// time and their query plans are listed. Reads and writes behave as D1's do for the calls the app makes
// (prepare/bind/first/all/run/raw, batch in one transaction, numbered ?N parameters).
import { DatabaseSync } from 'node:sqlite'
import { performance } from 'node:perf_hooks'

const norm = (v) => (v === undefined ? null : typeof v === 'boolean' ? Number(v) : v)

export function d1Over(path) {
  const db = new DatabaseSync(path)
  db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000')
  const log = []
  const cache = new Map()
  const prep = (sql) => {
    let s = cache.get(sql)
    if (!s) cache.set(sql, (s = db.prepare(sql)))
    return s
  }
  const exec = (sql, args, mode) => {
    const s = prep(sql)
    const t0 = performance.now()
    let out
    let rows = 0
    if (mode === 'run') {
      const r = s.run(...args)
      out = {
        success: true,
        results: [],
        meta: { changes: Number(r.changes), last_row_id: Number(r.lastInsertRowid), rows_written: Number(r.changes) },
      }
    } else {
      const results = s.all(...args).map((r) => ({ ...r }))
      rows = results.length
      out = { success: true, results, meta: { changes: 0, rows_read: rows } }
    }
    log.push({ sql, args, ms: performance.now() - t0, rows })
    return out
  }
  const stmt = (sql, args = []) => ({
    sql,
    args,
    bind: (...a) => stmt(sql, a.map(norm)),
    async first(col) {
      const r = exec(sql, args, 'all').results[0] ?? null
      return col ? (r?.[col] ?? null) : r
    },
    async all() {
      return exec(sql, args, /^\s*(SELECT|WITH)/i.test(sql) || /RETURNING/i.test(sql) ? 'all' : 'run')
    },
    async run() {
      return /RETURNING/i.test(sql) ? exec(sql, args, 'all') : exec(sql, args, 'run')
    },
    async raw() {
      return exec(sql, args, 'all').results.map((r) => Object.values(r))
    },
  })
  const d1 = {
    prepare: (sql) => stmt(sql),
    async batch(stmts) {
      db.exec('BEGIN')
      try {
        const out = []
        for (const s of stmts)
          out.push(/^\s*(SELECT|WITH)/i.test(s.sql) || /RETURNING/i.test(s.sql) ? exec(s.sql, s.args, 'all') : exec(s.sql, s.args, 'run'))
        db.exec('COMMIT')
        return out
      } catch (e) {
        db.exec('ROLLBACK')
        throw e
      }
    },
    async exec(sql) {
      db.exec(sql)
      return { count: 1, duration: 0 }
    },
    withSession: () => d1,
    getBookmark: () => null,
  }
  const plan = (sql, args) =>
    db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...args)
      .map((r) => r.detail)
  return { d1, log, plan, close: () => db.close() }
}
