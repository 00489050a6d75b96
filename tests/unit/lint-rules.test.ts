/**
 * The server's layer rules are lint errors (eslint.config.js): each offending snippet below, linted as if it
 * were a file in that folder, must fail with the layer rule; each allowed snippet must pass. Runs ESLint's
 * Node API on text, so nothing is written to the tree.
 */
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' })
})

type Layer = 'no-restricted-imports' | 'no-restricted-syntax'

async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` })
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message, fatal: m.fatal ?? false }))
}

async function expectRefused(path: string, code: string, rule: Layer, says: RegExp) {
  const found = await problems(path, code)
  expect(found.filter((p) => p.fatal)).toEqual([])
  expect(found, `${path} should break ${rule}`).toEqual(
    expect.arrayContaining([expect.objectContaining({ rule, message: expect.stringMatching(says) })]),
  )
}

async function expectAllowed(path: string, code: string) {
  expect(await problems(path, code), `${path} should lint clean`).toEqual([])
}

describe('allowed: console code inside the console', () => {
  it('pages under src/routes/admin import src/client/console', () =>
    expectAllowed(
      'src/routes/admin/lint-probe.tsx',
      `import { DataTable } from '~/client/console/DataTable'\nexport const x = DataTable\n`,
    ))
})

describe('refused by the layer rules', () => {
  it('a shop page or component importing head-office console code (statically or on demand)', async () => {
    await expectRefused(
      'src/routes/products/lint-probe.tsx',
      `import { DataTable } from '~/client/console/DataTable'\nexport const x = DataTable\n`,
      'no-restricted-imports',
      /console/,
    )
    await expectRefused(
      'src/client/components/lint-probe.tsx',
      `import { useTable } from '@tanstack/react-table'\nexport const x = useTable\n`,
      'no-restricted-imports',
      /console/,
    )
    await expectRefused(
      'src/routes/mypage/lint-probe.tsx',
      `export const x = () => import('~/client/console/gate')\n`,
      'no-restricted-syntax',
      /console/,
    )
  })

  it('a handler in api/ calling prepare()', () =>
    expectRefused(
      'src/server/api/lint-probe.ts',
      `export const one = (db: D1Database) => db.prepare('SELECT 1').first()\n`,
      'no-restricted-syntax',
      /Only src\/server\/db talks to D1/,
    ))

  it('a service running its own batch', () =>
    expectRefused(
      'src/server/services/lint-probe.ts',
      `export const run = (db: D1Database, stmts: D1PreparedStatement[]) => db.batch(stmts)\n`,
      'no-restricted-syntax',
      /Only src\/server\/db talks to D1/,
    ))

  it('the edge or a provider calling prepare()', async () => {
    await expectRefused(
      'src/server/edge/lint-probe.ts',
      `export const all = (db: D1Database) => db.prepare('SELECT * FROM redirects').all()\n`,
      'no-restricted-syntax',
      /src\/server\/db/,
    )
    await expectRefused(
      'src/server/providers/sms/lint-probe.ts',
      `export const log = (db: D1Database) => db.prepare('INSERT INTO sms_outbox DEFAULT VALUES').run()\n`,
      'no-restricted-syntax',
      /src\/server\/db/,
    )
  })

  it('a service importing from api/', () =>
    expectRefused(
      'src/server/services/lint-probe.ts',
      `import { ApiError } from '../api/errors'\nexport const e = ApiError\n`,
      'no-restricted-imports',
      /Only src\/server\/api speaks HTTP/,
    ))

  it('a service taking the Hono Context (HTTP)', () =>
    expectRefused(
      'src/server/services/lint-probe.ts',
      `import type { Context } from 'hono'\nexport const f = (c: Context) => c.req.url\n`,
      'no-restricted-imports',
      /speak HTTP/,
    ))

  it('an edge file importing from api/', () =>
    expectRefused(
      'src/server/edge/lint-probe.ts',
      `import { appleFormPost } from '../api/oauth'\nexport const h = appleFormPost\n`,
      'no-restricted-imports',
      /Only src\/server\/api speaks HTTP/,
    ))

  it('a provider importing a service', () =>
    expectRefused(
      'src/server/providers/pass/lint-probe.ts',
      `import { sealEnvelope } from '../../services/identity'\nexport const s = sealEnvelope\n`,
      'no-restricted-imports',
      /never import services/,
    ))

  it('db/ importing a service', () =>
    expectRefused(
      'src/server/db/lint-probe.ts',
      `import { priceOrder } from '../services/order'\nexport const p = priceOrder\n`,
      'no-restricted-imports',
      /never import services/,
    ))

  it('production code importing src/demo, statically or lazily', async () => {
    await expectRefused(
      'src/server/app-probe.ts',
      `import { sandboxApp } from '../demo/sandbox'\nexport const s = sandboxApp\n`,
      'no-restricted-imports',
      /src\/demo/,
    )
    await expectRefused(
      'src/server/services/lint-probe.ts',
      `import { buildSeed } from '../../demo/seed'\nexport const b = buildSeed\n`,
      'no-restricted-imports',
      /src\/demo/,
    )
    await expectRefused(
      'src/server/api/lint-probe.ts',
      `export const load = () => import('../../demo')\n`,
      'no-restricted-syntax',
      /src\/demo/,
    )
    await expectRefused(
      'src/client/components/lint-probe.tsx',
      `import { imageResponse } from '~/demo/images'\nexport const i = imageResponse\n`,
      'no-restricted-imports',
      /src\/demo/,
    )
    await expectRefused(
      'src/shared/lint-probe.ts',
      `import { SANDBOX_USERS } from '../demo/sandbox/ui'\nexport const u = SANDBOX_USERS\n`,
      'no-restricted-imports',
      /src\/demo/,
    )
    await expectRefused('src/router-probe.tsx', `export const load = () => import('./demo')\n`, 'no-restricted-syntax', /src\/demo/)
  })

  it('shared code importing the server', () =>
    expectRefused(
      'src/shared/lint-probe.ts',
      `import { DomainError } from '../server/domain-error'\nexport const d = DomainError\n`,
      'no-restricted-imports',
      /isomorphic/,
    ))
})

describe('allowed by the layer rules', () => {
  it('db/ talks to D1, with guarded batches', () =>
    expectAllowed(
      'src/server/db/lint-probe.ts',
      `import type { D1Database } from '@cloudflare/workers-types'\nimport { guardedBatch } from './guard'\nexport const one = (db: D1Database) => db.prepare('SELECT 1').first()\nexport const both = (db: D1Database) => db.batch([db.prepare('SELECT 1')])\nexport const g = guardedBatch\n`,
    ))

  it('a handler calls services and db functions and throws ApiError', () =>
    expectAllowed(
      'src/server/api/lint-probe.ts',
      `import { Hono } from 'hono'\nimport { orderLines } from '../db/orders'\nimport { priceOrder } from '../services/order'\nimport { ApiError } from './errors'\nexport const x = [Hono, orderLines, priceOrder, ApiError]\n`,
    ))

  it('a service uses db/, providers, shared (also src/shared/api types) and DomainError', () =>
    expectAllowed(
      'src/server/services/lint-probe.ts',
      `import type { OrderDetail } from '../../shared/api/commerce-types'\nimport { changed, guardedBatch } from '../db/guard'\nimport { releaseStmts } from '../db/orders'\nimport { DomainError } from '../domain-error'\nimport { providerFetch } from '../providers/transport'\nexport type D = OrderDetail\nexport const x = [changed, guardedBatch, releaseStmts, DomainError, providerFetch]\n`,
    ))

  it('the edge calls services and reads neutral constants', () =>
    expectAllowed(
      'src/server/edge/lint-probe.ts',
      `import type { MiddlewareHandler } from 'hono'\nimport { CART_COOKIE } from '../cookie-names'\nimport { acceptAppleFormPost } from '../services/oauth'\nexport type M = MiddlewareHandler\nexport const x = [CART_COOKIE, acceptAppleFormPost]\n`,
    ))

  it('the Worker entry hands src/demo to createApp as a lazy import', () =>
    expectAllowed(
      'src/server.ts',
      `import { createApp } from './server/app'\nexport const app = createApp({ demo: () => import('./demo') })\n`,
    ))

  it('src/demo, tests and scripts may use production code, D1 and the demo', async () => {
    await expectAllowed(
      'src/demo/sandbox/lint-probe.ts',
      `import type { D1Database } from '@cloudflare/workers-types'\nimport { SANDBOX_SMS } from '../../server/providers/sms'\nexport const read = (db: D1Database) => db.prepare('SELECT 1').first()\nexport const s = SANDBOX_SMS\n`,
    )
    await expectAllowed('tests/integration/lint-probe.ts', `import { buildSeed } from '../../src/demo/seed'\nexport const b = buildSeed\n`)
  })
})
