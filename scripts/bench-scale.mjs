#!/usr/bin/env node
// npm run bench:scale: search and catalogue at the seeded size and at a chain's size (issue 18).
// Builds once (skip with --no-build when DIST_DIR holds a build), then for each size seeds its own local D1
// (PERSIST_DIR per size; SEED_GOODS=20000 for the large one — a seeded state dir is reused, `--reset` rebuilds),
// serves the built Worker on its own port and measures every call twice: the median of 5 single requests
// (after a warm-up) and autocannon (10 connections × 10 s: req/s, p50, p99, errors). Completion is measured from
// the index (`Cache-Control: no-cache` skips the suggestion cache) and, under load, as shoppers get it (edge-cached
// popular prefixes). Prints the table side by side and writes bench-results/scale.json.
//
// Env: BENCH_PORT (4191), BENCH_SECONDS (10), BENCH_CONNECTIONS (10), SCALE_GOODS (20000), DIST_DIR,
// SCALE_PERSIST (prefix of the state dirs, default .wrangler/bench-scale).
import autocannon from 'autocannon'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { pointPreviewAt, run, start, waitFor } from './lib/run.mjs'

const PORT = process.env.BENCH_PORT || '4191'
const BASE = `http://127.0.0.1:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const LARGE = Number(process.env.SCALE_GOODS || 20000)
const PERSIST = process.env.SCALE_PERSIST || '.wrangler/bench-scale'
const UA = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36'
const dist = process.env.DIST_DIR || 'dist'
const q = encodeURIComponent
const NO_CACHE = { 'cache-control': 'no-cache' }

const TARGETS = [
  { name: 'completion ㄷㅂ (index)', path: `/v1/front/search/suggest/completion?seed=${q('ㄷㅂ')}`, headers: NO_CACHE },
  { name: 'completion ㄷㅂ (edge-cached)', path: `/v1/front/search/suggest/completion?seed=${q('ㄷㅂ')}`, loadOnly: true },
  { name: 'completion 선글 (index)', path: `/v1/front/search/suggest/completion?seed=${q('선글')}`, headers: NO_CACHE },
  { name: 'completion 선글 (edge-cached)', path: `/v1/front/search/suggest/completion?seed=${q('선글')}`, loadOnly: true },
  { name: 'search 렌즈', path: `/v1/front/search/product?searchWord=${q('렌즈')}` },
  { name: 'search 다비치 오리지널 선글라스 (3 words)', path: `/v1/front/search/product?searchWord=${q('다비치 오리지널 선글라스')}` },
  {
    name: 'search a goods name of 7 words',
    path: `/v1/front/search/product?searchWord=${q('다비치 오리지널 포르토 DO-7167 웰링턴 편광 선글라스')}`,
  },
  { name: 'goods list category=01', path: '/api/v1/front/goods/list?category=01' },
  { name: '/products?category=01 page', path: '/products?category=01' },
  { name: 'goods detail API', path: '/api/v1/front/goods/{goodsNo}' },
]

function serve(persist) {
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

async function once(path, headers = {}) {
  const t0 = performance.now()
  const res = await fetch(BASE + path, { headers: { 'user-agent': UA, ...headers } })
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`)
  return performance.now() - t0
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function measure(label, seedGoods) {
  const persist = `${PERSIST}-${label}`
  if (process.argv.includes('--reset') && existsSync(persist)) rmSync(persist, { recursive: true, force: true })
  run('node', ['scripts/seed.mjs'], {
    env: { ...process.env, PERSIST_DIR: persist, ...(seedGoods ? { SEED_GOODS: String(seedGoods) } : { SEED_GOODS: '' }) },
  })
  const stop = serve(persist)
  try {
    await waitFor(BASE + '/bench/trivial', 90_000)
    const list = await (await fetch(`${BASE}/api/v1/front/goods/list?category=01&rows=1`)).json()
    const goodsNo = list.goods[0].id
    let displayedGoods = 0
    for (const cat of ['01', '02', '03', '04', '05'])
      displayedGoods += (await (await fetch(`${BASE}/api/v1/front/goods/list?category=${cat}&rows=1`)).json()).total
    const out = { goods: displayedGoods, at: new Date().toISOString(), load: loadavg().map((l) => +l.toFixed(2)), rows: {} }
    const displayed = await (await fetch(`${BASE}/v1/front/search/product?searchWord=${q('렌즈')}`)).json()
    out.searchTotal = displayed.total
    for (const t of TARGETS) {
      const path = t.path.replace('{goodsNo}', goodsNo)
      for (let i = 0; i < 5; i++) await once(path, t.headers) // warm-up: isolate, index keys, caches
      const row = {}
      if (!t.loadOnly) {
        const times = []
        for (let i = 0; i < 5; i++) times.push(await once(path, t.headers))
        row.medianMs = +median(times).toFixed(1)
      }
      const r = await autocannon({
        url: BASE + path,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'user-agent': UA, ...(t.headers ?? {}) },
      })
      row.rps = Math.round(r.requests.average)
      row.p50 = r.latency.p50
      row.p99 = r.latency.p99
      row.errors = r.errors + r.timeouts + r.non2xx
      out.rows[t.name] = row
      console.log(
        `  [${label}] ${t.name}: ${row.medianMs ?? '—'} ms · ${row.rps} req/s · p50 ${row.p50} · p99 ${row.p99} · errors ${row.errors}`,
      )
    }
    return out
  } finally {
    stop()
    await new Promise((r) => setTimeout(r, 1500))
  }
}

if (!process.argv.includes('--no-build') || !existsSync(`${dist}/server/wrangler.json`)) run('npx', ['vite', 'build'])
const small = await measure('seeded', null)
const large = await measure(String(LARGE), LARGE)

const cell = (r) =>
  `${r.medianMs != null ? `${r.medianMs} ms · ` : ''}${r.rps} req/s (p50 ${r.p50}, p99 ${r.p99}${r.errors ? `, ${r.errors} errors` : ''})`
console.log(
  `\nbench:scale — single requests (median of 5) and autocannon ${CONNECTIONS} connections × ${SECONDS} s, built Worker on workerd, local D1`,
)
console.log(`load average at start: seeded ${small.load.join(' ')} · large ${large.load.join(' ')}\n`)
console.log(`| call | ${small.goods} displayed goods | ${large.goods} displayed goods | growth (median) |`)
console.log('|---|---|---|---|')
for (const t of TARGETS) {
  const a = small.rows[t.name]
  const b = large.rows[t.name]
  const growth = a.medianMs != null ? `${(b.medianMs / a.medianMs).toFixed(1)}×` : '—'
  console.log(`| ${t.name} | ${cell(a)} | ${cell(b)} | ${growth} |`)
}
console.log(`\n(search 렌즈 matched ${small.searchTotal} and ${large.searchTotal} goods)`)
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/scale.json', JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, seeded: small, large }, null, 2))
process.exit(0)
