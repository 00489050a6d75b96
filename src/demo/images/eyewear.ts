/**
 * Frames and sunglasses drawn from the goods' own attributes: the lens shape, the rim (full, browline combi,
 * rimless), the material and finish (acetate, metal, titanium; tortoise, clear, matte; gradient or mirror sun
 * lenses), the colours and the size (lens width □ bridge, mm) — so the picture says what the name says.
 *
 * Views: 1 front (product shot), 2 three-quarter, 3 side, 4 worn on a face, 'f' the transparent front view at a
 * fixed 4 px/mm (the try-on picture; see src/shared/goods-picture.ts for its anchor).
 */
import { TRYON_ANCHOR, TRYON_CANVAS, TRYON_PX_PER_MM, END_PIECE_MM } from '../../shared/goods-picture'

export const SHAPES = [
  'round',
  'oval',
  'square',
  'wellington',
  'boston',
  'pantos',
  'hexagon',
  'cateye',
  'aviator',
  'oversize',
  'wrap',
] as const
export type Shape = (typeof SHAPES)[number]
export const MATERIALS = ['acetate', 'metal', 'titanium', 'combi', 'rimless'] as const
export type Material = (typeof MATERIALS)[number]
export const FINISHES = ['gloss', 'matte', 'tortoise', 'clear', 'gradient', 'mirror'] as const
export type Finish = (typeof FINISHES)[number]

/** The Korean shape words of the catalogue → the drawn shape. */
export const SHAPE_OF_WORD: Readonly<Record<string, Shape>> = {
  라운드: 'round',
  오벌: 'oval',
  스퀘어: 'square',
  웰링턴: 'wellington',
  보스턴: 'boston',
  크라운판토: 'pantos',
  헥사곤: 'hexagon',
  캣아이: 'cateye',
  보잉: 'aviator',
  오버사이즈: 'oversize',
  랩어라운드: 'wrap',
}

/** Height / width of the lens per shape. */
const ASPECT: Record<Shape, number> = {
  round: 0.94,
  oval: 0.68,
  square: 0.72,
  wellington: 0.78,
  boston: 0.84,
  pantos: 0.86,
  hexagon: 0.84,
  cateye: 0.66,
  aviator: 0.9,
  oversize: 0.9,
  wrap: 0.56,
}

export type Pt = readonly [number, number]

const superellipse = (t: number, a: number, b: number, n: number): [number, number] => {
  const c = Math.cos(t)
  const s = Math.sin(t)
  return [a * Math.sign(c) * Math.abs(c) ** (2 / n), b * Math.sign(s) * Math.abs(s) ** (2 / n)]
}

/**
 * The right-hand lens's outline (as seen, the wearer's left), centred on (0, 0), in mm, y downward, +x toward the
 * temple. 'hexagon' is a true six-cornered polygon; the rest are sampled curves (48 points).
 */
export function lensOutline(shape: Shape, width: number): Pt[] {
  const a = width / 2
  const b = a * ASPECT[shape]
  if (shape === 'hexagon') {
    return [
      [-a, 0],
      [-a * 0.52, -b],
      [a * 0.52, -b],
      [a, 0],
      [a * 0.52, b],
      [-a * 0.52, b],
    ]
  }
  const pts: Pt[] = []
  const N = 48
  for (let i = 0; i < N; i++) {
    const t = (i / N) * Math.PI * 2
    const top = Math.sin(t) < 0 // y downward: sin < 0 is the upper half
    let x: number
    let y: number
    switch (shape) {
      case 'round':
        ;[x, y] = superellipse(t, a, b, 2)
        break
      case 'oval':
        ;[x, y] = superellipse(t, a, b, 2.2)
        break
      case 'square':
        ;[x, y] = superellipse(t, a, b, 5)
        break
      case 'wellington': {
        ;[x, y] = superellipse(t, a, b, 4)
        x *= 0.92 + 0.08 * ((b - y) / (2 * b)) // wider at the top
        break
      }
      case 'boston': {
        ;[x, y] = superellipse(t, a, b, top ? 4 : 2)
        x *= 0.74 + 0.26 * ((b - y) / (2 * b)) // round, narrowing bottom
        break
      }
      case 'pantos': {
        ;[x, y] = superellipse(t, a, b, top ? 6 : 2)
        break
      }
      case 'cateye': {
        ;[x, y] = superellipse(t, a, b, 2.6)
        if (top && x > 0) y -= 0.75 * b * (x / a) ** 3 // outer upper corner swept up
        if (!top) x *= 0.92
        break
      }
      case 'aviator': {
        ;[x, y] = superellipse(t, a, b, top ? 3.2 : 2)
        if (!top) x = x * (1 - 0.3 * (y / b)) + 0.3 * a * (y / b) // the teardrop narrows and falls outward
        break
      }
      case 'oversize':
        ;[x, y] = superellipse(t, a, b, 3)
        break
      case 'wrap': {
        ;[x, y] = superellipse(t, a, b, 3.4)
        y -= 0.18 * b * (x / a) // sweeps up toward the temple
        break
      }
    }
    pts.push([x, y])
  }
  return pts
}

