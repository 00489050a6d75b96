// Limits that parallel requests must not bypass (issue 11, defects 2, 3 and 9): every attempt is counted
// by one atomic UPDATE … RETURNING before anything is compared.
import { describe, expect, it } from 'vitest'
import { addMember, call, certProof, db, latestCode, login, PW } from './member-helpers'

const reasons = async (rs: Response[]) =>
  Promise.all(rs.map(async (r) => ((await r.json()) as { errors?: { reason: string }[] }).errors?.[0]?.reason ?? ''))

describe('sign-in lockout under parallel requests', () => {
  it('30 concurrent wrong passwords: at most 5 are compared, the rest are refused as locked, and the account locks', async () => {
    const no = await addMember({ loginId: 'burst01', mobile: '01030000001' })
    const rs = await Promise.all(Array.from({ length: 30 }, () => login('burst01', 'wrong-password').then((x) => x.r)))
    const statuses = rs.map((r) => r.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4)
    expect(statuses.filter((s) => s === 423).length).toBeGreaterThanOrEqual(26)
    expect(statuses.every((s) => s === 401 || s === 423)).toBe(true)
    const row = await db()
      .prepare('SELECT locked_until FROM members WHERE member_no = ?1')
      .bind(no)
      .first<{ locked_until: string | null }>()
    expect(Date.parse(row!.locked_until!)).toBeGreaterThan(Date.now() + 9 * 60_000)
    // the right password afterwards is refused too
    expect((await login('burst01')).r.status).toBe(423)
  })

  it('29 wrong passwords and the right one in one burst: the right one signs in only if it was among the first 5 tries', async () => {
    await addMember({ loginId: 'burst02', mobile: '01030000002' })
    const rs = await Promise.all(Array.from({ length: 30 }, (_, i) => login('burst02', i === 17 ? PW : 'wrong-password').then((x) => x.r)))
    const compared = rs.filter((r) => r.status === 401 || r.status === 200)
    expect(compared.length).toBeLessThanOrEqual(5)
    expect(rs.filter((r) => r.status === 423).length).toBeGreaterThanOrEqual(25)
  })

  it('sequentially: 4 wrong then the right one signs in and the count starts again', async () => {
    await addMember({ loginId: 'burst03', mobile: '01030000003' })
    for (let i = 0; i < 4; i++) expect((await login('burst03', 'nope-nope')).r.status).toBe(401)
    expect((await login('burst03')).r.status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await login('burst03', 'nope-nope')).r.status).toBe(401)
    expect((await login('burst03')).r.status).toBe(200)
  })
})

describe('SMS code tries under parallel requests', () => {
  it('40 concurrent wrong codes take 5 tries, burn the code, and the right code is refused afterwards', async () => {
    const mobile = '01030000010'
    expect((await call(`/v1/front/member/send/sms/certify?mobile=${mobile}`, { method: 'POST' })).status).toBe(200)
    const code = await latestCode(mobile)
    const wrong = code === '000000' ? '111111' : '000000'
    const rs = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(`/v1/front/member/send/sms/certify/valid?mobile=${mobile}&certifyKey=${wrong}`, { method: 'POST' }),
      ),
    )
    expect(rs.every((r) => r.status === 400)).toBe(true)
    const texts = await reasons(rs)
    const counted = texts
      .filter((t) => /\(\d\/5\)/.test(t))
      .map((t) => t.match(/\((\d)\/5\)/)![1])
      .sort()
    expect(counted).toEqual(['1', '2', '3', '4'])
    expect(texts.filter((t) => /5회 잘못 입력/.test(t)).length).toBe(36)
    const right = await call(`/v1/front/member/send/sms/certify/valid?mobile=${mobile}&certifyKey=${code}`, { method: 'POST' })
    expect(right.status).toBe(400)
    const row = await db()
      .prepare('SELECT attempts, used_dttm FROM sms_certs WHERE mobile = ?1')
      .bind(mobile)
      .first<{ attempts: number; used_dttm: string | null }>()
    expect(row).toMatchObject({ attempts: 5 })
    expect(row!.used_dttm).not.toBeNull()
    expect((await db().prepare('SELECT COUNT(*) AS n FROM sms_cert_proofs WHERE mobile = ?1').bind(mobile).first<{ n: number }>())!.n).toBe(
      0,
    )
  })

  it('20 concurrent right codes give exactly one proof', async () => {
    const mobile = '01030000011'
    await call(`/v1/front/member/send/sms/certify?mobile=${mobile}`, { method: 'POST' })
    const code = await latestCode(mobile)
    const rs = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(`/v1/front/member/send/sms/certify/valid?mobile=${mobile}&certifyKey=${code}`, { method: 'POST' }),
      ),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect((await db().prepare('SELECT COUNT(*) AS n FROM sms_cert_proofs WHERE mobile = ?1').bind(mobile).first<{ n: number }>())!.n).toBe(
      1,
    )
  })
})

describe('dormant restore is no password oracle', () => {
  it('answers a wrong and a right password alike without the phone proof, and counts wrong passwords toward the lockout', async () => {
    const mobile = '01030000020'
    await addMember({ loginId: 'sleepy01', mobile, status: 'DORMANT' })
    const restore = (password: string, proof: string) =>
      call('/v1/front/member/restore', { method: 'POST', json: { loginId: 'sleepy01', password, mobile, certProof: proof } })
    const wrong = await restore('wrong-password', 'not-a-proof')
    const right = await restore(PW, 'not-a-proof')
    expect([wrong.status, right.status]).toEqual([400, 400])
    expect(await reasons([wrong])).toEqual(await reasons([right]))
    // with a real proof a wrong password is one generic answer, and five of them lock the account
    for (let i = 0; i < 4; i++) {
      const r = await restore('wrong-password', await certProof(mobile))
      expect(r.status).toBe(400)
      expect((await reasons([r]))[0]).toMatch(/휴면 계정 정보가 일치하지 않아요/)
    }
    const fifth = await restore('wrong-password', await certProof(mobile))
    expect(fifth.status).toBe(423)
    expect((await restore(PW, await certProof(mobile))).status).toBe(423)
  })

  it('restores with the right password, mobile and proof', async () => {
    const mobile = '01030000021'
    await addMember({ loginId: 'sleepy02', mobile, status: 'DORMANT' })
    const r = await call('/v1/front/member/restore', {
      method: 'POST',
      json: { loginId: 'sleepy02', password: PW, mobile, certProof: await certProof(mobile) },
    })
    expect(r.status).toBe(200)
    expect(((await r.json()) as { restored: boolean }).restored).toBe(true)
  })
})
