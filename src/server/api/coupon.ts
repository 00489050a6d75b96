import { Hono } from 'hono'
import { couponDownloadAllBody, couponDownloadBody, couponZoneQuery, myCouponQuery } from '../../shared/schemas/benefit'
import { couponGoodsQuery } from '../../shared/schemas/goods'
import { couponsForGoods } from '../db/coupons'
import type { AppEnv } from '../env'
import { couponZone, downloadAll, downloadBirthday, downloadCoupon, myCoupons } from '../services/coupons'
import { requestMember, requireMember } from './require-member'
import { validate } from './validate'

/** /api/v1/front/coupon/* : goods coupons, the coupon zone (spec §7), downloads and the member's coupons. */
export const couponApi = new Hono<AppEnv>()
  /** ?goodsNoArr=G000001,G000002 : downloadable coupons for goods. */
  .get('/goods/list', validate('query', couponGoodsQuery), async (c) =>
    c.json({ coupons: await couponsForGoods(c.env.DB, c.req.valid('query').goodsNoArr, new Date()) }),
  )
  /** ?goodsTypeCd&page&rows=10&couponOnlineYn : the zone, issuedYn per item and the remaining flag. */
  .get('/zone/list', validate('query', couponZoneQuery), async (c) => {
    const member = await requestMember(c)
    c.header('cache-control', 'private, no-store')
    return c.json(await couponZone(c.env.DB, member?.memberNo ?? null, c.req.valid('query')))
  })
  .post('/zone/download', requireMember(), validate('json', couponDownloadBody), async (c) =>
    c.json(await downloadCoupon(c.env.DB, c.var.member.memberNo, c.req.valid('json').couponNo)),
  )
  .post('/zone/download-all', requireMember(), validate('json', couponDownloadAllBody), async (c) => {
    const b = c.req.valid('json')
    return c.json(await downloadAll(c.env.DB, c.var.member.memberNo, b.goodsTypeCd, b.couponNos))
  })
  .get('/my', requireMember(), validate('query', myCouponQuery), async (c) => {
    const q = c.req.valid('query')
    return c.json(await myCoupons(c.env.DB, c.var.member.memberNo, q.state, q.channel))
  })
  .post('/birthday/download', requireMember(), async (c) => c.json(await downloadBirthday(c.env.DB, c.var.member.memberNo)))
