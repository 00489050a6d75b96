import { retryableReceipts } from '../db/cash'
import { issueReceiptNo } from '../services/cash'
import type { NightlyJob } from './index'

/**
 * Cash receipts the gateway refused or never answered (오류, or 접수 left unsent) are sent again, at most
 * five tries each; a receipt is never lost — it stays 오류 with the gateway's message for the operator.
 * Counts the receipts it tried; each is tried once per run (tried receipts leave the "older than ten
 * minutes" window), so a batch that keeps failing ends the run.
 */
export const cashReceiptRetryJob: NightlyJob = {
  name: 'cash-receipt-retry',
  batchSize: 20,
  async run(env, now) {
    const origin = env.PUBLIC_ORIGIN ?? 'http://localhost'
    const nos = await retryableReceipts(env.DB, now, 20)
    let tried = 0
    for (const no of nos) if (await issueReceiptNo(env, no, origin, now)) tried++
    return tried
  },
}
