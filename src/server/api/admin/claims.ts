import { Hono } from 'hono'
import { claimNoParam, claimPhotoParam, claimQueueQuery, claimStepBody, claimStepParam } from '../../../shared/schemas/admin-claims'
import { formFile } from '../../files'
import { claimDetail, claimQueuePage, operatorStep, readClaimPhoto, uploadClaimPhoto } from '../../services/claim-console'
import { ApiError } from '../errors'
import { fileResponse } from '../files'
import { multipartBody, uploadForm } from '../upload'
import { validate } from '../validate'
import type { ConsoleEnv } from './gate'

/**
 * The claims desk (role CLAIMS, issue 26 desk 2): GET /admin/api/claims (state, type, page), GET /{claimNo},
 * POST /{claimNo}/{step} (pickup, inspect, refund, reject, reship, approve, refuse — each from the stage the operator
 * saw, one guarded batch with its access-log row; a moved claim answers 409), inspection photos (upload module).
 */
export const claimsDesk = new Hono<ConsoleEnv>()
  .get('/', validate('query', claimQueueQuery), async (c) => c.json(await claimQueuePage(c.env, c.var.op, c.req.valid('query'))))
  .get('/:claimNo', validate('param', claimNoParam), async (c) => c.json(await claimDetail(c.env, c.var.op, c.req.valid('param').claimNo)))
  .post('/:claimNo/photo', validate('param', claimNoParam), multipartBody(11 * 1024 * 1024), async (c) =>
    c.json(await uploadClaimPhoto(c.env, c.var.op, c.req.valid('param').claimNo, formFile(await uploadForm(c), 'file', '사진')), 201),
  )
  .get('/:claimNo/photo/:fileId', validate('param', claimPhotoParam), async (c) => {
    const { claimNo, fileId } = c.req.valid('param')
    const found = await readClaimPhoto(c.env, c.var.op, claimNo, fileId)
    if (!found) throw ApiError.notFound('사진을 찾을 수 없습니다.', 'fileId')
    return fileResponse(found)
  })
  .post('/:claimNo/:step', validate('param', claimStepParam), validate('json', claimStepBody), async (c) => {
    const { claimNo, step } = c.req.valid('param')
    return c.json(await operatorStep(c.env, c.var.op, claimNo, step, c.req.valid('json'), new URL(c.req.url).origin))
  })
