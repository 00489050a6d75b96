import type { ApiResult } from '~/shared/api/result'
import type { UploadedImage } from '~/shared/api/marketing-types'

/** Sends one image to the marketing desk's upload (the server checks type by magic bytes, size and pixels; no SVG). */
export async function uploadImage(file: File): Promise<ApiResult<UploadedImage>> {
  const fd = new FormData()
  fd.append('file', file)
  let res: Response
  try {
    res = await fetch('/admin/api/marketing/images', {
      method: 'POST',
      body: fd,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
  } catch {
    return { ok: false, status: 0, error: { status: 0, errors: [{ field: 'file', reason: '네트워크 연결을 확인해 주세요.' }] } }
  }
  const body = (await res.json().catch(() => null)) as never
  if (res.ok) return { ok: true, status: res.status, data: body }
  return {
    ok: false,
    status: res.status,
    error: body ?? { status: res.status, errors: [{ field: 'file', reason: '이미지를 올리지 못했습니다. 잠시 후 다시 시도해 주세요.' }] },
  }
}

/** The pixel size of an image URL as the browser decodes it (null when it does not load). */
export function imageSize(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    if (!src) return resolve(null)
    const img = new Image()
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight })
    img.onerror = () => resolve(null)
    img.src = src
  })
}
