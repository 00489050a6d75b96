#!/usr/bin/env node
// npm run deploy — from an empty Cloudflare account to a smoke-checked live shop (docs/deploy.md walks through it).
// Each step is idempotent, so the script can be run again after a failure or for every later release:
//   1. who: `wrangler whoami` (run `npx wrangler login` first, or set CLOUDFLARE_API_TOKEN + CLOUDFLARE_ACCOUNT_ID);
//   2. resources: the D1 database, the R2 bucket and every queue named in wrangler.toml's [env.production]
//      (`wrangler d1|r2 bucket|queues create`); the new database's id is written into wrangler.toml (commit it);
//   3. PUBLIC_ORIGIN: asked once (or --origin=https://…) and written into [env.production.vars];
//   4. migrations: `wrangler d1 migrations apply DB --env production --remote`;
//   5. secrets: every secret of src/server/required-config.ts that the Worker does not have yet is asked for
//      (`wrangler secret put NAME --env production`, the value typed at wrangler's prompt, never echoed or stored);
//   6. build + proof: scripts/check-bundle.mjs (CLOUDFLARE_ENV=production, no src/demo, size limit);
//   7. deploy that build: `wrangler deploy --config .dist/production/server/wrangler.json`;
//   8. smoke: scripts/smoke.mjs against PUBLIC_ORIGIN (or the workers.dev URL wrangler printed).
// Flags: --origin=URL, --skip-resources, --skip-secrets, --skip-smoke, --plan (print the steps and the commands only).
import { readFileSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline/promises'
import { capture, run } from './lib/run.mjs'
import { REQUIRED_CONFIG } from '../src/server/required-config.ts'

const args = process.argv.slice(2)
const flag = (name) => args.includes(`--${name}`)
const opt = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const PLAN = flag('plan')
const ENV = ['--env', 'production']
// Deploying talks to Cloudflare: the offline switches of the local scripts are lifted here.
const ONLINE = { CLOUDFLARE_CF_FETCH_ENABLED: 'true', WRANGLER_SEND_METRICS: 'false' }
const TOML = 'wrangler.toml'
const ZERO_ID = '00000000-0000-0000-0000-000000000000'

const step = (n, title) => console.log(`\n━━ ${n}. ${title} ━━`)
const wrangler = (argv, opts = {}) => {
  console.log(`$ npx wrangler ${argv.join(' ')}`)
  if (PLAN) return { status: 0, stdout: '', stderr: '' }
  return opts.inherit ? run('npx', ['wrangler', ...argv], { env: ONLINE }) : capture('npx', ['wrangler', ...argv], { env: ONLINE })
}
const fail = (msg) => {
  console.error(`\n✗ ${msg}`)
  process.exit(1)
}

/** The [env.production] section of wrangler.toml (up to the next top-level section that is not env.production.*). */
function productionSection(toml) {
  const start = toml.indexOf('[env.production]')
  if (start < 0) fail('wrangler.toml has no [env.production] section')
  const rest = toml.slice(start)
  const end = rest.search(/\n\[(?!\[?env\.production)/)
  return { start, text: end < 0 ? rest : rest.slice(0, end) }
}
const field = (text, name) => [...text.matchAll(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, 'gm'))].map((m) => m[1])

let toml = readFileSync(TOML, 'utf8')
const prod = productionSection(toml).text
const dbName = field(prod, 'database_name')[0]
const dbId = field(prod, 'database_id')[0]
const bucket = field(prod, 'bucket_name')[0]
const queues = [...new Set([...field(prod, 'queue'), ...field(prod, 'dead_letter_queue')])]
let origin = opt('origin') ?? field(prod, 'PUBLIC_ORIGIN')[0] ?? ''

step(1, 'Cloudflare account')
const who = wrangler(['whoami'])
if (!PLAN && (who.status !== 0 || /not authenticated/i.test(who.stdout + who.stderr)))
  fail('not signed in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID), then run this again')
if (!PLAN)
  console.log(
    who.stdout
      .split('\n')
      .filter((l) => /email|account/i.test(l))
      .join('\n'),
  )

if (!flag('skip-resources')) {
  step(2, 'D1, R2 and queues')
  if (!dbId || dbId === ZERO_ID) {
    const r = wrangler(['d1', 'create', dbName])
    let id = /database_id\W+([0-9a-f-]{36})/.exec(r.stdout)?.[1]
    if (!id && !PLAN) {
      // Already created (an earlier run): look it up by name.
      const list = wrangler(['d1', 'list', '--json'])
      id = JSON.parse(list.stdout || '[]').find((d) => d.name === dbName)?.uuid
    }
    if (!id && !PLAN) fail(`could not create or find the D1 database ${dbName}:\n${r.stdout}${r.stderr}`)
    if (!PLAN) {
      const sec = productionSection(toml)
      const replaced = sec.text.replace(/(database_id\s*=\s*)"[^"]*"/, `$1"${id}"`)
      toml = toml.slice(0, sec.start) + replaced + toml.slice(sec.start + sec.text.length)
      writeFileSync(TOML, toml)
      console.log(`D1 ${dbName}: ${id} (written into wrangler.toml — commit it)`)
    }
  } else console.log(`D1 ${dbName}: ${dbId}`)
  const ensure = (argv, what) => {
    const r = wrangler(argv)
    const out = `${r.stdout}${r.stderr}`
    if (r.status !== 0 && !/already exists|already owned|10004|11009/i.test(out)) fail(`could not create ${what}:\n${out}`)
    console.log(`${what}: ready`)
  }
  ensure(['r2', 'bucket', 'create', bucket], `R2 bucket ${bucket}`)
  for (const q of queues) ensure(['queues', 'create', q], `queue ${q}`)
}

step(3, 'public origin')
if (!/^https:\/\/[^/]+$/.test(origin) && !PLAN) {
  const rl = createInterface({ input: process.stdin, output: process.stdout })
  origin = (await rl.question('The shop’s public origin (https://shop.example.com, no trailing slash): ')).trim().replace(/\/$/, '')
  rl.close()
  if (!/^https:\/\/[^/]+$/.test(origin)) fail(`PUBLIC_ORIGIN must be https://host, got "${origin}"`)
}
if (!PLAN && field(prod, 'PUBLIC_ORIGIN')[0] !== origin) {
  const sec = productionSection(toml)
  toml =
    toml.slice(0, sec.start) + sec.text.replace(/(PUBLIC_ORIGIN\s*=\s*)"[^"]*"/, `$1"${origin}"`) + toml.slice(sec.start + sec.text.length)
  writeFileSync(TOML, toml)
  console.log(`PUBLIC_ORIGIN = "${origin}" (written into wrangler.toml — commit it)`)
}

step(4, 'migrations (remote)')
wrangler(['d1', 'migrations', 'apply', 'DB', ...ENV, '--remote'], { inherit: true })

if (!flag('skip-secrets')) {
  step(5, 'secrets')
  const secrets = REQUIRED_CONFIG.filter((c) => c.kind === 'secret')
  const listed = wrangler(['secret', 'list', ...ENV, '--format', 'json'])
  let have = new Set()
  try {
    have = new Set(JSON.parse(listed.stdout || '[]').map((s) => s.name))
  } catch {
    // No Worker yet: every secret is missing (wrangler offers to create the Worker on the first `secret put`).
  }
  const missing = secrets.filter((s) => !have.has(s.name))
  if (!missing.length) console.log(`all ${secrets.length} required secrets are set`)
  for (const s of missing) {
    console.log(`\n${s.name} — ${s.why}`)
    wrangler(['secret', 'put', s.name, ...ENV], { inherit: true })
  }
}

step(6, 'production build and its proof (no src/demo, size limit)')
if (!PLAN) run('node', ['scripts/check-bundle.mjs'])
else console.log('$ node scripts/check-bundle.mjs')

step(7, 'deploy')
const deployed = PLAN
  ? { stdout: '' }
  : capture('npx', ['wrangler', 'deploy', '--config', '.dist/production/server/wrangler.json'], { env: ONLINE })
if (PLAN) console.log('$ npx wrangler deploy --config .dist/production/server/wrangler.json')
else {
  process.stdout.write(deployed.stdout)
  process.stderr.write(deployed.stderr)
  if (deployed.status !== 0) fail('wrangler deploy failed (see above)')
}

if (!flag('skip-smoke')) {
  step(8, 'smoke check')
  const workersDev = /https:\/\/[\w.-]+\.workers\.dev/.exec(deployed.stdout)?.[0]
  const target = origin || workersDev
  if (PLAN) console.log(`$ node scripts/smoke.mjs ${origin || '<workers.dev URL>'}`)
  else if (!target) fail('no URL to smoke-check: pass --origin=https://…')
  else run('node', ['scripts/smoke.mjs', target])
}
console.log(PLAN ? '\n(plan only: nothing was run)' : `\n✓ deployed and smoke-checked: ${origin}`)
