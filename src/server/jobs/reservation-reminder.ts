import { seoulNow } from '../../shared/dates'
import { formatHHMM } from '../../shared/format'
import { reservationsToRemind } from '../db/benefit-jobs'
import { notifyMembers } from '../services/notify'
import type { NightlyJob } from './index'

/** The day before a member's visit reservation: a reminder (one per reservation, 'rsv:<no>'), walked by rsv_no (slice.cursor). */
export const reservationReminderJob: NightlyJob = {
  name: 'reservation-reminder',
  batchSize: 50,
  async run(env, now, slice) {
    const tomorrow = seoulNow(now).add(1, 'day').format('YYYYMMDD')
    const list = await reservationsToRemind(env.DB, tomorrow, 50, Number(slice.cursor ?? 0))
    await notifyMembers(
      env,
      list.map((r) => ({
        memNo: r.member_no,
        kind: 'RESERVATION' as const,
        title: '내일 방문 예약이 있어요',
        body: `내일 ${formatHHMM(r.rsv_time)}에 ${r.store_nm} 방문 예약이 있어요. 일정이 바뀌면 예약을 변경해 주세요.`,
        link: `/mypage/manageorder/reservation/${r.rsv_no}`,
        dedupKey: `rsv:${r.rsv_no}`,
      })),
      now,
    )
    if (list.length) slice.cursor = String(list[list.length - 1].rsv_no)
    return list.length
  },
}
