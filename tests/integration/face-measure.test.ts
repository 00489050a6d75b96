// Fitting from home (issue 33): a measurement from the fitting page is saved as numbers only, into face info and a
// new eye record, only while the smart-fitting consent is in force; the store sees it beside the member's booking
// until the consent is withdrawn.
import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/session'
import { todayYmd } from '../../src/shared/dates'
import { call, db, read, seedShop, tokenFor } from './helpers'

const P = '/api/v1/front/face'
const S = '/api/v1/front/mypagestore'
const body = { pd: 64.8, rPd: 31.9, lPd: 32.9, faceWidth: 137.6, faceShape: 'OVAL', scaleFrom: 'iris', frames: 30, pdSpread: 0.4 }
let owner = ''
let guest = ''
let visitor = { memberNo: 0, token: '', reservationNo: '' }

const count = async (sql: string, ...args: unknown[]) =>
  (await db
    .prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n

beforeAll(async () => {
  await seedShop()
  owner = await tokenFor('store01')
  // A member booked at store01's store today (shown on the owner's dashboard), with the fitting consent in force.
  const r = (await db
    .prepare(
      `SELECT r.member_no, r.reservation_no FROM reservations r JOIN stores s ON s.store_no = r.store_no
       JOIN members o ON o.store_code = s.store_code AND o.login_id = 'store01'
       WHERE r.rsv_ymd = ?1 AND r.member_no IS NOT NULL AND r.status <> 'CANCELLED' ORDER BY r.rsv_time LIMIT 1`,
    )
    .bind(todayYmd())
    .first<{ member_no: number; reservation_no: string }>())!
  await db
    .prepare(
      `INSERT INTO fitting_consents (member_no, agreed_dttm) VALUES (?1, ?2) ON CONFLICT (member_no) DO UPDATE SET revoked_dttm = NULL`,
    )
    .bind(r.member_no, new Date().toISOString())
    .run()
  visitor = { memberNo: r.member_no, token: (await createSession(db, r.member_no)).token, reservationNo: r.reservation_no }
  const t = new Date().toISOString()
  const g = await db
    .prepare(
      `INSERT INTO members (login_id, member_nm, reg_dttm, upd_dttm) VALUES ('measure_noconsent', '박동의', ?1, ?1) RETURNING member_no`,
    )
    .bind(t)
    .first<{ member_no: number }>()
  guest = (await createSession(db, g!.member_no)).token
})

const ownerCard = async () =>
  (await read(call(`${S}/dashboard`, { token: owner }))).json.reservations.find(
    (x: { reservationNo: string }) => x.reservationNo === visitor.reservationNo,
  )

describe('face measurement', () => {
  it('saves the numbers into face info and a new eye record with the mono PDs; the store sees them beside the booking', async () => {
    expect((await ownerCard()).faceMeasure).toBeNull()
    const before = await count('SELECT COUNT(*) AS n FROM eye_records WHERE member_no = ?1', visitor.memberNo)
    const r = await read(call(`${P}/measurement`, { token: visitor.token, json: body }))
    expect(r.status).toBe(200)
    expect(r.json.measurement).toMatchObject({
      pd: 64.8,
      rPd: 31.9,
      lPd: 32.9,
      faceWidth: 138,
      faceShape: 'OVAL',
      scaleFrom: 'iris',
      frames: 30,
    })
    const rec = (await db
      .prepare('SELECT * FROM eye_records WHERE record_no = ?1')
      .bind(r.json.measurement.eyeRecordNo)
      .first<Record<string, unknown>>())!
    expect(rec).toMatchObject({
      member_no: visitor.memberNo,
      source: 'UPLOAD',
      institution: '다비치마켓 얼굴 측정',
      r_pd: 32,
      l_pd: 33,
      r_sph: null,
    })
    expect(await count('SELECT COUNT(*) AS n FROM eye_records WHERE member_no = ?1', visitor.memberNo)).toBe(before + 1)
    const face = await db.prepare('SELECT face_shape, pd FROM face_profiles WHERE member_no = ?1').bind(visitor.memberNo).first()
    expect(face).toEqual({ face_shape: 'OVAL', pd: 65 })
    expect(await db.prepare('SELECT face_width FROM members WHERE member_no = ?1').bind(visitor.memberNo).first()).toEqual({
      face_width: 138,
    })
    expect((await read(call(`${P}/measurement`, { token: visitor.token }))).json.measurement.pd).toBe(64.8)
    expect((await ownerCard()).faceMeasure).toMatchObject({ faceWidth: 138, pd: 64.8, rPd: 31.9, lPd: 32.9, faceShape: '계란형' })
  })

  it('writes nothing without the fitting consent (409), and the store stops seeing it once the consent is withdrawn', async () => {
    const n = await count('SELECT COUNT(*) AS n FROM face_measurements')
    const e = await count('SELECT COUNT(*) AS n FROM eye_records')
    const refused = await read(call(`${P}/measurement`, { token: guest, json: body }))
    expect(refused.status).toBe(409)
    expect(refused.json.errors[0].reason).toBe('측정값을 저장하려면 스마트 피팅 정보 저장에 동의해 주세요.')
    expect(await count('SELECT COUNT(*) AS n FROM face_measurements')).toBe(n)
    expect(await count('SELECT COUNT(*) AS n FROM eye_records')).toBe(e)

    expect((await read(call('/api/v1/front/fitting/consent', { method: 'DELETE', token: visitor.token }))).status).toBe(200)
    expect((await ownerCard()).faceMeasure).toBeNull()
    expect((await read(call(`${P}/measurement`, { token: visitor.token, json: body }))).status).toBe(409)
  })

  it('refuses implausible numbers with Korean reasons (400), guests 401, store owners 403', async () => {
    const bad = await read(call(`${P}/measurement`, { token: visitor.token, json: { ...body, pd: 120, faceShape: 'STAR' } }))
    expect(bad.status).toBe(400)
    expect(bad.json.errors.map((x: { reason: string }) => x.reason)).toEqual(
      expect.arrayContaining(['PD가 측정 범위(50~80mm)를 벗어났어요. 다시 측정해 주세요.', '얼굴형을 알 수 없어요. 다시 측정해 주세요.']),
    )
    const sum = await read(call(`${P}/measurement`, { token: visitor.token, json: { ...body, rPd: 30 } }))
    expect(sum.status).toBe(400)
    expect(sum.json.errors[0].reason).toBe('양쪽 PD의 합이 PD와 맞지 않아요. 다시 측정해 주세요.')
    expect((await read(call(`${P}/measurement`, { json: body }))).status).toBe(401)
    expect((await read(call(`${P}/measurement`, { token: owner, json: body }))).status).toBe(403)
  })
})

describe('내 얼굴에 맞는 프레임 (list filter)', () => {
  it('lists only frames with a size judged 잘 맞아요 for the face width, the same rule as the product page', async () => {
    const { frameFit } = await import('../../src/shared/eyes/face')
    const all = await read(call('/api/v1/front/goods/list?category=01&rows=60'))
    const fit = await read(call('/api/v1/front/goods/list?category=01&rows=60&faceWidth=132'))
    expect(fit.status).toBe(200)
    expect(fit.json.total).toBeGreaterThan(0)
    expect(fit.json.total).toBeLessThan(all.json.total)
    for (const g of fit.json.goods.slice(0, 10)) {
      const d = await read(call(`/api/v1/front/goods/${g.id}`))
      const sizes = d.json.items.map((i: { size: string | null }) => i.size)
      expect(sizes.some((s: string | null) => frameFit(s, 132)?.verdict === 'GOOD')).toBe(true)
    }
    // A wide face (146 mm) gets other frames than a slim one (124 mm).
    const wide = await read(call('/api/v1/front/goods/list?category=01&rows=60&faceWidth=146'))
    const slim = await read(call('/api/v1/front/goods/list?category=01&rows=60&faceWidth=124'))
    const ids = (r: { json: { goods: { id: string }[] } }) => new Set(r.json.goods.map((g) => g.id))
    expect([...ids(wide)].some((id) => ids(slim).has(id))).toBe(false)
    const bad = await read(call('/api/v1/front/goods/list?category=01&faceWidth=300'))
    expect(bad.status).toBe(400)
    expect(bad.json.errors[0].reason).toBe('얼굴 너비(faceWidth)는 110~170mm 사이여야 합니다.')
  })
})
