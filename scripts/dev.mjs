#!/usr/bin/env node
// npm run dev: migrations + seed when empty, then Vite dev with hot reload on the Worker runtime.
import { run, start } from './lib/run.mjs'

run('node', ['scripts/seed.mjs'])
const child = start('npx', ['vite', 'dev', '--port', process.env.PORT || '3000'], { detached: false })
child.on('exit', (code) => process.exit(code ?? 0))
