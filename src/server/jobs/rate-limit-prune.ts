import { pruneRateLimits } from '../db/rate-limit'
import type { NightlyJob } from './index'

/** Rate-limit windows (src/server/db/rate-limit.ts) that ended more than a day ago are dropped. Idempotent. */
export const rateLimitPruneJob: NightlyJob = {
  name: 'rate-limit-prune',
  batchSize: 500,
  run: (env, now) => pruneRateLimits(env.DB, now.getTime() - 24 * 3600_000, 500),
}
