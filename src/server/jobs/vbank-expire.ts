import { expiredVirtualAccounts } from '../db/cash'
import { voidExpiredAccount } from '../services/cash'
import type { NightlyJob } from './index'

/**
 * Virtual accounts (and their orders, 10) not paid by their deadline are voided (11): stock, coupons and
 * points go back. Idempotent (only orders still in 10 move); a deposit that lands first wins the order.
 */
export const vbankExpireJob: NightlyJob = {
  name: 'vbank-expire',
  batchSize: 50,
  async run(env, now) {
    const ordNos = await expiredVirtualAccounts(env.DB, now.toISOString(), 50)
    let changed = 0
    for (const ordNo of ordNos) if (await voidExpiredAccount(env, ordNo, now)) changed++
    return changed
  },
}
