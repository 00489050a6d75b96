#!/usr/bin/env node
// npm test: typecheck, lint, unit tests, workers-pool integration tests (D1 with the migrations applied)
// and Playwright end-to-end tests in Chromium against the built app. Stops at the first failing layer.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { run } from './lib/run.mjs'

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

const CHROMIUM = '/usr/bin/chromium'
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

function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  if (process.getuid?.() === 0) {
    console.log(`${CHROMIUM} is missing: installing Debian's chromium (apt-get install -y chromium)…`)
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'])
    return
  }
  console.error(
    `\nThe end-to-end tests need Chromium at ${CHROMIUM}.\n` +
      `Install it as root:  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\n` +
      `(npx playwright install cannot download browsers on this network.)\n`,
  )
  process.exit(1)
}

layer('typecheck', () => run('npx', ['tsc', '--noEmit']))
layer('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']))
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
  ensureChromium()
  run('npx', ['vite', 'build'])
  const out = 'test-results/e2e.json'
  try {
    run('npx', ['playwright', 'test', '--reporter=list,json'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } })
  } finally {
    countPlaywright(out)
  }
})
summary()
