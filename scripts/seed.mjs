#!/usr/bin/env node
/**
 * Seeds the local D1 database with the deterministic catalogue of src/demo/seed.
 *
 *   npm run db:seed     → apply pending migrations, seed only when `goods` is empty
 *   npm run db:reset    → delete .wrangler/state/v3/d1, apply migrations, seed
 *
 * Options: --reset, --sql-only (write .wrangler/seed.sql and stop), --now=<ISO time> (default: now).
 * SEED_GOODS=20000 builds a chain-sized catalogue (goods, items, images scaled; default ≈ 420 goods).
 * The seed module is bundled with esbuild into .wrangler/seed-bundle.mjs and imported; wrangler runs
 * offline through `npx` (the project's Node 22 from node_modules).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { delimiter, join, relative } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
process.chdir(root)

const args = process.argv.slice(2)
const reset = args.includes('--reset')
const sqlOnly = args.includes('--sql-only')
const nowArg = args.find((a) => a.startsWith('--now='))?.slice('--now='.length)
const now = nowArg ? new Date(nowArg) : new Date()
if (Number.isNaN(now.getTime())) fail(`--now 값이 올바르지 않습니다 / invalid --now: ${nowArg}`)

const wranglerDir = join(root, '.wrangler')
const persistDir = process.env.PERSIST_DIR || join(wranglerDir, 'state')
// Bundle and SQL beside the state they load, so parallel seeds never overwrite each other's files.
const bundlePath = join(persistDir, 'seed-bundle.mjs')
const sqlPath = join(persistDir, 'seed.sql')
mkdirSync(persistDir, { recursive: true })
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
}

function fail(msg) {
  console.error(`\n✖ ${msg}`)
  process.exit(1)
}

/** Runs `npx wrangler …`; with capture, returns stdout, else streams output. */
function wrangler(wranglerArgs, { capture = false } = {}) {
  // Local D1 state: PERSIST_DIR (parallel checkouts, e2e and bench servers keep their own database).
  if (wranglerArgs[0] === 'd1') wranglerArgs = [...wranglerArgs, '--persist-to', persistDir]
  const res = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['wrangler', ...wranglerArgs], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  if (res.error) fail(`wrangler 실행 실패 / could not run wrangler: ${res.error.message}`)
  return { ok: res.status === 0, stdout: res.stdout ?? '', stderr: res.stderr ?? '' }
}

/** First result rows of `wrangler d1 execute --json`. */
function queryRows(sql) {
  const r = wrangler(['d1', 'execute', 'DB', '--local', '--json', '--command', sql], { capture: true })
  if (!r.ok) return { ok: false, error: (r.stderr || r.stdout).trim() }
  const start = r.stdout.indexOf('[')
  try {
    const parsed = JSON.parse(r.stdout.slice(start))
    return { ok: true, rows: parsed?.[0]?.results ?? [] }
  } catch {
    return { ok: false, error: r.stdout.trim() }
  }
}

const t0 = performance.now()

// 1. bundle and build the seed -----------------------------------------------------------------
mkdirSync(wranglerDir, { recursive: true })
await build({
  entryPoints: [join(root, 'src/demo/seed/index.ts')],
  bundle: true,
  platform: 'neutral',
  format: 'esm',
  target: 'es2022',
  outfile: bundlePath,
  logLevel: 'warning',
})
const seedModule = await import(`${pathToFileURL(bundlePath).href}?t=${Date.now()}`)
const tBuild0 = performance.now()
const goodsArg = process.env.SEED_GOODS ? Number(process.env.SEED_GOODS) : undefined
if (goodsArg !== undefined && !(Number.isInteger(goodsArg) && goodsArg >= 10 && goodsArg <= 200_000))
  fail(`SEED_GOODS 값이 올바르지 않습니다 / invalid SEED_GOODS: ${process.env.SEED_GOODS}`)
const seed = await seedModule.buildSeed({ now, goods: goodsArg })
const statements = [
  ...seedModule.seedToSql(seed),
  ...(seedModule.commerceSeedSql?.(seed, now) ?? []),
  ...(seedModule.reservationSeedSql?.(seed, now) ?? []),
  ...(seedModule.storefrontSeedSql?.(seed, now) ?? []),
  ...(seedModule.storeOwnerSeedSql?.(seed, now) ?? []),
  ...(seedModule.voiceSeedSql?.(seed, now) ?? []),
  ...(seedModule.eyesSeedSql?.(seed, now) ?? []),
  ...(seedModule.cashSeedSql?.(seed, now) ?? []),
  ...(seedModule.searchIndexSeedSql?.(seed) ?? []),
  ...(seedModule.benefitsSeedSql?.(seed, now) ?? []),
  ...(seedModule.familySeedSql?.(seed, now) ?? []),
  ...(seedModule.operatorsSeedSql?.(seed, now) ?? []),
  ...(seedModule.storeSystemSeedSql?.(seed, now) ?? []),
  ...(seedModule.signalsSeedSql?.(seed, now) ?? []), // last: it counts every seeded paid order into goods_sales
]
writeFileSync(sqlPath, `${statements.join('\n')}\n`)
const tBuild = performance.now() - tBuild0
const counts = seedModule.seedCounts(seed)

