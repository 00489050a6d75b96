import { Hono, type Context } from 'hono'
import { hitRateLimit } from '../db/rate-limit'
import { addVitals } from '../db/vitals'
import { vitalsP75 } from '../services/vitals'
import type { AppEnv } from '../env'
import { reportError } from '../error-tracker'
import { ApiError } from './errors'
import { validate } from './validate'
import { errorReport, vitalsQuery, vitalsReport } from '~/shared/schemas/telemetry'
import { seoulNow } from '~/shared/dates'
import { bucketOf } from '~/shared/vitals'

/** Reports per client IP and 10 minutes: a shopper's session sends one vitals beacon per page view at most. */
const REPORT_LIMIT = { bucket: 'telemetry', max: 120, windowSeconds: 600 }

async function limited(c: Context<AppEnv>) {
  const slot = await hitRateLimit(c.env.DB, REPORT_LIMIT, c.req.header('cf-connecting-ip') ?? 'unknown')
  if (!slot.ok) throw new ApiError(429, [{ field: 'rate', reason: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.' }])
}

/**
 * /api/v1/front/telemetry — the shop's own field data (no third party):
 * - POST /vitals: one page view's LCP/INP/CLS/TTFB/FCP from `web-vitals` (sampled and consent-checked in the
 *   browser, src/client/telemetry.ts), added to the day's histogram (D1, migration 0190). 204.
 * - POST /errors: an uncaught browser error with the page's request id → one structured log line (Workers Logs)
 *   and the error tracker when SENTRY_DSN is set. 204.
 * - GET /vitals?days=7: p75 per page template and metric over the last N days (Asia/Seoul), with Google's rating.
 *   Aggregates only (no session, no URL, no person); the head-office console's page reads the same answer.
 */
export const telemetryApi = new Hono<AppEnv>()
  .post('/vitals', validate('json', vitalsReport), async (c) => {
    await limited(c)
    const { template, metrics } = c.req.valid('json')
    const day = seoulNow().format('YYYY-MM-DD')
    await addVitals(
      c.env.DB,
      day,
      template,
      metrics.map((m) => ({ metric: m.name, bucket: bucketOf(m.name, m.value) })),
    )
    return c.body(null, 204)
  })
  .post('/errors', validate('json', errorReport), async (c) => {
    await limited(c)
    const r = c.req.valid('json')
    console.error(
      JSON.stringify({
        level: 'error',
        source: 'browser',
        requestId: r.pageRequestId ?? null,
        reportRequestId: c.get('requestId'),
        path: r.path,
        template: r.template ?? null,
        message: r.message,
        stack: r.stack ?? null,
        userAgent: (c.req.header('user-agent') ?? '').slice(0, 200),
      }),
    )
    const err = new Error(r.message)
    err.name = 'BrowserError'
    if (r.stack) err.stack = r.stack
    reportError(c.env, err, r.pageRequestId ?? c.get('requestId'), { source: 'browser', path: r.path })
    return c.body(null, 204)
  })
  .get('/vitals', validate('query', vitalsQuery), async (c) =>
    c.json(await vitalsP75(c.env.DB, Number(c.req.valid('query').days)), 200, { 'cache-control': 'no-store' }),
  )
