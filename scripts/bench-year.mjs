#!/usr/bin/env node
// npm run bench:year: every member and store-owner read at the seeded size and at a chain's year (issue 31).
// Seeds a local D1 (PERSIST .wrangler/bench-year-seed), copies it and generates the year into the copy
// (scripts/lib/year-data.mjs: 1,000,000 members, 1,000,000 orders with lines, payments and claims, 5,000,000
// ledger lines, 3,000,000 coupons, 200,000 reservations, 300,000 store purchases …; reused when present, `--reset`
// rebuilds), builds once (skip with --no-build when DIST_DIR holds a build), serves the built Worker on each and
// measures every read as member01 and store01 sign in: the median of 15 single requests (after a warm-up) and
// autocannon (10 connections × BENCH_SECONDS: req/s, p50, p99, errors). Prints the table with the load average
// beside it and writes bench-results/year.json.
//
// Env: BENCH_PORT (3171), BENCH_SECONDS (5), BENCH_SINGLES (15), BENCH_CONNECTIONS (10), DIST_DIR (.dist/bench-year),
// YEAR_PERSIST (prefix of the state dirs, default .wrangler/bench-year), YEAR_SCALE (1 = a full year).
import autocannon from 'autocannon'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { DEMO_PASSWORD, pointPreviewAt, run, start, waitFor } from './lib/run.mjs'
import { generateYear } from './lib/year-data.mjs'

const PORT = process.env.BENCH_PORT || '3171'
const BASE = `http://127.0.0.1:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS || 5)
// Single requests per read; their median is the figure (a median of 7 moved ±50 % on a few-ms read at load 5).
const SINGLES = Number(process.env.BENCH_SINGLES || 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const PERSIST = process.env.YEAR_PERSIST || '.wrangler/bench-year'
const SCALE = Number(process.env.YEAR_SCALE || 1)
const dist = process.env.DIST_DIR || '.dist/bench-year'
const UA = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36'
const load = () => loadavg().map((l) => +l.toFixed(2))

/** Every member and store-owner read; `{ordNo}` / `{ownerOrdNo}` filled from the lists. */
export const TARGETS = [
  // The floor every server-rendered page stands on (the shell, no data of its own), to read the two pages against.
  { who: 'member', name: 'trivial SSR, no data (page)', path: '/bench/trivial' },
  { who: 'member', name: 'my-page home (page)', path: '/mypage' },
  { who: 'member', name: 'member info', path: '/v1/front/member/info' },
  { who: 'member', name: 'grade', path: '/api/v1/front/benefit/grade' },
  { who: 'member', name: 'order list', path: '/api/v1/front/order/list' },
  { who: 'member', name: 'order detail', path: '/api/v1/front/order/detail/{ordNo}' },
  { who: 'member', name: 'claims', path: '/api/v1/front/order/claims' },
  { who: 'member', name: 'store purchases', path: '/api/v1/front/order/offline' },
  { who: 'member', name: 'points ledger', path: '/api/v1/front/benefit/point' },
  { who: 'member', name: 'coupons usable', path: '/api/v1/front/coupon/my?state=usable' },
  { who: 'member', name: 'coupons used', path: '/api/v1/front/coupon/my?state=used' },
  { who: 'member', name: 'coupons expired', path: '/api/v1/front/coupon/my?state=expired' },
  { who: 'member', name: 'stamps', path: '/api/v1/front/benefit/stamp' },
  { who: 'member', name: 'reservations', path: '/api/v1/front/reservation/list' },
  { who: 'member', name: 'notifications inbox', path: '/api/v1/front/benefit/notification' },
  { who: 'store', name: 'store-owner home (page)', path: '/mypagestore' },
  { who: 'store', name: 'store-owner dashboard', path: '/api/v1/front/mypagestore/dashboard' },
  { who: 'store', name: 'pickups', path: '/api/v1/front/mypagestore/orders?kind=pickup' },
  { who: 'store', name: 'pickup detail', path: '/api/v1/front/mypagestore/orders/{ownerOrdNo}' },
  { who: 'store', name: 'bookings', path: '/api/v1/front/mypagestore/orders?kind=booking' },
  { who: 'store', name: 'visit queue', path: '/api/v1/front/mypagestore/queue' },
]

export const d1File = (persist) => {
  const dir = join(persist, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  const f = readdirSync(dir).find((x) => x.endsWith('.sqlite') && x !== 'metadata.sqlite')
  if (!f) throw new Error(`no D1 sqlite file under ${dir}`)
  return join(dir, f)
}

export function serve(persist) {
  pointPreviewAt(dist)
  const server = start('npx', ['vite', 'preview', '--port', PORT, '--strictPort'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PERSIST_DIR: persist },
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      /* already gone */
    }
  }
  process.on('exit', stop)
  return stop
}

export async function signIn(loginId) {
  const res = await fetch(`${BASE}/v1/front/member/login/normal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, 'user-agent': UA },
    body: JSON.stringify({ loginId, password: DEMO_PASSWORD }),
  })
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('davich_token='))
  if (!res.ok || !cookie) throw new Error(`sign-in ${loginId}: ${res.status}`)
  return cookie
}

