import { withdrawnWithSensitiveData } from '../db/erasure'
import type { NightlyJob } from './index'
import { eraseSensitiveData } from '../services/erasure'

/**
 * Eye, face, fitting and family data of withdrawn members (issue 14): the withdrawal request erases them at once;
 * this finishes any erasure that stopped half way (an R2 error, a timeout). One batch = up to 20 members.
 */
export const withdrawnEraseJob: NightlyJob = {
  name: 'withdrawn-erase',
  batchSize: 20,
  async run(env) {
    const members = await withdrawnWithSensitiveData(env.DB, 20)
    for (const m of members) await eraseSensitiveData(env, m)
    return members.length
  },
}
