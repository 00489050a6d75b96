import { Hono } from 'hono'
import { cancelBody, returnBody, returnPreviewBody } from '../../shared/schemas/claim'
import type { AppEnv } from '../env'
import { cancelOrder, previewReturn, requestReturn } from '../services/claim'
import { requireMember } from './require-member'
import { validate } from './validate'

/** /api/v1/front/claim/* — cancel before shipment (refund through the gateway), return requests and their refund preview. */
export const claimApi = new Hono<AppEnv>()
  .post('/cancel', requireMember(), validate('json', cancelBody), async (c) =>
    c.json(await cancelOrder(c.env, c.var.member, c.req.valid('json'), { origin: new URL(c.req.url).origin })),
  )
  .post('/return', requireMember(), validate('json', returnBody), async (c) =>
    c.json(await requestReturn(c.env, c.var.member, c.req.valid('json'))),
  )
  .post('/return/preview', requireMember(), validate('json', returnPreviewBody), async (c) =>
    c.json(await previewReturn(c.env, c.var.member, c.req.valid('json'))),
  )