async function once(path, cookie) {
  const t0 = performance.now()
  const res = await fetch(BASE + path, { headers: { 'user-agent': UA, cookie }, redirect: 'manual' })
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`)
  return performance.now() - t0
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Generates the year into `persist` (a copy of the seeded state) unless it is there already. */
export function ensureYear(seedDir, yearDir) {
  const marker = join(yearDir, 'year.json')
  if (existsSync(marker) && !process.argv.includes('--reset')) return JSON.parse(readFileSync(marker, 'utf8'))
  rmSync(yearDir, { recursive: true, force: true })
  cpSync(seedDir, yearDir, { recursive: true })
  const anchor = Math.floor(Date.now() / 86_400_000) * 86_400
  console.log(`generating a chain's year into ${yearDir} (scale ${SCALE}, load ${load().join(' ')}) …`)
  const seconds = generateYear(d1File(yearDir), anchor, console.log, SCALE)
  const info = { anchor: new Date(anchor * 1000).toISOString(), scale: SCALE, seconds: +seconds.toFixed(1), loadAfter: load() }
  writeFileSync(marker, JSON.stringify(info))
  console.log(`  done in ${info.seconds} s (load ${info.loadAfter.join(' ')})`)
  return info
}

export function ensureSeed(seedDir) {
  if (existsSync(join(seedDir, 'seeded.json')) && !process.argv.includes('--reset')) return
  rmSync(seedDir, { recursive: true, force: true })
  run('node', ['scripts/seed.mjs'], { env: { ...process.env, PERSIST_DIR: seedDir, SEED_GOODS: '' } })
  writeFileSync(join(seedDir, 'seeded.json'), JSON.stringify({ at: new Date().toISOString() }))
}

/** Applies migrations added since the state was seeded (the year's copy keeps its data). */
export const migrate = (persist) =>
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], { stdio: 'ignore' })

async function measure(label, persist) {
  migrate(persist)
  const stop = serve(persist)
  try {
    await waitFor(BASE + '/bench/trivial', 120_000)
    const cookies = { member: await signIn('member01'), store: await signIn('store01') }
    const orders = await (await fetch(`${BASE}/api/v1/front/order/list?rows=1`, { headers: { cookie: cookies.member } })).json()
    const owner = await (await fetch(`${BASE}/api/v1/front/mypagestore/orders?kind=pickup`, { headers: { cookie: cookies.store } })).json()
    const fill = (p) =>
      p
        .replace('{ordNo}', orders.orders?.[0]?.ordNo ?? orders.list?.[0]?.ordNo ?? '')
        .replace('{ownerOrdNo}', owner.orders?.[0]?.ordNo ?? '')
    const out = { at: new Date().toISOString(), load: load(), rows: {} }
    for (const t of TARGETS) {
      const path = fill(t.path)
      const cookie = cookies[t.who]
      for (let i = 0; i < 3; i++) await once(path, cookie) // warm-up
      const times = []
      for (let i = 0; i < SINGLES; i++) times.push(await once(path, cookie))
      const r = await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: SECONDS, headers: { 'user-agent': UA, cookie } })
      const row = {
        medianMs: +median(times).toFixed(1),
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        load: load()[0],
      }
      out.rows[t.name] = row
      console.log(
        `  [${label}] ${t.name}: ${row.medianMs} ms · ${row.rps} req/s · p50 ${row.p50} · p99 ${row.p99} · errors ${row.errors} · load ${row.load}`,
      )
    }
    return out
  } finally {
    stop()
    await new Promise((r) => setTimeout(r, 1500))
  }
}

if (process.argv[1]?.endsWith('bench-year.mjs')) {
  const seedDir = `${PERSIST}-seed`
  const yearDir = `${PERSIST}-year`
  if (!process.argv.includes('--no-build') || !existsSync(`${dist}/server/wrangler.json`))
    run('npx', ['vite', 'build'], { env: { ...process.env, DIST_DIR: dist } })
  ensureSeed(seedDir)
  const year = ensureYear(seedDir, yearDir)
  if (process.argv.includes('--prepare-only')) process.exit(0)
  const seeded = await measure('seeded', seedDir)
  const big = await measure('year', yearDir)
  const cell = (r) => `${r.medianMs} ms · ${r.rps} req/s (p50 ${r.p50}, p99 ${r.p99}${r.errors ? `, ${r.errors} errors` : ''})`
  console.log(
    `\nbench:year — median of ${SINGLES} single requests and autocannon ${CONNECTIONS} connections × ${SECONDS} s, built Worker, local D1`,
  )
  console.log(
    `year generated in ${year.seconds} s (scale ${year.scale}); load at start: seeded ${seeded.load.join(' ')} · year ${big.load.join(' ')}\n`,
  )
  console.log('| read | seeded | a year | growth (median) | load 1 min (seeded / year) |')
  console.log('|---|---|---|---|---|')
  let worst = 0
  for (const t of TARGETS) {
    const a = seeded.rows[t.name]
    const b = big.rows[t.name]
    const g = b.medianMs / a.medianMs
    worst = Math.max(worst, g)
    console.log(`| ${t.name} | ${cell(a)} | ${cell(b)} | ${g.toFixed(2)}× | ${a.load} / ${b.load} |`)
  }
  const over = TARGETS.filter((t) => big.rows[t.name].medianMs > 30 || big.rows[t.name].medianMs > 2 * seeded.rows[t.name].medianMs)
  console.log(
    `\nworst growth ${worst.toFixed(2)}×; ${over.length ? `over the goal (≤ 30 ms and ≤ 2×): ${over.map((t) => t.name).join(', ')}` : 'every read ≤ 30 ms and within 2× of the seeded size'}`,
  )
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/year.json', JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, year, seeded, big }, null, 2))
  // The SQL behind each read, its time without the Worker around it, and its query plans.
  run('node', ['scripts/bench-year-sql.mjs'])
  process.exit(0)
}
