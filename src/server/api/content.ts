import { Hono } from 'hono'
import {
  eventListQuery,
  idParam,
  promotionParam,
  promotionQuery,
  styleVoteQuery,
  termsParam,
  termsQuery,
} from '../../shared/schemas/content'
import { sha256Hex } from '../../shared/hash'
import { collectionDetail, collectionList, eventDetail, eventList, promotionDetail, promotionList, styleVotes, terms } from '../db/content'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { validate } from './validate'

/** /api/v1/front/{collection,event,promotion,terms,styleboard}/* — storefront content. */
export const contentApi = new Hono<AppEnv>()
  .get('/collection/list', async (c) => c.json(await collectionList(c.env.DB)))
  .get('/collection/:id', validate('param', idParam), async (c) => {
    const found = await collectionDetail(c.env.DB, c.req.valid('param').id, new Date())
    if (!found) throw ApiError.notFound('컬렉션을 찾을 수 없습니다.')
    return c.json(found)
  })
  .get('/event/list', validate('query', eventListQuery), async (c) =>
    c.json(await eventList(c.env.DB, c.req.valid('query').status, new Date())),
  )
  .get('/event/:id', validate('param', idParam), async (c) => {
    const found = await eventDetail(c.env.DB, c.req.valid('param').id, new Date())
    if (!found) throw ApiError.notFound('이벤트를 찾을 수 없습니다.')
    return c.json(found)
  })
  .get('/promotion/list', async (c) => c.json(await promotionList(c.env.DB, new Date())))
  .get('/promotion/:id', validate('param', promotionParam), validate('query', promotionQuery), async (c) => {
    // A draft's preview link (issue 27): the token is kept hashed; a wrong or expired one is a plain 404.
    const { preview } = c.req.valid('query')
    const found = await promotionDetail(c.env.DB, c.req.valid('param').id, new Date(), preview ? await sha256Hex(preview) : undefined)
    if (!found) throw ApiError.notFound('기획전을 찾을 수 없습니다.')
    if (preview) c.header('x-robots-tag', 'noindex, nofollow')
    if (preview) c.header('cache-control', 'private, no-store')
    return c.json(found)
  })
  .get('/terms/:termsCd', validate('param', termsParam), validate('query', termsQuery), async (c) => {
    const found = await terms(c.env.DB, c.req.valid('param').termsCd, c.req.valid('query').version, new Date())
    if (!found) throw ApiError.notFound('약관을 찾을 수 없습니다.', 'termsCd')
    return c.json(found)
  })
  .get('/styleboard/vote/list', validate('query', styleVoteQuery), async (c) =>
    c.json(await styleVotes(c.env.DB, c.req.valid('query').status, new Date())),
  )
