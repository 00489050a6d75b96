import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { fittingPhotoPng } from '../../src/demo/sandbox/photo'
import type { Env } from '../../src/server/env'
import { secretHash } from '../../src/server/providers/fitting/protocol'
import { call, db, read, seedFittingMembers } from './helpers'
import { gifBytes, pngBytes } from './upload-fixtures'

const FILES = (env as unknown as Env).FILES
const CARD = '9410999900000077'
const SECRET = 'p'.repeat(32)
let owner: string
let other: string
let storeCode: string
let otherStoreCode: string
let frames: string[]
const device = (extra: Record<string, string> = {}) => ({
  authorization: `Device dev-photo:${SECRET}`,
  'x-store-code': storeCode,
  ...extra,
})
const put = (
  sessionId: string,
  seq: number,
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = device(),
  type = 'image/png',
) =>
  read(
    call(`/api/v1/device/fitting/session/${sessionId}/frames/${seq}/photo`, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': type, 'content-length': String(bytes.byteLength), ...headers },
    }),
  )
const objects = async () => (await FILES.list({ prefix: 'm/9651/fitting/' })).objects.map((o) => o.key.split('/')[3]).sort()

beforeAll(async () => {
  const w = await seedFittingMembers({
    members: [
      { no: 9651, loginId: 'photo_owner', name: '김사진' },
      { no: 9652, loginId: 'photo_other', name: '이남' },
    ],
    card: CARD,
    frames: 2,
  })
  ;({ owner, other, storeCode, otherStoreCode, frames } = w)
  const now = w.now
  await db
    .prepare(
      `INSERT INTO fitting_devices (device_id, store_no, secret_hash, reg_dttm) SELECT 'dev-photo', store_no, ?2, '2026-01-01' FROM stores WHERE store_code = ?1`,
    )
    .bind(storeCode, await secretHash(SECRET))
    .run()
  expect((await call('/api/v1/front/fitting/consent', { method: 'POST', token: owner })).status).toBe(200)
  const session = {
    session_id: 'photo-0001',
    member_card_no: CARD,
    fitted_at: now,
    measurements: { face_width_mm: 132 },
    frames: frames.map((g) => ({ goods_no: g })),
  }
  expect((await read(call('/api/v1/device/fitting/session', { json: session, headers: device() }))).status).toBe(201)
})

describe('fitting photos from the device (R2 through the upload module)', () => {
  it('stores the photo as the member’s private file and shows it to the owner only', async () => {
    const up = await put('photo-0001', 1, fittingPhotoPng(1))
    expect(up.status, up.text).toBe(201)
    expect(up.json).toMatchObject({ width: 240, height: 180 })
    const mine = (await read(call('/api/v1/front/fitting', { token: owner }))).json.sessions[0]
    expect(mine.frames[0].photoFileId).toBe(up.json.fileId)
    expect(mine.frames[1].photoFileId).toBeNull()
    const file = await call(`/api/v1/front/files/${up.json.fileId}`, { token: owner })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    expect((await call(`/api/v1/front/files/${up.json.fileId}`, { token: other })).status).toBe(404)
    expect((await call(`/api/v1/front/files/${up.json.fileId}`)).status).toBe(401)
    expect(await objects()).toEqual([up.json.fileId])
  })

  it('refuses a wrong store credential, another device’s frame, a wrong type or size, with nothing stored', async () => {
    const before = await objects()
    expect((await put('photo-0001', 2, fittingPhotoPng(2), device({ authorization: `Device dev-photo:${'x'.repeat(32)}` }))).status).toBe(
      401,
    )
    expect((await put('photo-0001', 2, fittingPhotoPng(2), device({ 'x-store-code': otherStoreCode }))).status).toBe(401)
    const unknown = await put('photo-0001', 9, fittingPhotoPng(2))
    expect(unknown.status).toBe(404)
    expect(unknown.json.errors[0].reason).toBe('이 기기가 보낸 피팅 세션의 안경테가 아닙니다.')
    const gif = await put('photo-0001', 2, gifBytes() as Uint8Array<ArrayBuffer>)
    expect(gif.status).toBe(400)
    expect(gif.json.errors[0].reason).toMatch(/[가-힣]/)
    expect((await put('photo-0001', 2, pngBytes(20, 20) as Uint8Array<ArrayBuffer>)).status).toBe(400)
    expect((await put('photo-0001', 2, fittingPhotoPng(2), device(), 'text/plain')).status).toBe(415)
    expect((await put('photo-0001', 0, fittingPhotoPng(2))).status).toBe(400)
    expect(await objects()).toEqual(before)
  })

  it('a repeated PUT replaces the photo (the old object goes); deleting the session deletes its photos in R2', async () => {
    const [first] = await objects()
    const again = await put('photo-0001', 1, fittingPhotoPng(4))
    expect(again.status).toBe(201)
    expect(await objects()).toEqual([again.json.fileId])
    expect(again.json.fileId).not.toBe(first)
    expect((await put('photo-0001', 2, fittingPhotoPng(5))).status).toBe(201)
    expect(await objects()).toHaveLength(2)
    const no = (await read(call('/api/v1/front/fitting', { token: owner }))).json.sessions[0].sessionNo
    expect((await call(`/api/v1/front/fitting/sessions/${no}`, { method: 'DELETE', token: owner })).status).toBe(200)
    expect(await objects()).toEqual([])
  })

  it('the sandbox device uploads a photo of every tried frame after its session', async () => {
    const r = await read(
      call('/__sandbox/fitting/session', { json: { storeCode, cardNo: CARD, frames, sessionId: 'photo-sbx-01', photos: true } }),
    )
    expect(r.status, r.text).toBe(201)
    expect(r.json.photos).toEqual([201, 201])
    const s = (await read(call('/api/v1/front/fitting', { token: owner }))).json.sessions[0]
    expect(s.frames.every((f: { photoFileId: string | null }) => f.photoFileId)).toBe(true)
  })

  it('no photo once the member withdrew consent (409)', async () => {
    expect((await call('/api/v1/front/fitting/consent', { method: 'DELETE', token: owner })).status).toBe(200)
    // A photo for a session stored before the withdrawal is refused too (the device's own credential).
    await db.prepare(`UPDATE fitting_sessions SET device_id = 'dev-photo' WHERE device_session_id = 'photo-sbx-01'`).run()
    const late = await put('photo-sbx-01', 1, fittingPhotoPng(6))
    expect(late.status).toBe(409)
    expect(late.json.errors[0].reason).toContain('동의를 철회')
    const r = await read(
      call('/__sandbox/fitting/session', { json: { storeCode, cardNo: CARD, frames, sessionId: 'photo-sbx-02', photos: true } }),
    )
    expect(r.status).toBe(409)
  })
})
