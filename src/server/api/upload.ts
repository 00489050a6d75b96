import type { Context, Next } from 'hono'
import { ApiError } from './errors'

/** The declared body length must be there (411) and at most `maxBytes` (413), before the body is read. */
function checkLength(c: Context, maxBytes: number, field: string, tooBig: string) {
  const length = c.req.header('content-length')
  if (length == null) throw new ApiError(411, [{ field: 'content-length', reason: '요청 본문의 길이(Content-Length)를 알려 주세요.' }])
  if (!/^\d+$/.test(length) || Number(length) > maxBytes) throw new ApiError(413, [{ field, reason: tooBig }])
}

/**
 * Multipart uploads (the shared upload module's HTTP side, src/server/files): the body must be
 * multipart/form-data (415 otherwise) and its declared length at most `maxBytes` (413; 411 without a length),
 * checked BEFORE the body is read. The fields then go through `validate('form', schema)` and the file through
 * `formFile()` + `storeUpload()`.
 */
export function multipartBody(maxBytes: number) {
  return async (c: Context, next: Next) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase()
    if (type !== 'multipart/form-data')
      throw new ApiError(415, [{ field: 'content-type', reason: '파일은 multipart/form-data 형식으로 보내 주세요.' }])
    checkLength(c, maxBytes, 'file', `요청이 너무 큽니다. 파일을 포함해 ${Math.round(maxBytes / 1024 / 1024)}MB 이하로 보내 주세요.`)
    await next()
  }
}

/** The parsed multipart form (Hono caches it, so validate('form', …) and this read the body once). */
export async function uploadForm(c: Context): Promise<FormData> {
  const body = await c.req.parseBody({ all: false })
  const fd = new FormData()
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string' || v instanceof File) fd.append(k, v)
  return fd
}

/**
 * A raw image body (a device's PUT of a photo): `Content-Type` image/jpeg, image/png or image/webp (415 otherwise)
 * and a declared length of at most `maxBytes` (413; 411 without a length), checked before the body is read; the
 * upload module then checks the bytes themselves (magic bytes, pixel size).
 */
export function rawImageBody(maxBytes: number) {
  return async (c: Context, next: Next) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase()
    if (!['image/jpeg', 'image/png', 'image/webp'].includes(type))
      throw new ApiError(415, [{ field: 'content-type', reason: '사진은 image/jpeg, image/png 또는 image/webp 형식으로 보내 주세요.' }])
    checkLength(c, maxBytes, 'photo', `사진이 너무 큽니다. ${Math.round(maxBytes / 1024 / 1024)}MB 이하로 보내 주세요.`)
    await next()
  }
}
