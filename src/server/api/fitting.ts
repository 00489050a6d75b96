import { Hono } from 'hono'
import * as v from 'valibot'
import type { FittingAnswer } from '../../shared/api/fitting-types'
import { object } from '../../shared/schemas/required'
import { fittingOf } from '../db/fitting'
import type { AppEnv } from '../env'
import { deviceSessionBody } from '../providers/fitting/protocol'
import { agreeToFitting, receiveDeviceSession, removeFittingSession, withdrawFittingConsent } from '../services/fitting'
import { requireMember } from './require-member'
import { validate } from './validate'

const member = requireMember()
const sessionParam = object({ sessionNo: v.pipe(v.string('피팅 기록 번호가 올바르지 않습니다.'), v.regex(/^\d{1,9}$/, '피팅 기록 번호(sessionNo)는 숫자여야 합니다.'), v.transform(Number)) })

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

/** /api/v1/device/fitting/* — the in-store fitting device (per-store device credential, src/server/providers/fitting). */
export const fittingDeviceApi = new Hono<AppEnv>().post('/session', validate('json', deviceSessionBody), async (c) => {
  const r = await receiveDeviceSession(c.env, c.req.header('authorization'), c.req.header('x-store-code'), c.req.valid('json'))
  return c.json(r, 201)
})
