#!/usr/bin/env node
// The SQL behind each member and store-owner read (part of `npm run bench:year`, or alone after it):
// the API's own code (src/server/app.ts, bundled for Node) runs against the seeded and the year's sqlite files
// through a D1 shim over node:sqlite (scripts/lib/d1-sqlite.mjs) that records every statement. For each read:
// how many statements, their SQLite time (median of 5), the slowest statement and the query plan of each.
// Writes bench-results/year-sql.md (every plan) and bench-results/year-sql.json.
/* global Request */
import { build } from 'esbuild'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { d1Over } from './lib/d1-sqlite.mjs'
import { DEMO_PASSWORD } from './lib/run.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const PERSIST = process.env.YEAR_PERSIST || '.wrangler/bench-year'
const { TARGETS, d1File, migrate } = await import('./bench-year.mjs')
const API_TARGETS = TARGETS.filter((t) => !t.name.endsWith('(page)'))

const out = `${PERSIST}-app.mjs`
await build({
  entryPoints: [`${root}src/server/app.ts`],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: out,
  alias: { '~': `${root}src` },
  external: ['node:*', 'cloudflare:*'],
  loader: { '.bin': 'binary', '.wasm': 'binary' }, // the share-image renderer's font and wasm (not used by these reads)
  logLevel: 'error',
})
const { createApp } = await import(pathToFileURL(`${root}${out}`).href)
const ORIGIN = 'http://bench.local'

async function reads(label, file) {
  const { d1, log, plan, close } = d1Over(file)
  const env = {
    DB: d1,
    FILES: {},
    JOBS: { send: async () => ({}), sendBatch: async () => ({}) },
    SANDBOX: 'on', // no production secrets needed; the demo (sandboxes) is not loaded: createApp({}) has none
    MARKET_NAME: '다비치마켓',
  }
  const { app } = createApp({})
  const call = (path, init = {}) => app.fetch(new Request(ORIGIN + path, init), env, { waitUntil() {}, passThroughOnException() {} })
  const signIn = async (loginId) => {
    const r = await call('/v1/front/member/login/normal', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ loginId, password: DEMO_PASSWORD }),
    })
    const c = r.headers.getSetCookie().find((x) => x.startsWith('davich_token='))
    if (!c) throw new Error(`sign-in ${loginId}: ${r.status}`)
    return c.split(';')[0]
  }
  const cookies = { member: await signIn('member01'), store: await signIn('store01') }
  const first = async (path, who, pick) => pick(await (await call(path, { headers: { cookie: cookies[who] } })).json())
  const ordNo = await first('/api/v1/front/order/list?rows=1', 'member', (j) => j.orders?.[0]?.ordNo ?? '')
  const ownerOrdNo = await first('/api/v1/front/mypagestore/orders?kind=pickup', 'store', (j) => j.orders?.[0]?.ordNo ?? '')
  const rows = {}
  for (const t of API_TARGETS) {
    const path = t.path.replace('{ordNo}', ordNo).replace('{ownerOrdNo}', ownerOrdNo)
    const runs = []
    const walls = []
    let stmts = []
    for (let i = 0; i < 6; i++) {
      const from = log.length
      const t0 = performance.now()
      const r = await call(path, { headers: { cookie: cookies[t.who] } })
      await r.arrayBuffer()
      const wall = performance.now() - t0
      if (r.status !== 200) throw new Error(`${label} ${path}: ${r.status}`)
      stmts = log.slice(from)
      if (i > 0) runs.push(stmts.reduce((s, x) => s + x.ms, 0))
      if (i > 0) walls.push(wall)
    }
    runs.sort((a, b) => a - b)
    walls.sort((a, b) => a - b)
    const slowest = [...stmts].sort((a, b) => b.ms - a.ms)[0]
    rows[t.name] = {
      statements: stmts.length,
      sqlMs: +runs[Math.floor(runs.length / 2)].toFixed(2),
      // The whole read in the API's own code (routing, session, SQL through the shim, answer JSON), no workerd/HTTP.
      codeMs: +walls[Math.floor(walls.length / 2)].toFixed(2),
      slowestMs: +(slowest?.ms ?? 0).toFixed(2),
      plans: stmts.map((s) => ({ sql: s.sql.replace(/\s+/g, ' ').trim(), ms: +s.ms.toFixed(2), rows: s.rows, plan: plan(s.sql, s.args) })),
    }
    console.log(
      `  [${label}] ${t.name}: ${stmts.length} statements, SQL ${rows[t.name].sqlMs} ms (slowest ${rows[t.name].slowestMs} ms), code ${rows[t.name].codeMs} ms`,
    )
  }
  close()
  return rows
}

const load0 = loadavg().map((l) => +l.toFixed(2))
// On copies: the served state may be locked by a running Worker, and signing in writes sessions.
const copy = (label) => {
  migrate(`${PERSIST}-${label}`) // the schema of the code measured
  const to = `${PERSIST}-sql-${label}.sqlite`
  for (const x of ['-wal', '-shm']) rmSync(to + x, { force: true })
  cpSync(d1File(`${PERSIST}-${label}`), to)
  return to
}
const seeded = await reads('seeded', copy('seed'))
const year = await reads('year', copy('year'))
console.log(`\nSQL per read (SQLite time, median of 5; load at start ${load0.join(' ')})\n`)
console.log('| read | statements | seeded SQL ms | year SQL ms | year slowest statement | seeded → year, whole read in the code (ms) |')
console.log('|---|---|---|---|---|---|')
for (const t of API_TARGETS) {
  const a = seeded[t.name]
  const b = year[t.name]
  console.log(`| ${t.name} | ${b.statements} | ${a.sqlMs} | ${b.sqlMs} | ${b.slowestMs} ms | ${a.codeMs} → ${b.codeMs} |`)
}
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/year-sql.json', JSON.stringify({ load: load0, seeded, year }, null, 2))
let md = `# The SQL behind each read at a year's size (generated by scripts/bench-year-sql.mjs)\n`
for (const t of API_TARGETS) {
  md += `\n## ${t.name} — \`${t.path}\`\n\n`
  for (const p of year[t.name].plans) md += `- ${p.ms} ms, ${p.rows} rows: \`${p.sql.slice(0, 300)}\`\n  - plan: ${p.plan.join(' · ')}\n`
}
writeFileSync('bench-results/year-sql.md', md)
process.exit(0)
