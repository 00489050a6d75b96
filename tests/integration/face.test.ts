import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/session'
import { call, db, read, seedShop } from './helpers'
import { ogImagePath } from '../../src/shared/og-image'

const P = '/api/v1/front/face'
let alice: string
let bob: string
let owner: string
const body = { faceShape: 'ROUND', faceWidth: '132', pd: '63', eyeStyle: 'SMART', faceStyle: 'LIGHT' }

beforeAll(async () => {
  await seedShop()
  const now = new Date().toISOString()
  await db.batch([
    db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, nick_name, reg_dttm, upd_dttm) VALUES (9501, 'face_alice', '김앨리스', '앨리스', ?1, ?1)`,
      )
      .bind(now),
    db
      .prepare(`INSERT INTO members (member_no, login_id, member_nm, reg_dttm, upd_dttm) VALUES (9502, 'face_bob', '이밥', ?1, ?1)`)
      .bind(now),
    db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, auth_role, reg_dttm, upd_dttm) VALUES (9503, 'face_store', '가맹점', 'ROLE_STORE', ?1, ?1)`,
      )
      .bind(now),
  ])
  alice = (await createSession(db, 9501)).token
  bob = (await createSession(db, 9502)).token
  owner = (await createSession(db, 9503)).token
})

describe('face info', () => {
  it('saves face info, sets the member flags and recommends frames that fit the face width', async () => {
    expect((await read(call(`${P}/info`, { token: alice }))).json.info).toBeNull()
    const saved = await read(call(`${P}/info`, { method: 'PUT', token: alice, json: body }))
    expect(saved.status).toBe(200)
    expect(saved.json.info).toMatchObject({ faceShape: 'ROUND', faceWidth: 132, pd: 63, faceCode: 'RD-M-SMART-LIGHT', share: null })
    const me = await read(call('/v1/front/member/info', { token: alice }))
    expect(me.json).toMatchObject({ faceCode: true, eyeCode: true, faceWidth: 132 })
    const rec = await read(call(`${P}/recommend`, { token: alice }))
    expect(rec.json.frames.length).toBeGreaterThan(0)
    for (const f of rec.json.frames) {
      const [, a, b] = /^(\d+)□(\d+)-/.exec(f.size)!.map(Number)
      const front = 2 * a + b + 8
      expect(front).toBeGreaterThanOrEqual(126)
      expect(front).toBeLessThanOrEqual(134)
    }
    // Another member sees only their own (none).
    expect((await read(call(`${P}/info`, { token: bob }))).json.info).toBeNull()
  })

  it('refuses bad input with Korean reasons', async () => {
    const r = await read(
      call(`${P}/info`, { method: 'PUT', token: alice, json: { ...body, faceShape: 'TRIANGLE', faceWidth: '300', pd: '63.3' } }),
    )
    expect(r.status).toBe(400)
    expect(r.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'faceShape', reason: '얼굴형을 선택해 주세요.' },
        { field: 'faceWidth', reason: '얼굴 너비는 110~170mm 사이로 입력해 주세요.' },
        { field: 'pd', reason: '양안 PD는 0.5mm 단위로 입력해 주세요.' },
      ]),
    )
  })

  it('store owners are blocked from face code info (403), guests 401', async () => {
    const r = await read(call(`${P}/info`, { token: owner }))
    expect(r.status).toBe(403)
    expect(r.json.errors[0].reason).toBe('가맹점 회원은 이용할 수 없습니다.')
    expect((await call(`${P}/info`)).status).toBe(401)
  })
})

describe('face code sharing', () => {
  it('a share link is public, shows no personal data unless chosen, has og tags with a PNG image, and is revocable', async () => {
    const shared = await read(call(`${P}/share`, { token: alice, json: { showNickname: false } }))
    const token = shared.json.info.share.token as string
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const pub = await read(call(`${P}/share/${token}`))
    expect(pub.status).toBe(200)
    expect(pub.json).toMatchObject({ faceCode: 'RD-M-SMART-LIGHT', nickname: null, widthClass: 'M' })
    expect(pub.text).not.toContain('김앨리스')
    expect(pub.text).not.toContain('132')
    // The nickname only when the member chooses it; the token stays.
    const again = await read(call(`${P}/share`, { token: alice, json: { showNickname: true } }))
    expect(again.json.info.share.token).toBe(token)
    expect((await read(call(`${P}/share/${token}`))).json.nickname).toBe('앨리스')

    const card = await call(`${P}/share/${token}/card.svg`)
    expect(card.headers.get('content-type')).toContain('image/svg+xml')
    expect(await card.text()).toContain('RD-M-SMART-LIGHT')
    // Its raster share image (og:image): rendered, cached at the edge, but never immutable (personal content).
    const og = ogImagePath(`${P}/share/${token}/card.svg`)!
    const png = await call(og)
    expect(png.status).toBe(200)
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(png.headers.get('cache-control')).not.toMatch(/immutable/)
    expect(png.headers.get('cache-control')).toMatch(/max-age=300\b/)
    await png.arrayBuffer()
    const cached = await call(og)
    expect(cached.status).toBe(200)
    await cached.arrayBuffer()

    expect((await call(`${P}/share`, { method: 'DELETE', token: alice })).status).toBe(200)
    expect((await call(`${P}/share/${token}`)).status).toBe(404)
    expect((await call(`${P}/share/${token}/card.svg`)).status).toBe(404)
    // Revoked: the share image answers 404 at once, cached copy or not, and says not to keep the answer.
    const gone = await call(og)
    expect(gone.status).toBe(404)
    expect(gone.headers.get('cache-control')).toBe('no-store')
    const renewed = await read(call(`${P}/share`, { token: alice, json: { showNickname: false } }))
    expect(renewed.json.info.share.token).not.toBe(token)
  })

  it('sharing needs saved face info', async () => {
    const r = await read(call(`${P}/share`, { token: bob, json: { showNickname: false } }))
    expect(r.status).toBe(400)
    expect(r.json.errors[0].reason).toBe('얼굴 정보를 먼저 저장해 주세요.')
  })
})
