import { Hono } from 'hono'
import { todayYmd } from '../../shared/dates'
import { mobileSearchDigits } from '../../shared/store-owner/rules'
import {
  eyeExamBody,
  kioskStartBody,
  ownerOrderListQuery,
  ownerOrdNoParam,
  ownerPickupActionParam,
  ownerReservationActionParam,
  ownerReservationParam,
  queueNoParam,
  kioskDeviceParam,
  queueStateBody,
} from '../../shared/schemas/store-owner'
import type { OwnerOrderListAnswer } from '../../shared/api/store-owner-types'
import { ownerBookingPage, ownerDayQueue, ownerOrderPage, ownerStoreRow } from '../db/store-owner'
import { DomainError } from '../domain-error'
import { storeReceiveReturn } from '../services/claim-desk'
import { claimNoParam, storeReceiveBody } from '../../shared/schemas/admin-claims'
import { revokeKiosk, startKiosk } from '../services/kiosk'
import {
  changePickup,
  listRowSummary,
  ownerFaceInfo,
  markReservation,
  moveQueue,
  ownerDashboard,
  ownerOrderDetail,
  recordEyeExam,
  toOwnerReservations,
  toQueueEntry,
} from '../services/store-owner'
import { period } from './order'
import { requireMember, type MemberContext } from './require-member'
import { validate } from './validate'

const ROWS = 10

/**
 * /api/v1/front/mypagestore/* — the store-owner area, ROLE_STORE only (members 403, guests 401). Every call reads
 * and changes the signed-in owner's own store only (the store is in every query's WHERE; others' rows are 404).
 */
export const storeOwnerApi = new Hono<MemberContext>()
  .use('*', requireMember({ store: 'only' }))
  .get('/dashboard', async (c) => c.json(await ownerDashboard(c.env.DB, c.var.member.memberNo)))
  .get('/orders', validate('query', ownerOrderListQuery), async (c) => {
    const q = c.req.valid('query')
    const p = period(q)
    const kw = q.keyword.replace(/[\s-]/g, '')
    const mobile = kw ? mobileSearchDigits(kw) : null
    const tail = mobile?.length === 4 ? mobile : null
    const whole = mobile && mobile.length > 4 ? mobile : null
    const offset = (q.page - 1) * ROWS
    const owner = c.var.member.memberNo
    const base = { kind: q.kind, from: p.from, to: p.to, page: q.page, rows: ROWS }
    if (q.kind === 'booking') {
      const { total, rows } = await ownerBookingPage(c.env.DB, owner, p.from, p.to, { tail, whole }, ROWS, offset)
      return c.json({ ...base, total, orders: [], bookings: await toOwnerReservations(c.env.DB, rows) } satisfies OwnerOrderListAnswer)
    }
    const ordNo = kw && !tail && !whole ? kw : kw.length >= 10 ? kw : null
    const { total, rows } = await ownerOrderPage(c.env.DB, owner, {
      fromIso: p.fromIso,
      toIso: p.toIso,
      ordNo,
      mobileTail: tail,
      mobile: whole,
      rows: ROWS,
      offset,
    })
    return c.json({ ...base, total, orders: rows.map(listRowSummary), bookings: [] } satisfies OwnerOrderListAnswer)
  })
  .get('/orders/:ordNo', validate('param', ownerOrdNoParam), async (c) =>
    c.json(await ownerOrderDetail(c.env.DB, c.var.member.memberNo, c.req.valid('param').ordNo)),
  )
  .post('/orders/:ordNo/:action', validate('param', ownerPickupActionParam), async (c) => {
    const { ordNo, action } = c.req.valid('param')
    return c.json(await changePickup(c.env, c.var.member.memberNo, ordNo, action))
  })
  /** A store-pickup order's return brought to the store: the owner receives it (the refund clock starts). */
  .post('/claims/:claimNo/receive', validate('param', claimNoParam), validate('json', storeReceiveBody), async (c) => {
    const store = await ownerStoreRow(c.env.DB, c.var.member.memberNo)
    if (!store) throw DomainError.notFound('매장 정보를 찾을 수 없어요.', 'store')
    const { claimNo } = c.req.valid('param')
    return c.json(
      await storeReceiveReturn(c.env, { memberNo: c.var.member.memberNo, storeCode: store.store_code }, claimNo, c.req.valid('json').seen),
    )
  })
  .post('/reservations/:id/eyeexam', validate('param', ownerReservationParam), validate('json', eyeExamBody), async (c) =>
    c.json(await recordEyeExam(c.env.DB, c.var.member.memberNo, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/reservations/:id/:action', validate('param', ownerReservationActionParam), async (c) => {
    const { id, action } = c.req.valid('param')
    return c.json(await markReservation(c.env.DB, c.var.member.memberNo, id, action))
  })
  .get('/faceinfo', async (c) => c.json(await ownerFaceInfo(c.env.DB, c.var.member.memberNo)))
  .get('/queue', async (c) =>
    c.json({ today: todayYmd(), queue: (await ownerDayQueue(c.env.DB, c.var.member.memberNo, todayYmd())).map(toQueueEntry) }),
  )
  .post('/queue/:queueNo/state', validate('param', queueNoParam), validate('json', queueStateBody), async (c) => {
    const { from, to } = c.req.valid('json')
    return c.json(await moveQueue(c.env.DB, c.var.member.memberNo, c.req.valid('param').queueNo, from, to))
  })
  .post('/kiosk/start', validate('json', kioskStartBody), async (c) =>
    c.json(await startKiosk(c.env.DB, c.var.member.memberNo, c.req.valid('json').deviceName ?? '')),
  )
  .post('/kiosk/devices/:deviceNo/revoke', validate('param', kioskDeviceParam), async (c) =>
    c.json(await revokeKiosk(c.env.DB, c.var.member.memberNo, c.req.valid('param').deviceNo)),
  )
