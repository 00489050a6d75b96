import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT || 4173)
// Debian/Ubuntu's Chromium (npm run setup installs it); CHROMIUM_PATH points elsewhere.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

// End-to-end layer: real Chromium against the built Worker (vite preview → workerd) on a fresh seeded D1.
export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its outputDir on start: its own folder, so the unit/integration JSON reports that
  // scripts/test.mjs writes into test-results/ survive an e2e run.
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // What a browser sends with every same-origin write: the shop refuses a cookie-bearing state change that proves
    // no origin (issue 24), and API calls through page.request / request contexts send no Origin by themselves.
    extraHTTPHeaders: { origin: `http://localhost:${PORT}` },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
    // Desktop (1280×800, desktop Chrome): the main journeys that only read or clean up after themselves (stores and
    // account book slots and create accounts once per server, so they run on mobile only; so do the store-owner
    // journeys, which move the seeded pickup orders and queue on), plus a11y.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testMatch: /(desktop|a11y|storefront|commerce|guards|platform|support)\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    url: `http://localhost:${PORT}/main`,
    env: {
      PORT: String(PORT),
      PERSIST_DIR: process.env.E2E_PERSIST_DIR || '.wrangler/e2e-state',
      DIST_DIR: process.env.DIST_DIR || 'dist',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
