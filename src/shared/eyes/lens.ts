/**
 * Spectacle-lens thickness preview: centre and edge thickness of one eye's lens in a chosen frame, per refractive
 * index, from the sag formula.
 *
 * Assumptions (stated in the README too):
 * - The lens is treated as one refracting surface carrying the whole power F (the back-minus-front sag difference
 *   of a real meniscus lens is the same to first order): radius r = 1000·(n − 1)/|F| mm, sag s(h) = r − √(r² − h²).
 * - Minus lens (F ≤ 0): the centre has the index's minimum thickness (MIN_CENTRE), the edge at distance h is
 *   centre + s(h). Plus lens: the thinnest edge is 1.0 mm (the knife edge a lab keeps), the centre is 1.0 + s(h_max)
 *   where h_max is the farthest edge from the optical centre.
 * - Power in a meridian θ with a cylinder C at axis α: F(θ) = S + C·sin²(θ − α) (minus-cylinder form). The
 *   horizontal meridian (θ = 0°) gives the nasal and temporal edges of the cross-section; the strongest meridian
 *   (S + C for a minus cylinder) gives the thickest edge.
 * - The optical centre sits at the monocular PD: decentration d = (A + DBL)/2 − monoPD moves it nasally, so the
 *   temporal edge is A/2 + d from it and the nasal edge A/2 − d. The lens height B is taken as 0.8·A (the seeded
 *   frames give only A□DBL-temple), so the farthest corner is √((A/2 + |d|)² + (B/2)²).
 */
import { parseFrameSize } from './face'

export const LENS_INDICES = ['1.50', '1.56', '1.60', '1.67', '1.74'] as const
export type LensIndex = (typeof LENS_INDICES)[number]

/** Minimum centre thickness of a minus lens per material (mm): CR-39 2.0 … 1.74 1.2. */
export const MIN_CENTRE: Record<LensIndex, number> = { '1.50': 2.0, '1.56': 1.8, '1.60': 1.5, '1.67': 1.4, '1.74': 1.2 }
/** Thinnest edge of a plus lens (mm). */
export const MIN_EDGE = 1.0
/** Lens height as a share of the lens width when the frame names only A. */
export const HEIGHT_RATIO = 0.8

/** Sag (mm) of a surface of power `power` (D) in a material of index n, at distance h (mm) from the axis. */
export function sag(power: number, n: number, h: number): number {
  if (Math.abs(power) < 1e-6 || h <= 0) return 0
  const r = (1000 * (n - 1)) / Math.abs(power)
  // Beyond a hemisphere the lens cannot be made; report the hemisphere (the preview flags it as not possible).
  return h >= r ? r : r - Math.sqrt(r * r - h * h)
}

/** Power (D) in the meridian at `deg` degrees for SPH/CYL/AXIS (minus-cylinder form). */
export function meridianPower(sph: number, cyl: number | null | undefined, axis: number | null | undefined, deg: number): number {
  const c = cyl ?? 0
  const a = ((axis ?? 180) * Math.PI) / 180
  return sph + c * Math.sin((deg * Math.PI) / 180 - a) ** 2
}

export interface LensThickness {
  index: LensIndex
  /** Thickness at the optical centre (mm, one decimal). */
  centre: number
  /** Edges on the horizontal meridian (mm). */
  nasal: number
  temporal: number
  /** The thickest edge anywhere on the lens outline (mm). */
  maxEdge: number
}

const r1 = (n: number) => Math.round(n * 10) / 10

export interface EyeRx {
  sph: number
  cyl?: number | null
  axis?: number | null
  /** Monocular PD (mm). */
  pd: number
}

/** Thickness of one eye's lens in frame `size` ('52□18-145') at index `index`; null when the size is unknown. */
export function lensThickness(rx: EyeRx, size: string, index: LensIndex): LensThickness | null {
  const s = parseFrameSize(size)
  if (!s) return null
  const n = Number(index)
  const half = s.lens / 2
  const d = (s.lens + s.bridge) / 2 - rx.pd
  const hTemporal = half + d
  const hNasal = Math.max(0, half - d)
  const hCorner = Math.hypot(half + Math.abs(d), (s.lens * HEIGHT_RATIO) / 2)
  const fh = meridianPower(rx.sph, rx.cyl, rx.axis, 0)
  // The strongest meridian: S for plus with a minus cylinder, S + C for minus.
  const strongest = Math.abs(rx.sph + (rx.cyl ?? 0)) > Math.abs(rx.sph) ? rx.sph + (rx.cyl ?? 0) : rx.sph
  if (rx.sph + (rx.cyl ?? 0) / 2 <= 0) {
    const ct = MIN_CENTRE[index]
    return {
      index,
      centre: r1(ct),
      nasal: r1(ct + (fh < 0 ? sag(fh, n, hNasal) : -sag(fh, n, hNasal))),
      temporal: r1(ct + (fh < 0 ? sag(fh, n, hTemporal) : -sag(fh, n, hTemporal))),
      maxEdge: r1(ct + sag(Math.min(strongest, 0), n, hCorner)),
    }
  }
  // Plus lens: the farthest corner keeps MIN_EDGE; the centre is that plus the sag there.
  const ct = MIN_EDGE + sag(strongest, n, hCorner)
  return {
    index,
    centre: r1(ct),
    nasal: r1(ct - sag(fh, n, hNasal)),
    temporal: r1(ct - sag(fh, n, hTemporal)),
    maxEdge: r1(Math.max(ct - sag(fh, n, hNasal), ct - sag(fh, n, hTemporal))),
  }
}

