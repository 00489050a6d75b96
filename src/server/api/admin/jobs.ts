import { Hono } from 'hono'
import { consoleNight, consoleNights } from '../../db/job-queue'
import { validate } from '../validate'
import type { ConsoleEnv } from './gate'
import { nightParam } from '../../../shared/schemas/admin'
import type { NightDetailAnswer, NightsAnswer } from '../../../shared/api/admin-types'

/**
 * SUPER: the nightly work on the queues (issue 31) — the console's 야간 작업 page.
 * - GET /admin/api/jobs: the last 30 nights' summaries (job_night_summaries, written by the night-summary message).
 * - GET /admin/api/jobs/:runAt: that night per job (messages, rows changed, D1 rows written, retries, dead letters,
 *   the last error), the messages still queued and the dead letters with their bodies.
 */
export const jobsDesk = new Hono<ConsoleEnv>()
  .get('/', async (c) => c.json({ nights: await consoleNights(c.env.DB, 30) } satisfies NightsAnswer))
  .get('/:runAt', validate('param', nightParam), async (c) =>
    c.json((await consoleNight(c.env.DB, c.req.valid('param').runAt)) satisfies NightDetailAnswer),
  )
