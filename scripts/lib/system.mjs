// What the machine itself must provide beyond node_modules: Debian/Ubuntu's Chromium (the e2e tests and
// screenshots drive it; `npx playwright install` cannot download browsers on this network) and a Korean font
// (fonts-noto-cjk: without it the generated SVG banners and any Hangul in screenshots render as □□□).
// Used by `npm run setup` and by `npm test` before the e2e layer.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** True when fontconfig knows a font that covers Korean. */
function hasKoreanFont() {
  const r = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' })
  return r.status === 0 && r.stdout.trim().length > 0
}

/** The apt packages this machine is missing (empty when everything is there). */
export function missingPackages() {
  const missing = []
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium')
  if (!hasKoreanFont()) missing.push('fonts-noto-cjk')
  return missing
}

/**
 * Installs what is missing with apt when running as root; otherwise prints the exact command and returns false.
 * Says what it found either way. Returns true when the machine is ready.
 */
export function ensureSystem({ quiet = false } = {}) {
  const missing = missingPackages()
  if (!missing.length) {
    if (!quiet) console.log(`System packages: Chromium at ${CHROMIUM_PATH} and a Korean font (fonts-noto-cjk) are installed.`)
    return true
  }
  const apt = `apt-get update && apt-get install -y ${missing.join(' ')}`
  const rootless = typeof process.getuid === 'function' && process.getuid() !== 0
  if (rootless || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `\nMissing system packages: ${missing.join(', ')}.` +
        (existsSync('/usr/bin/apt-get')
          ? `\nInstall them with:\n\n  sudo ${apt.replace('&& apt-get', '&& sudo apt-get')}\n`
          : `\nThis is not a Debian/Ubuntu machine: install ${missing.join(' and ')} with your package manager.\n`) +
        (missing.includes('chromium') && CHROMIUM_PATH !== '/usr/bin/chromium'
          ? `(CHROMIUM_PATH is ${CHROMIUM_PATH}: point it at an installed Chromium.)\n`
          : ''),
    )
    return false
  }
  console.log(`Missing system packages: ${missing.join(', ')}. Installing them with apt (running as root): ${apt}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}).`)
      return false
    }
  }
  if (missing.includes('fonts-noto-cjk')) spawnSync('fc-cache', ['-f'], { stdio: 'ignore' })
  const still = missingPackages()
  if (still.length) {
    console.error(
      `Still missing after apt: ${still.join(', ')}${still.includes('chromium') ? ` (expected Chromium at ${CHROMIUM_PATH})` : ''}.`,
    )
    return false
  }
  console.log(`Installed: ${missing.join(', ')}.`)
  return true
}
