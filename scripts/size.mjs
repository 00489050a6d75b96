#!/usr/bin/env node
// npm run size: the gzip size of the initial JS of the shop's busiest pages — every <script src>, modulepreload (in the
// head or in the edge's entry starter) and chunk an inline module script imports in each page's server HTML — read
// from the client build. Fails when a page is above the budget (140 KB gzip). SIZE_PAGES=/main,/search picks pages.
// Also fails when a shop page's scripts carry head-office console code (the console frame's marker, issue 26).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serveBuilt } from './lib/run.mjs'

const BUDGET_KB = 140
const PORT = process.env.SIZE_PORT || '4195'
const persist = process.env.PERSIST_DIR || '.wrangler/bench-state'
const PAGES = (
  process.env.SIZE_PAGES || '/main,/products?category=01,/products/G000150,/search,/davichstore,/event,/promotion/promo470'
).split(',')
/** The console frame's marker (src/client/console/Frame.tsx CONSOLE_MARK): in console chunks only. */
const CONSOLE_MARK = 'davich-console-frame'
const gz = new Map()
const gzipOf = (file) => gz.get(file) ?? gz.set(file, gzipSync(readFileSync(file), { level: 9 }).length).get(file)

/** Script files a page's HTML loads before it is interactive. */
function initialScripts(html) {
  const srcs = new Set()
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1])
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) srcs.add(m[1])
  for (const m of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g)) srcs.add(m[1])
  // The edge's entry starter (src/server/edge/hydrate-after-paint.ts) carries the head's module preloads, which it
  // starts once the first screen is painted: `…})("/assets/entry.js",["/assets/a.js",…]);`
  for (const m of html.matchAll(/\}\)\("(\/assets\/[^"]+\.js)",(\[[^\]]*\])\)/g)) {
    srcs.add(m[1])
    for (const src of JSON.parse(m[2])) srcs.add(src)
  }
  // Inline module scripts may import chunks: follow import("/assets/…") and from "/assets/…" in them.
  for (const m of html.matchAll(/(?:import\(|from\s*)["'](\/assets\/[^"']+\.js)["']/g)) srcs.add(m[1])
  return [...srcs]
}

const { base, stop } = await serveBuilt({ port: PORT, persist, waitPath: '/main' })
const over = []
try {
  const shared = new Map()
  const rows = []
  for (const page of PAGES) {
    const html = await (await fetch(`${base}${page}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0' } })).text()
    const files = initialScripts(html)
      .map((src) => [src, join(process.env.DIST_DIR || 'dist', 'client', src.replace(/^\//, ''))])
      .filter(([, f]) => existsSync(f))
    if (!files.length) throw new Error(`no script found in the ${page} HTML`)
    const kb = files.reduce((s, [, f]) => s + gzipOf(f), 0) / 1024
    for (const [src, f] of files) {
      const entry = shared.get(src) ?? { n: 0, kb: gzipOf(f) / 1024 }
      entry.n++
      shared.set(src, entry)
    }
    rows.push([page, kb, files.length])
    if (kb > BUDGET_KB) over.push(page)
    const consoleFiles = files.filter(([, f]) => readFileSync(f, 'utf8').includes(CONSOLE_MARK))
    if (consoleFiles.length) over.push(`${page} loads console code: ${consoleFiles.map(([src]) => src).join(', ')}`)
  }
  console.log('files (gzip KB, pages that load them):')
  for (const [src, { n, kb }] of [...shared].sort((a, b) => b[1].kb - a[1].kb).slice(0, 12))
    console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${String(n).padStart(2)}×  ${src}`)
  console.log(`\nsize: initial JS per page (gzip), budget ${BUDGET_KB} KB`)
  for (const [page, kb, n] of rows)
    console.log(
      `  ${kb.toFixed(1).padStart(6)} KB  ${String(n).padStart(2)} files  ${page}${kb > BUDGET_KB ? `  — over by ${(kb - BUDGET_KB).toFixed(1)} KB` : ''}`,
    )
  // The marker must exist in the build, or the check above proves nothing.
  const assets = join(process.env.DIST_DIR || 'dist', 'client', 'assets')
  const marked = readdirSync(assets).filter((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(CONSOLE_MARK))
  if (!marked.length) over.push(`no console chunk carries ${CONSOLE_MARK}: the console check proves nothing`)
  console.log(
    `\nconsole code: in ${marked.length} chunk(s) (${marked.join(', ')}), in none of the ${PAGES.length} shop pages' initial scripts`,
  )
  for (const o of over) if (!PAGES.includes(o)) console.log(`  ✖ ${o}`)
} finally {
  stop()
}
process.exit(over.length ? 1 : 0)
