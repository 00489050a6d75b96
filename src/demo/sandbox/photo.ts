/**
 * Demo fitting photos: a small deterministic PNG (a face outline wearing a frame, colours from `seed`) that the
 * sandbox fitting device uploads and the seed puts into local R2. Pure TypeScript (stored deflate blocks, CRC-32,
 * Adler-32), so it runs in workerd, Node and vitest alike. Not production code.
 */
const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (const x of bytes) {
    a = (a + x) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]

function chunk(type: string, data: Uint8Array): number[] {
  const body = new Uint8Array(4 + data.length)
  body.set([...type].map((ch) => ch.charCodeAt(0)))
  body.set(data, 4)
  return [...u32(data.length), ...body, ...u32(crc32(body))]
}

/** zlib stream of `raw` in stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01]
  for (let i = 0; i < raw.length || i === 0; i += 65535) {
    const part = raw.subarray(i, Math.min(raw.length, i + 65535))
    const last = i + 65535 >= raw.length ? 1 : 0
    out.push(last, part.length & 255, part.length >>> 8, ~part.length & 255, (~part.length >>> 8) & 255, ...part)
    if (last) break
  }
  out.push(...u32(adler32(raw)))
  return new Uint8Array(out)
}

const FRAME_COLOURS: [number, number, number][] = [
  [30, 30, 30],
  [120, 72, 40],
  [15, 110, 100],
  [170, 40, 50],
  [70, 80, 160],
]

/** A `w`×`h` RGB PNG: a face on a soft background wearing a frame whose colour and shape follow `seed`. */
export function fittingPhotoPng(seed: number, w = 240, h = 180): Uint8Array<ArrayBuffer> {
  const [fr, fg, fb] = FRAME_COLOURS[Math.abs(seed) % FRAME_COLOURS.length]
  const round = seed % 2 === 0
  const raw = new Uint8Array((w * 3 + 1) * h)
  const cx = w / 2
  const cy = h * 0.55
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1)
    raw[row] = 0
    for (let x = 0; x < w; x++) {
      // background gradient
      let r = 214 - (y * 30) / h
      let g = 232 - (y * 20) / h
      let b = 236 - (y * 10) / h
      // face (ellipse)
      const fx = (x - cx) / (w * 0.3)
      const fy = (y - cy) / (h * 0.5)
      if (fx * fx + fy * fy <= 1) [r, g, b] = [246, 214, 190]
      // lenses and frame
      for (const side of [-1, 1]) {
        const lx = cx + side * w * 0.13
        const ly = h * 0.45
        const dx = (x - lx) / (w * 0.1)
        const dy = (y - ly) / (h * 0.12)
        const d = round ? Math.sqrt(dx * dx + dy * dy) : Math.max(Math.abs(dx), Math.abs(dy))
        if (d <= 0.86) [r, g, b] = [r * 0.92 + 12, g * 0.95 + 8, b * 0.97 + 10]
        else if (d <= 1.08) [r, g, b] = [fr, fg, fb]
      }
      // bridge
      if (Math.abs(x - cx) <= w * 0.035 && Math.abs(y - h * 0.42) <= 2) [r, g, b] = [fr, fg, fb]
      raw[row + 1 + x * 3] = r
      raw[row + 2 + x * 3] = g
      raw[row + 3 + x * 3] = b
    }
  }
  const ihdr = new Uint8Array([...u32(w), ...u32(h), 8, 2, 0, 0, 0])
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ])
}
