/**
 * The goods picture sizes the shop needs, made ONCE in the operator's browser when a picture is picked (canvas, no
 * image library shipped): the picture is fitted whole on white (never cropped, never stretched) into list 480²,
 * detail 1000², zoom up to 2000² (not upscaled past the original's long side) and the share image 1200×630. The
 * server checks the original with the upload module (JPG/PNG/WEBP by magic bytes — never SVG —, 10 MB, pixels) and
 * each size for its exact pixel size before storing anything (src/server/files/media.ts).
 */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024
export const PICTURE_MIN_LONG_SIDE = 1000

type Size = { name: 'list' | 'detail' | 'zoom' | 'og'; w: number; h: number }

function fit(img: ImageBitmap, w: number, h: number): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = w
  canvas.height = h
  const ctx = canvas.getContext('2d')!
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, w, h)
  const scale = Math.min(w / img.width, h / img.height)
  const dw = Math.round(img.width * scale)
  const dh = Math.round(img.height * scale)
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(img, Math.round((w - dw) / 2), Math.round((h - dh) / 2), dw, dh)
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode'))), 'image/jpeg', 0.86))
}

/** The Korean reason a picked file cannot be a goods picture (before anything is sent), or null. */
export function pictureProblem(file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'JPG, PNG, WEBP 이미지만 올릴 수 있습니다. (SVG는 올릴 수 없습니다.)'
  if (file.size > PICTURE_MAX_BYTES) return '이미지는 10MB 이하만 올릴 수 있습니다.'
  return null
}

/** The form the upload call sends: the original and its four sizes. Throws a Korean message for an unreadable or small picture. */
export async function pictureForm(file: File): Promise<FormData> {
  let img: ImageBitmap
  try {
    img = await createImageBitmap(file)
  } catch {
    throw new Error('이미지를 읽을 수 없습니다. 손상되지 않은 파일인지 확인해 주세요.')
  }
  const long = Math.max(img.width, img.height)
  if (long < PICTURE_MIN_LONG_SIDE)
    throw new Error(`이미지는 긴 쪽이 ${PICTURE_MIN_LONG_SIDE}픽셀 이상이어야 합니다. (${img.width}×${img.height})`)
  const zoom = Math.min(2000, long)
  const sizes: Size[] = [
    { name: 'list', w: 480, h: 480 },
    { name: 'detail', w: 1000, h: 1000 },
    { name: 'zoom', w: zoom, h: zoom },
    { name: 'og', w: 1200, h: 630 },
  ]
  const fd = new FormData()
  fd.append('file', file, file.name)
  for (const s of sizes) fd.append(s.name, await fit(img, s.w, s.h), `${s.name}.jpg`)
  img.close()
  return fd
}
