import { OG_IMAGE } from '~/shared/og-image'

const { width: W, height: H } = OG_IMAGE

/** Wide sources (banners, 1.6–2.3 : 1) fill the share image (cropped to the middle); others are shown whole on white. */
const fills = (ratio: number) => ratio >= 1.6 && ratio <= 2.3

const num = (v: string | undefined) => (v && /^\s*[\d.]+(px)?\s*$/.test(v) ? parseFloat(v) : NaN)

/**
 * Re-frames an SVG document as the 1200×630 share image: its root gets the share size, a viewBox (from its
 * own size when it has none) and `xMidYMid slice` (wide banners) or `meet` on a white backdrop (square
 * product shots). Text stays text, so the renderer draws it with its own fonts. Null when it is not an SVG.
 */
export function fitSvg(svg: string): string | null {
  const m = /<svg\b[^>]*>/i.exec(svg)
  if (!m) return null
  const tag = m[0]
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
  let viewBox = attr('viewBox')
  const w = num(attr('width'))
  const h = num(attr('height'))
  if (!viewBox) {
    if (!(w > 0 && h > 0)) return null
    viewBox = `0 0 ${w} ${h}`
  }
  const [, , vw, vh] = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  if (!(vw > 0 && vh > 0)) return null
  const fill = fills(vw / vh)
  const rest = tag
    .replace(/^<svg/i, '')
    .replace(/>$/, '')
    .replace(/\/$/, '')
    .replace(/\s(width|height|viewBox|preserveAspectRatio)\s*=\s*["'][^"']*["']/gi, '')
  const root = `<svg${rest} width="${W}" height="${H}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid ${fill ? 'slice' : 'meet'}">`
  const body = svg.slice(m.index + tag.length)
  if (fill) return svg.slice(0, m.index) + root + body
  // Shown whole, over a blurred, faded fill of itself (no white bars): two nested <svg>s, which keep their text.
  const inner = (aspect: string) =>
    root.replace(/ width="\d+" height="\d+"/, ' x="0" y="0" width="' + W + '" height="' + H + '"').replace(/xMidYMid (slice|meet)/, aspect)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><filter id="og-blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="28"/></filter></defs>` +
    `<rect width="${W}" height="${H}" fill="#f3f4f6"/><g filter="url(#og-blur)" opacity=".55">${inner('xMidYMid slice')}${body}</g>` +
    `${inner('xMidYMid meet')}${body}</svg>`
  )
}

/** A raster source (PNG/JPEG) placed on the share canvas as an embedded image, cropped to fill it. */
export function rasterAsSvg(bytes: Uint8Array, mime: 'image/png' | 'image/jpeg'): string {
  let bin = ''
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#ffffff"/><image width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice" href="data:${mime};base64,${btoa(bin)}"/></svg>`
}
