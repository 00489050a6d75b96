/**
 * Face measurement from face-mesh landmarks (MediaPipe Face Mesh with iris refinement: 478 points, pixel
 * coordinates of the analysed image). Pure geometry, no DOM: the fitting page runs it on every camera frame.
 *
 * Method: the human iris has an almost constant visible diameter (horizontal visible iris diameter 11.7 mm,
 * ± 0.5 mm across adults), so the iris outline measured in pixels gives the millimetres per pixel of the face
 * plane; PD, mono PDs and face width are pixel distances times that scale. A credit card (ISO/IEC 7810 ID-1,
 * 85.60 mm wide) held at the forehead replaces the iris scale when the member marks its width (better: the card
 * is known to ±0.1 mm, the iris only to ±4 %).
 */

export type Point = readonly [x: number, y: number, z?: number]

/** Visible iris diameter (mm) used as the scale. */
export const IRIS_DIAMETER_MM = 11.7
/** ID-1 card width (mm): the credit-card calibration. */
export const CARD_WIDTH_MM = 85.6

/** Face-mesh landmark numbers this code reads (the subject's right eye is on the image's left). */
export const LM = {
  rIris: { centre: 468, ring: [469, 470, 471, 472] },
  lIris: { centre: 473, ring: [474, 475, 476, 477] },
  /** Between the eyes, on the nose bridge: the facial midline for mono PDs. */
  bridge: 168,
  noseTip: 1,
  /** Face oval at eye level (zygomatic width). */
  rCheek: 234,
  lCheek: 454,
  /** Top of the mesh on the forehead, and the chin. */
  forehead: 10,
  chin: 152,
  /** Temples (forehead width) and the jaw angles (jaw width). */
  rTemple: 54,
  lTemple: 284,
  rJaw: 172,
  lJaw: 397,
} as const

const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1])

/** Mean visible iris diameter in pixels: each iris's two ring diameters (horizontal and vertical), both eyes averaged. */
export function irisDiameterPx(p: readonly Point[]): number {
  const one = (ring: readonly number[]) => (dist(p[ring[0]], p[ring[2]]) + dist(p[ring[1]], p[ring[3]])) / 2
  return (one(LM.rIris.ring) + one(LM.lIris.ring)) / 2
}

export interface HeadPose {
  /** Nose tip across the face between the cheeks: 0 looks straight, −/+ turned (fraction of the face width). */
  yaw: number
  /** Tilt of the pupil line, degrees. */
  roll: number
  /** Nose tip between the eye line and the chin: ≈ 0.45 straight; lower looks up, higher looks down. */
  pitch: number
}

export function headPose(p: readonly Point[]): HeadPose {
  const r = p[LM.rCheek]
  const l = p[LM.lCheek]
  const nose = p[LM.noseTip]
  const yaw = (nose[0] - r[0]) / (l[0] - r[0] || 1) - 0.5
  const ri = p[LM.rIris.centre]
  const li = p[LM.lIris.centre]
  const roll = (Math.atan2(li[1] - ri[1], li[0] - ri[0]) * 180) / Math.PI
  const eyeY = (ri[1] + li[1]) / 2
  const pitch = (nose[1] - eyeY) / (p[LM.chin][1] - eyeY || 1)
  return { yaw, roll, pitch }
}

export interface FaceMeasure {
  /** Binocular PD (mm, one decimal). */
  pd: number
  /** Monocular PDs from the nose bridge (mm, one decimal). */
  rPd: number
  lPd: number
  /** Face width at the cheekbones (mm, whole). */
  faceWidth: number
  faceShape: 'OVAL' | 'ROUND' | 'SQUARE' | 'LONG' | 'HEART'
  /** mm per pixel used, and where it came from. */
  scale: number
  scaleFrom: 'iris' | 'card'
  irisPx: number
  pose: HeadPose
}

const round1 = (n: number) => Math.round(n * 10) / 10

/**
 * Face shape from proportions of the mesh (ratios, so no scale): length = forehead-top of the mesh to chin over the
 * cheek width; forehead and jaw widths over the cheek width.
 *   LONG   length/width ≥ 1.32
 *   HEART  forehead − jaw ≥ 0.10 of the width and jaw < 0.78
 *   SQUARE jaw ≥ 0.84
 *   ROUND  length/width < 1.14
 *   OVAL   otherwise
 */
