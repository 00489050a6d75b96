import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, read, seedFittingMembers } from './helpers'

const P = '/api/v1/front/fitting'
let alice: string
let bob: string
let storeCode: string
let otherStoreCode: string
let frames: string[]
const CARD = '9410999900000001'
const drive = (body: Record<string, unknown>) =>
  read(call('/__sandbox/fitting/session', { json: { storeCode, cardNo: CARD, frames, ...body } }))

beforeAll(async () => {
  const w = await seedFittingMembers({
    members: [
      { no: 9601, loginId: 'fit_alice', name: '김앨리스' },
      { no: 9602, loginId: 'fit_bob', name: '이밥' },
    ],
    card: CARD,
    frames: 3,
  })
  ;({ owner: alice, other: bob, storeCode, otherStoreCode, frames } = w)
})

describe('smart fitting device adapter', () => {
  it("refuses a session without the member's consent (409), then stores it once consent is recorded with its time", async () => {
    const refused = await drive({ sessionId: 'sess-0001' })
    expect(refused.status).toBe(409)
    expect(refused.json.errors[0].reason).toContain('동의하지 않았습니다')
    expect((await db.prepare('SELECT COUNT(*) AS n FROM fitting_sessions WHERE member_no = 9601').first<{ n: number }>())!.n).toBe(0)

    const agreed = await read(call(`${P}/consent`, { method: 'POST', token: alice }))
    expect(agreed.json.consent.agreed).toBe(true)
    expect(agreed.json.consent.agreedDttm).toMatch(/^\d{4}-\d{2}-\d{2}T/)

    const ok = await drive({ sessionId: 'sess-0001' })
    expect(ok.status).toBe(201)
    const retry = await drive({ sessionId: 'sess-0001' })
    expect(retry.json.sessionNo).toBe(ok.json.sessionNo)
    const mine = await read(call(P, { token: alice }))
    expect(mine.json.sessions).toHaveLength(1)
    expect(mine.json.sessions[0]).toMatchObject({ faceWidth: 132, pd: 63, faceShape: 'ROUND' })
    expect(mine.json.sessions[0].frames.map((f: any) => f.goodsNo)).toEqual(frames)
    expect(mine.json.sessions[0].frames[0].liked).toBe(true)
    expect((await read(call(P, { token: bob }))).json.sessions).toHaveLength(0)
  })

  it("refuses a wrong store credential: a wrong secret, another store's code, no credential (401, nothing stored)", async () => {
    const before = (await db.prepare('SELECT COUNT(*) AS n FROM fitting_sessions').first<{ n: number }>())!.n
    const wrongSecret = await drive({ sessionId: 'sess-0002', wrongSecret: true })
    expect(wrongSecret.status).toBe(401)
    expect(wrongSecret.json.errors[0].reason).toBe('피팅 기기 인증에 실패했습니다. 매장 코드와 기기 인증 정보를 확인해 주세요.')
    const body = {
      session_id: 'sess-0003',
      member_card_no: CARD,
      fitted_at: new Date().toISOString(),
      measurements: { face_width_mm: 130 },
      frames: [],
    }
    // A real device credential of store A presented with store B's code.
    const secret = 'a'.repeat(32)
    const { secretHash } = await import('../../src/server/providers/fitting/protocol')
    await db
      .prepare(
        `INSERT INTO fitting_devices (device_id, store_no, secret_hash, reg_dttm) SELECT 'dev-a', store_no, ?2, '2026-01-01' FROM stores WHERE store_code = ?1`,
      )
      .bind(storeCode, await secretHash(secret))
      .run()
    const otherStore = await read(
      call('/api/v1/device/fitting/session', {
        json: body,
        headers: { authorization: `Device dev-a:${secret}`, 'x-store-code': otherStoreCode },
      }),
    )
    expect(otherStore.status).toBe(401)
    const none = await read(call('/api/v1/device/fitting/session', { json: body, headers: { 'x-store-code': storeCode } }))
    expect(none.status).toBe(401)
    const right = await read(
      call('/api/v1/device/fitting/session', {
        json: body,
        headers: { authorization: `Device dev-a:${secret}`, 'x-store-code': storeCode },
      }),
    )
    expect(right.status).toBe(201)
    expect((await db.prepare('SELECT COUNT(*) AS n FROM fitting_sessions').first<{ n: number }>())!.n).toBe(before + 1)
    const bad = await read(
      call('/api/v1/device/fitting/session', {
        json: { ...body, fitted_at: 'yesterday' },
        headers: { authorization: `Device dev-a:${secret}`, 'x-store-code': storeCode },
      }),
    )
    expect(bad.status).toBe(400)
  })

  it('the member deletes a session (another member gets 404) and can withdraw consent', async () => {
    const mine = await read(call(P, { token: alice }))
    const no = mine.json.sessions[0].sessionNo
    expect((await call(`${P}/sessions/${no}`, { method: 'DELETE', token: bob })).status).toBe(404)
    const del = await read(call(`${P}/sessions/${no}`, { method: 'DELETE', token: alice }))
    expect(del.status).toBe(200)
    expect(del.json.sessions.map((s: any) => s.sessionNo)).not.toContain(no)
    const off = await read(call(`${P}/consent`, { method: 'DELETE', token: alice }))
    expect(off.json.consent.agreed).toBe(false)
    expect((await drive({ sessionId: 'sess-0009' })).status).toBe(409)
  })
})
