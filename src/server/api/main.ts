import { Hono } from 'hono'
import { keywordGoodsQuery, mainBannerQuery, mainPageQuery, seoQuery } from '../../shared/schemas/main'
import { keywordGoods, mainBanners, mainPage, topBanner } from '../db/main'
import { commonSeo, goodsSeo } from '../db/site'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { requestMember } from './require-member'
import { validate } from './validate'

/** /v1/front/main/* — main page, banners, top banner and popups, keyword goods, SEO. */
export const mainApi = new Hono<AppEnv>()
  .get('/page', validate('query', mainPageQuery), async (c) => {
    const { goodsType, keyword } = c.req.valid('query')
    return c.json(await mainPage(c.env.DB, goodsType, keyword || undefined, new Date()))
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
  .get('/seo', validate('query', seoQuery), async (c) => {
    const { goodsNo } = c.req.valid('query')
    const [common, goods, member] = await Promise.all([
      commonSeo(c.env.DB),
      goodsNo ? goodsSeo(c.env.DB, goodsNo) : Promise.resolve(null),
      requestMember(c),
    ])
    if (!common) throw new Error('seo_settings row is missing')
    if (goodsNo && !goods) throw ApiError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
    const memberSEO = member ? { id: member.loginId, gender: member.gender ?? '', birthyear: member.birth.slice(0, 4) } : null
    return c.json({ commonSEO: common, goodsSEO: goods, memberSEO })
  })
