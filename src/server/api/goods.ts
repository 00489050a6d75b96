import { Hono } from 'hono'
import type { RecentGoodsAnswer } from '../../shared/api/goods-types'
import { brandRankingQuery, goodsListQuery, goodsNoParam, rankingQuery, recentGoodsQuery } from '../../shared/schemas/goods'
import { goodsDetail, goodsList, relatedGoods, reviewSummary } from '../db/catalog'
import { goodsCardsByQuery } from '../db/goods'
import { brandRankingOf, rankingOf } from '../db/rankings'
import { memberRecentViews, RECENT_VIEWS_KEPT } from '../db/signals'
import type { AppEnv } from '../env'
import { rankingsComputedAt } from '../services/rankings'
import { views } from '../services/views'
import { ApiError } from './errors'
import { requestMember } from './require-member'
import { validate } from './validate'
import { executionContext } from './execution-context'

/** /api/v1/front/goods/* — catalogue listing, rankings, goods detail, related goods, reviews summary, views, recently viewed. */
export const goodsApi = new Hono<AppEnv>()
  .get('/list', validate('query', goodsListQuery), async (c) => c.json(await goodsList(c.env.DB, c.req.valid('query'), new Date())))
  .get('/ranking', validate('query', rankingQuery), async (c) => {
    const { category, period } = c.req.valid('query')
    const now = new Date()
    const computedAt = await rankingsComputedAt(c.env.DB, executionContext(c), now)
    return c.json(await rankingOf(c.env.DB, category, period, computedAt, now))
  })
  .get('/ranking/brand', validate('query', brandRankingQuery), async (c) => {
    const now = new Date()
    const computedAt = await rankingsComputedAt(c.env.DB, executionContext(c), now)
    return c.json(await brandRankingOf(c.env.DB, c.req.valid('query').category, computedAt, now))
  })
  // Recently viewed: a member's kept list (written with the batched views), or a guest's device list as cards.
  .get('/recent', validate('query', recentGoodsQuery), async (c) => {
    c.header('cache-control', 'private, no-store')
    const member = await requestMember(c)
    const nos = member ? await memberRecentViews(c.env.DB, member.memberNo, RECENT_VIEWS_KEPT) : c.req.valid('query').goodsNoArr
    const cards = nos.length
      ? await goodsCardsByQuery(
          c.env.DB,
          `WHERE g.display_yn = 'Y' AND g.goods_no IN (SELECT value FROM json_each(?2))`,
          [JSON.stringify(nos)],
          new Date(),
        )
      : []
    const byNo = new Map(cards.map((g) => [g.id, g]))
    return c.json({ goods: nos.map((n) => byNo.get(n)).filter((g) => !!g) } satisfies RecentGoodsAnswer)
  })
  .get('/:goodsNo', validate('param', goodsNoParam), async (c) => {
    const found = await goodsDetail(c.env.DB, c.req.valid('param').goodsNo, new Date())
    if (!found) throw ApiError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
    return c.json(found)
  })
  // A product page seen in a browser (the page calls it once it is on screen): counted in this isolate and
  // written with the others in one batch (services/views.ts); crawlers are not counted.
  .post('/:goodsNo/view', validate('param', goodsNoParam), async (c) => {
    const member = await requestMember(c)
    const ctx = executionContext(c)
    const counted = ctx
      ? views.record(c.env.DB, ctx, {
          goodsNo: c.req.valid('param').goodsNo,
          memberNo: member?.memberNo ?? null,
          userAgent: c.req.header('user-agent') ?? '',
        })
      : false
    return c.json({ counted })
  })
  .get('/:goodsNo/related', validate('param', goodsNoParam), async (c) =>
    c.json({ goods: await relatedGoods(c.env.DB, c.req.valid('param').goodsNo, new Date()) }),
  )
  .get('/:goodsNo/reviews/summary', validate('param', goodsNoParam), async (c) => {
    const found = await reviewSummary(c.env.DB, c.req.valid('param').goodsNo)
    if (!found) throw ApiError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
    return c.json(found)
  })