/** The five indices for one eye, thinnest last. */
export const thicknessByIndex = (rx: EyeRx, size: string) =>
  LENS_INDICES.map((i) => lensThickness(rx, size, i)).filter((x): x is LensThickness => x != null)

/** The lens index an item of a lens goods names ('1.60 박형', '1.67 / SPH 0.00 ~ -4.00'), or null. */
export function lensIndexOf(itemNm: string): LensIndex | null {
  const m = /^(1\.\d{2})\b/.exec(itemNm.trim())
  return m && (LENS_INDICES as readonly string[]).includes(m[1]) ? (m[1] as LensIndex) : null
}

/** One sample of a lens drawing: x (mm from the lens box centre, + towards the nose), thickness t (mm). */
export interface ProfilePoint {
  x: number
  t: number
}

export interface LensProfile {
  index: LensIndex
  /** Lens box (mm): width A and height B (0.8·A). */
  width: number
  height: number
  /** Optical centre, mm from the box centre towards the nose (the decentration). */
  oc: number
  centre: number
  /** Thickness along the horizontal meridian through the optical centre (the cross-section). */
  section: ProfilePoint[]
  /** Thickness seen from above: at each x the thickest point over the lens height (the top view's silhouette). */
  top: ProfilePoint[]
  /** True when a surface would pass a hemisphere (the index cannot make this power in this frame). */
  impossible: boolean
}

/**
 * The thickness everywhere on one eye's lens (same assumptions as lensThickness): at a point (x, y) from the
 * optical centre the power is that of the meridian through it, F(θ) with θ = atan2(y, x), and the thickness is
 * centre ± sag(F(θ), √(x² + y²)). `samples` points across the width (both drawings).
 */
export function lensProfile(rx: EyeRx, size: string, index: LensIndex, samples = 25): LensProfile | null {
  const t = lensThickness(rx, size, index)
  const s = parseFrameSize(size)
  if (!t || !s) return null
  const n = Number(index)
  const width = s.lens
  const height = s.lens * HEIGHT_RATIO
  const oc = (s.lens + s.bridge) / 2 - rx.pd
  const plus = rx.sph + (rx.cyl ?? 0) / 2 > 0
  let impossible = false
  const at = (x: number, y: number) => {
    const dx = x - oc
    const r = Math.hypot(dx, y)
    const f = meridianPower(rx.sph, rx.cyl, rx.axis, (Math.atan2(y, dx) * 180) / Math.PI)
    const rad = (1000 * (n - 1)) / Math.max(Math.abs(f), 1e-6)
    if (r >= rad) impossible = true
    const sg = sag(f, n, r)
    // A minus meridian thickens outwards, a plus one thins; never thinner than a knife edge.
    return Math.max(0.3, plus ? t.centre - (f > 0 ? sg : -sg) : t.centre + (f < 0 ? sg : -sg))
  }
  const xs = Array.from({ length: samples }, (_, i) => -width / 2 + (width * i) / (samples - 1))
  const ys = Array.from({ length: 9 }, (_, i) => -height / 2 + (height * i) / 8)
  const section = xs.map((x) => ({ x, t: r1(at(x, 0)) }))
  const top = xs.map((x) => ({ x, t: r1(Math.max(...ys.map((y) => at(x, y)))) }))
  return { index, width, height, oc: r1(oc), centre: t.centre, section, top, impossible }
}

/** "1.67 · 52□18 · 가장자리 최대 R 4.1 / L 3.9mm" — what the store owner reads beside a booking. */
export function lensChoiceLine(index: LensIndex, frame: string | null, right: EyeRx | null, left: EyeRx | null): string {
  const parts: string[] = [`굴절률 ${index}`]
  const box = parseFrameSize(frame)
  if (frame && box) parts.push(`안경테 ${box.lens}□${box.bridge}`)
  const edge = (rx: EyeRx | null) => (rx && frame ? lensThickness(rx, frame, index)?.maxEdge : undefined)
  const r = edge(right)
  const l = edge(left)
  if (r != null || l != null) parts.push(`예상 가장자리 최대 R ${r ?? '-'} / L ${l ?? '-'}mm`)
  return parts.join(' · ')
}
