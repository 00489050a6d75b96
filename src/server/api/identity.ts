import { Hono } from 'hono'
import type { IdentityAnswer, IdentityStartAnswer } from '../../shared/api/member-types'
import { identityCompleteBody, identityStartBody } from '../../shared/schemas/member'
import { memberByCiHash } from '../db/members'
import type { AppEnv } from '../env'
import { identityAuthUrl } from '../providers/pass'
import { completeVerification, openEnvelope, peekVerification, startVerification } from '../services/identity'
import { ageOn, type MemberEnv } from '../services/member'
import { ApiError } from './errors'
import { validate } from './validate'

/**
 * /v1/front/member/identity — PASS / KCB / i-PIN verification:
 * POST /start {provider, purpose} → { txId, authUrl } (the popup opens authUrl);
 * POST /complete {txId, encData} → the verified person (CI/DI stored encrypted, never answered).
 */
export const identityApi = new Hono<AppEnv>()
  .post('/start', validate('json', identityStartBody), async (c) => {
    const { provider, purpose } = c.req.valid('json')
    const txId = await startVerification(c.env.DB, provider, purpose)
    const returnUrl = `/popup/${provider === 'ipin' ? 'ipin' : 'pass'}-result`
    return c.json({ txId, authUrl: identityAuthUrl(c.env as MemberEnv, provider, txId, returnUrl) } satisfies IdentityStartAnswer)
  })
  .post('/complete', validate('json', identityCompleteBody), async (c) => {
    const { txId, encData } = c.req.valid('json')
    const env = c.env as MemberEnv
    if (env.SANDBOX !== 'on')
      throw new ApiError(501, [{ field: 'encData', reason: '본인인증 서비스가 준비 중이에요. 고객센터로 문의해 주세요.' }])
    const result = await openEnvelope(env, encData)
    if (!result || result.txId !== txId)
      throw new ApiError(400, [{ field: 'encData', reason: '본인인증 결과를 확인하지 못했어요. 다시 인증해 주세요.' }])
    const { txId: _ignored, ...person } = result
    void _ignored
    if (!(await completeVerification(env, txId, person))) {
      const done = await peekVerification(c.env.DB, txId)
      if (!done) throw new ApiError(400, [{ field: 'txId', reason: '본인인증 요청이 만료되었어요. 다시 인증해 주세요.' }])
    }
    const v = (await peekVerification(c.env.DB, txId))!
    const registered = !!(await memberByCiHash(c.env.DB, v.ciHash))
    return c.json({
      txId,
      name: v.name,
      birth: v.birth,
      gender: v.gender,
      mobile: v.mobile,
      registered,
      under14: ageOn(v.birth) < 14,
    } satisfies IdentityAnswer)
  })
