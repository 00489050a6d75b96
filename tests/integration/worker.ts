// Test entry for the workers pool: the Hono app without TanStack Start (its virtual modules cannot load here),
// with the same scheduled() and queue() as the real entry so tests can fire the Cron Trigger and deliver batches.
import { createApp } from '../../src/server/app'
import type { Env } from '../../src/server/env'
import type { MessageBatch } from '@cloudflare/workers-types'
import { FREQUENT_CRON, FREQUENT_JOBS, NIGHTLY_JOBS, findJob } from '../../src/server/jobs'
import { handleJobBatch, planNight } from '../../src/server/jobs/queue'

const { app } = createApp({ demo: () => import('../../src/demo') })
export default {
  fetch: app.fetch,
  scheduled(controller: { scheduledTime: number; cron?: string }, env: Env, ctx: { waitUntil(p: Promise<unknown>): void }) {
    ctx.waitUntil(planNight(env, new Date(controller.scheduledTime), controller.cron === FREQUENT_CRON ? FREQUENT_JOBS : NIGHTLY_JOBS))
  },
  queue(batch: MessageBatch<unknown>, env: Env) {
    return handleJobBatch(batch, env, findJob, NIGHTLY_JOBS)
  },
}
