import { Hono } from 'hono'
import { brandRankingQuery, goodsListQuery, goodsNoParam, rankingQuery } from '../../shared/schemas/goods'
import { brandRanking, goodsDetail, goodsList, ranking, relatedGoods, reviewSummary } from '../db/catalog'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { validate } from './validate'

/** /api/v1/front/goods/* — catalogue listing, rankings, goods detail, related goods, reviews summary. */
export const goodsApi = new Hono<AppEnv>()
  .get('/list', validate('query', goodsListQuery), async (c) => c.json(await goodsList(c.env.DB, c.req.valid('query'), new Date())))
  .get('/ranking', validate('query', rankingQuery), async (c) => {
    const { category, period } = c.req.valid('query')
    return c.json(await ranking(c.env.DB, category, period, new Date()))
  })
  .get('/ranking/brand', validate('query', brandRankingQuery), async (c) =>
    c.json(await brandRanking(c.env.DB, c.req.valid('query').category, new Date())),
  )
  .get('/:goodsNo', validate('param', goodsNoParam), async (c) => {
    const found = await goodsDetail(c.env.DB, c.req.valid('param').goodsNo, new Date())
    if (!found) throw ApiError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
    return c.json(found)
  })
  .get('/:goodsNo/related', validate('param', goodsNoParam), async (c) =>
    c.json({ goods: await relatedGoods(c.env.DB, c.req.valid('param').goodsNo, new Date()) }),
  )
  .get('/:goodsNo/reviews/summary', validate('param', goodsNoParam), async (c) => {
    const found = await reviewSummary(c.env.DB, c.req.valid('param').goodsNo)
    if (!found) throw ApiError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
    return c.json(found)
  })
