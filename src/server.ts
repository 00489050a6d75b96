import handler from '@tanstack/react-start/server-entry'
import { createApp } from './server/app'
import type { Env } from './server/env'
import { runNightlyJobs } from './server/jobs'

/**
 * Worker entry: the Hono edge app; whatever is not API (or sandbox, or a generated image) goes to
 * TanStack Start's streaming SSR handler. The demo shop (src/demo: provider sandboxes, generated images)
 * is a lazy import, loaded and served only when SANDBOX=on — the entry is the one module that names it.
 * `scheduled()` runs the nightly jobs (Cron Trigger in wrangler.toml).
 */
const { app } = createApp({ ssr: (request) => handler.fetch(request), demo: () => import('./demo') })

export default {
  fetch: app.fetch,
  scheduled(controller: { scheduledTime: number }, env: Env, ctx: { waitUntil(p: Promise<unknown>): void }) {
    ctx.waitUntil(runNightlyJobs(env, new Date(controller.scheduledTime)))
  },
}
