import { initWasm, Resvg } from '@resvg/resvg-wasm'
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm'
import { OG_IMAGE } from '~/shared/og-image'
import { fitSvg, rasterAsSvg } from './fit'
import extraBold from './pretendard-extrabold.bin'
import regular from './pretendard-regular.bin'

/**
 * The share-image renderer: resvg (WebAssembly, a Worker module) drawing an SVG as a 1200×630 PNG with
 * Pretendard Regular and ExtraBold cut to ASCII + the 2,350 KS X 1001 Hangul syllables (scripts/og-font.mjs;
 * 360 KB each instead of 1.5 MB, shipped inside the Worker as Data modules). Loaded lazily by the /og route,
 * so no other request pays for it.
 */
let ready: Promise<unknown> | null = null
const fonts = [new Uint8Array(regular), new Uint8Array(extraBold)]

export type OgSource = { type: string; bytes: Uint8Array }

/** PNG bytes of the share image of an SVG/PNG/JPEG source; null when the source is not such an image. */
export async function renderSharePng(source: OgSource): Promise<Uint8Array | null> {
  const type = source.type.split(';')[0].trim().toLowerCase()
  const svg =
    type === 'image/svg+xml'
      ? fitSvg(new TextDecoder().decode(source.bytes))
      : type === 'image/png' || type === 'image/jpeg'
        ? rasterAsSvg(source.bytes, type)
        : null
  if (!svg) return null
  ready ??= initWasm(resvgWasm).catch((e) => ((ready = null), Promise.reject(e)))
  await ready
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: OG_IMAGE.width },
    font: { fontBuffers: fonts, defaultFontFamily: 'Pretendard', sansSerifFamily: 'Pretendard', loadSystemFonts: false },
  })
  try {
    const img = resvg.render()
    try {
      return img.asPng()
    } finally {
      img.free()
    }
  } finally {
    resvg.free()
  }
}
