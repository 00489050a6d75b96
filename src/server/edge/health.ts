import type { Context } from 'hono'
import { pingDb } from '../db/health'
import type { AppEnv, Env } from '../env'
import { missingConfig } from '../required-config'

type Check = { ok: boolean; ms: number; detail?: string }

async function timed(run: () => Promise<string | undefined>): Promise<Check> {
  const t0 = Date.now()
  try {
    const detail = await run()
    return { ok: true, ms: Date.now() - t0, ...(detail ? { detail } : {}) }
  } catch (e) {
    return { ok: false, ms: Date.now() - t0, detail: e instanceof Error ? e.message.slice(0, 200) : 'error' }
  }
}

/** Queue producer bindings (Cloudflare Queues): whatever binding has send() and sendBatch(). */
export function queueBindings(env: Env): string[] {
  return Object.entries(env as unknown as Record<string, unknown>)
    .filter(([, v]) => {
      const q = v as { send?: unknown; sendBatch?: unknown } | null
      return !!q && typeof q === 'object' && typeof q.send === 'function' && typeof q.sendBatch === 'function'
    })
    .map(([k]) => k)
    .sort()
}

/**
 * GET /healthz: D1 answers (the migrations table is readable), R2 answers (a HEAD of a key that need not exist),
 * the queue producers are bound, and the required configuration is complete (names only in the log, never here).
 * 200 when all hold, 503 otherwise; never cached. The smoke check (scripts/smoke.mjs) and uptime monitors read it.
 */
export async function healthz(c: Context<AppEnv>) {
  const env = c.env
  const [d1, r2] = await Promise.all([
    timed(async () => `${await pingDb(env.DB)} migrations`),
    timed(async () => (await env.FILES.head('healthz/probe'), undefined)),
  ])
  const names = queueBindings(env)
  // Wrangler refuses to deploy a binding to a queue that does not exist, so a bound producer is a live one.
  const queues: Check = { ok: true, ms: 0, detail: names.length ? names.join(',') : 'no queue bound' }
  const missing = missingConfig(env).length
  const config: Check = { ok: missing === 0, ms: 0, ...(missing ? { detail: `${missing} required value(s) missing` } : {}) }
  const ok = d1.ok && r2.ok && queues.ok && config.ok
  return c.json({ ok, sandbox: env.SANDBOX === 'on', checks: { d1, r2, queues, config }, requestId: c.get('requestId') }, ok ? 200 : 503, {
    'cache-control': 'no-store',
  })
}
