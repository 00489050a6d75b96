import { Hono } from 'hono'
import type { AppEnv } from '../../server/env'

/**
 * Stand-ins for the marketing tags (/__sandbox/marketing), so `LH_MARKETING=1 npm run lighthouse` can measure what
 * they cost without the network: MARKETING_SCRIPT_BASE=/__sandbox/marketing points the shop's tag manager
 * (`gtm.js?id=GTM-…`) and portal analytics (`wcslog.js`) here (src/shared/marketing.ts).
 *
 * Each behaves like the real script where the shop touches it — the tag manager reads `dataLayer` and reports
 * its events, the analytics script defines `wcs` / `wcs_do` and reports a page view — and weighs about what the
 * real one does (a tag manager container ≈ 270 KB of script, ≈ 95 KB gzip; the analytics script ≈ 20 KB):
 * the bulk is generated functions with varied names and constants (compressing like real code, not like a
 * repeated string), parsed and partly run as the real ones are. Reports go to POST /collect (answered 204).
 */
function filler(seed: number, bytes: number): string {
  let s = seed >>> 0
  const rnd = () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 4294967296
  const word = () => Array.from({ length: 3 + Math.floor(rnd() * 6) }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(rnd() * 26)]).join('')
  const out: string[] = []
  let n = 0
  let size = 0
  while (size < bytes) {
    const name = `f_${word()}_${n}`
    const v = `v_${word()}`
    const f = `function ${name}(a,b){var ${v}=a&&a.${word()}||${Math.floor(rnd() * 1e6)};if(b===${JSON.stringify(word())})return ${word().length}*${Math.floor(rnd() * 997)};for(var i=0;i<${1 + Math.floor(rnd() * 9)};i++){${v}=(${v}||0)+i*${Math.floor(rnd() * 31)}}return [${JSON.stringify(word())},${JSON.stringify(word())},${v}]}`
    out.push(f, `T.push(${name});`)
    size += f.length + 20
    n++
  }
  return `var T=[];${out.join('\n')}\nfor(var k=0;k<T.length;k+=7)T[k]({},k);`
}

const report = (kind: string, fields: string) =>
  `function R(p){try{navigator.sendBeacon('/__sandbox/marketing/collect?t=${kind}&'+p)}catch(e){}}${fields}`

const GTM = (id: string) =>
  `(function(w){${filler(1, 270_000)}\n${report('gtm', '')}var dl=w.dataLayer=w.dataLayer||[];var seen=0;function drain(){for(;seen<dl.length;seen++){var e=dl[seen];if(e&&e.event)R('id=${id}&e='+encodeURIComponent(e.event)+'&p='+encodeURIComponent(e.page_path||location.pathname))}}var push=dl.push;dl.push=function(){var r=push.apply(dl,arguments);drain();return r};drain();})(window);`

const WCS = () =>
  `(function(w){${filler(2, 20_000)}\n${report('wcs', '')}w.wcs={inflow:function(){}};w.wcs_do=function(){R('wa='+encodeURIComponent((w.wcs_add||{}).wa||'')+'&p='+encodeURIComponent(location.pathname))};})(window);`

const js = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=900' }

export const marketingSandbox = new Hono<AppEnv>()
  .get('/gtm.js', (c) => {
    const id = c.req.query('id') ?? ''
    if (!/^GTM-[A-Z0-9]{4,12}$/.test(id)) return c.text('unknown container', 404)
    return c.body(GTM(id), 200, js)
  })
  .get('/wcslog.js', (c) => c.body(WCS(), 200, js))
  .post('/collect', (c) => c.body(null, 204))
