/**
 * Files for upload tests (the shared upload module, src/server/files): the smallest byte strings each format's
 * magic bytes and image-size accept, with the pixel size in their headers.
 */
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const u16 = (n: number) => [(n >>> 8) & 255, n & 255]

/** A PNG header (signature + IHDR + IEND) declaring `w`×`h` pixels, padded to `pad` bytes. */
export function pngBytes(w = 400, h = 300, pad = 0): Uint8Array {
  const ihdr = [...u32(13), ...[73, 72, 68, 82], ...u32(w), ...u32(h), 8, 2, 0, 0, 0, 0, 0, 0, 0]
  const iend = [0, 0, 0, 0, 73, 69, 78, 68, 0xae, 0x42, 0x60, 0x82]
  const head = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr]
  const out = new Uint8Array(Math.max(head.length + iend.length, pad))
  out.set(head)
  out.set(iend, out.length - iend.length)
  return out
}

/** A JPEG (SOI, APP0, SOF0 declaring `w`×`h`, EOI). */
export function jpegBytes(w = 400, h = 300): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16(16), 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
  const sof0 = [0xff, 0xc0, ...u16(17), 8, ...u16(h), ...u16(w), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9])
}

export const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
export const gifBytes = () => new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b])

/** A multipart body: string fields plus one file (`file` field unless named). */
export function multipart(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string; field?: string },
): FormData {
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  if (file)
    fd.append(
      file.field ?? 'file',
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/octet-stream' }),
    )
  return fd
}
