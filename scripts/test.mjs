#!/usr/bin/env node
// npm test: typecheck, lint, format check (prettier), unused exports (knip), unit tests, workers-pool integration tests (D1 with the migrations applied)
// Playwright end-to-end tests in Chromium against the built app, and the production bundle's dry run. Stops at the
// first failing layer.
// The last line is the summary `N passed, N failed[, N skipped]` (CI reads it): keep it last and in this form.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { run } from './lib/run.mjs'
import { ensureSystem } from './lib/system.mjs'

mkdirSync('test-results', { recursive: true })
const counts = { passed: 0, failed: 0, skipped: 0 }
/** Adds a vitest JSON report's counts to the totals. */
function countVitest(file) {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += r.numPassedTests
  counts.failed += r.numFailedTests
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
}
/** Adds a Playwright JSON report's counts (expected = passed, unexpected = failed, flaky passed on retry). */
function countPlaywright(file) {
  if (!existsSync(file)) return
  const s = JSON.parse(readFileSync(file, 'utf8')).stats
  counts.passed += s.expected + s.flaky
  counts.failed += s.unexpected
  counts.skipped += s.skipped
}

const t0 = Date.now()
const layers = []

function layer(name, fn) {
  const s = Date.now()
  console.log(`\n━━ ${name} ━━`)
  try {
    fn()
    layers.push([name, 'ok', Date.now() - s])
  } catch (e) {
    layers.push([name, 'FAILED', Date.now() - s])
    summary()
    process.exit(e.exitCode || 1)
  }
}

function summary() {
  console.log('\n━━ summary ━━')
  for (const [name, status, ms] of layers) console.log(`  ${status.padEnd(6)} ${name} (${(ms / 1000).toFixed(1)}s)`)
  console.log(`  total ${((Date.now() - t0) / 1000).toFixed(1)}s`)
  console.log(`${counts.passed} passed, ${counts.failed} failed` + (counts.skipped ? `, ${counts.skipped} skipped` : ''))
}

layer('typecheck', () => run('npx', ['tsc', '--noEmit']))
layer('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']))
layer('format', () => run('npx', ['prettier', '--check', '.', '--log-level=warn']))
// Unused exports and types (knip.jsonc: what was unused when the check came in is listed per file there).
layer('unused exports', () => run('npx', ['knip', '--include', 'exports,types', '--no-progress']))
const vitestLayer = (name, config) =>
  layer(name, () => {
    const out = `test-results/${name}.json`
    try {
      run('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`])
    } finally {
      countVitest(out)
    }
  })
vitestLayer('unit', 'vitest.unit.config.ts')
vitestLayer('integration', 'vitest.integration.config.ts')
layer('e2e', () => {
  // Chromium and the Korean font, as `npm run setup` (installs them with apt as root, else prints the command).
  if (!ensureSystem({ quiet: true })) throw Object.assign(new Error('system packages missing'), { exitCode: 1 })
  // Quiet build: warnings and errors only (the chunk listing used to be most of the test log).
  run('npx', ['vite', 'build', '--logLevel', 'warn'])
  const out = 'test-results/e2e.json'
  try {
    run('npx', ['playwright', 'test', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    })
  } finally {
    countPlaywright(out)
  }
})
// The production bundle (CLOUDFLARE_ENV=production) through `wrangler deploy --dry-run`, offline: no src/demo in it,
// within the size limit (scripts/check-bundle.mjs); --control checks that the e2e layer's demo build is caught.
layer('bundle', () => run('node', ['scripts/check-bundle.mjs', '--control']))
summary()