const f1 = (n: number) => Math.round(n * 10) / 10
const r0 = (n: number) => Math.round(n)
const pathOf = (pts: Pt[], k: number, close = true) =>
  pts.map(([x, y], i) => `${i ? 'L' : 'M'}${k >= 3 ? r0(x * k) : f1(x * k)} ${k >= 3 ? r0(y * k) : f1(y * k)}`).join('') +
  (close ? 'Z' : '')

export interface EyewearSpec {
  sun: boolean
  shape: Shape
  material: Material
  finish: Finish
  /** Frame colour '#rrggbb'. */
  frame: string
  /** Sunglasses lens colour '#rrggbb'. */
  lens?: string
  lensWidth: number
  bridge: number
}

const HEXRE = /^#[0-9a-f]{6}$/
function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16))
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16))
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
const light = (c: string, t: number) => mix(HEXRE.test(c) ? c : '#1f2937', '#ffffff', t)
const dark = (c: string, t: number) => mix(HEXRE.test(c) ? c : '#1f2937', '#000000', t)

/** Rim thickness (mm) by material. */
const RIM: Record<Material, number> = { acetate: 3.4, combi: 1.3, metal: 1.4, titanium: 1.1, rimless: 0 }

function defs(s: EyewearSpec, id: string): string {
  const c = s.frame
  const paint =
    s.finish === 'tortoise'
      ? `<pattern id="${id}p" width="9" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(28)"><rect width="9" height="7" fill="${light(c, 0.15)}"/><ellipse cx="3" cy="3" rx="3" ry="1.8" fill="${dark(c, 0.45)}"/><ellipse cx="7.5" cy="5.5" rx="1.6" ry="1" fill="${dark(c, 0.6)}"/></pattern>`
      : s.material === 'acetate'
        ? `<linearGradient id="${id}p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(c, s.finish === 'matte' ? 0.05 : 0.22)}"/><stop offset="1" stop-color="${dark(c, 0.18)}"/></linearGradient>`
        : `<linearGradient id="${id}p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(c, 0.45)}"/><stop offset=".5" stop-color="${c}"/><stop offset="1" stop-color="${light(c, 0.3)}"/></linearGradient>`
  const lensFill = s.sun
    ? s.finish === 'mirror'
      ? `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(s.lens ?? '#4b5563', 0.5)}"/><stop offset=".55" stop-color="${s.lens}"/><stop offset="1" stop-color="${dark(s.lens ?? '#4b5563', 0.3)}"/></linearGradient>`
      : `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark(s.lens ?? '#4b5563', 0.35)}" stop-opacity=".95"/><stop offset="1" stop-color="${s.finish === 'gradient' ? light(s.lens ?? '#4b5563', 0.75) : s.lens}" stop-opacity="${s.finish === 'gradient' ? 0.35 : 0.85}"/></linearGradient>`
    : `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".55"/><stop offset="1" stop-color="#cfe0f2" stop-opacity=".35"/></linearGradient>`
  return paint + lensFill
}

