// Helpers for the project's scripts: run tools through npx (the project's Node 22), offline wrangler.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { spawn, spawnSync } from 'node:child_process'

export const OFFLINE_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_D1_WARNING: 'true' }

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: { ...OFFLINE_ENV, ...opts.env } })
  if (r.status !== 0) {
    const err = new Error(`${cmd} ${args.join(' ')} failed with exit code ${r.status}`)
    err.exitCode = r.status ?? 1
    throw err
  }
  return r
}

export function capture(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { encoding: 'utf8', ...opts, env: { ...OFFLINE_ENV, ...opts.env } })
}

export function start(cmd, args, opts = {}) {
  return spawn(cmd, args, { stdio: 'inherit', detached: true, ...opts, env: { ...OFFLINE_ENV, ...opts.env } })
}

/** Waits until a URL answers (any status), or throws after timeoutMs. */
export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`)
}

export const DEMO_ACCOUNTS = [
  ['member01', '일반 회원 (ROLE_USER)'],
  ['store01', '가맹점주 (ROLE_STORE)'],
  ['dormant01', '휴면 회원'],
]
export const DEMO_PASSWORD = 'Davich!2026'
/** The head office's demo operators (src/demo/seed/operators.ts; sandbox only): login id, role, fixed TOTP secret. */
export const DEMO_OPERATORS = [
  ['admin01', 'SUPER', 'DAVICHADMINSUPERTOTPKEYAAAAAAAAA'],
  ['cs01', 'CS', 'DAVICHCSDESKTOTPKEYAAAAAAAAAAAAA'],
  ['claims01', 'CLAIMS', 'DAVICHCLAIMSDESKTOTPKEYAAAAAAAAA'],
  ['md01', 'MD', 'DAVICHMDDESKTOTPKEYAAAAAAAAAAAAA'],
  ['mkt01', 'MARKETING', 'DAVICHMARKETINGTOTPKEYAAAAAAAAAA'],
]

/**
 * `vite preview` finds the built Worker through .wrangler/deploy/config.json, which every build
 * overwrites. Point it at this run's build (DIST_DIR, default dist) right before starting a preview,
 * so parallel builds in one checkout never serve each other's output.
 */
export function pointPreviewAt(distDir = process.env.DIST_DIR || 'dist') {
  mkdirSync('.wrangler/deploy', { recursive: true })
  const configPath = relative(resolve('.wrangler/deploy'), resolve(distDir, 'server', 'wrangler.json'))
  writeFileSync('.wrangler/deploy/config.json', JSON.stringify({ configPath, auxiliaryWorkers: [] }))
}

/**
 * For bench and size: build unless `--no-build` and a build exists, migrate and seed `persist` (seed.mjs
 * applies pending migrations itself), then serve the built Worker in the background. Returns the base URL
 * once `waitPath` answers, and `stop()` (also run on exit). `vars` (optional) are extra Worker variables for
 * this run only: added to the build's `server/.dev.vars`, which `vite preview` reads, and taken out again on stop.
 */
export async function serveBuilt({ port, persist, waitPath, vars }) {
  const dist = process.env.DIST_DIR || 'dist'
  if (!process.argv.includes('--no-build') || !existsSync(`${dist}/server/wrangler.json`)) run('npx', ['vite', 'build'])
  const devVars = `${dist}/server/.dev.vars`
  const before = existsSync(devVars) ? readFileSync(devVars, 'utf8') : null
  if (vars)
    writeFileSync(
      devVars,
      (before ?? '') +
        Object.entries(vars)
          .map(([k, v]) => `${k}='${v}'\n`)
          .join(''),
    )
  const restore = () => {
    if (!vars) return
    if (before === null) rmSync(devVars, { force: true })
    else writeFileSync(devVars, before)
  }
  const env = { ...process.env, PERSIST_DIR: persist }
  run('node', ['scripts/seed.mjs'], { env })
  pointPreviewAt(dist)
  const server = start('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { stdio: ['ignore', 'ignore', 'inherit'], env })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      /* already gone */
    }
    restore()
  }
  process.on('exit', stop)
  const base = `http://127.0.0.1:${port}`
  await waitFor(base + waitPath, 90_000)
  return { base, stop }
}
