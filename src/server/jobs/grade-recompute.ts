import { GRADE_WINDOW_MONTHS } from '../../shared/benefits/grades'
import { dayjs, seoulNow } from '../../shared/dates'
import { gradeDirtyRanges, lastGradeRun, markAgedOutOfWindow, recomputeMarkedGrades } from '../db/benefit-jobs'
import type { NightlyJob } from './index'

/** Members per queue message (one member_no range); a batch handles 200 of them. */
export const GRADE_RANGE = 2000

/**
 * Grades from the last 12 months of confirmed online orders and store purchases — recomputed only for members
 * whose purchases changed (grade_dirty, migration 0181: marked by triggers when a confirmed order or a store
 * purchase appears, changes or goes, and here when purchases left the window since the last run). Enqueued when
 * the night's purchase confirmations are done; its planner marks the aged-out members and splits the marks into
 * member_no ranges, one message each.
 */
export const gradeRecomputeJob: NightlyJob = {
  name: 'grade-recompute',
  batchSize: 200,
  // After the night's confirmations, so the members they mark are in tonight's ranges.
  after: 'purchase-confirm',
  async ranges(env, now) {
    const from = dayjs(now).subtract(GRADE_WINDOW_MONTHS, 'month')
    const last = await lastGradeRun(env.DB, now.toISOString())
    // Since the last run (at most 31 days back; the day before when none is known).
    const sinceLast = last ? Math.min(31, Math.max(1, dayjs(now).diff(last, 'day', true))) : 1
    const prevFrom = from.subtract(Math.ceil(sinceLast), 'day')
    await markAgedOutOfWindow(
      env.DB,
      prevFrom.toISOString(),
      from.toISOString(),
      seoulNow(prevFrom).format('YYYYMMDD'),
      seoulNow(from).format('YYYYMMDD'),
    )
    return gradeDirtyRanges(env.DB, GRADE_RANGE)
  },
  run: (env, now, slice) => {
    const from = dayjs(now).subtract(GRADE_WINDOW_MONTHS, 'month')
    const [lo, hi] = slice.range ?? [0, Number.MAX_SAFE_INTEGER]
    return recomputeMarkedGrades(env.DB, now.toISOString(), from.toISOString(), seoulNow(from).format('YYYYMMDD'), lo, hi, 200)
  },
}
