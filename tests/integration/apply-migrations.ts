import { applyD1Migrations } from 'cloudflare:test'
import type { D1Migration } from '@cloudflare/vitest-plugin'
import { env } from 'cloudflare:workers'

// Setup file: runs outside isolated storage, so the migrated schema is the starting point of every test file.
const e = env as unknown as { DB: D1Database; TEST_MIGRATIONS: D1Migration[] }
await applyD1Migrations(e.DB, e.TEST_MIGRATIONS)
