import { Hono } from 'hono'
import { couponGoodsQuery } from '../../shared/schemas/goods'
import { couponsForGoods } from '../db/coupons'
import type { AppEnv } from '../env'
import { validate } from './validate'

/** /api/v1/front/coupon/goods/list?goodsNoArr=G000001,G000002 : downloadable coupons for goods. */
export const couponApi = new Hono<AppEnv>().get('/goods/list', validate('query', couponGoodsQuery), async (c) =>
  c.json({ coupons: await couponsForGoods(c.env.DB, c.req.valid('query').goodsNoArr, new Date()) }),
)
