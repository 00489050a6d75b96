#!/usr/bin/env node
// npm start: build, apply the D1 migrations locally and seed when empty (scripts/seed.mjs), serve the built Worker through
// workerd on http://localhost:3000 (PORT overrides), and print the URL once the server answers. Fully offline.
// `--no-build` reuses the build in DIST_DIR (default dist/); PERSIST_DIR picks the local D1 state directory.
import { existsSync } from 'node:fs'
import { DEMO_ACCOUNTS, DEMO_OPERATORS, DEMO_PASSWORD, run, start, pointPreviewAt, waitFor } from './lib/run.mjs'

const port = process.env.PORT || '3000'
const args = process.argv.slice(2)

if (!args.includes('--no-build') || !existsSync(`${process.env.DIST_DIR || 'dist'}/server/wrangler.json`)) run('npx', ['vite', 'build'])
run('node', ['scripts/seed.mjs'])

pointPreviewAt()
console.log(`\n  Starting the built Worker on port ${port}…`)
const child = start('npx', ['vite', 'preview', '--port', port, '--strictPort'], { detached: false })
const stop = () => child.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => process.exit(code ?? 0))

// The URL only once the server answers (vite preview prints its own address before workerd is ready).
try {
  await waitFor(`http://127.0.0.1:${port}/main`, 120_000)
} catch (e) {
  console.error(`\n  ${e.message}: the server did not start.`)
  stop()
  process.exit(1)
}
console.log(`\n  다비치마켓이 http://localhost:${port} 에서 실행 중입니다.`)
console.log(`  Demo accounts (password ${DEMO_PASSWORD}):`)
for (const [id, role] of DEMO_ACCOUNTS) console.log(`    ${id.padEnd(10)} ${role}`)
console.log(`  Head-office console http://localhost:${port}/admin (password ${DEMO_PASSWORD} + TOTP code; sandbox secrets):`)
for (const [id, role, secret] of DEMO_OPERATORS) console.log(`    ${id.padEnd(10)} ${role.padEnd(10)} TOTP ${secret}`)
console.log('')
