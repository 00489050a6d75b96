#!/usr/bin/env node
// npm run setup: checks what the machine must provide besides node_modules — Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium) for the e2e tests and screenshots, and a Korean font (fonts-noto-cjk) so Hangul renders in
// the SVG banners — and installs what is missing with apt when run as root; otherwise prints the sudo command.
// `npm test` runs the same check before its e2e layer.
import { ensureSystem } from './lib/system.mjs'

process.exit(ensureSystem() ? 0 : 1)
