/**
 * The front of a frame drawn at real size for the try-on, from the goods' attributes: lens width and bridge from
 * the size ('52□18-145'), the shape from the name (웰링턴, 라운드 …), the colour from the option. Drawn around
 * the bridge centre on the pupil line, `pxPerMm` pixels per millimetre — the same anchor and geometry as the
 * catalogue's transparent front view (issue 30: `v=f` images, bridge centre at the anchor, pupil line through
 * the lens centres), so swapping the drawing for that image is a drawImage at (pxPerMm / its px-per-mm).
 */
import { parseFrameSize } from '~/shared/eyes/face'

export type FrameShape = 'round' | 'square' | 'wellington' | 'boston' | 'cateye' | 'oval' | 'hexagon'

const SHAPE_WORDS: Array<[RegExp, FrameShape]> = [
  [/라운드|원형|크라운판토/, 'round'],
  [/스퀘어|사각/, 'square'],
  [/웰링턴/, 'wellington'],
  [/보스턴/, 'boston'],
  [/캣아이/, 'cateye'],
  [/오벌|타원/, 'oval'],
  [/헥사곤|육각/, 'hexagon'],
]
export const shapeOf = (goodsNm: string): FrameShape => SHAPE_WORDS.find(([re]) => re.test(goodsNm))?.[1] ?? 'wellington'

const COLOURS: Array<[RegExp, string]> = [
  [/블랙|검정|흑/, '#111827'],
  [/골드|금/, '#b8860b'],
  [/실버|은|메탈/, '#9ca3af'],
  [/브라운|갈색|호피|데미|토터스/, '#7c4a21'],
  [/네이비|남색|블루/, '#1e3a8a'],
  [/레드|와인|버건디/, '#7f1d1d'],
  [/클리어|투명|크리스탈/, '#d1d5db'],
  [/그레이|회색/, '#4b5563'],
  [/핑크|로즈/, '#be7b8a'],
  [/그린|카키/, '#365314'],
]
export const colourOf = (name: string | null | undefined) => COLOURS.find(([re]) => re.test(name ?? ''))?.[1] ?? '#1f2937'

export interface FrameSpec {
  lens: number
  bridge: number
  shape: FrameShape
  colour: string
}

export function frameSpec(goodsNm: string, size: string | null | undefined, colour: string | null | undefined): FrameSpec | null {
  const s = parseFrameSize(size)
  return s ? { lens: s.lens, bridge: s.bridge, shape: shapeOf(goodsNm), colour: colourOf(colour) } : null
}

/** One lens outline centred at (0, 0), w × h px. */
function lensPath(ctx: CanvasRenderingContext2D, shape: FrameShape, w: number, h: number, nasalSign: 1 | -1) {
  const x = -w / 2
  const y = -h / 2
  ctx.beginPath()
  if (shape === 'round' || shape === 'oval') {
    ctx.ellipse(0, 0, w / 2, shape === 'round' ? Math.min(w, h * 1.15) / 2 : h / 2, 0, 0, Math.PI * 2)
  } else if (shape === 'hexagon') {
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i
      ctx.lineTo((Math.cos(a) * w) / 2, (Math.sin(a) * h) / 2 / Math.sin(Math.PI / 3))
    }
    ctx.closePath()
  } else if (shape === 'cateye') {
    // Upswept temporal corner (away from the nose).
    const t = -nasalSign
    ctx.moveTo(-t * w * 0.5, y + h * 0.35)
    ctx.quadraticCurveTo(0, y - h * 0.05, t * w * 0.52, y - h * 0.08)
    ctx.quadraticCurveTo(t * w * 0.5, h * 0.45, 0, h * 0.5)
    ctx.quadraticCurveTo(-t * w * 0.5, h * 0.45, -t * w * 0.5, y + h * 0.35)
  } else {
    const r = shape === 'square' ? Math.min(w, h) * 0.12 : shape === 'boston' ? Math.min(w, h) * 0.45 : Math.min(w, h) * 0.25
    const bottom = shape === 'wellington' || shape === 'boston' ? 0.9 : 1
    ctx.roundRect(x, y, w, h, [r, r, r * (bottom < 1 ? 2 : 1), r * (bottom < 1 ? 2 : 1)])
  }
}

/**
 * Draws the front with the bridge centre at (0, 0) and the lens centres on y = 0. The caller has translated,
 * rotated (head tilt) and squeezed (head turn) the context. Lens height is taken as 0.8 × lens width (0.9 round).
 */
export function drawFrameFront(ctx: CanvasRenderingContext2D, f: FrameSpec, pxPerMm: number) {
  const w = f.lens * pxPerMm
  const h = f.lens * (f.shape === 'round' ? 0.9 : f.shape === 'cateye' ? 0.7 : 0.8) * pxPerMm
  const half = ((f.lens + f.bridge) / 2) * pxPerMm
  const rim = Math.max(2, 1.6 * pxPerMm)
  ctx.save()
  ctx.lineWidth = rim
  ctx.strokeStyle = f.colour
  ctx.lineJoin = 'round'
  for (const side of [-1, 1] as const) {
    ctx.save()
    ctx.translate(side * half, 0)
    lensPath(ctx, f.shape, w, h, side === -1 ? 1 : -1)
    ctx.fillStyle = 'rgba(200, 225, 255, 0.16)'
    ctx.fill()
    ctx.stroke()
    ctx.restore()
    // End piece (6 mm, hinge) on the temporal side.
    ctx.beginPath()
    ctx.moveTo(side * (half + w / 2), -h * 0.3)
    ctx.lineTo(side * (half + w / 2 + 4 * pxPerMm), -h * 0.32)
    ctx.stroke()
  }
  // Bridge: a gentle arch between the lenses, a little above the pupil line.
  const inner = half - w / 2
  ctx.beginPath()
  ctx.moveTo(-inner - rim / 2, -h * 0.22)
  ctx.quadraticCurveTo(0, -h * 0.42, inner + rim / 2, -h * 0.22)
  ctx.stroke()
  ctx.restore()
}