export function faceShapeOf(p: readonly Point[]): FaceMeasure['faceShape'] {
  const width = dist(p[LM.rCheek], p[LM.lCheek])
  const ratio = dist(p[LM.forehead], p[LM.chin]) / width
  const jaw = dist(p[LM.rJaw], p[LM.lJaw]) / width
  const forehead = dist(p[LM.rTemple], p[LM.lTemple]) / width
  if (ratio >= 1.32) return 'LONG'
  if (forehead - jaw >= 0.1 && jaw < 0.78) return 'HEART'
  if (jaw >= 0.84) return 'SQUARE'
  if (ratio < 1.14) return 'ROUND'
  return 'OVAL'
}

/**
 * Measures one frame. Mono PDs are the pupils' distances to the bridge point along the pupil line (so a tilted head
 * does not change them). `cardPx` (the card's width in the same pixels) switches the scale to the card.
 */
export function measureFace(p: readonly Point[], opts: { cardPx?: number } = {}): FaceMeasure {
  const irisPx = irisDiameterPx(p)
  const scaleFrom = opts.cardPx && opts.cardPx > 0 ? 'card' : 'iris'
  const scale = scaleFrom === 'card' ? CARD_WIDTH_MM / opts.cardPx! : IRIS_DIAMETER_MM / irisPx
  const r = p[LM.rIris.centre]
  const l = p[LM.lIris.centre]
  const pdPx = dist(r, l)
  // Unit vector of the pupil line; the bridge point projected onto it splits the PD into the two mono PDs.
  const ux = (l[0] - r[0]) / pdPx
  const uy = (l[1] - r[1]) / pdPx
  const b = p[LM.bridge]
  const rMono = (b[0] - r[0]) * ux + (b[1] - r[1]) * uy
  return {
    pd: round1(pdPx * scale),
    rPd: round1(rMono * scale),
    lPd: round1((pdPx - rMono) * scale),
    faceWidth: Math.round(dist(p[LM.rCheek], p[LM.lCheek]) * scale),
    faceShape: faceShapeOf(p),
    scale,
    scaleFrom,
    irisPx,
    pose: headPose(p),
  }
}

/** Tolerances of a usable frame. */
export const FRAME_LIMITS = {
  yaw: 0.07,
  roll: 8,
  pitch: [0.3, 0.62] as const,
  /** Iris smaller than this (px) is too far / too low a resolution to measure. */
  minIrisPx: 9,
  /** Mean luma (0–255) of the face box. */
  luma: [60, 230] as const,
  /** Luma standard deviation below which the face is washed out or in the dark. */
  minContrast: 18,
}

/**
 * Why a frame cannot be measured (a Korean hint for the member), or null when it can. `light` is the mean and
 * standard deviation of the luma inside the face box (the page computes it from the pixels).
 */
export function frameHint(m: Pick<FaceMeasure, 'pose' | 'irisPx'>, light?: { mean: number; sd: number }): string | null {
  if (light && light.mean < FRAME_LIMITS.luma[0]) return '조금 더 밝은 곳에서 얼굴에 빛이 고르게 들도록 해 주세요.'
  if (light && light.mean > FRAME_LIMITS.luma[1]) return '빛이 너무 강해요. 얼굴에 직접 비치는 조명을 피해 주세요.'
  if (light && light.sd < FRAME_LIMITS.minContrast) return '얼굴이 잘 보이지 않아요. 조금 더 밝은 곳에서 다시 해 주세요.'
  if (m.irisPx < FRAME_LIMITS.minIrisPx) return '카메라에 조금 더 가까이 와 주세요.'
  if (Math.abs(m.pose.yaw) > FRAME_LIMITS.yaw) return '정면을 봐 주세요. 얼굴이 옆으로 돌아가 있어요.'
  if (Math.abs(m.pose.roll) > FRAME_LIMITS.roll) return '고개를 기울이지 말고 똑바로 해 주세요.'
  if (m.pose.pitch < FRAME_LIMITS.pitch[0] || m.pose.pitch > FRAME_LIMITS.pitch[1])
    return '고개를 들거나 숙이지 말고 카메라를 정면으로 봐 주세요.'
  return null
}

