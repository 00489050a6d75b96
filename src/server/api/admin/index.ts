import { Hono } from 'hono'
import { onApiError } from '../errors'
import { authDesk, meDesk } from './auth'
import { consoleGate, type ConsoleEnv } from './gate'
import { auditDesk, membersDesk, operatorsDesk } from './system'
import { claimsDesk } from './claims'
import { csDesk } from './cs'
import { vitalsDesk } from './vitals'
import { jobsDesk } from './jobs'
import { marketingDesk } from './marketing'
import { StaleVersionError } from '../../db/revisions'
import { goodsDesk } from './goods'
import { catalogueDesk } from './catalogue'

/**
 * The console API (/admin/api/*): one Hono sub-app per desk, each mounted at its section's path (the first
 * segment names the section and so the roles, src/shared/admin/sections.ts), behind the one gate. A new desk:
 * add its section to CONSOLE_SECTIONS, write `src/server/api/admin/<desk>.ts` and mount it here with one line.
 */
export function createAdminApi() {
  const api = new Hono<ConsoleEnv>().basePath('/admin/api')
  api.use('*', consoleGate)
  api.route('/auth', authDesk)
  api.route('/me', meDesk)
  api.route('/audit', auditDesk)
  api.route('/operators', operatorsDesk)
  api.route('/members', membersDesk)
  api.route('/claims', claimsDesk)
  api.route('/cs', csDesk)
  api.route('/vitals', vitalsDesk)
  api.route('/jobs', jobsDesk)
  api.route('/marketing', marketingDesk)
  api.route('/goods', catalogueDesk) // deals, brands, categories, keyword shelves: before the goods' /:goodsNo
  api.route('/goods', goodsDesk)
  api.all('*', (c) => c.json({ status: 404, errors: [{ field: 'path', reason: '요청하신 기능을 찾을 수 없습니다.' }] }, 404))
  // A stale save (optimistic concurrency, src/server/db/revisions.ts): 409 with what changed and who saved it.
  api.onError((err, c) => (err instanceof StaleVersionError ? c.json(err.body, 409) : onApiError(err, c)))
  return api
}

export const ADMIN_API_PREFIX = '/admin/api/'
