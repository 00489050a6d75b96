import { GRADE_WINDOW_MONTHS } from '../../shared/benefits/grades'
import { dayjs, seoulNow } from '../../shared/dates'
import { recomputeGrades } from '../db/benefit-jobs'
import type { NightlyJob } from './index'

/** Grades from the last 12 months of confirmed online orders and store purchases; only changed members are written. */
export const gradeRecomputeJob: NightlyJob = {
  name: 'grade-recompute',
  batchSize: 200,
  run: (env, now) => {
    const from = dayjs(now).subtract(GRADE_WINDOW_MONTHS, 'month')
    return recomputeGrades(env.DB, now.toISOString(), from.toISOString(), seoulNow(from).format('YYYYMMDD'), 200)
  },
}
