import { Hono } from 'hono'
import {
  digitalCouponParam,
  giftCardParam,
  giftCardRegisterBody,
  notificationQuery,
  notificationReadBody,
  pointConvertBody,
  pointLedgerQuery,
  pushDeviceBody,
} from '../../shared/schemas/benefit'
import { ordNoParam } from '../../shared/schemas/order'
import { markRead, registerDevice } from '../db/notifications'
import { mySummary } from '../db/my-summary'
import type { AppEnv } from '../env'
import type { MySummaryAnswer } from '../../shared/api/benefit-types'
import { gradeOfMember, notificationsOf, pushSettingsOf, stampsOf } from '../services/benefit'
import { confirmPurchase } from '../services/confirm'
import { convertPoints, digitalCouponDetail, giftCardDetail, giftCardsOf, pointsOf, registerCard } from '../services/points'
import { storePointsOf } from '../services/store-system'
import { requireMember } from './require-member'
import { validate } from './validate'

/** /api/v1/front/benefit/* — a member's points, stamps, grade, notifications and purchase confirmation. */
export const benefitApi = new Hono<AppEnv>()
  /** The member's "구매확정" button: 50 → 90 with points, exactly once (services/confirm.ts). */
  .post('/order/:ordNo/confirm', requireMember(), validate('param', ordNoParam), async (c) =>
    c.json(await confirmPurchase(c.env, c.req.valid('param').ordNo, { memberNo: c.var.member.memberNo })),
  )
  .get('/stamp', requireMember(), async (c) => c.json(await stampsOf(c.env.DB, c.var.member.memberNo)))
  .get('/grade', requireMember(), async (c) => c.json(await gradeOfMember(c.env.DB, c.var.member.memberNo)))
  /** The my-page status strip: orders by stage (last 3 months), usable coupons, points, stamps — one statement. */
  .get('/summary', requireMember(), async (c) => {
    const now = new Date()
    const since = new Date(now.getTime() - 92 * 86_400_000).toISOString()
    return c.json((await mySummary(c.env.DB, c.var.member.memberNo, now.toISOString(), since)) satisfies MySummaryAnswer)
  })
  /** Store points (다비치포인트): the store system's copy — balance, card and history (page of 20). */
  .get('/storepoint', requireMember(), validate('query', notificationQuery), async (c) =>
    c.json(await storePointsOf(c.env.DB, c.var.member.memberNo, Number(c.req.valid('query').page))),
  )
  .get('/notification', requireMember(), validate('query', notificationQuery), async (c) =>
    c.json(await notificationsOf(c.env.DB, c.var.member.memberNo, c.req.valid('query').page)),
  )
  .post('/notification/read', requireMember(), validate('json', notificationReadBody), async (c) => {
    const r = await markRead(c.env.DB, c.var.member.memberNo, c.req.valid('json').notiNo ?? null, new Date().toISOString())
    return c.json({ read: r.meta.changes })
  })
  .get('/push/settings', requireMember(), async (c) => c.json(await pushSettingsOf(c.env.DB, c.var.member.memberNo)))
  .post('/push/device', requireMember(), validate('json', pushDeviceBody), async (c) => {
    const b = c.req.valid('json')
    await registerDevice(c.env.DB, c.var.member.memberNo, b.token, b.platform, new Date().toISOString())
    return c.json({ registered: true as const })
  })
  .get('/point', requireMember(), validate('query', pointLedgerQuery), async (c) =>
    c.json(await pointsOf(c.env.DB, c.var.member.memberNo, c.req.valid('query'))),
  )
  /** Points → an offline coupon, exactly once per requestKey. */
  .post('/point/convert', requireMember(), validate('json', pointConvertBody), async (c) => {
    const b = c.req.valid('json')
    return c.json(await convertPoints(c.env.DB, c.var.member.memberNo, b.amount, b.requestKey))
  })
  /** Registers a gift card by its number (format checked, exactly once, 10 tries an hour). */
  .post('/giftcard/register', requireMember(), validate('json', giftCardRegisterBody), async (c) =>
    c.json(await registerCard(c.env.DB, c.var.member.memberNo, c.req.valid('json').cardNo)),
  )
  .get('/giftcard', requireMember(), async (c) => c.json(await giftCardsOf(c.env.DB, c.var.member.memberNo)))
  .get('/giftcard/:cardId', requireMember(), validate('param', giftCardParam), async (c) =>
    c.json(await giftCardDetail(c.env.DB, c.var.member.memberNo, c.req.valid('param').cardId)),
  )
  .get('/digitalcoupon/:couponNo', requireMember(), validate('param', digitalCouponParam), async (c) =>
    c.json(await digitalCouponDetail(c.env.DB, c.var.member.memberNo, c.req.valid('param').couponNo)),
  )
