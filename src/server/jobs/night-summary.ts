import { dayjs, seoulNow } from '../../shared/dates'
import { jobRuns, pendingMessages, pruneJobMessages, pruneJobRuns, saveNightSummary, takeUnreportedDeadLetters } from '../db/job-queue'
import type { QueueJob } from './queue'

export const NIGHT_SUMMARY = 'night-summary'

/**
 * The night's summary, enqueued with the night's other messages but delivered three hours later: per job the
 * messages enqueued / finished, rows changed, retries and dead letters; the messages still queued (work not done
 * yet — still in the queue, never dropped) and the dead letters not reported before. One log line and one
 * job_night_summaries row (the console's list). Idempotent: a second delivery rewrites the same row.
 */
export const nightSummaryJob: QueueJob = {
  name: NIGHT_SUMMARY,
  delaySeconds: 3 * 3600,
  async run(env, now, slice) {
    const nowIso = new Date().toISOString()
    const runs = (await jobRuns(env.DB, slice.run)).filter((r) => r.job !== NIGHT_SUMMARY)
    const pending = Math.max(0, (await pendingMessages(env.DB, slice.run)) - 1) // this message is still queued
    const dead = await takeUnreportedDeadLetters(env.DB, nowIso)
    const changed = runs.reduce((s, r) => s + r.changed, 0)
    const parts = runs.map(
      (r) =>
        `${r.job} ${r.changed}건(${r.finished}/${r.enqueued} 메시지${r.retried ? `, 재시도 ${r.retried}` : ''}${r.dead ? `, 실패 ${r.dead}` : ''})`,
    )
    const deadPart = dead.length ? ` · 처리하지 못한 메시지 ${dead.length}건: ${dead.map((d) => d.job ?? d.msg_key).join(', ')}` : ''
    const summary = `${seoulNow(now).format('YYYY-MM-DD HH:mm')}(서울) 야간 작업 ${runs.length}개, 변경 ${changed}건, 대기 ${pending}건${deadPart}. ${parts.join('; ')}`
    console.log(`night summary ${slice.run}: jobs=${runs.length} changed=${changed} pending=${pending} dead=${dead.length} — ${summary}`)
    await saveNightSummary(env.DB, { runAt: slice.run, jobs: runs.length, changed, pending, dead: dead.length, summary }, nowIso)
    return 0
  },
}

/**
 * Finished message keys older than 30 days are dropped (a redelivery never comes that late), and run counters
 * older than 90 days (the 5-minute runs add 288 a day; the nightly summaries keep each night's totals).
 */
export const jobMessagesPruneJob: QueueJob = {
  name: 'job-messages-prune',
  batchSize: 1000,
  run: async (env, now) =>
    (await pruneJobMessages(env.DB, dayjs(now).subtract(30, 'day').toISOString(), 1000)) +
    (await pruneJobRuns(env.DB, dayjs(now).subtract(90, 'day').toISOString(), 1000)),
}