/**
 * The frame's front, centred on the bridge at (0, 0), k px per mm. `near`/`far` squeeze the two halves
 * horizontally (the ¾ view turns the frame).
 */
export function front(s: EyewearSpec, k: number, id: string, turn = { left: 1, right: 1 }): string {
  const outline = lensOutline(s.shape, s.lensWidth)
  const cx = (s.bridge / 2 + s.lensWidth / 2) * k
  const rim = RIM[s.material] * k
  const stroke = s.finish === 'clear' ? light(s.frame, 0.35) : `url(#${id}p)`
  const opacity = s.finish === 'clear' ? ' stroke-opacity=".75"' : ''
  const d = pathOf(outline, k)
  const topHalf = outline.filter(([, y]) => y <= 0.05)
  // The upper rim of a combi/browline: the upper half of the outline, thick.
  const brow = pathOf(
    [...topHalf].sort((p, q) => p[0] - q[0]),
    k,
    false,
  )
  const lens = (side: 'left' | 'right') => {
    const sx = side === 'left' ? -turn.left : turn.right
    const x = side === 'left' ? -cx * turn.left : cx * turn.right
    let g = `<g transform="translate(${f1(x)} 0) scale(${f1(sx * 100) / 100} 1)" data-shape="${s.shape}">`
    g += `<use href="#${id}L" fill="url(#${id}g)"/>`
    if (s.material === 'rimless') {
      g += `<use href="#${id}L" fill="none" stroke="${dark(s.frame, 0.1)}" stroke-opacity=".35" stroke-width="${f1(0.5 * k)}"/>`
      // the two drill mounts
      const hx = (s.lensWidth / 2) * k
      g += `<rect x="${f1(hx - 1.6 * k)}" y="${f1(-2.2 * k)}" width="${f1(3.2 * k)}" height="${f1(3.2 * k)}" rx="${f1(0.8 * k)}" fill="${s.frame}"/>`
      g += `<rect x="${f1(-hx - 1.2 * k)}" y="${f1(-2.6 * k)}" width="${f1(2.6 * k)}" height="${f1(2.6 * k)}" rx="${f1(0.8 * k)}" fill="${s.frame}"/>`
    } else {
      g += `<use href="#${id}L" fill="none" stroke="${stroke}"${opacity} stroke-width="${f1(rim)}" stroke-linejoin="round"/>`
      if (s.material === 'combi')
        g += `<path d="${brow}" fill="none" stroke="${dark(s.frame, 0.15)}" stroke-width="${f1(3.6 * k)}" stroke-linecap="round"/>`
    }
    // a highlight on the glass
    g += `<path d="M${f1(-s.lensWidth * 0.28 * k)} ${f1(-s.lensWidth * 0.12 * k)}q${f1(s.lensWidth * 0.12 * k)} ${f1(-s.lensWidth * 0.1 * k)} ${f1(s.lensWidth * 0.3 * k)} ${f1(-s.lensWidth * 0.08 * k)}" fill="none" stroke="#fff" stroke-width="${f1(1.4 * k)}" stroke-linecap="round" opacity="${s.sun ? 0.3 : 0.7}"/>`
    return g + '</g>'
  }
  const bw = (s.bridge / 2) * k
  const bridgeY = -s.lensWidth * ASPECT[s.shape] * 0.22 * k
  const bridge =
    s.material === 'acetate'
      ? `<path d="M${f1(-bw * turn.left - 1.5 * k)} ${f1(bridgeY)}Q0 ${f1(bridgeY - 4 * k)} ${f1(bw * turn.right + 1.5 * k)} ${f1(bridgeY)}" fill="none" stroke="${stroke}" stroke-width="${f1(rim * 1.1)}"/>`
      : `<path d="M${f1(-bw * turn.left - 1 * k)} ${f1(bridgeY)}Q0 ${f1(bridgeY - 3.5 * k)} ${f1(bw * turn.right + 1 * k)} ${f1(bridgeY)}" fill="none" stroke="${s.material === 'rimless' ? s.frame : stroke}" stroke-width="${f1(1.3 * k)}"/>` +
        (s.sun && s.shape === 'aviator'
          ? `<path d="M${f1(-bw * turn.left - 2 * k)} ${f1(bridgeY - 7 * k)}H${f1(bw * turn.right + 2 * k)}" stroke="${stroke}" stroke-width="${f1(1.2 * k)}"/>`
          : '')
  // hinge end pieces at the outer edges
  const ex = cx + (s.lensWidth / 2) * k
  const endY = -s.lensWidth * ASPECT[s.shape] * 0.3 * k
  const ends = `<path d="M${f1(-ex * turn.left)} ${f1(endY)}h${f1(-END_PIECE_MM * k * turn.left)}M${f1(ex * turn.right)} ${f1(endY)}h${f1(END_PIECE_MM * k * turn.right)}" stroke="${s.material === 'rimless' ? s.frame : stroke}" stroke-width="${f1(Math.max(rim, 1.4 * k))}" stroke-linecap="round"/>`
  const pads =
    s.material === 'acetate'
      ? ''
      : `<ellipse cx="${f1(-bw * 1.1)}" cy="${f1(s.lensWidth * 0.18 * k)}" rx="${f1(1.4 * k)}" ry="${f1(2.4 * k)}" fill="#fff" stroke="#cbd5e1" stroke-width="${f1(0.4 * k)}"/><ellipse cx="${f1(bw * 1.1)}" cy="${f1(s.lensWidth * 0.18 * k)}" rx="${f1(1.4 * k)}" ry="${f1(2.4 * k)}" fill="#fff" stroke="#cbd5e1" stroke-width="${f1(0.4 * k)}"/>`
  return `<defs><path id="${id}L" d="${d}"/></defs>` + ends + lens('left') + lens('right') + bridge + pads
}

