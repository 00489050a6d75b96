import { Hono } from 'hono'
import * as v from 'valibot'
import type { FittingAnswer } from '../../shared/api/fitting-types'
import { object } from '../../shared/schemas/required'
import { fittingOf } from '../db/fitting'
import type { AppEnv } from '../env'
import { deviceSessionBody } from '../providers/fitting/protocol'
import {
  FITTING_PHOTO_UPLOAD,
  agreeToFitting,
  receiveDeviceSession,
  receiveFramePhoto,
  removeFittingSession,
  withdrawFittingConsent,
} from '../services/fitting'
import { rawImageBody } from './upload'
import { requireMember } from './require-member'
import { validate } from './validate'

const member = requireMember()
const sessionParam = object({
  sessionNo: v.pipe(
    v.string('피팅 기록 번호가 올바르지 않습니다.'),
    v.regex(/^\d{1,9}$/, '피팅 기록 번호(sessionNo)는 숫자여야 합니다.'),
    v.transform(Number),
  ),
})

/** /api/v1/front/fitting/* — the member's smart-fitting consent and sessions. */
export const fittingApi = new Hono<AppEnv>()
  .get('/', member, async (c) => c.json((await fittingOf(c.env.DB, c.var.member.memberNo)) satisfies FittingAnswer))
  .post('/consent', member, async (c) => {
    await agreeToFitting(c.env, c.var.member.memberNo)
    return c.json(await fittingOf(c.env.DB, c.var.member.memberNo))
  })
  .delete('/consent', member, async (c) => {
    await withdrawFittingConsent(c.env, c.var.member.memberNo)
    return c.json(await fittingOf(c.env.DB, c.var.member.memberNo))
  })
  .delete('/sessions/:sessionNo', member, validate('param', sessionParam), async (c) => {
    await removeFittingSession(c.env, c.var.member.memberNo, c.req.valid('param').sessionNo)
    return c.json(await fittingOf(c.env.DB, c.var.member.memberNo))
  })

const framePhotoParam = object({
  sessionId: v.pipe(v.string('session_id가 필요합니다.'), v.regex(/^[A-Za-z0-9_-]{4,64}$/, 'session_id 형식이 올바르지 않습니다.')),
  seq: v.pipe(
    v.string('seq가 필요합니다.'),
    v.regex(/^\d{1,2}$/, 'seq는 1~30의 숫자여야 합니다.'),
    v.transform(Number),
    v.minValue(1, 'seq는 1~30의 숫자여야 합니다.'),
    v.maxValue(30, 'seq는 1~30의 숫자여야 합니다.'),
  ),
})

/** /api/v1/device/fitting/* — the in-store fitting device (per-store device credential, src/server/providers/fitting). */
export const fittingDeviceApi = new Hono<AppEnv>()
  .post('/session', validate('json', deviceSessionBody), async (c) => {
    const r = await receiveDeviceSession(c.env, c.req.header('authorization'), c.req.header('x-store-code'), c.req.valid('json'))
    return c.json(r, 201)
  })
  // The photo of the member wearing one tried frame: a raw image body, stored in R2 as the member's private file.
  .put(
    '/session/:sessionId/frames/:seq/photo',
    validate('param', framePhotoParam),
    rawImageBody(FITTING_PHOTO_UPLOAD.maxBytes),
    async (c) => {
      const r = await receiveFramePhoto(
        c.env,
        c.req.header('authorization'),
        c.req.header('x-store-code'),
        c.req.valid('param'),
        async () => new Uint8Array(await c.req.arrayBuffer()),
      )
      return c.json(r, 201)
    },
  )
