import handler from '@tanstack/react-start/server-entry'
import { createApp } from './server/app'
import type { Env } from './server/env'
import type { MessageBatch } from '@cloudflare/workers-types'
import { FREQUENT_CRON, FREQUENT_JOBS, NIGHTLY_JOBS, findJob } from './server/jobs'
import { handleJobBatch, planNight } from './server/jobs/queue'
import { withErrorTracker } from './server/error-tracker'

/** False in the production build (CLOUDFLARE_ENV=production, vite.config.ts): src/demo is then not bundled. */
declare const __DEMO__: boolean

/**
 * Worker entry: the Hono edge app; whatever is not API (or sandbox, or a generated image) goes to
 * TanStack Start's streaming SSR handler. The demo shop (src/demo: provider sandboxes, generated images)
 * is a lazy import, loaded and served only when SANDBOX=on — the entry is the one module that names it, and the
 * production build leaves it out altogether.
 * `scheduled()` only enqueues: the night's jobs (Cron Trigger in wrangler.toml), or every 5 minutes the frequent
 * ones (rankings); `queue()` consumes the job queue and its dead-letter queue (src/server/jobs/queue.ts).
 */
const { app } = createApp({ ssr: (request) => handler.fetch(request), demo: __DEMO__ ? () => import('./demo') : undefined })

export default withErrorTracker({
  fetch: app.fetch,
  scheduled(controller: { scheduledTime: number; cron?: string }, env: Env, ctx: { waitUntil(p: Promise<unknown>): void }) {
    const now = new Date(controller.scheduledTime)
    ctx.waitUntil(planNight(env, now, controller.cron === FREQUENT_CRON ? FREQUENT_JOBS : NIGHTLY_JOBS))
  },
  queue(batch: MessageBatch<unknown>, env: Env) {
    return handleJobBatch(batch, env, findJob, NIGHTLY_JOBS)
  },
})
