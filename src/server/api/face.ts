import { Hono } from 'hono'
import type { FaceInfoAnswer, FaceMeasurementAnswer, FaceRecommendAnswer } from '../../shared/api/face-types'
import { faceInfoBody, faceMeasurementBody, faceShareBody, faceShareParam } from '../../shared/schemas/face'
import { faceInfoOf, latestFaceMeasurement, revokeFaceShare, saveFaceInfo, shareFaceInfo } from '../db/face'
import type { AppEnv } from '../env'
import { faceCodeCardSvg, faceShare, recommendFrames, saveMeasurement } from '../services/face'
import { ApiError } from './errors'
import { requireMember } from './require-member'
import { validate } from './validate'

/** Face code info is closed to store owners (the product spec §6): 401 guests, 403 ROLE_STORE. */
const customer = requireMember({ store: 'deny' })
const shareToken = () => {
  const b = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** /api/v1/front/face/* — the member's face info, frame recommendations and the revocable public share. */
export const faceApi = new Hono<AppEnv>()
  .get('/info', customer, async (c) => c.json({ info: await faceInfoOf(c.env.DB, c.var.member.memberNo) } satisfies FaceInfoAnswer))
  .put('/info', customer, validate('json', faceInfoBody), async (c) => {
    await saveFaceInfo(c.env.DB, c.var.member.memberNo, c.req.valid('json'), new Date().toISOString())
    return c.json({ info: await faceInfoOf(c.env.DB, c.var.member.memberNo) } satisfies FaceInfoAnswer)
  })
  // The fitting page's measurement: numbers only (PD, mono PDs, face width and shape), saved with the fitting consent.
  .get('/measurement', customer, async (c) =>
    c.json({ measurement: await latestFaceMeasurement(c.env.DB, c.var.member.memberNo) } satisfies FaceMeasurementAnswer),
  )
  .post('/measurement', customer, validate('json', faceMeasurementBody), async (c) =>
    c.json({ measurement: await saveMeasurement(c.env, c.var.member.memberNo, c.req.valid('json')) } satisfies FaceMeasurementAnswer),
  )
  .get('/recommend', customer, async (c) => {
    const info = await faceInfoOf(c.env.DB, c.var.member.memberNo)
    return c.json({ frames: info ? await recommendFrames(c.env, info) : [] } satisfies FaceRecommendAnswer)
  })
  .post('/share', customer, validate('json', faceShareBody), async (c) => {
    const ok = await shareFaceInfo(
      c.env.DB,
      c.var.member.memberNo,
      shareToken(),
      c.req.valid('json').showNickname,
      new Date().toISOString(),
    )
    if (!ok) throw ApiError.badRequest('얼굴 정보를 먼저 저장해 주세요.', 'faceInfo')
    return c.json({ info: await faceInfoOf(c.env.DB, c.var.member.memberNo) } satisfies FaceInfoAnswer)
  })
  .delete('/share', customer, async (c) => {
    await revokeFaceShare(c.env.DB, c.var.member.memberNo)
    return c.json({ info: await faceInfoOf(c.env.DB, c.var.member.memberNo) } satisfies FaceInfoAnswer)
  })
  // Public: the shared face code (404 once revoked) and its share card.
  .get('/share/:token', validate('param', faceShareParam), async (c) => {
    const share = await faceShare(c.env, c.req.valid('param').token)
    if (!share) throw ApiError.notFound('공유가 종료되었거나 없는 얼굴 코드입니다.', 'token')
    c.header('cache-control', 'no-store')
    return c.json(share)
  })
  .get('/share/:token/card.svg', validate('param', faceShareParam), async (c) => {
    const share = await faceShare(c.env, c.req.valid('param').token)
    if (!share) throw ApiError.notFound('공유가 종료되었거나 없는 얼굴 코드입니다.', 'token')
    return c.body(faceCodeCardSvg(share), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
  })
