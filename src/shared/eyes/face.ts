/**
 * Face info rules: face shapes, the style answers (eyeStyle, faceStyle → the member's eyeCode/faceCode flags),
 * the face code shown and shared, and which frames fit a face (frame size 'A□DBL-temple' against face width).
 */
export const FACE_SHAPES = ['OVAL', 'ROUND', 'SQUARE', 'LONG', 'HEART'] as const
export type FaceShape = (typeof FACE_SHAPES)[number]
export const FACE_SHAPE_LABEL: Record<FaceShape, string> = {
  OVAL: '계란형',
  ROUND: '둥근형',
  SQUARE: '각진형',
  LONG: '긴 얼굴형',
  HEART: '하트형',
}
const SHAPE_CODE: Record<FaceShape, string> = { OVAL: 'OV', ROUND: 'RD', SQUARE: 'SQ', LONG: 'LG', HEART: 'HT' }

/** eyeStyle: the impression the member wants from glasses. */
export const EYE_STYLES = ['NATURAL', 'SMART', 'TRENDY', 'SOFT'] as const
export type EyeStyle = (typeof EYE_STYLES)[number]
export const EYE_STYLE_LABEL: Record<EyeStyle, string> = { NATURAL: '자연스러운', SMART: '지적인', TRENDY: '트렌디한', SOFT: '부드러운' }

/** faceStyle: how the frame should sit on the face. */
export const FACE_STYLES = ['LIGHT', 'BOLD', 'CLASSIC'] as const
export type FaceStyle = (typeof FACE_STYLES)[number]
export const FACE_STYLE_LABEL: Record<FaceStyle, string> = { LIGHT: '가벼운 착용감', BOLD: '존재감 있는 테', CLASSIC: '클래식한 테' }

/** Frame shapes (as the goods name them) that balance each face shape. */
export const SHAPES_FOR_FACE: Record<FaceShape, readonly string[]> = {
  OVAL: ['웰링턴', '보스턴', '스퀘어', '라운드', '오벌', '캣아이', '헥사곤', '크라운판토'],
  ROUND: ['스퀘어', '웰링턴', '헥사곤'],
  SQUARE: ['라운드', '보스턴', '오벌'],
  LONG: ['보스턴', '라운드', '크라운판토'],
  HEART: ['오벌', '라운드', '캣아이'],
}

export const FACE_WIDTH_RANGE = { min: 110, max: 170 } as const

/** S (< 130 mm), M (130–142 mm), L (> 142 mm). */
export function widthClass(faceWidth: number): 'S' | 'M' | 'L' {
  return faceWidth < 130 ? 'S' : faceWidth <= 142 ? 'M' : 'L'
}
export const WIDTH_CLASS_LABEL = { S: '슬림', M: '미디엄', L: '와이드' } as const

/** The face code: shape, width class and styles, e.g. 'RD-M-SMART-LIGHT'. */
export function faceCode(p: { faceShape: FaceShape; faceWidth: number; eyeStyle: EyeStyle; faceStyle: FaceStyle }): string {
  return `${SHAPE_CODE[p.faceShape]}-${widthClass(p.faceWidth)}-${p.eyeStyle}-${p.faceStyle}`
}

/** The face code in words, shown where the code would read as jargon: '둥근형 · 미디엄' (the styles go on chips). */
export function faceCodeTitle(p: { faceShape: FaceShape; widthClass: 'S' | 'M' | 'L' }): string {
  return `${FACE_SHAPE_LABEL[p.faceShape]} · ${WIDTH_CLASS_LABEL[p.widthClass]}`
}

/** '52□18-145' → lens width 52, bridge 18, temple 145 (mm); null when the size is not in that form. */
export function parseFrameSize(size: string | null | undefined): { lens: number; bridge: number; temple: number } | null {
  const m = /^(\d{2})\s*[□x×-]\s*(\d{2})\s*-\s*(\d{3})$/.exec((size ?? '').trim())
  return m ? { lens: +m[1], bridge: +m[2], temple: +m[3] } : null
}

/** Front width of a frame: two lenses, the bridge and ~8 mm of end pieces. */
export const frontWidth = (s: { lens: number; bridge: number }) => 2 * s.lens + s.bridge + 8

/**
 * How well a frame size fits a face: 0 is a perfect fit; a front 2 mm narrower than the face reads best, and a
 * fit is anything from 6 mm narrower to 2 mm wider. Returns null when it does not fit or the size is unknown.
 */
export function frameFitScore(size: string | null | undefined, faceWidth: number): number | null {
  const fit = frameFit(size, faceWidth)
  if (fit?.verdict !== 'GOOD') return null
  return Math.abs(fit.front - faceWidth + 2)
}

/** The range of front widths that fit a face (for the copy: '126~134mm'). */
export const fittingFrontRange = (faceWidth: number) => ({ min: faceWidth - 6, max: faceWidth + 2 })

export type FitVerdict = 'SMALL' | 'GOOD' | 'LARGE'
export const FIT_VERDICT_LABEL: Record<FitVerdict, string> = { SMALL: '작아요', GOOD: '잘 맞아요', LARGE: '커요' }

/**
 * The fit verdict of a frame size for a face (product page, list filter, try-on): the front against the face
 * width as in frameFitScore (6 mm narrower … 2 mm wider fits), then the temples — a temple shorter than
 * 135 mm on a face over 142 mm (L) is too short, one over 150 mm on a face under 130 mm (S) slides off.
 * The reason names the millimetres. Null when the size is unknown.
 */
export function frameFit(
  size: string | null | undefined,
  faceWidth: number,
): { verdict: FitVerdict; label: string; reason: string; front: number } | null {
  const s = parseFrameSize(size)
  if (!s) return null
  const front = frontWidth(s)
  const diff = front - faceWidth
  const out = (verdict: FitVerdict, reason: string) => ({ verdict, label: FIT_VERDICT_LABEL[verdict], reason, front })
  if (diff < -6) return out('SMALL', `전면 너비 ${front}mm가 얼굴 너비 ${faceWidth}mm보다 ${-diff}mm 좁아요.`)
  if (diff > 2) return out('LARGE', `전면 너비 ${front}mm가 얼굴 너비 ${faceWidth}mm보다 ${diff}mm 넓어요.`)
  if (widthClass(faceWidth) === 'L' && s.temple < 135) return out('SMALL', `다리 길이 ${s.temple}mm가 넓은 얼굴에는 짧아요.`)
  if (widthClass(faceWidth) === 'S' && s.temple > 150) return out('LARGE', `다리 길이 ${s.temple}mm가 갸름한 얼굴에는 길어요.`)
  return out('GOOD', `전면 너비 ${front}mm가 얼굴 너비 ${faceWidth}mm에 잘 맞아요.`)
}
