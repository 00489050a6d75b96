import { Hono } from 'hono'
import { cancelBody, returnBody } from '../../shared/schemas/claim'
import { requestMember } from '../auth/session'
import type { AppEnv } from '../env'
import { cancelOrder, requestReturn } from '../services/claim'
import { ApiError } from './errors'
import { validate } from './validate'

const needMember = () => new ApiError(401, [{ field: 'authorization', reason: '로그인이 필요합니다.' }])

/** /api/v1/front/claim/* — cancel before shipment (refund through the gateway) and return requests. */
export const claimApi = new Hono<AppEnv>()
  .post('/cancel', validate('json', cancelBody), async (c) => {
    const m = await requestMember(c)
    if (!m) throw needMember()
    return c.json(await cancelOrder(c.env, new URL(c.req.url).origin, m.memberNo, c.req.valid('json')))
  })
  .post('/return', validate('json', returnBody), async (c) => {
    const m = await requestMember(c)
    if (!m) throw needMember()
    return c.json(await requestReturn(c.env, m.memberNo, c.req.valid('json')))
  })
