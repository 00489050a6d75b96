import type { Context } from 'hono'
import { Hono } from 'hono'
import { todayYmd } from '../../shared/dates'
import { kioskCheckinBody, kioskIdentifyBody } from '../../shared/schemas/store-owner'
import type { MyQueueAnswer } from '../../shared/api/store-owner-types'
import { memberDayQueue } from '../db/store-owner'
import type { AppEnv } from '../env'
import { kioskCheckin, kioskIdentify, kioskOf } from '../services/kiosk'
import { ApiError } from './errors'
import { requireMember } from './require-member'
import { validate } from './validate'

/** The kiosk device of the request: its token (x-kiosk-token) with its store code (x-store-code), else 403. */
async function device(c: Context<AppEnv>) {
  const d = await kioskOf(c.env.DB, c.req.header('x-kiosk-token'), c.req.header('x-store-code'))
  if (!d)
    throw new ApiError(403, [
      { field: 'x-kiosk-token', reason: '키오스크로 등록된 기기가 아니에요. 가맹점 마이페이지에서 키오스크를 시작해 주세요.' },
    ])
  return d
}

/**
 * /api/v1/front/kiosk/* — check-in at a store's kiosk (a device started by the store's owner), and the member's own
 * queue state for my-page.
 */
export const kioskApi = new Hono<AppEnv>()
  .get('/session', async (c) => {
    const d = await device(c)
    return c.json({ storeCode: d.store_code, storeName: d.store_nm, today: todayYmd() })
  })
  .post('/identify', validate('json', kioskIdentifyBody), async (c) => {
    const d = await device(c)
    const b = c.req.valid('json')
    return c.json(await kioskIdentify(c.env.DB, d, b.mobile, b.certifyKey))
  })
  .post('/checkin', validate('json', kioskCheckinBody), async (c) => {
    const d = await device(c)
    return c.json(await kioskCheckin(c.env.DB, d, c.req.valid('json')))
  })
  .get('/myqueue', requireMember(), async (c) => {
    const today = todayYmd()
    const rows = await memberDayQueue(c.env.DB, c.var.member.memberNo, today)
    return c.json({
      today,
      entries: rows.map((r) => ({
        queueNo: r.queue_no,
        ticketNo: r.ticket_no,
        state: r.state,
        purpose: r.purpose,
        storeName: r.store_nm,
        ahead: r.ahead,
        updDttm: r.upd_dttm,
      })),
    } satisfies MyQueueAnswer)
  })
