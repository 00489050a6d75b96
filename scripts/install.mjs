#!/usr/bin/env node
// node scripts/install.mjs [--ci] — the first install on a machine whose Node is older than the project's (the shared
// machines have Node 20; the project runs every script on the Node 22 it installs as the `node` dev dependency).
// Runs `npm install` (or `npm ci` with --ci) and prints everything npm prints, except the EBADENGINE warnings that the
// project's own Node satisfies: those (about 100 lines on Node 20) become one summary line. An EBADENGINE warning the
// project's Node would NOT satisfy, every other warning and every error are printed as npm wrote them; the exit code
// is npm's. Plain JavaScript for any Node ≥ 18: nothing is installed yet when it runs.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const projectNode = String(pkg.devDependencies?.node ?? '').replace(/^[^\d]*/, '')

const parse = (v) => v.replace(/^v/, '').split('.').map(Number).concat([0, 0, 0]).slice(0, 3)
const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]
/** A small semver range check (>=, >, <=, <, =, ^, ~, x-ranges, spaces for AND, || for OR); null when unsure. */
export function satisfies(version, range) {
  const v = parse(version)
  const one = (c) => {
    const m = /^(>=|<=|>|<|=|\^|~)?v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(c)
    if (!m) return null
    const [, op = '=', ...parts] = m
    const b = parts.map((p) => (p === undefined || p === 'x' || p === '*' ? null : Number(p)))
    const base = b.map((p) => p ?? 0)
    const d = cmp(v, base)
    if (op === '>=') return d >= 0
    if (op === '>') return d > 0
    if (op === '<=') return d <= 0
    if (op === '<') return d < 0
    if (op === '^') return d >= 0 && v[0] === base[0]
    if (op === '~') return d >= 0 && v[0] === base[0] && v[1] === base[1]
    return b.every((p, i) => p === null || v[i] === p)
  }
  let unsure = false
  const ok = range.split('||').some((alt) =>
    alt
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((c) => {
        const r = one(c)
        if (r === null) unsure = true
        return r === true
      }),
  )
  return ok ? true : unsure ? null : false
}

const args = ['--no-audit', '--no-fund', ...process.argv.slice(2).filter((a) => a !== '--ci')]
const npm = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', [process.argv.includes('--ci') ? 'ci' : 'install', ...args], {
  stdio: ['inherit', 'inherit', 'pipe'],
})
let buf = ''
let block = null
const folded = new Set()
const flushLine = (line) => {
  // npm prints each EBADENGINE warning as a block: "npm warn EBADENGINE Unsupported engine {", package, required, current, "}".
  if (/^npm warn EBADENGINE Unsupported engine \{$/.test(line)) return void (block = [line])
  if (block) {
    block.push(line)
    if (!/^npm warn EBADENGINE \}$/.test(line)) return
    const text = block.join('\n')
    block = null
    const pkgId = /package: '([^']+)'/.exec(text)?.[1]
    const required = /required: \{ node: '([^']+)'/.exec(text)?.[1]
    if (pkgId && required && projectNode && satisfies(projectNode, required) === true) return void folded.add(pkgId)
    return void process.stderr.write(text + '\n')
  }
  process.stderr.write(line + '\n')
}
npm.stderr.on('data', (d) => {
  buf += d
  let i
  while ((i = buf.indexOf('\n')) >= 0) {
    flushLine(buf.slice(0, i))
    buf = buf.slice(i + 1)
  }
})
npm.on('close', (code) => {
  if (buf) flushLine(buf)
  if (block) process.stderr.write(block.join('\n') + '\n')
  if (folded.size)
    console.log(
      `note: ${folded.size} packages (this project among them) ask for a newer Node than ${process.version}; every script runs on the project's own Node ${projectNode} (npm run …, npx …), which they accept.`,
    )
  process.exit(code ?? 1)
})
