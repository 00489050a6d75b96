#!/usr/bin/env node
// npm run check:bundle — proves the production Worker bundle offline (no Cloudflare account, no network):
//   1. builds it as `npm run deploy` does: CLOUDFLARE_ENV=production (wrangler.toml [env.production]) into
//      .dist/production, where src/demo (sandboxes, seed, generated SVG images) is compiled out (vite.config.ts);
//   2. runs `wrangler deploy --dry-run` on it, which bundles exactly what would be uploaded;
//   3. fails when the upload contains demo code (the demo's marker string, DEMO_BUNDLE_MARKER in src/demo/index.ts)
//      or when its gzip size passes LIMIT_KIB — the limit we hold to: 2.75 MB gzip, under the Workers Free plan's
//      3 MB, so there is room for what comes next (the paid plans allow 10 MB);
//   4. with --control, also checks that the same test FINDS the marker in the ordinary (demo) build in DIST_DIR
//      (default dist): the check can fail.
// Flags: --no-build (reuse .dist/production), --control.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { capture, run } from './lib/run.mjs'

export const LIMIT_KIB = 2816 // 2.75 MiB gzip
const MARKER = 'davich-demo-shop-bundle'
const PROD_DIST = '.dist/production'
const OUT = '.dist/production-bundle'
const args = process.argv.slice(2)

if (!args.includes('--no-build') || !existsSync(join(PROD_DIST, 'server', 'wrangler.json'))) {
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { env: { CLOUDFLARE_ENV: 'production', DIST_DIR: PROD_DIST } })
}

/** wrangler's dry run of a built Worker: its size line and the files it would upload. */
function dryRun(configPath, outdir) {
  rmSync(outdir, { recursive: true, force: true })
  const r = capture('npx', ['wrangler', 'deploy', '--dry-run', '--config', configPath, '--outdir', outdir])
  const out = `${r.stdout}\n${r.stderr}`
  if (r.status !== 0) {
    console.error(out)
    throw new Error(`wrangler deploy --dry-run failed (exit ${r.status})`)
  }
  const m = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out)
  if (!m) throw new Error(`no "Total Upload" line in wrangler's output:\n${out.slice(-2000)}`)
  return { kib: Number(m[1]), gzipKib: Number(m[2]), bindings: out.slice(out.indexOf('Your Worker has access')).split('\n--dry-run')[0] }
}

/** Files of the uploaded bundle that contain the demo's marker. */
function demoFiles(dir) {
  const hits = []
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (/\.(m?js|cjs)$/.test(name) && readFileSync(p, 'utf8').includes(MARKER)) hits.push(p)
    }
  }
  walk(dir)
  return hits
}

const problems = []
const prod = dryRun(join(PROD_DIST, 'server', 'wrangler.json'), OUT)
const demo = demoFiles(OUT)
console.log(
  `production bundle: ${prod.kib.toFixed(0)} KiB, gzip ${prod.gzipKib.toFixed(0)} KiB (limit ${LIMIT_KIB} KiB gzip; Workers Free plan 3072 KiB)`,
)
console.log(prod.bindings.trim())
if (demo.length) problems.push(`the production bundle contains demo code (${MARKER}) in ${demo.join(', ')}`)
if (prod.gzipKib > LIMIT_KIB) problems.push(`the production bundle is ${prod.gzipKib.toFixed(0)} KiB gzip, over the ${LIMIT_KIB} KiB limit`)
if (!/SANDBOX \("off"\)/.test(prod.bindings)) problems.push('the production bundle does not set SANDBOX = "off"')

if (args.includes('--control')) {
  const dist = process.env.DIST_DIR || 'dist'
  const config = join(dist, 'server', 'wrangler.json')
  if (!existsSync(config)) problems.push(`--control: no ordinary build at ${config}`)
  else {
    const ctl = dryRun(config, '.dist/control-bundle')
    const found = demoFiles('.dist/control-bundle')
    console.log(`control (demo) bundle: gzip ${ctl.gzipKib.toFixed(0)} KiB, demo marker in ${found.length} file(s)`)
    if (!found.length) problems.push('--control: the demo build has no demo marker, so the production check proves nothing')
  }
}

if (problems.length) {
  for (const p of problems) console.error(`✗ ${p}`)
  process.exit(1)
}
console.log('✓ production bundle: no src/demo, within the size limit')
