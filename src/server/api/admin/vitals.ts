import { Hono } from 'hono'
import { vitalsP75 } from '../../services/vitals'
import { validate } from '../validate'
import type { ConsoleEnv } from './gate'
import { vitalsQuery } from '../../../shared/schemas/telemetry'

/** SUPER: GET /admin/api/vitals?days=7 — field web vitals, p75 per page template (the console's 현장 성능 page). */
export const vitalsDesk = new Hono<ConsoleEnv>().get('/', validate('query', vitalsQuery), async (c) =>
  c.json(await vitalsP75(c.env.DB, Number(c.req.valid('query').days))),
)
