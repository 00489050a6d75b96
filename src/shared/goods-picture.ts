/**
 * Frame sizes and the try-on picture's scale (pure, isomorphic; light enough for any page).
 * A frame size is written as the trade marks it inside the temple: lens width □ bridge - temple length (mm),
 * e.g. '52□18-145'.
 */

export interface FrameSize {
  /** Lens width (렌즈 가로), mm. */
  lens: number
  /** Bridge (브릿지, the gap between the lenses), mm. */
  bridge: number
  /** Temple length (다리 길이), mm. */
  temple: number
}

/** Hinge end pieces on each side of the front, mm (the front width = 2 × lens + bridge + 2 × this). */
export const END_PIECE_MM = 6

export function parseFrameSize(size: string | null | undefined): FrameSize | null {
  const m = /^(\d{2})\s*[□xX×-]\s*(\d{2})\s*-\s*(\d{3})$/.exec((size ?? '').trim())
  return m ? { lens: Number(m[1]), bridge: Number(m[2]), temple: Number(m[3]) } : null
}

/** The width of the frame's front, mm. */
export const frameFrontWidthMm = (lens: number, bridge: number) => 2 * lens + bridge + 2 * END_PIECE_MM

/** The try-on (front view) picture: fixed scale, so a face photo can carry it. */
export const TRYON_PX_PER_MM = 4
export const TRYON_CANVAS = { width: 640, height: 240 } as const
/** Bridge centre (x) and the lens centre line (y), px. */
export const TRYON_ANCHOR = { x: 320, y: 120 } as const

/**
 * The transparent front view of a frame or sunglasses goods, from its main image URL (`/img/goods/01/G….svg?…`):
 * the same picture with `v=f`, and the size `z` of the option asked for (SVG; no raster route yet).
 */
export function tryOnImageUrl(imgSrc: string, opts: { size?: string | null } = {}): string {
  const [path, query = ''] = imgSrc.split('?')
  const params = new URLSearchParams(query)
  params.set('v', 'f')
  const s = parseFrameSize(opts.size)
  if (s) params.set('z', `${s.lens}-${s.bridge}-${s.temple}`)
  return `${path}?${params.toString()}`
}
