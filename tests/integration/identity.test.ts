import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { sendCertCode, validateCertCode, verifyCertProof } from '../../src/server/services/sms-cert'
import { call, latestCode } from './member-helpers'

const db = (env as any).DB as D1Database
const e = env as any

describe('SMS certification API', () => {
  it('sends a 6-digit code to the sandbox outbox and validates it once, giving a proof', async () => {
    const mobile = '01011112222'
    const sent = await call(`/v1/front/member/send/sms/certify?mobile=010-1111-2222&title=${encodeURIComponent('회원가입')}`, {
      method: 'POST',
    })
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({ sent: true, expiresIn: 600 })
    const code = await latestCode(mobile)
    expect(code).toMatch(/^\d{6}$/)
    const ok = await call(`/v1/front/member/send/sms/certify/valid?mobile=${mobile}&certifyKey=${code}`, { method: 'POST' })
    expect(ok.status).toBe(200)
    const body = (await ok.json()) as { valid: boolean; certProof: string }
    expect(body.valid).toBe(true)
    expect(body.certProof.length).toBeGreaterThan(20)
    // single use
    const again = await call(`/v1/front/member/send/sms/certify/valid?mobile=${mobile}&certifyKey=${code}`, { method: 'POST' })
    expect(again.status).toBe(400)
    // the proof works once
    expect(await verifyCertProof(db, mobile, body.certProof)).toBe(true)
    expect(await verifyCertProof(db, mobile, body.certProof)).toBe(false)
  })

  it('answers 400 with Korean reasons for bad input', async () => {
    const r = await call('/v1/front/member/send/sms/certify?mobile=123', { method: 'POST' })
    expect(r.status).toBe(400)
    const b = (await r.json()) as any
    expect(b.errors[0]).toMatchObject({ field: 'mobile' })
    expect(b.errors[0].reason).toMatch(/휴대폰 번호/)
    const r2 = await call('/v1/front/member/send/sms/certify/valid?mobile=01011112223&certifyKey=12ab', { method: 'POST' })
    expect(r2.status).toBe(400)
    expect(((await r2.json()) as any).errors[0].reason).toMatch(/6자리/)
    const r3 = await call('/v1/front/member/send/sms/certify/valid?mobile=01011112223&certifyKey=123456', { method: 'POST' })
    expect(r3.status).toBe(400)
    expect(((await r3.json()) as any).errors[0].reason).toMatch(/먼저 요청/)
  })

  it('rate-limits: one send per 30 seconds, five per hour', async () => {
    const mobile = '01033334444'
    const t0 = Date.parse('2026-11-01T00:00:00Z')
    expect((await sendCertCode(e, mobile, '', new Date(t0))).ok).toBe(true)
    const soon = await sendCertCode(e, mobile, '', new Date(t0 + 10_000))
    expect(soon).toMatchObject({ ok: false, status: 429 })
    for (let i = 1; i < 5; i++) expect((await sendCertCode(e, mobile, '', new Date(t0 + i * 60_000))).ok).toBe(true)
    const sixth = await sendCertCode(e, mobile, '', new Date(t0 + 6 * 60_000))
    expect(sixth.ok).toBe(false)
    if (!sixth.ok) expect(sixth.reason).toMatch(/1시간/)
    expect((await sendCertCode(e, mobile, '', new Date(t0 + 61 * 60_000))).ok).toBe(true)
  })

  it('expires codes after 10 minutes and burns a code after 5 wrong tries', async () => {
    const mobile = '01055556666'
    const t0 = Date.parse('2026-11-02T00:00:00Z')
    await sendCertCode(e, mobile, '', new Date(t0))
    const code = await latestCode(mobile)
    const late = await validateCertCode(db, mobile, code, new Date(t0 + 601_000))
    expect(late).toMatchObject({ ok: false })
    if (!late.ok) expect(late.reason).toMatch(/10분/)

    await sendCertCode(e, mobile, '', new Date(t0 + 700_000))
    const code2 = await latestCode(mobile)
    const wrong = code2 === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await validateCertCode(db, mobile, wrong, new Date(t0 + 701_000))).ok).toBe(false)
    expect((await validateCertCode(db, mobile, code2, new Date(t0 + 702_000))).ok).toBe(false)
  })

  it('only the latest code is valid', async () => {
    const mobile = '01077778888'
    const t0 = Date.parse('2026-11-03T00:00:00Z')
    await sendCertCode(e, mobile, '', new Date(t0))
    const first = await latestCode(mobile)
    await sendCertCode(e, mobile, '', new Date(t0 + 31_000))
    const second = await latestCode(mobile)
    if (first !== second) expect((await validateCertCode(db, mobile, first, new Date(t0 + 32_000))).ok).toBe(false)
    expect((await validateCertCode(db, mobile, second, new Date(t0 + 33_000))).ok).toBe(true)
  })
})
