#!/usr/bin/env node
// npm run lighthouse: Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown) in Debian's Chromium against
// the built Worker (vite preview → workerd, seeded local D1) behind a local proxy that compresses like the edge
// (brotli for text, as Cloudflare serves it). Runs every page LH_RUNS times (default 5) and prints, per page, the
// scores of the runs, their median and the median run's FCP, LCP, TBT, CLS and script bytes (transferred, i.e.
// compressed). Writes bench-results/lighthouse.json. A benchmark, not a test: it gates nothing. Figures depend
// on the machine's load — compare runs taken in one sitting, and say what else was running.
//   LH_PAGES=/main,/search  only these pages      LH_RUNS=3            runs per page
//   LH_PORT / LH_PROXY_PORT  ports (4186 / 4187)  --no-build           reuse the build in DIST_DIR
//   LH_MARKETING=1           configure the marketing tags against a local stand-in script (what they cost)
//   LH_SAVE=dir              also write every run's whole Lighthouse report there (dir/<page>-<run>.json)
// Besides the seven public pages, the pages a shopper pays on, signed in as member01 (the session cookie passed to
// Lighthouse as a header): the cart (one line added first), the checkout (a direct buy of one item), the payment
// completion page and the order detail of an order member01 pays first (through the sandbox gateway, as a shopper
// does), and /mypage. Their paths start with '@' in LH_PAGES (e.g. LH_PAGES=@cart,@mypage); LH_MEMBER=0 leaves them
// out.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { URLSearchParams } from 'node:url'
import zlib from 'node:zlib'
import { serveBuilt } from './lib/run.mjs'

const PORT = Number(process.env.LH_PORT || 4186)
const PROXY_PORT = Number(process.env.LH_PROXY_PORT || 4187)
const RUNS = Number(process.env.LH_RUNS || 5)
const LOAD_AT_START = os.loadavg()[0]
const persist = process.env.PERSIST_DIR || '.wrangler/bench-state'
const PUBLIC_PAGES = '/main,/products?category=01,/products/G000150,/search,/davichstore,/event,/promotion/promo470'
const MEMBER_PAGES = process.env.LH_MEMBER === '0' ? '' : ',@cart,@checkout,@complete,@mypage,@orderdetail'
const PAGES = (process.env.LH_PAGES || PUBLIC_PAGES + MEMBER_PAGES).split(',')
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/
/** The edge in front of the Worker: brotli for text when the browser accepts it, everything else as it is. */
function compressingProxy() {
  return http
    .createServer((req, res) => {
      const headers = { ...req.headers, host: `127.0.0.1:${PORT}` }
      delete headers['accept-encoding']
      const up = http.request({ host: '127.0.0.1', port: PORT, path: req.url, method: req.method, headers }, (r) => {
        const type = String(r.headers['content-type'] || '')
        const br = /\bbr\b/.test(String(req.headers['accept-encoding'] || '')) && COMPRESSIBLE.test(type) && !r.headers['content-encoding']
        const out = { ...r.headers }
        if (!br) {
          res.writeHead(r.statusCode, out)
          r.pipe(res)
          return
        }
        delete out['content-length']
        out['content-encoding'] = 'br'
        out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding'
        res.writeHead(r.statusCode, out)
        // Streamed (the page streams too), flushed per chunk like the edge does; quality 4 as Cloudflare's on-the-fly brotli.
        const z = zlib.createBrotliCompress({
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        })
        r.pipe(z).pipe(res)
      })
      up.on('error', (e) => {
        res.writeHead(502)
        res.end(String(e))
      })
      req.pipe(up)
    })
    .listen(PROXY_PORT, '127.0.0.1')
}

const observedPaints = (a) => {
  const m = a.metrics?.details?.items?.[0] ?? {}
  return {
    fcp: Math.round(m.observedFirstContentfulPaint ?? 0),
    lcp: Math.round(m.observedLargestContentfulPaint ?? 0),
    load: Math.round(m.observedLoad ?? 0),
  }
}
const requestsBefore = (a, t) =>
  (a['network-requests']?.details?.items ?? [])
    .filter((r) => (r.networkEndTime ?? Infinity) <= t && r.resourceType !== 'Document')
    .map(
      (r) =>
        `${r.resourceType} ${r.priority} ${new URL(r.url).pathname.slice(-48)} ${Math.round((r.transferSize || 0) / 1024)} KB @${Math.round(r.networkEndTime)}`,
    )

