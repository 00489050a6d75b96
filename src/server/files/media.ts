/**
 * Public media of the console (operator uploads the shop shows: goods pictures; banners and campaign images can
 * use the same path): R2 bucket FILES under `media/<scope>/<mediaId>/<size>.<ext>`, served by `mediaResponse` at
 * `/media/<scope>/<mediaId>/<size>.<ext>` — immutable (a new picture is a new id), so browsers and the edge keep it.
 *
 * The operator's original goes through the upload module's checks (`checkUpload`: magic bytes JPG/PNG/WEBP only —
 * an SVG or anything else is refused whatever its name or declared type —, byte size, pixel size). The sizes the shop
 * needs are made ONCE, by the console in the operator's browser (canvas, no image library in the Worker), and each is
 * checked here as a JPEG of exactly its size before anything is stored; one refused size stores nothing.
 */
import type { R2Bucket } from '@cloudflare/workers-types'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { checkUpload, FILE_KINDS } from './index'

export interface MediaSize {
  /** Exact width and height; `square` sizes may be smaller than `width` (an original under that size is not upscaled). */
  width: number
  height: number
  minSide?: number
  maxBytes: number
  label: string
}

/** The goods picture sizes (goods cards, the detail gallery, its zoom, the share image). */
export const GOODS_MEDIA_SIZES = {
  list: { width: 480, height: 480, maxBytes: 400 * 1024, label: '목록용' },
  detail: { width: 1000, height: 1000, maxBytes: 1024 * 1024, label: '상세용' },
  zoom: { width: 2000, height: 2000, minSide: 1000, maxBytes: 3 * 1024 * 1024, label: '확대용' },
  og: { width: 1200, height: 630, maxBytes: 1024 * 1024, label: '공유용' },
} as const satisfies Record<string, MediaSize>
export type GoodsMediaSize = keyof typeof GOODS_MEDIA_SIZES

/** The original an operator picks: JPG/PNG/WEBP up to 10 MB, at least 1000 px on its long side. */
export const MEDIA_ORIGINAL_POLICY = { kinds: ['jpeg', 'png', 'webp'] as const, maxBytes: 10 * 1024 * 1024, maxPixels: 8000 }
export const MEDIA_MIN_LONG_SIDE = 1000
export const MEDIA_UPLOAD_MAX_BYTES = 16 * 1024 * 1024

export const mediaPath = (scope: string, mediaId: string, size: string) => `/media/${scope}/${mediaId}/${size}.jpg`

/**
 * Checks the original and every size, then stores them (original first). Returns the new id and the original's
 * pixel size. Nothing is stored unless everything passed; a failed put removes what was written.
 */
export async function storeMediaSet(
  env: Pick<Env, 'FILES'>,
  scope: 'goods',
  original: File,
  sizes: Record<GoodsMediaSize, File | null>,
): Promise<{ mediaId: string; width: number; height: number; byteSize: number }> {
  const orig = await checkUpload(original, { ...MEDIA_ORIGINAL_POLICY, kinds: [...MEDIA_ORIGINAL_POLICY.kinds] }, 'file')
  const w = orig.width ?? 0
  const h = orig.height ?? 0
  if (Math.max(w, h) < MEDIA_MIN_LONG_SIDE)
    throw DomainError.invalid(`상품 이미지는 긴 쪽이 ${MEDIA_MIN_LONG_SIDE}픽셀 이상이어야 합니다. (${w}×${h})`, 'file')
  const checked: [string, Uint8Array][] = []
  for (const [name, spec] of Object.entries(GOODS_MEDIA_SIZES) as [GoodsMediaSize, MediaSize][]) {
    const f = sizes[name]
    if (!f) throw DomainError.invalid(`${spec.label} 이미지가 없습니다. 이미지를 다시 선택해 주세요.`, name)
    const c = await checkUpload(f, { kinds: ['jpeg'], maxBytes: spec.maxBytes, maxPixels: spec.width }, name)
    const exact = spec.minSide ? c.width === c.height && (c.width ?? 0) >= spec.minSide : c.width === spec.width && c.height === spec.height
    if (!exact) throw DomainError.invalid(`${spec.label} 이미지의 크기가 맞지 않습니다. (${c.width}×${c.height})`, name)
    checked.push([name, c.bytes])
  }
  const mediaId = crypto.randomUUID().replace(/-/g, '')
  const bucket = env.FILES as R2Bucket
  const written: string[] = []
  try {
    const origKey = `media/${scope}/${mediaId}/original`
    await bucket.put(origKey, orig.bytes, { httpMetadata: { contentType: FILE_KINDS[orig.kind].contentType } })
    written.push(origKey)
    for (const [name, bytes] of checked) {
      const key = `media/${scope}/${mediaId}/${name}.jpg`
      await bucket.put(key, bytes, { httpMetadata: { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' } })
      written.push(key)
    }
  } catch (e) {
    await bucket.delete(written)
    throw e
  }
  return { mediaId, width: w, height: h, byteSize: orig.bytes.byteLength }
}

/** Removes a stored set again (its row could not be written). */
export async function deleteMediaSet(env: Pick<Env, 'FILES'>, scope: 'goods', mediaId: string) {
  await (env.FILES as R2Bucket).delete([
    `media/${scope}/${mediaId}/original`,
    ...Object.keys(GOODS_MEDIA_SIZES).map((s) => `media/${scope}/${mediaId}/${s}.jpg`),
  ])
}

const MEDIA_PATH = /^\/media\/(goods)\/([0-9a-f]{32})\/(list|detail|zoom|og)\.jpg$/

/** GET /media/<scope>/<id>/<size>.jpg: the stored size, immutable; 404 for anything else (the original is never served). */
export async function mediaResponse(env: Pick<Env, 'FILES'>, path: string): Promise<Response> {
  const m = MEDIA_PATH.exec(path)
  if (!m) return new Response('Not Found', { status: 404 })
  const obj = await (env.FILES as R2Bucket).get(`media/${m[1]}/${m[2]}/${m[3]}.jpg`)
  if (!obj) return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } })
  return new Response(obj.body as unknown as ReadableStream, {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(obj.size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: obj.httpEtag,
    },
  })
}
