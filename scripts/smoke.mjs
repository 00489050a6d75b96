#!/usr/bin/env node
// npm run smoke -- https://shop.example.com : walks the shop's public pages on a live (or local) URL and reports,
// per page, the HTTP status, the time to the first byte, the size and what is wrong. Exits 1 when any page fails.
// Checks: /healthz answers 200 with every check ok; the pages answer 200 with HTML carrying a CSP and an
// X-Request-Id; a product (the sitemap's first goods URL) carries Product JSON-LD; robots, the sitemap index and
// the RSS feed parse; the demo's sandboxes and SVG images are NOT served (404) unless --sandbox is passed.
// Read-only: GET requests, no sign-in, no order.
import { performance } from 'node:perf_hooks'

const args = process.argv.slice(2)
const base = (args.find((a) => /^https?:\/\//.test(a)) ?? process.env.SMOKE_URL ?? '').replace(/\/$/, '')
const sandbox = args.includes('--sandbox')
if (!base) {
  console.error('usage: npm run smoke -- https://your-shop.example [--sandbox]')
  process.exit(2)
}

const results = []
async function check(path, expect = {}) {
  const url = base + path
  const t0 = performance.now()
  let res
  try {
    res = await fetch(url, { redirect: 'manual', headers: { 'user-agent': 'davich-smoke/1 (Mozilla/5.0 Chrome/140.0)' } })
  } catch (e) {
    results.push({ path, status: 'ERR', ttfb: 0, kb: 0, problems: [String(e.cause?.code ?? e.message)] })
    return null
  }
  const ttfb = performance.now() - t0
  const body = await res.text()
  const problems = []
  const status = expect.status ?? 200
  if (res.status !== status) problems.push(`status ${res.status}, expected ${status}`)
  const type = res.headers.get('content-type') ?? ''
  if (expect.html) {
    if (!type.includes('text/html')) problems.push(`content-type ${type}`)
    if (!res.headers.get('content-security-policy')) problems.push('no CSP header')
    if (!/<\/html>\s*$/.test(body)) problems.push('HTML does not end with </html> (stream cut?)')
  }
  if (!res.headers.get('x-request-id')) problems.push('no X-Request-Id')
  for (const [re, what] of expect.contains ?? []) if (!re.test(body)) problems.push(`missing ${what}`)
  results.push({ path, status: res.status, ttfb, kb: body.length / 1024, problems, rid: res.headers.get('x-request-id') })
  return { res, body }
}

const health = await check('/healthz', { contains: [[/"ok":true/, 'ok:true']] })
await check('/robots.txt', { contains: [[/Sitemap: /, 'Sitemap line']] })
const sitemap = await check('/sitemap.xml', { contains: [[/<sitemapindex/, 'a sitemap index']] })
await check('/rss.xml', { contains: [[/<rss version="2.0"/, 'an RSS 2.0 feed']] })
await check('/main', { html: true, contains: [[/application\/ld\+json/, 'Organization JSON-LD']] })
await check('/products?category=01', { html: true })
await check('/search?searchTerm=%EC%95%88%EA%B2%BD', { html: true })
await check('/davichstore', { html: true })
await check('/event', { html: true })
await check('/customercenter/faq', { html: true, contains: [[/FAQPage/, 'FAQPage JSON-LD']] })
// The first goods URL of the first goods sitemap of the index.
const child = sitemap?.body.match(/<loc>([^<]+\/sitemap-goods-[^<]+)<\/loc>/)?.[1]
if (child) {
  const goods = await check(new URL(child).pathname)
  const product = goods?.body.match(/<loc>[^<]*(\/products\/G\d+)<\/loc>/)?.[1]
  if (product) await check(product, { html: true, contains: [[/"@type":"Product"/, 'Product JSON-LD']] })
  else results.push({ path: '(a product)', status: '-', ttfb: 0, kb: 0, problems: ['no product URL in the goods sitemap'] })
}
await check('/this-page-does-not-exist', { status: 404 })
if (!sandbox) {
  await check('/__sandbox/sms/outbox', { status: 404 })
  await check('/img/goods/01/G000001.svg', { status: 404 })
}

console.log(`smoke: ${base}`)
console.log('status   ttfb      size  path')
let failed = 0
for (const r of results) {
  const ok = r.problems.length === 0
  if (!ok) failed++
  console.log(
    `${String(r.status).padEnd(6)} ${`${r.ttfb.toFixed(0)} ms`.padStart(7)} ${`${r.kb.toFixed(1)} KB`.padStart(9)}  ${r.path}${ok ? '' : `  ✗ ${r.problems.join('; ')}`}`,
  )
}
if (health?.body) console.log(`healthz: ${health.body}`)
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
