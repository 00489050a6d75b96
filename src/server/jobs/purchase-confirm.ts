import { dayjs } from '../../shared/dates'
import { confirmableOrders } from '../db/confirm'
import { DomainError } from '../domain-error'
import { confirmPurchase } from '../services/confirm'
import type { NightlyJob } from './index'
import { mapLimit } from './queue'

/** 50 배송완료 → 90 구매확정 three days after delivery, points granted (services/confirm.ts), eight orders at a time. */
export const CONFIRM_AFTER_DAYS = 3

export const purchaseConfirmJob: NightlyJob = {
  name: 'purchase-confirm',
  batchSize: 50,
  async run(env, now) {
    const cutoff = dayjs(now).subtract(CONFIRM_AFTER_DAYS, 'day').toISOString()
    const done = await mapLimit(await confirmableOrders(env.DB, cutoff, 50), 8, async (o) => {
      try {
        await confirmPurchase(env, o.ord_no, { now, memo: '구매확정(자동)' })
        return 1
      } catch (e) {
        // Confirmed meanwhile by the member or the store: nothing to do.
        if (!(e instanceof DomainError && e.kind === 'conflict')) throw e
        return 0
      }
    })
    return done.length
  },
}