const lcpElementOf = (a) => {
  const node = (a['lcp-breakdown-insight']?.details?.items ?? []).find((i) => i?.type === 'node')
  return node ? `${node.nodeLabel ?? ''} <${node.selector ?? ''}> ${String(node.snippet ?? '').slice(0, 160)}` : null
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

// LH_MARKETING=1: the tag manager and the portal analytics script configured, served by the Worker's stand-ins
// (src/demo/sandbox/marketing.ts, same weight and behaviour as the real ones) instead of their origins.
const MARKETING = process.env.LH_MARKETING === '1'
const vars = MARKETING
  ? { GTM_CONTAINER_ID: 'GTM-LH0TEST', NAVER_ANALYTICS_ID: 's_lhtest01', MARKETING_SCRIPT_BASE: '/__sandbox/marketing' }
  : undefined
const { stop } = await serveBuilt({ port: PORT, persist, waitPath: '/main', vars })
if (MARKETING) {
  const html = await (
    await fetch(`http://127.0.0.1:${PORT}/main?lh=marketing`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0' } })
  ).text()
  if (!html.includes('GTM-LH0TEST'))
    throw new Error('LH_MARKETING=1: the page does not carry the marketing configuration (server/.dev.vars not read?)')
}
const proxy = compressingProxy()
const base = `http://127.0.0.1:${PROXY_PORT}`

/** The hidden fields of a form page (the sandbox payment window and its post-back), unescaped. */
const hiddenFields = (html) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2]
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ]),
  )
const postForm = (url, fields, headers = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })

/**
 * member01 buys one item as a shopper does: the direct-buy order sheet, the payment request, the gateway's card
 * window (the sandbox's, approved with 국민카드), and the gateway's return to the shop, which answers with the
 * completion page to go to. Returns that page's path (/payment/complete/<ordNo>) and the order number.
 */
