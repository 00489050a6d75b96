// Test entry for the workers pool: the Hono app without TanStack Start (its virtual modules cannot load here),
// with the same scheduled() as the real entry so tests can fire the Cron Trigger.
import { createApp } from '../../src/server/app'
import type { Env } from '../../src/server/env'
import { runNightlyJobs } from '../../src/server/jobs'

const { app } = createApp({ demo: () => import('../../src/demo') })
export default {
  fetch: app.fetch,
  scheduled(controller: { scheduledTime: number }, env: Env, ctx: { waitUntil(p: Promise<unknown>): void }) {
    ctx.waitUntil(runNightlyJobs(env, new Date(controller.scheduledTime)))
  },
}
