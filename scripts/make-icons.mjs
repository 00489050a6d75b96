#!/usr/bin/env node
// Draws the dialog icons (info: /image/all/icon-message.png and icon-warning.png) as 180×180 PNGs
// (shown at 90×90, sharp on 2× screens). Pure Node: a tiny supersampled rasteriser and zlib.
import { mkdirSync, writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const S = 180
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}
function png(rgba) {
  const raw = Buffer.alloc((S * 4 + 1) * S)
  for (let y = 0; y < S; y++) {
    raw[y * (S * 4 + 1)] = 0
    rgba.copy(raw, y * (S * 4 + 1) + 1, y * S * 4, (y + 1) * S * 4)
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(S, 0)
  ihdr.writeUInt32BE(S, 4)
  ihdr.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** shape(x, y) → [r,g,b,a] or null, sampled 4×4 per pixel. */
function draw(shape) {
  const out = Buffer.alloc(S * S * 4)
  for (let y = 0; y < S; y++)
    for (let x = 0; x < S; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++) {
          const c = shape(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)
          if (c) {
            r += c[0] * c[3]
            g += c[1] * c[3]
            b += c[2] * c[3]
            a += c[3]
          }
        }
      const i = (y * S + x) * 4
      out[i] = a ? Math.round(r / a) : 0
      out[i + 1] = a ? Math.round(g / a) : 0
      out[i + 2] = a ? Math.round(b / a) : 0
      out[i + 3] = Math.round((a / 16) * 255)
    }
  return out
}

const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r
const inRoundBar = (x, y, cx, y0, y1, w) =>
  (Math.abs(x - cx) <= w / 2 && y >= y0 && y <= y1) || inCircle(x, y, cx, y0, w / 2) || inCircle(x, y, cx, y1, w / 2)

function icon(bg, glyph) {
  return draw((x, y) => {
    if (!inCircle(x, y, 90, 90, 84)) return null
    return glyph(x, y) ? [255, 255, 255, 1] : [...bg, 1]
  })
}

mkdirSync('public/image/all', { recursive: true })
// info: brand teal with an "i"; warning: warm red with an "!"
writeFileSync(
  'public/image/all/icon-message.png',
  png(icon([11, 127, 117], (x, y) => inCircle(x, y, 90, 52, 11) || inRoundBar(x, y, 90, 80, 132, 20))),
)
writeFileSync(
  'public/image/all/icon-warning.png',
  png(icon([232, 70, 59], (x, y) => inRoundBar(x, y, 90, 44, 104, 20) || inCircle(x, y, 90, 134, 11))),
)
console.log('wrote public/image/all/icon-message.png, icon-warning.png')
