#!/usr/bin/env node
// npm run dev: migrations + seed when empty, then Vite dev with hot reload on the Worker runtime.
import { persistDir, run, start } from './lib/run.mjs'

run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir()])
run('node', ['scripts/seed.mjs'])
const child = start('npx', ['vite', 'dev', '--port', process.env.PORT || '3000'], { detached: false })
child.on('exit', (code) => process.exit(code ?? 0))
