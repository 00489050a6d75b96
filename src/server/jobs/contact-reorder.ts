import { todayYmd } from '../../shared/dates'
import {
  claimContactReminders,
  contactPurchasesAfter,
  markContactRemindersSent,
  unsentContactReminders,
  type ContactPurchaseRow,
} from '../db/contact-reorder'
import { latestSupply, reminderDedupKey, reminderNotice, sinceYmd } from '../services/contact-reorder'
import { notifyMembers } from '../services/notify'
import type { NightlyJob } from './index'

const MEMBERS_PER_BATCH = 100

/**
 * Contact-lens reorder (issue 33): a week before the member's lenses run out, one reminder. A batch walks the
 * members with contact-lens purchases in the last 400 days by member_no (slice.cursor); for each, the latest
 * purchase is the supply; when its reminder day has come and it has not run out, the reminder is claimed by
 * one conditional INSERT (consent, no visit booked — src/server/db/contact-reorder.ts), then every claimed
 * reminder without its notice gets one (notifyMembers, dedup key 'cl-reorder:<src_key>') and its number.
 * Delivered twice, a message changes nothing more: the claim's key and the notice's dedup key are both unique.
 */
export const contactReorderJob: NightlyJob = {
  name: 'contact-reorder-reminder',
  batchSize: MEMBERS_PER_BATCH,
  async run(env, now, slice) {
    const today = todayYmd(now)
    const rows = await contactPurchasesAfter(env.DB, sinceYmd(now), Number(slice.cursor ?? 0), MEMBERS_PER_BATCH)
    const byMember = new Map<number, ContactPurchaseRow[]>()
    for (const r of rows) byMember.set(r.member_no, [...(byMember.get(r.member_no) ?? []), r])
    const due = [...byMember.values()].flatMap((list) => {
      const found = latestSupply(list)
      if (!found || found.row.reminded) return []
      const { row, supply } = found
      return supply.remindYmd <= today && today < supply.runOutYmd
        ? [{ srcKey: row.src_key, memberNo: row.member_no, remindYmd: supply.remindYmd, runOutYmd: supply.runOutYmd }]
        : []
    })
    await claimContactReminders(env.DB, due, today, now.toISOString())
    // Notices of every claimed reminder still without one (this batch's, or a run that stopped after its claim).
    for (let round = 0; round < 10; round++) {
      const unsent = await unsentContactReminders(env.DB, 50)
      if (!unsent.length) break
      await notifyMembers(env, unsent.map(reminderNotice), now)
      await markContactRemindersSent(env.DB, unsent, reminderDedupKey)
      if (unsent.length < 50) break
    }
    if (byMember.size) slice.cursor = String(Math.max(...byMember.keys()))
    return byMember.size
  },
}
