#!/usr/bin/env node
// Playwright's web server: a fresh, seeded D1 in its own state directory, then the built Worker.
import { rmSync } from 'node:fs'
import { run, start, pointPreviewAt } from './lib/run.mjs'

const dir = process.env.PERSIST_DIR || '.wrangler/e2e-state'
process.env.PERSIST_DIR = dir
rmSync(dir, { recursive: true, force: true })
run('node', ['scripts/seed.mjs'], { env: { ...process.env } })
pointPreviewAt()
const child = start('npx', ['vite', 'preview', '--port', process.env.PORT || '4173', '--strictPort'], {
  detached: false,
  env: { ...process.env },
})
const stop = () => child.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => process.exit(code ?? 0))
