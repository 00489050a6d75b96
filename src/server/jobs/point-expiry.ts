import { todayYmd } from '../../shared/dates'
import { expirePoints } from '../db/benefit-jobs'
import type { NightlyJob } from './index'

/** Points 36 months old leave the balance (first in, first out) as one '유효기간소멸' line per member and night. */
export const pointExpiryJob: NightlyJob = {
  name: 'point-expiry',
  batchSize: 200,
  run: (env, now) => expirePoints(env.DB, now.toISOString(), todayYmd(now), 200),
}
