import { Hono } from 'hono'
import type { DibsListAnswer, DibsMineAnswer, DibsToggleAnswer } from '../../shared/api/commerce-types'
import { dibsListQuery, dibsToggleBody } from '../../shared/schemas/cart'
import { dibsList, isDisplayedGoods, memberDibNos, setDibs } from '../db/dibs'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { requireMember } from './require-member'
import { validate } from './validate'

/** /api/v1/front/dibs/* — wishlist of a member. */
export const dibsApi = new Hono<AppEnv>()
  .post('/toggle', requireMember(), validate('json', dibsToggleBody), async (c) => {
    const member = c.var.member
    const { goodsNo, dibs } = c.req.valid('json')
    // Taking a heart off works for goods no longer on sale; adding one only for goods on sale.
    if (dibs !== false && !(await isDisplayedGoods(c.env.DB, goodsNo))) throw ApiError.notFound('판매하지 않는 상품이에요.', 'goodsNo')
    const r = await setDibs(c.env.DB, member.memberNo, goodsNo, dibs, new Date().toISOString())
    return c.json({ goodsNo, ...r } satisfies DibsToggleAnswer)
  })
  .get('/mine', requireMember(), async (c) => {
    c.header('cache-control', 'private, no-store')
    return c.json({ goodsNos: await memberDibNos(c.env.DB, c.var.member.memberNo) } satisfies DibsMineAnswer)
  })
  .get('/list', requireMember(), validate('query', dibsListQuery), async (c) => {
    const member = c.var.member
    const q = c.req.valid('query')
    return c.json((await dibsList(c.env.DB, member.memberNo, q.page, q.rows, new Date())) satisfies DibsListAnswer)
  })
