import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Integration layer: the Hono app inside workerd (workers pool) against D1 with the real migrations.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)))
  return {
    resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
    plugins: [
      cloudflareTest({
        main: './tests/integration/worker.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      name: 'integration',
      include: ['tests/integration/**/*.test.ts'],
      setupFiles: ['./tests/integration/apply-migrations.ts'],
      testTimeout: 30_000,
    },
  }
})
