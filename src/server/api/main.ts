import { Hono } from 'hono'
import { keywordGoodsQuery, mainBannerQuery, mainPageQuery, seoQuery } from '../../shared/schemas/main'
import { keywordGoods, mainBanners, mainPage, topBanner } from '../db/main'
import { commonSeo, goodsSeo } from '../db/site'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { requestMember, requireMember } from './require-member'
import { memberRecommendations } from '../services/recommend'
import { rankingsComputedAt } from '../services/rankings'
import { executionContext } from './execution-context'
import { validate } from './validate'
import { memberByNo } from '../db/members'
import { hashEmail } from '../../shared/hash'

/** /v1/front/main/* — main page, banners, top banner and popups, keyword goods, a member's recommendations, SEO. */
export const mainApi = new Hono<AppEnv>()
  .get('/page', validate('query', mainPageQuery), async (c) => {
    const { goodsType, keyword } = c.req.valid('query')
    const now = new Date()
    // The age rankings and the best sellers it shows are computed from the dated signals: keep them fresh.
    await rankingsComputedAt(c.env.DB, executionContext(c), now)
    return c.json(await mainPage(c.env.DB, goodsType, keyword || undefined, now))
  })
  .get('/banner/main', validate('query', mainBannerQuery), async (c) => {
    const { goodsType } = c.req.valid('query')
    return c.json(await mainBanners(c.env.DB, goodsType, new Date()))
  })
  .get('/topbanner', async (c) => c.json(await topBanner(c.env.DB, new Date())))
  .get('/page/keyword/goodslist', validate('query', keywordGoodsQuery), async (c) => {
    const { goodsType, keywordNo } = c.req.valid('query')
    const found = await keywordGoods(c.env.DB, goodsType, keywordNo, new Date())
    if (!found) throw ApiError.notFound('해당 키워드를 찾을 수 없습니다.', 'keywordNo')
    return c.json({ keywordNo, keyword: found.keyword, goods: found.goods })
  })
  // The signed-in member's AI row (face, eyes, views, wishes, purchases, co-purchase; MD picks in their slots):
  // private, never edge-cached — the cached main page carries the guests' row.
  .get('/recommend', requireMember(), validate('query', mainBannerQuery), async (c) => {
    c.header('cache-control', 'private, no-store')
    const { goodsType } = c.req.valid('query')
    return c.json(await memberRecommendations(c.env.DB, c.var.member.memberNo, goodsType, new Date()))
  })
  .get('/seo', validate('query', seoQuery), async (c) => {
    const { goodsNo } = c.req.valid('query')
    const [common, goods, member] = await Promise.all([
      commonSeo(c.env.DB),
      goodsNo ? goodsSeo(c.env.DB, goodsNo) : Promise.resolve(null),
      requestMember(c),
    ])
    if (!common) throw new Error('seo_settings row is missing')
    if (goodsNo && !goods) throw ApiError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
    const email = member ? ((await memberByNo(c.env.DB, member.memberNo))?.email ?? null) : null
    const memberSEO = member
      ? { id: member.loginId, gender: member.gender ?? '', birthyear: member.birth.slice(0, 4), emailHash: await hashEmail(email) }
      : null
    if (member) c.header('cache-control', 'private, no-store')
    return c.json({ commonSEO: common, goodsSEO: goods, memberSEO })
  })
