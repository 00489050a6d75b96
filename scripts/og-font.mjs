#!/usr/bin/env node
// Regenerates the fonts the raster og:image renderer (src/server/og) ships inside the Worker: Pretendard
// Regular and ExtraBold cut down to what share images print — ASCII, the 2,350 Hangul syllables of KS X 1001
// (every syllable of everyday Korean), the compatibility jamo and common punctuation/symbols. The full weights
// are 1.5 MB each; these subsets are what a Worker can carry (see README "Share images").
// Needs `subset-font` (harfbuzz, not a dependency of the shop): `npm i --no-save subset-font` in a scratch
// folder and run with NODE_PATH pointing at it, e.g.
//   NODE_PATH=/tmp/ogtool/node_modules node scripts/og-font.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { TextDecoder } from 'node:util'

const require = createRequire(import.meta.url)
const subsetFont = require(require.resolve('subset-font', { paths: (process.env.NODE_PATH || '').split(':') }))

const chars = []
for (let c = 0x20; c <= 0x7e; c++) chars.push(String.fromCharCode(c))
// KS X 1001 Hangul: EUC-KR rows 0xB0–0xC8, cells 0xA1–0xFE.
const euckr = new TextDecoder('euc-kr')
for (let hi = 0xb0; hi <= 0xc8; hi++) for (let lo = 0xa1; lo <= 0xfe; lo++) chars.push(euckr.decode(new Uint8Array([hi, lo])))
for (let c = 0x3131; c <= 0x318e; c++) chars.push(String.fromCharCode(c)) // ㄱ … ㆎ
chars.push(...'·…‘’“”→←↑↓★☆♥♡●○■□▶◀※₩℃×÷±~、。「」『』【】〈〉《》•–—%！？（），：；·ⓒ①②③④⑤⑥⑦⑧⑨⑩')
const text = [...new Set(chars)].join('')

for (const [weight, name] of [
  ['Regular', 'regular'],
  ['ExtraBold', 'extrabold'],
]) {
  const src = readFileSync(`node_modules/pretendard/dist/public/static/Pretendard-${weight}.otf`)
  const out = await subsetFont(src, text, { targetFormat: 'sfnt', preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 16, 17] })
  writeFileSync(`src/server/og/pretendard-${name}.bin`, out)
  console.log(
    `Pretendard-${weight}: ${(src.length / 1024).toFixed(0)} KB → ${(out.length / 1024).toFixed(0)} KB (${[...text].length} characters)`,
  )
}
