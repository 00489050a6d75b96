import { Hono } from 'hono'
import { createApi } from '../../server/api'
import { upsertDevice } from '../../server/db/fitting'
import type { AppEnv } from '../../server/env'
import { deviceAuthHeader, secretHash } from '../../server/providers/fitting/protocol'
import { fittingPhotoPng } from './photo'

/**
 * Sandbox smart-fitting device (/__sandbox/fitting): a developer or a test drives a fitting session as the
 * in-store device would. POST /session { storeCode, cardNo, frames?: goodsNo[], faceWidth?, pd?, faceShape?,
 * sessionId?, wrongSecret?, photos? } registers the store's sandbox device (a fresh secret each time), then posts the
 * session to the device API with that credential (or a wrong one) and answers what the API answered; with
 * `photos: true` it then PUTs a photo (a generated PNG) of each tried frame, as the device does after a session.
 */
export const fittingSandbox = new Hono<AppEnv>().post('/session', async (c) => {
  const b = (await c.req.json().catch(() => ({}))) as {
    storeCode?: string
    cardNo?: string
    frames?: string[]
    faceWidth?: number
    pd?: number
    faceShape?: string
    sessionId?: string
    wrongSecret?: boolean
    photos?: boolean
  }
  const store = await c.env.DB.prepare('SELECT store_no, store_code, store_nm FROM stores WHERE store_code = ?1')
    .bind(String(b.storeCode ?? ''))
    .first<{ store_no: number; store_code: string; store_nm: string }>()
  if (!store) return c.json({ error: 'unknown storeCode' }, 404)
  const deviceId = `sbx-${store.store_code}`
  const secret = Array.from(crypto.getRandomValues(new Uint8Array(24)), (x) => x.toString(16).padStart(2, '0')).join('')
  await upsertDevice(
    c.env.DB,
    deviceId,
    store.store_no,
    await secretHash(secret),
    `샌드박스 피팅 기기 (${store.store_nm})`,
    new Date().toISOString(),
  )
  const body = {
    session_id: b.sessionId ?? `sbx-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    member_card_no: String(b.cardNo ?? ''),
    fitted_at: new Date().toISOString(),
    measurements: { face_width_mm: b.faceWidth ?? 132, pd_mm: b.pd ?? 63, face_shape: b.faceShape ?? 'ROUND' },
    frames: (b.frames ?? []).map((g, i) => ({ goods_no: g, liked: i === 0 })),
  }
  const api = createApi()
  const authorization = deviceAuthHeader({ deviceId, secret: b.wrongSecret ? `${secret.slice(0, -4)}beef` : secret })
  const res = await api.fetch(
    new Request(new URL('/api/v1/device/fitting/session', c.req.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization, 'x-store-code': store.store_code },
      body: JSON.stringify(body),
    }),
    c.env,
  )
  if (!b.photos || res.status !== 201) return new Response(res.body, res)
  const photos: number[] = []
  for (const [i] of body.frames.entries()) {
    const png = fittingPhotoPng(i + body.session_id.length)
    const put = await api.fetch(
      new Request(new URL(`/api/v1/device/fitting/session/${body.session_id}/frames/${i + 1}/photo`, c.req.url), {
        method: 'PUT',
        headers: { 'content-type': 'image/png', 'content-length': String(png.byteLength), authorization, 'x-store-code': store.store_code },
        body: png,
      }),
      c.env,
    )
    photos.push(put.status)
  }
  return c.json({ ...((await res.json()) as object), sessionId: body.session_id, photos }, 201)
})