/** Mean and standard deviation of luma (Rec. 601) of RGBA pixels. */
export function lumaStats(rgba: ArrayLike<number>): { mean: number; sd: number } {
  let sum = 0
  let sq = 0
  const n = Math.floor(rgba.length / 4)
  for (let i = 0; i < n; i++) {
    const y = 0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2]
    sum += y
    sq += y * y
  }
  const mean = n ? sum / n : 0
  return { mean, sd: n ? Math.sqrt(Math.max(0, sq / n - mean * mean)) : 0 }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/** Frames the result is taken over. */
export const SAMPLE_FRAMES = 30

export interface MeasureResult {
  pd: number
  rPd: number
  lPd: number
  faceWidth: number
  faceShape: FaceMeasure['faceShape']
  /** Largest distance of a frame's PD from the median (mm): the stability shown to the member. */
  pdSpread: number
  /** The smallest and largest PD of a frame (mm). */
  pdMin: number
  pdMax: number
  frames: number
  scaleFrom: FaceMeasure['scaleFrom']
}

/**
 * The result over many good frames. The head does not move nearer or farther within a second, so all frames are
 * read at ONE scale — the median iris diameter of the frames (the iris outline is the noisiest landmark: ±0.2 px of
 * a 15 px iris alone is ±1.3 %) — then each value is the median over frames (robust to a blink or a landmark jump),
 * the shape the most frequent one, and the PD spread the largest distance of a frame from the median. Mono PDs are
 * rescaled so they add up to the median PD.
 */
export function combineMeasures(ms: readonly FaceMeasure[]): MeasureResult | null {
  if (!ms.length) return null
  const common = ms[0].scaleFrom === 'iris' ? IRIS_DIAMETER_MM / median(ms.map((m) => m.irisPx)) : ms[0].scale
  const at = (m: FaceMeasure, v: number) => (v * common) / m.scale
  const pds = ms.map((m) => round1(at(m, m.pd)))
  const pd = round1(median(pds))
  const r = median(ms.map((m) => at(m, m.rPd)))
  const l = median(ms.map((m) => at(m, m.lPd)))
  const rPd = round1((pd * r) / (r + l))
  const counts = new Map<FaceMeasure['faceShape'], number>()
  for (const m of ms) counts.set(m.faceShape, (counts.get(m.faceShape) ?? 0) + 1)
  const faceShape = [...counts].sort((a, b) => b[1] - a[1])[0][0]
  return {
    pd,
    rPd,
    lPd: round1(pd - rPd),
    faceWidth: Math.round(median(ms.map((m) => at(m, m.faceWidth)))),
    faceShape,
    pdSpread: round1(Math.max(...pds.map((x) => Math.abs(x - pd)))),
    pdMin: Math.min(...pds),
    pdMax: Math.max(...pds),
    frames: ms.length,
    scaleFrom: ms[0].scaleFrom,
  }
}

/** The monocular PD as the eye record keeps it (0.5 mm steps). */
export const eyeRecordPd = (mono: number) => Math.round(mono * 2) / 2

/**
 * Where the frame front sits on the image for the try-on: centre between the pupils (slightly below, frames sit
 * on the nose), rotation of the pupil line, width in pixels = the front's real width / mm-per-pixel, and a horizontal
 * squeeze for a turned head (cos of the yaw angle estimated from the nose offset).
 */
export function frameOverlay(p: readonly Point[], frontWidthMm: number, scale: number) {
  const r = p[LM.rIris.centre]
  const l = p[LM.lIris.centre]
  const pose = headPose(p)
  const angle = Math.atan2(l[1] - r[1], l[0] - r[0])
  const yawAngle = Math.asin(Math.max(-0.9, Math.min(0.9, pose.yaw * 2)))
  return {
    cx: (r[0] + l[0]) / 2 + (p[LM.bridge][0] - (r[0] + l[0]) / 2) * 0.5,
    cy: (r[1] + l[1]) / 2 + 2 / scale,
    angle,
    width: frontWidthMm / scale,
    squeeze: Math.cos(yawAngle),
  }
}
