#!/usr/bin/env node
// npm test: typecheck, lint, unit tests, workers-pool integration tests (D1 with the migrations applied)
// and Playwright end-to-end tests in Chromium against the built app. Stops at the first failing layer.
import { existsSync } from 'node:fs'
import { run } from './lib/run.mjs'

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
layer('unit', () => run('npx', ['vitest', 'run', '--config', 'vitest.unit.config.ts']))
layer('integration', () => run('npx', ['vitest', 'run', '--config', 'vitest.integration.config.ts']))
layer('e2e', () => {
  ensureChromium()
  run('npx', ['vite', 'build'])
  run('npx', ['playwright', 'test'])
})
summary()
