import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/session'
import { insertStoreEyeExam, reservationEyeRecordsForStores } from '../../src/server/db/eyes'
import { todayYmd } from '../../src/shared/dates'
import { addDaysYmd, weekdayOf } from '../../src/shared/reservation/slots'
import { call, db, read } from './helpers'
import { gifBytes, jpegBytes, multipart, pdfBytes, pngBytes } from './upload-fixtures'

const P = '/api/v1/front/eyes'
const FILES = (env as unknown as { FILES: R2Bucket }).FILES
let alice: string
let bob: string

const valid = {
  examYmd: '20260310',
  institution: '밝은눈안과',
  rSph: '-2.25',
  rCyl: '-0.50',
  rAxis: '180',
  lSph: '-2.00',
  lCyl: '0',
  rPd: '31.5',
  lPd: '31',
}
const upload = (token: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
  read(call(`${P}/records`, { method: 'POST', token, body: multipart(fields, file) }))

beforeAll(async () => {
  const now = new Date().toISOString()
  await db.batch([
    db
      .prepare(`INSERT INTO members (member_no, login_id, member_nm, reg_dttm, upd_dttm) VALUES (9401, 'eye_alice', '김앨리스', ?1, ?1)`)
      .bind(now),
    db
      .prepare(`INSERT INTO members (member_no, login_id, member_nm, reg_dttm, upd_dttm) VALUES (9402, 'eye_bob', '이밥', ?1, ?1)`)
      .bind(now),
    db.prepare(
      `INSERT INTO stores (store_no, store_code, store_nm, sido, sigungu, road_addr, tel_no, lat, lng) VALUES (94, '9494', '다비치안경 테스트점', '서울', '강남구', '테헤란로 1', '0212345678', 37.5, 127.0)`,
    ),
  ])
  alice = (await createSession(db, 9401)).token
  bob = (await createSession(db, 9402)).token
})

describe('prescription upload (shared upload module, local R2)', () => {
  it('stores the file in R2 and serves it back to its owner only; another member gets 404, a guest 401', async () => {
    const png = pngBytes(800, 600)
    const up = await upload(alice, valid, { bytes: png, name: '처방전.png', type: 'image/png' })
    expect(up.status).toBe(201)
    expect(up.json.source).toBe('UPLOAD')
    expect(up.json.place).toBe('밝은눈안과')
    expect(up.json.right).toMatchObject({ sph: -2.25, cyl: -0.5, axis: 180, pd: 31.5 })
    const fileId = up.json.file.fileId
    expect(fileId).toMatch(/^[0-9a-f]{32}$/)

    const own = await call(`/api/v1/front/files/${fileId}`, { token: alice })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/png')
    expect(own.headers.get('cache-control')).toContain('no-store')
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(png)

    const other = await read(call(`/api/v1/front/files/${fileId}`, { token: bob }))
    expect(other.status).toBe(404)
    expect(other.json.errors[0].reason).toBe('파일을 찾을 수 없습니다.')
    expect((await call(`/api/v1/front/files/${fileId}`)).status).toBe(401)

    // The R2 key is owner-scoped.
    const row = await db.prepare('SELECT r2_key FROM member_files WHERE file_id = ?1').bind(fileId).first<{ r2_key: string }>()
    expect(row!.r2_key).toBe(`m/9401/prescription/${fileId}`)
    expect(await FILES.head(row!.r2_key)).not.toBeNull()

    const list = await read(call(`${P}/records`, { token: alice }))
    expect(list.json.list.map((r: any) => r.recordNo)).toContain(up.json.recordNo)
    expect((await read(call(`${P}/records`, { token: bob }))).json.list).toHaveLength(0)
    expect((await call(`${P}/records/${up.json.recordNo}`, { token: bob })).status).toBe(404)
  })

  it('accepts JPEG and PDF prescriptions', async () => {
    expect((await upload(alice, valid, { bytes: jpegBytes(1200, 900), name: 'scan.jpg' })).status).toBe(201)
    const pdf = await upload(alice, { ...valid, rSph: '', rCyl: '', rAxis: '', lSph: '', lCyl: '' }, { bytes: pdfBytes(), name: 'rx.pdf' })
    expect(pdf.status).toBe(201)
    expect(pdf.json.file.contentType).toBe('application/pdf')
  })

  it('refuses other types by their bytes (not their name), empty, tiny, huge and oversized files, with Korean reasons', async () => {
    const cases: [Parameters<typeof multipart>[1], number, RegExp][] = [
      [{ bytes: gifBytes(), name: 'a.png', type: 'image/png' }, 400, /JPG, PNG, WEBP, PDF 파일만/],
      [
        { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'a.jpg', type: 'image/jpeg' },
        400,
        /파일만 올릴 수/,
      ],
      [{ bytes: pngBytes(9000, 500), name: 'big.png' }, 400, /8,000픽셀 이하/],
      [{ bytes: pngBytes(50, 50), name: 'tiny.png' }, 400, /200픽셀 이상/],
      [{ bytes: pngBytes(400, 300, 10 * 1024 * 1024 + 10), name: 'heavy.png' }, 400, /10MB 이하/],
      [{ bytes: pngBytes(400, 300, 11 * 1024 * 1024), name: 'heavier.png' }, 413, /MB 이하/],
    ]
    for (const [file, status, reason] of cases) {
      const r = await upload(alice, valid, file)
      expect(r.status, file!.name).toBe(status)
      expect(r.json.errors[0].reason).toMatch(reason)
    }
    const none = await upload(alice, valid)
    expect(none.status).toBe(400)
    expect(none.json.errors[0].reason).toBe('처방전 파일을 선택해 주세요.')
    const json = await read(call(`${P}/records`, { token: alice, json: valid }))
    expect(json.status).toBe(415)
    // Nothing refused was left in R2.
    const objects = await FILES.list({ prefix: 'm/9401/' })
    const rows = await db.prepare('SELECT COUNT(*) AS n FROM member_files WHERE member_no = 9401').first<{ n: number }>()
    expect(objects.objects.length).toBe(rows!.n)
  })

  it('deletes the record and its file in R2; another member cannot delete it', async () => {
    const up = await upload(alice, valid, { bytes: pngBytes(), name: 'del.png' })
    const key = (await db
      .prepare('SELECT r2_key FROM member_files WHERE file_id = ?1')
      .bind(up.json.file.fileId)
      .first<{ r2_key: string }>())!.r2_key
    expect((await call(`${P}/records/${up.json.recordNo}`, { method: 'DELETE', token: bob })).status).toBe(404)
    expect(await FILES.head(key)).not.toBeNull()
    expect((await call(`${P}/records/${up.json.recordNo}`, { method: 'DELETE', token: alice })).status).toBe(200)
    expect(await FILES.head(key)).toBeNull()
    expect((await call(`/api/v1/front/files/${up.json.file.fileId}`, { token: alice })).status).toBe(404)
    expect((await call(`${P}/records/${up.json.recordNo}`, { method: 'DELETE', token: alice })).status).toBe(404)
  })
})

describe('optical range validation', () => {
  const file = () => ({ bytes: pngBytes(), name: 'rx.png' })
  it.each([
    [{ rSph: '-2.30' }, 'rSph', '구면(SPH)은 0.25 단위로 입력해 주세요.'],
    [{ rSph: '-20.25' }, 'rSph', '구면(SPH)은 -20.00부터 +20.00까지 입력할 수 있습니다.'],
    [{ lSph: 'abc' }, 'lSph', '구면(SPH) 값을 숫자로 입력해 주세요.'],
    [{ rCyl: '+0.50' }, 'rCyl', '난시(CYL)는 -10.00부터 0.00까지 입력할 수 있습니다.'],
    [{ rAxis: '181' }, 'rAxis', '축(AXIS)은 1부터 180까지 입력할 수 있습니다.'],
    [{ rAxis: '' }, 'rAxis', '오른쪽 눈의 난시(CYL)가 있으면 축(AXIS)도 입력해 주세요.'],
    [{ rAdd: '0.50' }, 'rAdd', '가입도(ADD)는 +0.75부터 +4.00까지 입력할 수 있습니다.'],
    [{ lPrism: '1.00' }, 'lBase', '왼쪽 눈의 프리즘(PRISM)과 방향(BASE)은 함께 입력해 주세요.'],
    [{ rPd: '45' }, 'rPd', '동공 간 거리(PD)는 20.0부터 40.0까지 입력할 수 있습니다.'],
    [{ examYmd: '20260231' }, 'examYmd', '검사일은 실제로 있는 날짜여야 합니다. (예: 20261130)'],
    [{ examYmd: '20990101' }, 'examYmd', '검사일은 오늘 이전 날짜로 입력해 주세요.'],
    [{ institution: '안과\u0000' }, 'institution', '검사 기관에서 입력할 수 없는 문자(제어 문자)를 지우고 다시 입력해 주세요.'],
  ])('%o → 400 on %s', async (patch, field, reason) => {
    const r = await upload(alice, { ...valid, ...(patch as Record<string, string>) }, file())
    expect(r.status).toBe(400)
    expect(r.json.errors).toContainEqual({ field, reason })
  })
})

describe('store exams (store-owner area, fitting device)', () => {
  it('a store exam is written for the member with the store as its place and read by the member', async () => {
    const values = {
      rSph: -1.75,
      rCyl: -0.75,
      rAxis: 90,
      rAdd: null,
      rPrism: null,
      rBase: null,
      rPd: 31,
      lSph: -1.5,
      lCyl: null,
      lAxis: null,
      lAdd: null,
      lPrism: null,
      lBase: null,
      lPd: 31,
    }
    const no = await insertStoreEyeExam(db, 94, 9402, { ...values, examYmd: '20260101' }, new Date().toISOString())
    expect(no).toBeGreaterThan(0)
    const list = await read(call(`${P}/records`, { token: bob }))
    expect(list.json.list[0]).toMatchObject({ recordNo: no, source: 'STORE', storeNo: 94, place: '다비치안경 테스트점', file: null })
    const latest = await read(call(`${P}/records/latest`, { token: bob }))
    expect(latest.json.record.recordNo).toBe(no)
    expect(await insertStoreEyeExam(db, 94, 999999, { ...values, examYmd: '20260101' }, new Date().toISOString())).toBeNull()
  })
})

describe('eye data in lens reservations', () => {
  let day = addDaysYmd(todayYmd(), 3)
  while (weekdayOf(day) === 0) day = addDaysYmd(day, 1)
  const rsv = (eyeRecordNo: number | null, goodsNo = 'G940001', rsvTime = '1400') => ({
    storeNo: 94,
    rsvDate: day,
    rsvTime,
    purposeGroup: '콘택트렌즈',
    purpose: '일반',
    goodsList: [{ goodsNo, itemNo: goodsNo === 'G940001' ? 'I940001' : 'I940002', buyQtt: 1 }],
    eyeRecordNo,
  })
  beforeAll(async () => {
    await db.batch([
      ...[0, 1, 2, 3, 4, 5, 6].map((w) =>
        db
          .prepare(`INSERT INTO store_hours (store_no, weekday, open_time, close_time, closed_yn) VALUES (94, ?1, ?2, ?3, ?4)`)
          .bind(w, w === 0 ? null : '1000', w === 0 ? null : '2000', w === 0 ? 'Y' : 'N'),
      ),
      db.prepare(`INSERT INTO brands (brand_no, brand_nm, brand_en_nm) VALUES (941, '테스트렌즈', 'TESTLENS')`),
      db.prepare(`INSERT INTO categories (ctg_no, goods_type_cd, ctg_nm) VALUES (941, '04', '콘택트렌즈')`),
      db.prepare(`INSERT INTO categories (ctg_no, goods_type_cd, ctg_nm) VALUES (942, '01', '안경테')`),
      db.prepare(
        `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, reg_dttm) VALUES ('G940001', '04', 941, 941, '원데이 클리어 30P', '/x.jpg', 10000, 30000, 25000, '2026-01-01')`,
      ),
      db.prepare(
        `INSERT INTO goods_items (item_no, goods_no, item_nm, power, add_price) VALUES ('I940001', 'G940001', '-2.50', '-2.50', 0)`,
      ),
      db.prepare(
        `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, reg_dttm) VALUES ('G940002', '01', 942, 941, '메탈 라운드 안경테', '/x.jpg', 10000, 90000, 80000, '2026-01-01')`,
      ),
      db.prepare(
        `INSERT INTO goods_items (item_no, goods_no, item_nm, color, size, add_price) VALUES ('I940002', 'G940002', '골드', '골드', '52□18-145', 0)`,
      ),
    ])
  })

  it("attaches the member's own record to a contact-lens reservation; the store reads it with the reservation", async () => {
    const latest = (await read(call(`${P}/records/latest`, { token: bob }))).json.record
    const r = await read(call('/api/v1/front/reservation', { token: bob, json: rsv(latest.recordNo) }))
    expect(r.status).toBe(201)
    const row = await db
      .prepare('SELECT rsv_no, eye_record_no FROM reservations WHERE reservation_no = ?1')
      .bind(r.json.reservationNo)
      .first<{ rsv_no: number; eye_record_no: number }>()
    expect(row!.eye_record_no).toBe(latest.recordNo)
    const seen = (await reservationEyeRecordsForStores(db, [94], [row!.rsv_no])).get(row!.rsv_no)
    expect(seen).toMatchObject({ recordNo: latest.recordNo, right: { sph: -1.75 } })
    // Another store does not see it.
    expect((await reservationEyeRecordsForStores(db, [95], [row!.rsv_no])).size).toBe(0)
  })

  it("refuses another member's record, frames-only reservations and guests", async () => {
    const bobsRecord = (await read(call(`${P}/records/latest`, { token: bob }))).json.record.recordNo
    const other = await read(call('/api/v1/front/reservation', { token: alice, json: rsv(bobsRecord, 'G940001', '1500') }))
    expect(other.status).toBe(400)
    expect(other.json.errors[0]).toEqual({ field: 'eyeRecordNo', reason: '첨부할 시력 기록을 찾을 수 없습니다. 다시 선택해 주세요.' })
    const bobRecord = (await read(call(`${P}/records/latest`, { token: bob }))).json.record.recordNo
    const frames = await read(
      call('/api/v1/front/reservation', {
        token: bob,
        json: { ...rsv(bobRecord, 'G940002', '1530'), purposeGroup: '상담(검사)', purpose: '일반검사' },
      }),
    )
    expect(frames.status).toBe(400)
    expect(frames.json.errors[0].reason).toBe('시력 기록은 안경렌즈·콘택트렌즈 예약에만 첨부할 수 있습니다.')
    const bad = await read(call('/api/v1/front/reservation', { token: bob, json: { ...rsv(null), eyeRecordNo: 'x' } }))
    expect(bad.status).toBe(400)
  })
})