async function payOneOrder(direct, headers, line) {
  const post = async (path, body) => {
    const r = await fetch(direct + path, { method: 'POST', headers, body: JSON.stringify(body) })
    const json = await r.json()
    if (!r.ok) throw new Error(`${path} answered ${r.status}: ${JSON.stringify(json).slice(0, 300)}`)
    return json
  }
  const sheet = await post('/api/v1/front/order/page', { orderClassification: 'direct', goods: [line] })
  const address = sheet.addresses?.[0]
  const co = await post('/api/v1/front/order/payment', {
    orderToken: sheet.orderToken,
    orderClassification: 'direct',
    goods: [line],
    dlvrMethod: '01',
    orderer: sheet.orderer,
    delivery: {
      receiverName: address?.receiverName ?? sheet.orderer.name,
      mobile: (address?.mobile ?? sheet.orderer.mobile).replace(/\D/g, ''),
      zipCode: address?.zipCode ?? '06236',
      address1: address?.address1 ?? '서울 강남구 테헤란로 152',
      address2: address?.address2 ?? '10층',
      memo: '',
    },
    pointUseAmt: 0,
    payMethod: '3',
    paymentAmt: sheet.paymentAmt.payAmt,
    agreeYn: 'Y',
  })
  const ordNo = co.orderInfoPO.ordNo
  const windowPage = await postForm(direct + new URL(co.orderPayPO.payUrl).pathname, co.orderPayPO.params)
  if (windowPage.status !== 200) throw new Error(`the payment window answered ${windowPage.status}`)
  const back = await (
    await postForm(`${direct}/__sandbox/pg/stdpay/submit`, {
      ...hiddenFields(await windowPage.text()),
      scenario: 'approve',
      payMethod: '3',
      cardCode: '06',
      quota: '00',
    })
  ).text()
  const action = /<form method="post" action="([^"]+)"/.exec(back)?.[1]?.replace(/&amp;/g, '&')
  if (!action) throw new Error('the payment window did not post back')
  // The gateway's return is a cross-site form post: no session cookie, as in a browser.
  const ret = await (await postForm(direct + new URL(action, direct).pathname, hiddenFields(back))).text()
  const next = /url=([^"]+)"/.exec(ret)?.[1]?.replace(/&amp;/g, '&')
  if (next !== `/payment/complete/${ordNo}`) throw new Error(`the payment of ${ordNo} did not complete: ${ret.slice(0, 300)}`)
  return { ordNo, complete: next }
}

/**
 * member01's session and the member pages' paths: signs in, puts one item in the cart and pays one order (its
 * completion page and its order detail are measured). Each Lighthouse run of an '@' page sends the session cookie
 * (a fresh Chrome has no cookie of its own).
 */
async function memberPages() {
  const direct = `http://127.0.0.1:${PORT}`
  const login = await fetch(`${direct}/v1/front/member/login/normal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: direct },
    body: JSON.stringify({ loginId: 'member01', password: 'Davich!2026' }),
  })
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('davich_token='))
  if (!login.ok || !cookie) throw new Error(`member01 sign-in failed (${login.status})`)
  const headers = { cookie, origin: direct, 'content-type': 'application/json' }
  const detail = await (await fetch(`${direct}/api/v1/front/goods/G000150`, { headers })).json()
  const item = detail.items.find((i) => !i.soldOut)
  await fetch(`${direct}/api/v1/front/cart/add`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ goodsNo: 'G000150', itemNo: item.itemNo, buyQtt: 1 }),
  })
  const paid = await payOneOrder(direct, headers, { goodsNo: 'G000150', itemNo: item.itemNo, buyQtt: 1 })
  return {
    cookie,
    paths: {
      '@cart': '/mypage/myactivity/cart',
      '@checkout': `/products/payment?goodsNo=G000150&itemNo=${encodeURIComponent(item.itemNo)}&buyQtt=1`,
      '@complete': paid.complete,
      '@mypage': '/mypage',
      '@orderdetail': `/mypage/manageorder/orderdetail/${paid.ordNo}`,
    },
  }
}
const member = PAGES.some((p) => p.startsWith('@')) ? await memberPages() : null
const pathOf = (p) => (p.startsWith('@') ? member.paths[p] : p)
const headersOf = (p) => (p.startsWith('@') ? { Cookie: member.cookie } : undefined)
// A fresh Chrome (fresh profile) for every run: Lighthouse clears the HTTP cache between runs but not cookies, and
// the `davich_fonts` cookie a first run sets would make every later run a "returning visitor whose cache is gone"
// (the fonts stylesheet in the head, the subsets fetched before the first paint) — a state no phone is in.
const launch = () => chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
const rows = []
try {
  // Warm the Worker and its caches once per page (a visitor never meets a cold isolate's first render).
  for (const p of PAGES)
    for (let i = 0; i < 3; i++)
      await fetch(base + pathOf(p), { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0 Mobile', ...headersOf(p) } }).then((r) =>
        r.arrayBuffer(),
      )
  for (const path of PAGES) {
    const runs = []
    let failures = 0
    for (let i = 0; i < RUNS; i++) {
      const chrome = await launch()
      let lhr
      try {
        ;({ lhr } = await lighthouse(base + pathOf(path), {
          port: chrome.port,
          extraHeaders: headersOf(path),
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        }))
      } finally {
        await chrome.kill()
      }
      const a = lhr.audits
      if (process.env.LH_SAVE) {
        mkdirSync(process.env.LH_SAVE, { recursive: true })
        writeFileSync(`${process.env.LH_SAVE}/${path.replace(/[^\w@]+/g, '_')}-${i + 1}.json`, JSON.stringify(lhr))
      }
      // A page that did not answer 200 (a lost session, a missing order) is not the page to measure: stop.
      const doc = (a['network-requests']?.details?.items ?? []).find((r) => r.resourceType === 'Document')
      if (doc && doc.statusCode !== 200) throw new Error(`${path} (${pathOf(path)}) answered ${doc.statusCode} to Lighthouse`)
      if (lhr.runtimeError || lhr.categories.performance.score == null) {
        // A failed run (Chrome or the trace engine under load) is reported and run again, not scored 0.
        process.stdout.write(
          `  ${path} run ${i + 1}: failed (${lhr.runtimeError?.code ?? 'no score'}: ${lhr.runtimeError?.message ?? ''}), again\n`,
        )
        if (++failures > RUNS) throw new Error(`${path}: too many failed runs`)
        i--
        continue
      }
      const scripts = (a['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script')
      const observed = observedPaints(a)
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        jsKB: scripts.reduce((s, r) => s + (r.transferSize || 0), 0) / 1024,
        lcpBreakdown: a['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? null,
        // The element Chrome reported as the largest paint (what to bring forward when LCP trails FCP).
        lcpElement: lcpElementOf(a),
        error: lhr.runtimeError?.message,
        // What to read when a page is slow: where the main thread went, the DOM, fonts, the biggest requests.
        mainThread: Object.fromEntries(
          (a['mainthread-work-breakdown']?.details?.items ?? []).map((r) => [r.group, Math.round(r.duration)]),
        ),
        domElements: a['dom-size-insight']?.details?.items?.[0]?.items?.[0]?.value ?? a['dom-size']?.numericValue ?? null,
        fontKB:
          (a['network-requests']?.details?.items ?? [])
            .filter((r) => r.resourceType === 'Font')
            .reduce((s, r) => s + (r.transferSize || 0), 0) / 1024,
        documentKB: ((a['network-requests']?.details?.items ?? []).find((r) => r.resourceType === 'Document')?.transferSize ?? 0) / 1024,
        // Why a run's simulated paint is slow: the observed paint times, and the requests that had finished
        // before the observed LCP (Lighthouse's simulation puts those on the paint's critical path).
        observed,
        beforeLcp: requestsBefore(a, observed.lcp),
      })
      process.stdout.write(`  ${path} run ${i + 1}: ${runs.at(-1).score}\n`)
    }
    const mid = runs.find((r) => r.score === median(runs.map((x) => x.score)))
    rows.push({
      path,
      scores: runs.map((r) => r.score),
      median: mid.score,
      min: Math.min(...runs.map((r) => r.score)),
      fcp: mid.fcp,
      lcp: mid.lcp,
      tbt: mid.tbt,
      cls: mid.cls,
      jsKB: mid.jsKB,
      runs,
    })
  }
} finally {
  proxy.close()
  stop()
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`
console.log(
  `\nlighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${RUNS} runs per page, built Worker behind a brotli proxy${MARKETING ? ', marketing tags configured (stand-ins)' : ''}, ${new Date().toISOString()}`,
)
console.log('| page | scores | median | FCP | LCP | TBT | CLS | JS (transferred) |')
console.log('|---|---|---|---|---|---|---|---|')
for (const r of rows)
  console.log(
    `| \`${r.path.startsWith('@') ? `${r.path} ${member.paths[r.path]}` : r.path}\` | ${r.scores.join(' / ')} | ${r.median} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.jsKB.toFixed(0)} KB |`,
  )
const bad = rows.filter((r) => r.median < 98 || r.min < 95 || r.lcp > 1500 || r.tbt > 150)
console.log(
  bad.length
    ? `\nbelow target (median ≥ 98, no run < 95, LCP ≤ 1.5 s, TBT ≤ 150 ms): ${bad.map((r) => r.path).join(', ')}`
    : '\nevery page: median ≥ 98, no run below 95, LCP ≤ 1.5 s, TBT ≤ 150 ms',
)
console.log(
  `machine load average (1 min) at the start ${LOAD_AT_START.toFixed(1)}, at the end ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores)`,
)
mkdirSync('bench-results', { recursive: true })
writeFileSync(
  `bench-results/lighthouse${MARKETING ? '-marketing' : ''}.json`,
  JSON.stringify({ at: new Date().toISOString(), runs: RUNS, marketing: MARKETING, load: [LOAD_AT_START, os.loadavg()[0]], rows }, null, 2),
)
process.exit(0)
