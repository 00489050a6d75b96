#!/usr/bin/env node
// npm run size: the gzip size of the initial JS of /main — every <script src> and modulepreload the
// server HTML of /main references — read from the client build. Fails above 150 KB.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serveBuilt } from './lib/run.mjs'

const BUDGET_KB = 150
const PORT = process.env.SIZE_PORT || '4195'
const persist = process.env.PERSIST_DIR || '.wrangler/bench-state'

const { base, stop } = await serveBuilt({ port: PORT, persist, waitPath: '/main' })

let failed
try {
  const html = await (await fetch(`${base}/main`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0' } })).text()
  const srcs = new Set()
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1])
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) srcs.add(m[1])
  for (const m of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g)) srcs.add(m[1])
  // Inline module scripts may import chunks: follow import("/assets/…") and from "/assets/…" in them.
  for (const m of html.matchAll(/(?:import\(|from\s*)["'](\/assets\/[^"']+\.js)["']/g)) srcs.add(m[1])
  let total = 0
  let raw = 0
  const rows = []
  for (const src of srcs) {
    const file = join(process.env.DIST_DIR || 'dist', 'client', src.replace(/^\//, ''))
    if (!existsSync(file)) continue
    const buf = readFileSync(file)
    const gz = gzipSync(buf, { level: 9 }).length
    total += gz
    raw += buf.length
    rows.push([src, gz])
  }
  rows.sort((a, b) => b[1] - a[1])
  for (const [src, gz] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${src}`)
  const kb = total / 1024
  console.log(`\nsize: initial JS of /main = ${kb.toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw, ${rows.length} files); budget ${BUDGET_KB} KB`)
  if (!rows.length) throw new Error('no script found in the /main HTML')
  failed = kb > BUDGET_KB
  if (failed) console.error(`size: over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`)
} finally {
  stop()
}
process.exit(failed ? 1 : 0)
