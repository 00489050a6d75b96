#!/usr/bin/env node
// npm run bench:night: a night's work at a year's size, done through the queues locally (issue 31).
// Copies the year's D1 that `npm run bench:year` generated (run that first, or it is generated here), makes the
// night's work due — 30,000 orders to confirm, 20,000 deliveries, 200,000 coupons ending within 7 days, 15,000
// visits tomorrow — serves the built Worker and does what the Cron Trigger does (POST /__sandbox/jobs/night:
// planNight on the real local queue, miniflare delivering to the Worker's queue()). Polls the run until every
// message is done, then checks in the database that nothing due is left. Prints per job: messages, rows changed,
// D1 rows written, first → last message, and writes bench-results/night.json.
//
// Env: BENCH_PORT (3172), DIST_DIR (.dist/bench-year), YEAR_PERSIST (.wrangler/bench-year), NIGHT_* counts.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { DatabaseSync } from 'node:sqlite'
import { run } from './lib/run.mjs'

process.env.BENCH_PORT ||= '3172'
const { d1File, ensureSeed, ensureYear, migrate, serve } = await import('./bench-year.mjs')
const BASE = `http://127.0.0.1:${process.env.BENCH_PORT}`
const PERSIST = process.env.YEAR_PERSIST || '.wrangler/bench-year'
const dist = process.env.DIST_DIR || '.dist/bench-year'
const N = {
  confirm: Number(process.env.NIGHT_CONFIRM || 30_000),
  deliver: Number(process.env.NIGHT_DELIVER || 20_000),
  coupons: Number(process.env.NIGHT_COUPONS || 200_000),
  reminders: Number(process.env.NIGHT_REMINDERS || 15_000),
}
const load = () => loadavg().map((l) => +l.toFixed(2))
const DAY = 86_400_000

if (!existsSync(`${dist}/server/wrangler.json`)) run('npx', ['vite', 'build'], { env: { ...process.env, DIST_DIR: dist } })
ensureSeed(`${PERSIST}-seed`)
ensureYear(`${PERSIST}-seed`, `${PERSIST}-year`)
const dir = `${PERSIST}-night`
rmSync(dir, { recursive: true, force: true })
cpSync(`${PERSIST}-year`, dir, { recursive: true })
migrate(dir)

// The night: now. What is due is made due relative to it, on generated rows only (orders '7…', members ≥ 1,000,000).
const at = new Date()
const iso = (ms) => new Date(ms).toISOString()
const seoulYmd = (ms) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '')
const t0 = Date.now()
const db = new DatabaseSync(d1File(dir))
db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF')
db.exec('BEGIN')
// Deliveries: shipped five days ago (due after four). Confirmations: delivered four days ago (due after three).
db.prepare(
  `UPDATE orders SET status = '40', dispatch_dttm = ?2, delivered_dttm = NULL WHERE ord_no IN (SELECT ord_no FROM orders WHERE ord_no LIKE '7%' AND status = '90' AND dlvr_method = '01' ORDER BY ord_no LIMIT ?1)`,
).run(N.deliver, iso(at - 5 * DAY))
db.prepare(
  `UPDATE order_lines SET status = '40' WHERE ord_no IN (SELECT ord_no FROM orders WHERE status = '40' AND ord_no LIKE '7%')`,
).run()
db.prepare(
  `UPDATE orders SET status = '50', delivered_dttm = ?2, earn_point = 0 WHERE ord_no IN (SELECT ord_no FROM orders WHERE ord_no LIKE '7%' AND status = '90' AND dlvr_method = '01' ORDER BY ord_no DESC LIMIT ?1)`,
).run(N.confirm, iso(at - 4 * DAY))
db.prepare(
  `UPDATE order_lines SET status = '50' WHERE ord_no IN (SELECT ord_no FROM orders WHERE status = '50' AND ord_no LIKE '7%')`,
).run()
// Coupons: usable ones end within the next 1–6 days.
db.prepare(
  `UPDATE member_coupons SET valid_end_dttm = strftime('%Y-%m-%dT%H:%M:%fZ', ?2 / 1000.0 + 86400 * (1 + issue_no % 6) - issue_no % 3600, 'unixepoch')
    WHERE issue_no IN (SELECT issue_no FROM member_coupons WHERE use_yn = 'N' AND member_no >= 1000000 AND valid_end_dttm > ?3 ORDER BY issue_no LIMIT ?1)`,
).run(N.coupons, +at, iso(+at + 8 * DAY))
// Reservations tomorrow (Seoul), still reserved.
db.prepare(
  `UPDATE reservations SET rsv_ymd = ?2, status = 'RESERVED' WHERE rsv_no IN (SELECT rsv_no FROM reservations WHERE member_no >= 1000000 AND status <> 'CANCELLED' ORDER BY rsv_no LIMIT ?1)`,
).run(N.reminders, seoulYmd(+at + DAY))
db.exec('DELETE FROM grade_dirty') // grades were current before tonight's purchases
db.exec('COMMIT')
// What is still due (the same queries before and after the night): 0 everywhere after it means none left behind.
const due = (db) => ({
  toDeliver: db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE status = '40' AND dispatch_dttm <= ?1`).get(iso(at - 4 * DAY)).n,
  toConfirm: db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE status = '50' AND delivered_dttm <= ?1`).get(iso(at - 3 * DAY)).n,
  couponsToAnnounce: db
    .prepare(
      `SELECT COUNT(*) AS n FROM member_coupons mc JOIN members m ON m.member_no = mc.member_no WHERE mc.use_yn = 'N' AND mc.valid_end_dttm > ?1 AND mc.valid_end_dttm <= ?2 AND m.status = 'ACTIVE'
         AND NOT EXISTS (SELECT 1 FROM member_notifications n WHERE n.member_no = mc.member_no AND n.dedup_key = 'coupon-exp:' || mc.issue_no)`,
    )
    .get(iso(+at), iso(+at + 7 * DAY)).n,
  toRemind: db
    .prepare(
      `SELECT COUNT(*) AS n FROM reservations r WHERE r.rsv_ymd = ?1 AND r.status = 'RESERVED' AND r.member_no IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM member_notifications n WHERE n.member_no = r.member_no AND n.dedup_key = 'rsv:' || r.rsv_no)`,
    )
    .get(seoulYmd(+at + DAY)).n,
  gradeMarks: db.prepare(`SELECT COUNT(*) AS n FROM grade_dirty`).get().n,
})
const before = due(db)
db.close()
console.log(`night prepared in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${JSON.stringify(before)} (load ${load().join(' ')})`)

