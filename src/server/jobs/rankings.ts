import { recomputeAllRankings } from '../services/rankings'
import type { NightlyJob } from './index'

/**
 * Rankings (day/week/month, brands, age groups, the "popular" score) from dated sales and views. Runs every
 * 5 minutes (FREQUENT_JOBS, the second Cron Trigger) and with the night's jobs, so the new day starts computed.
 * One run rewrites everything in one batch: idempotent, and it reports 0 so the consumer calls it once.
 */
export const rankingsJob: NightlyJob = {
  name: 'rankings',
  run: async (env, now) => {
    await recomputeAllRankings(env.DB, now)
    return 0
  },
}
