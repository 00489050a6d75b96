#!/usr/bin/env node
// npm run bench: serves the built Worker (vite preview → workerd, seeded local D1) and measures, in one
// run, requests/s and p50/p99 latency of /main (a guest's, page-cached; and rendered every time) against a trivial SSR route and a static asset, with a
// normal browser user agent (bots get the whole page held back). Prints the ratios and writes
// bench-results/latest.json. Compare builds by ratio on one machine, not by absolute numbers.
import autocannon from 'autocannon'
import { mkdirSync, writeFileSync } from 'node:fs'
import { DEMO_PASSWORD, serveBuilt } from './lib/run.mjs'

const PORT = process.env.BENCH_PORT || '4185'
const BASE = `http://127.0.0.1:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)
const UA = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36'
const persist = process.env.PERSIST_DIR || '.wrangler/bench-state'

const { stop } = await serveBuilt({ port: PORT, persist, waitPath: '/bench/trivial' })

/** A signed-in member's session cookie (the seeded member01), for the member's /main. */
async function memberCookie() {
  const r = await fetch(`${BASE}/v1/front/member/login/normal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, 'user-agent': UA },
    body: JSON.stringify({ loginId: 'member01', password: DEMO_PASSWORD }),
  })
  const token = (r.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('davich_token='))
  if (!r.ok || !token) throw new Error(`member sign-in failed: ${r.status}`)
  return token
}

try {
  // '/main' is what a guest gets (the edge page cache answers after the first render); '/main rendered'
  // carries a parameter the page cache does not key on, so every request is rendered — a member's cost.
  // '/main as a member': member01 signed in (session cookie) — the member's page from the edge's guest shell of
  // their favourite goods type plus their member data (src/server/edge/page-cache.ts).
  const cookie = await memberCookie()
  const targets = [
    ['/main', '/main', {}],
    ['/main member', '/main', { cookie }],
    ['/main rendered', '/main?from=bench', {}],
    ['trivial SSR', '/bench/trivial', {}],
    ['static asset', '/favicon.svg', {}],
  ]
  // Warm up every target (isolate start, edge cache fill) before measuring.
  for (const [, path, h] of targets)
    for (let i = 0; i < 20; i++) await fetch(BASE + path, { headers: { 'user-agent': UA, ...h } }).then((r) => r.arrayBuffer())
  const results = {}
  for (const [name, path, h] of targets) {
    const r = await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: SECONDS, headers: { 'user-agent': UA, ...h } })
    if (r.non2xx) throw new Error(`${path}: ${r.non2xx} non-2xx answers`)
    results[name] = { path, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total }
  }
  const main = results['/main']
  const rendered = results['/main rendered']
  const member = results['/main member']
  const trivial = results['trivial SSR']
  const asset = results['static asset']
  console.log(`\nbench: ${CONNECTIONS} connections × ${SECONDS}s each, built worker on workerd, ${new Date().toISOString()}`)
  console.log('  target          req/s     p50 ms   p99 ms')
  for (const [name, r] of Object.entries(results))
    console.log(`  ${name.padEnd(14)} ${String(r.rps).padStart(6)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}`)
  const ratios = {
    mainVsTrivialRps: +(main.rps / trivial.rps).toFixed(2),
    mainVsTrivialP50: +(main.p50 / Math.max(trivial.p50, 1)).toFixed(2),
    mainVsAssetRps: +(main.rps / asset.rps).toFixed(2),
    renderedVsTrivialRps: +(rendered.rps / trivial.rps).toFixed(2),
    memberVsTrivialRps: +(member.rps / trivial.rps).toFixed(2),
  }
  console.log(
    `  ratios: /main ÷ trivial SSR req/s = ${ratios.mainVsTrivialRps}, p50 ×${ratios.mainVsTrivialP50}; /main ÷ static req/s = ${ratios.mainVsAssetRps}; /main rendered ÷ trivial SSR req/s = ${ratios.renderedVsTrivialRps}; member's /main ÷ trivial SSR req/s = ${ratios.memberVsTrivialRps}`,
  )
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(
    'bench-results/latest.json',
    JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, results, ratios }, null, 2),
  )
} finally {
  stop()
}
process.exit(0)
