#!/usr/bin/env node
// npm run bench: serves the built Worker (vite preview → workerd, seeded local D1) and measures, in one
// run, requests/s and p50/p99 latency of /main (a guest's, page-cached; and rendered every time) against a trivial SSR route and a static asset, with a
// normal browser user agent (bots get the whole page held back). Prints the ratios and writes
// bench-results/latest.json. Compare builds by ratio on one machine, not by absolute numbers.
import autocannon from 'autocannon'
import { mkdirSync, writeFileSync } from 'node:fs'
import { serveBuilt } from './lib/run.mjs'

const PORT = process.env.BENCH_PORT || '4185'
const BASE = `http://127.0.0.1:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)
const UA = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36'
const persist = process.env.PERSIST_DIR || '.wrangler/bench-state'

const { stop } = await serveBuilt({ port: PORT, persist, waitPath: '/bench/trivial' })

try {
  // '/main' is what a guest gets (the edge page cache answers after the first render); '/main rendered'
  // carries a parameter the page cache does not key on, so every request is rendered — a member's cost.
  const targets = [
    ['/main', '/main'],
    ['/main rendered', '/main?from=bench'],
    ['trivial SSR', '/bench/trivial'],
    ['static asset', '/favicon.svg'],
  ]
  // Warm up every target (isolate start, edge cache fill) before measuring.
  for (const [, path] of targets) for (let i = 0; i < 20; i++) await fetch(BASE + path, { headers: { 'user-agent': UA } }).then((r) => r.arrayBuffer())
  const results = {}
  for (const [name, path] of targets) {
    const r = await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: SECONDS, headers: { 'user-agent': UA } })
    if (r.non2xx) throw new Error(`${path}: ${r.non2xx} non-2xx answers`)
    results[name] = { path, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total }
  }
  const main = results['/main']
  const rendered = results['/main rendered']
  const trivial = results['trivial SSR']
  const asset = results['static asset']
  console.log(`\nbench: ${CONNECTIONS} connections × ${SECONDS}s each, built worker on workerd, ${new Date().toISOString()}`)
  console.log('  target          req/s     p50 ms   p99 ms')
  for (const [name, r] of Object.entries(results)) console.log(`  ${name.padEnd(14)} ${String(r.rps).padStart(6)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}`)
  const ratios = {
    mainVsTrivialRps: +(main.rps / trivial.rps).toFixed(2),
    mainVsTrivialP50: +(main.p50 / Math.max(trivial.p50, 1)).toFixed(2),
    mainVsAssetRps: +(main.rps / asset.rps).toFixed(2),
    renderedVsTrivialRps: +(rendered.rps / trivial.rps).toFixed(2),
  }
  console.log(`  ratios: /main ÷ trivial SSR req/s = ${ratios.mainVsTrivialRps}, p50 ×${ratios.mainVsTrivialP50}; /main ÷ static req/s = ${ratios.mainVsAssetRps}; /main rendered ÷ trivial SSR req/s = ${ratios.renderedVsTrivialRps}`)
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/latest.json', JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, results, ratios }, null, 2))
} finally {
  stop()
}
process.exit(0)