console.log(`\n다비치마켓 시드 / Davich seed  (now = ${now.toISOString()})`)
console.log(`  SQL: ${statements.length} statements → ${relative(root, sqlPath)} (${Math.round(tBuild)} ms)`)

if (sqlOnly) {
  printSummary(counts, false)
  process.exit(0)
}

// 2. reset / migrate ----------------------------------------------------------------------------
if (reset) {
  const d1State = join(persistDir, 'v3', 'd1')
  if (existsSync(d1State)) rmSync(d1State, { recursive: true, force: true })
  console.log('  로컬 D1 초기화 / local D1 state removed')
}
console.log('  마이그레이션 적용 / applying migrations …')
if (!wrangler(['d1', 'migrations', 'apply', 'DB', '--local']).ok) fail('마이그레이션 실패 / migrations failed')

// 3. seed when empty ----------------------------------------------------------------------------
const before = queryRows('SELECT COUNT(*) AS n FROM goods')
if (!before.ok) fail(`goods 조회 실패 / could not query goods:\n${before.error}`)
const existing = Number(before.rows[0]?.n ?? 0)
let seeded = false
if (existing > 0 && !reset) {
  console.log(`  이미 데이터가 있어 건너뜁니다 / already seeded (goods: ${existing}) — run \`npm run db:reset\` to rebuild`)
} else {
  console.log('  시드 적재 중 / loading seed …')
  const tLoad0 = performance.now()
  const r = wrangler(['d1', 'execute', 'DB', '--local', '--file', sqlPath], { capture: true })
  if (!r.ok) fail(`시드 적재 실패 / seeding failed:\n${(r.stderr || r.stdout).slice(-4000)}`)
  console.log(`  적재 완료 / loaded in ${Math.round(performance.now() - tLoad0)} ms`)
  seeded = true
  // Private uploads the seeded rows point at (an uploaded prescription): into the local R2 bucket beside the D1 state.
  for (const f of seedModule.eyesSeedFiles?.(seed) ?? []) {
    const tmp = join(persistDir, 'seed-file.bin')
    writeFileSync(tmp, f.bytes)
    const put = wrangler(
      [
        'r2',
        'object',
        'put',
        `davich-files/${f.key}`,
        '--file',
        tmp,
        '--content-type',
        f.contentType,
        '--local',
        '--persist-to',
        persistDir,
      ],
      { capture: true },
    )
    if (!put.ok) fail(`R2 시드 실패 / R2 seed failed:\n${(put.stderr || put.stdout).slice(-2000)}`)
  }
}

const check = queryRows(
  'SELECT (SELECT COUNT(*) FROM goods) AS goods, (SELECT COUNT(*) FROM stores) AS stores, (SELECT COUNT(*) FROM members) AS members, (SELECT COUNT(*) FROM time_deals) AS time_deals',
)
if (check.ok) {
  const c = check.rows[0] ?? {}
  console.log(`  D1 확인 / in D1: goods ${c.goods}, stores ${c.stores}, members ${c.members}, time_deals ${c.time_deals}`)
}
printSummary(counts, seeded)
console.log(`\n완료 / done in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`)

function printSummary(c, wasSeeded) {
  const main = [
    'goods',
    'goods_items',
    'brands',
    'stores',
    'store_hours',
    'store_holidays',
    'members',
    'banners',
    'promotions',
    'events',
    'notices',
  ]
  console.log(`\n  ${wasSeeded ? '적재된' : '생성된'} 행 수 / rows ${wasSeeded ? 'loaded' : 'generated'}:`)
  console.log(`  ${main.map((t) => `${t} ${c[t]}`).join(' · ')}`)
  const total = Object.values(c).reduce((a, b) => a + b, 0)
  console.log(`  전체 / total ${total} rows in ${Object.keys(c).length} tables`)
  console.log('\n  데모 계정 / demo accounts (비밀번호 / password: ' + seedModule.DEMO_PASSWORD + ')')
  const rows = seedModule.DEMO_ACCOUNTS.map((a) => {
    const m = seed.members.find((x) => x.login_id === a.login_id)
    const store = m?.store_code ? `매장 ${m.store_code}` : m?.my_store_code ? `단골 ${m.my_store_code}` : ''
    return [a.login_id, a.member_nm, a.auth_role, a.status, store, a.note]
  })
  const head = ['login_id', '이름', 'role', 'status', 'store', 'note']
  const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))))
  const line = (l, m, r) => `  ${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`
  const row = (cells) => `  │${cells.map((c, i) => ` ${c}${' '.repeat(widths[i] - width(c))} `).join('│')}│`
  console.log(line('┌', '┬', '┐'))
  console.log(row(head))
  console.log(line('├', '┼', '┤'))
  for (const r of rows) console.log(row(r))
  console.log(line('└', '┴', '┘'))
}

/** Terminal width: Hangul and other wide characters take two columns. */
function width(s) {
  let n = 0
  for (const ch of s) n += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af]/.test(ch) ? 2 : 1
  return n
}
