/**
 * Share images (og:image) as rasters: KakaoTalk, Naver, Facebook and X link previews do not render SVG, so
 * every page's share image is served as a 1200×630 PNG rendered by the Worker from the same source image
 * (src/server/og, route /og/<hash>.png). The URL carries a hash of the source URL and the renderer version:
 * the sources (/img/*, uploaded banners) are immutable by URL, so the PNG is immutable too and cached for a
 * year at the edge and by crawlers; changing the fonts or the fitting bumps OG_RENDER_VERSION.
 */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const

/** Bump when the renderer's output changes (fonts, fitting, resvg): every share image gets a new URL. */
export const OG_RENDER_VERSION = 1

/** cyrb53 (a fast 53-bit string hash), as base36: short, stable, the same on server and browser. */
function cyrb53(str: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** The hash naming a source's share image. */
export const ogHash = (src: string) => `${cyrb53(`${OG_RENDER_VERSION}|${src}`)}`

/** A source the renderer can read: a path on this origin (not protocol-relative, not the renderer itself). */
export function isOgSource(src: string): boolean {
  return /^\/(?!\/)/.test(src) && !src.startsWith('/og/') && src.length <= 1500 && !/[\u0000-\u001f\u007f\\]/.test(src)
}

/** Path of the raster share image of a same-origin source image; null for other sources (used as they are). */
export function ogImagePath(src: string): string | null {
  if (!isOgSource(src)) return null
  return `/og/${ogHash(src)}.png?src=${encodeURIComponent(src)}`
}