const open = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`

function backdrop(c: string, warm: boolean): string {
  return (
    `<radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${warm ? '#efece6' : light(c, 0.9)}"/></radialGradient>` +
    `<filter id="sh"><feGaussianBlur stdDeviation="9"/></filter></defs><rect width="600" height="600" fill="url(#bg)"/>`
  )
}

/** The front width in mm (2 lenses + bridge + end pieces). */
const frontMm = (s: EyewearSpec) => 2 * s.lensWidth + s.bridge + 2 * END_PIECE_MM

export function eyewearSvg(s: EyewearSpec, view: 1 | 2 | 3 | 4 | 'f'): string {
  if (view === 'f') {
    const { width, height } = TRYON_CANVAS
    return (
      open(width, height) +
      `<defs>${defs(s, 'e')}</defs><g transform="translate(${TRYON_ANCHOR.x} ${TRYON_ANCHOR.y})">${front(s, TRYON_PX_PER_MM, 'e')}</g></svg>`
    )
  }
  const k = 470 / frontMm(s)
  const head = open(600, 600) + `<defs>${defs(s, 'e')}`
  const temple = (x: number, y: number, dir: -1 | 1, len: number, drop: number) =>
    `<path d="M${f1(x)} ${f1(y)}q${f1(dir * len * 0.7)} ${f1(drop * 0.1)} ${f1(dir * len)} ${f1(drop)}" fill="none" stroke="${s.finish === 'clear' ? light(s.frame, 0.35) : `url(#ep)`}" stroke-width="${f1(Math.max(RIM[s.material], 1.6) * k * (s.material === 'acetate' ? 1 : 1.2))}" stroke-linecap="round"/>`
  if (view === 1) {
    return (
      head +
      backdrop(s.frame, false) +
      `<ellipse cx="300" cy="430" rx="230" ry="16" fill="#0f172a" opacity=".12" filter="url(#sh)"/>` +
      `<g transform="translate(300 290)">${front(s, k, 'e')}</g></svg>`
    )
  }
  if (view === 2) {
    // Three-quarter: turned toward the viewer's right — the near half wide, the far half foreshortened, the near
    // temple running back to the left.
    const turn = { left: 0.94, right: 0.64 }
    const ex = (s.bridge / 2 + s.lensWidth + END_PIECE_MM) * k * turn.left
    return (
      head +
      backdrop(s.frame, false) +
      `<ellipse cx="300" cy="440" rx="210" ry="15" fill="#0f172a" opacity=".12" filter="url(#sh)"/>` +
      `<g transform="translate(330 290) skewY(-5)">` +
      temple(-ex, -s.lensWidth * ASPECT[s.shape] * 0.3 * k, -1, 150, 40) +
      front(s, k, 'e', turn) +
      `</g></svg>`
    )
  }
  if (view === 3) {
    // Side: the front seen edge-on at the right, the temple running left to the ear bend.
    const h = s.lensWidth * ASPECT[s.shape] * k
    const rimW = Math.max(RIM[s.material], 1.2) * k
    return (
      head +
      backdrop(s.frame, true) +
      `<ellipse cx="300" cy="420" rx="220" ry="14" fill="#0f172a" opacity=".12" filter="url(#sh)"/>` +
      `<g transform="translate(440 300)">` +
      `<rect x="${f1(-rimW)}" y="${f1(-h / 2)}" width="${f1(rimW * 1.6)}" height="${f1(h)}" rx="${f1(rimW * 0.8)}" fill="${s.material === 'rimless' ? light(s.frame, 0.6) : `url(#ep)`}"/>` +
      (s.sun
        ? `<rect x="${f1(-rimW * 0.2)}" y="${f1(-h / 2 + rimW)}" width="${f1(rimW * 0.5)}" height="${f1(h - 2 * rimW)}" fill="${s.lens}"/>`
        : '') +
      `<path d="M${f1(-rimW)} ${f1(-h * 0.3)}h-300q-30 2-48 40" fill="none" stroke="${s.finish === 'clear' ? light(s.frame, 0.35) : `url(#ep)`}" stroke-width="${f1(Math.max(RIM[s.material], 1.8) * k)}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="${f1(-rimW - 6)}" cy="${f1(-h * 0.3)}" r="${f1(2.2 * k)}" fill="${dark(s.frame, 0.2)}"/>` +
      `</g></svg>`
    )
  }
  // Worn: a calm face (an illustration, not a person), the front at the face's scale (face ≈ 150 mm wide).
  const kf = 300 / 150
  const eyeY = 300
  return (
    open(600, 600) +
    `<defs>${defs(s, 'e')}<linearGradient id="bgw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef2f7"/><stop offset="1" stop-color="#dfe6ee"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bgw)"/>` +
    `<path d="M150 600q10-120 150-130q140 10 150 130z" fill="#94a3b8"/>` +
    `<rect x="262" y="400" width="76" height="90" rx="30" fill="#e8c3a5"/>` +
    `<ellipse cx="300" cy="300" rx="150" ry="190" fill="#f2d3b9"/>` +
    `<path d="M146 280q-6-170 154-176q160 6 154 176q-20-90-154-100q-134 10-154 100z" fill="#3b2f2a"/>` +
    `<ellipse cx="148" cy="320" rx="14" ry="30" fill="#e8c3a5"/><ellipse cx="452" cy="320" rx="14" ry="30" fill="#e8c3a5"/>` +
    `<ellipse cx="${f1(300 - (s.lensWidth + s.bridge) * kf * 0.5)}" cy="${eyeY}" rx="13" ry="7" fill="#3b2f2a"/>` +
    `<ellipse cx="${f1(300 + (s.lensWidth + s.bridge) * kf * 0.5)}" cy="${eyeY}" rx="13" ry="7" fill="#3b2f2a"/>` +
    `<path d="M300 320q-8 40 0 52q8 4 14-2" fill="none" stroke="#d4a98a" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M268 420q32 18 64 0" fill="none" stroke="#c0847a" stroke-width="5" stroke-linecap="round"/>` +
    `<g transform="translate(300 ${eyeY})">${front(s, kf, 'e')}</g></svg>`
  )
}