const stop = serve(dir)
try {
  const { waitFor } = await import('./lib/run.mjs')
  await waitFor(BASE + '/bench/trivial', 120_000)
  const loads = [load()]
  const started = Date.now()
  // Every nightly job but the summary (delivered three hours later; it would only wait here).
  const jobs = [
    'order-delivered',
    'purchase-confirm',
    'point-expiry',
    'grade-recompute',
    'reservation-reminder',
    'coupon-expiry-notice',
    'vbank-expire',
    'cash-receipt-retry',
    'withdrawn-erase',
    'rate-limit-prune',
    'job-messages-prune',
  ]
  const r = await (
    await fetch(`${BASE}/__sandbox/jobs/night`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({ at: at.toISOString(), jobs }),
    })
  ).json()
  console.log(`enqueued ${r.sent} messages in ${r.enqueueMs} ms`)
  // Progress read from the database file itself (read-only): while the consumer works, the Worker's own HTTP
  // answers queue behind its D1 calls, so polling it through HTTP would measure that instead.
  const progress = new DatabaseSync(d1File(dir), { readOnly: true })
  progress.exec('PRAGMA busy_timeout = 10000')
  let state
  for (;;) {
    await new Promise((res) => setTimeout(res, 10_000))
    state = {
      pending: progress.prepare(`SELECT COUNT(*) AS n FROM job_messages WHERE run_at = ?1 AND state = 'queued'`).get(r.run).n,
      jobs: progress.prepare(`SELECT * FROM job_runs WHERE run_at = ?1 ORDER BY first_dttm, job`).all(r.run),
    }
    loads.push(load())
    const done = state.jobs.reduce((s, j) => s + j.finished + j.dead, 0)
    const all = state.jobs.reduce((s, j) => s + j.enqueued, 0)
    const changed = Object.fromEntries(state.jobs.map((j) => [j.job, j.changed]))
    process.stdout.write(
      `  ${((Date.now() - started) / 1000).toFixed(0)} s: ${done}/${all} messages, pending ${state.pending} ${JSON.stringify(changed)}\n`,
    )
    if (state.pending === 0 && done === all) break
    if (Date.now() - started > 60 * 60_000) throw new Error('the night did not finish within an hour')
  }
  progress.close()
  const seconds = (Date.now() - started) / 1000
  stop()
  await new Promise((res) => setTimeout(res, 1500))
  const after = (() => {
    const d = new DatabaseSync(d1File(dir))
    const q = (sql) => d.prepare(sql).get().n
    const out = {
      due: due(d),
      written: {
        deliveredNotices: q(`SELECT COUNT(*) AS n FROM member_notifications WHERE dedup_key LIKE 'delivered:%'`),
        couponNotices: q(`SELECT COUNT(*) AS n FROM member_notifications WHERE dedup_key LIKE 'coupon-exp:%'`),
        reminders: q(`SELECT COUNT(*) AS n FROM member_notifications WHERE dedup_key LIKE 'rsv:%'`),
      },
    }
    d.close()
    return out
  })()
  const peak = Math.max(...loads.map((l) => l[0]))
  console.log(
    `\nbench:night — the night at a year's size through the local queue: ${seconds.toFixed(0)} s (load at start ${loads[0].join(' ')}, peak 1-min ${peak})`,
  )
  console.log('| job | messages | rows changed | D1 rows written | first → last message |')
  console.log('|---|---|---|---|---|')
  for (const j of state.jobs) {
    const span = ((Date.parse(j.last_dttm) - Date.parse(j.first_dttm)) / 1000).toFixed(0)
    console.log(
      `| ${j.job} | ${j.finished}/${j.enqueued}${j.dead ? ` (${j.dead} dead)` : ''} | ${j.changed} | ${j.rows_written} | ${span} s |`,
    )
  }
  console.log(`\ndue before the night: ${JSON.stringify(before)}`)
  console.log(`still due after it (none left behind = all 0): ${JSON.stringify(after.due)}`)
  console.log(`notices written: ${JSON.stringify(after.written)}`)
  const left = Object.values(after.due).reduce((s, n) => s + n, 0)
  if (left) process.exitCode = 1
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(
    'bench-results/night.json',
    JSON.stringify({ at: at.toISOString(), seconds, loads, before, after, jobs: state.jobs }, null, 2),
  )
  process.exit(process.exitCode ?? 0)
} finally {
  stop()
}
