/**
 * How a shared link unfurls in each service (issue 27, the marketing desk's share preview): the card's layout,
 * how much of the title and description each shows, the image crop, and what it does without an image. The
 * console draws the four cards from these rules and warns before publishing; pure, so the rules are unit-tested.
 *
 * Widths are in "columns": a Hangul syllable or other full-width character is 2, anything else 1 (how the
 * services' fixed-width card text cuts Korean roughly twice as early as Latin text). Sources: X's card markup
 * documentation (twitter:title 70 characters, twitter:description 200 characters, summary_large_image 2:1, at
 * least 300×157); Meta's sharing best practices (og:image 1200×630, 1.91:1, at least 600×315 for the large
 * card, smaller images fall back to a small thumbnail); Kakao's scrap (og) guide for KakaoTalk link previews
 * (2:1 image, title 2 lines and description 2 lines, at least 200×200); Naver's blog/cafe/band link card (one
 * title line, two description lines, 1.91:1 thumbnail). Where a service only says "lines", the column count is
 * the card's width at its usual mobile size and is ours to tune.
 */
export type ShareService = 'kakao' | 'naver' | 'facebook' | 'x'

export interface ShareRule {
  service: ShareService
  label: string
  /** Columns of title and description shown before the ellipsis (0 = not shown). */
  titleColumns: number
  descriptionColumns: number
  /** Image aspect ratio the card crops to (width / height). */
  imageRatio: number
  /** Smallest image the service shows as the large picture; below it, `smallFallback`. */
  minImage: { width: number; height: number }
  /** What the card does below the minimum or without an image. */
  smallFallback: 'thumbnail' | 'text-only'
  /** Shown above the title (the site name or the link's domain). */
  shows: 'siteName' | 'domain'
}

export const SHARE_RULES: Record<ShareService, ShareRule> = {
  kakao: {
    service: 'kakao',
    label: '카카오톡',
    titleColumns: 48,
    descriptionColumns: 60,
    imageRatio: 2,
    minImage: { width: 200, height: 200 },
    smallFallback: 'thumbnail',
    shows: 'domain',
  },
  naver: {
    service: 'naver',
    label: '네이버 (블로그·카페·밴드)',
    titleColumns: 40,
    descriptionColumns: 80,
    imageRatio: 1.91,
    minImage: { width: 200, height: 105 },
    smallFallback: 'thumbnail',
    shows: 'siteName',
  },
  facebook: {
    service: 'facebook',
    label: '페이스북',
    titleColumns: 88,
    descriptionColumns: 110,
    imageRatio: 1.91,
    minImage: { width: 600, height: 315 },
    smallFallback: 'thumbnail',
    shows: 'domain',
  },
  x: {
    service: 'x',
    label: 'X (트위터)',
    titleColumns: 70,
    descriptionColumns: 200,
    imageRatio: 2,
    minImage: { width: 300, height: 157 },
    smallFallback: 'text-only',
    shows: 'domain',
  },
}
export const SHARE_SERVICES = Object.keys(SHARE_RULES) as ShareService[]

/** The share image every service draws large: at least this, or the preview warns. */
export const SHARE_IMAGE_MIN = { width: 600, height: 315 } as const

const wide = (ch: string) => /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch)

/** Display columns of a text (full-width 2, else 1). */
export function columns(text: string): number {
  let n = 0
  for (const ch of text) n += wide(ch) ? 2 : 1
  return n
}

/** The text as the service shows it: cut to `max` columns with '…' (which takes one column) when longer. */
export function clip(text: string, max: number): { text: string; cut: boolean } {
  const t = text.replace(/\s+/g, ' ').trim()
  if (columns(t) <= max) return { text: t, cut: false }
  let out = ''
  let n = 0
  for (const ch of t) {
    const w = wide(ch) ? 2 : 1
    if (n + w > max - 1) break
    out += ch
    n += w
  }
  return { text: `${out.trimEnd()}…`, cut: true }
}

export interface ShareInput {
  title: string
  description: string
  siteName: string
  url: string
  /** The share image's pixel size, or null when there is none. */
  image: { width: number; height: number } | null
}

export interface ShareCard {
  rule: ShareRule
  title: string
  description: string
  /** 'large' picture, small 'thumbnail', or 'none' (text only). */
  image: 'large' | 'thumbnail' | 'none'
  caption: string
  warnings: string[]
}

/** One service's card for a link, with what it will cut or refuse. */
export function shareCard(service: ShareService, input: ShareInput): ShareCard {
  const rule = SHARE_RULES[service]
  const title = clip(input.title || input.siteName, rule.titleColumns)
  const description = clip(input.description, rule.descriptionColumns)
  const warnings: string[] = []
  if (!input.title) warnings.push(`${rule.label}: 제목이 없어 사이트 이름이 대신 보여요.`)
  if (title.cut) warnings.push(`${rule.label}: 제목이 길어 '${title.text}'까지만 보여요.`)
  if (description.cut) warnings.push(`${rule.label}: 설명이 길어 뒷부분이 잘려요.`)
  let image: ShareCard['image'] = 'none'
  if (!input.image)
    warnings.push(`${rule.label}: 공유 이미지가 없어 ${rule.smallFallback === 'text-only' ? '글자만 있는 카드' : '작은 카드'}로 보여요.`)
  else if (input.image.width < rule.minImage.width || input.image.height < rule.minImage.height) {
    image = rule.smallFallback === 'thumbnail' ? 'thumbnail' : 'none'
    warnings.push(
      `${rule.label}: 이미지가 ${input.image.width}×${input.image.height}로 작아 ${image === 'thumbnail' ? '작은 썸네일' : '이미지 없는 카드'}로 보여요.`,
    )
  } else image = 'large'
  let host = input.url
  try {
    host = new URL(input.url).host
  } catch {
    /* a relative URL is shown as it is */
  }
  return {
    rule,
    title: title.text,
    description: description.text,
    image,
    caption: rule.shows === 'domain' ? host : input.siteName,
    warnings,
  }
}

/** The four cards and the warnings of all, the image-size warning once (every service is held to 600×315). */
export function shareCards(input: ShareInput): { cards: ShareCard[]; warnings: string[] } {
  const cards = SHARE_SERVICES.map((s) => shareCard(s, input))
  const warnings = cards.flatMap((c) => c.warnings)
  if (input.image && (input.image.width < SHARE_IMAGE_MIN.width || input.image.height < SHARE_IMAGE_MIN.height))
    warnings.unshift(
      `공유 이미지는 ${SHARE_IMAGE_MIN.width}×${SHARE_IMAGE_MIN.height} 이상이어야 모든 서비스에서 크게 보여요. (지금 ${input.image.width}×${input.image.height})`,
    )
  return { cards, warnings }
}

/**
 * The share image's unsafe margin, as a share of its width and height: the 2:1 cards (KakaoTalk, X) cut 15 px off the
 * top and the bottom of a 1200×630 picture, every service rounds the corners and KakaoTalk lays its buttons over the
 * bottom edge — text there may be cut or covered.
 */
export const UNSAFE_MARGIN = { x: 0.06, y: 0.08 } as const
export type MarginSide = 'top' | 'bottom' | 'left' | 'right'
const SIDE_LABEL: Record<MarginSide, string> = { top: '위쪽', bottom: '아래쪽', left: '왼쪽', right: '오른쪽' }
/** A band is taken for text when this share of its pixels are strong edges (glyph strokes); photos stay well under it. */
const TEXT_EDGE_SHARE = 0.04
const EDGE = 64

/**
 * The sides of the unsafe margin that hold text-like detail, from the image's luminance (0–255, row by row): the share
 * of pixels in each band whose luminance jumps by more than EDGE to the right or below neighbour.
 */
export function textInMargin(lum: ArrayLike<number>, width: number, height: number): MarginSide[] {
  const mx = Math.max(1, Math.round(width * UNSAFE_MARGIN.x))
  const my = Math.max(1, Math.round(height * UNSAFE_MARGIN.y))
  const edge = (x: number, y: number) => {
    const i = y * width + x
    const l = lum[i]!
    return (x + 1 < width && Math.abs(l - lum[i + 1]!) > EDGE) || (y + 1 < height && Math.abs(l - lum[i + width]!) > EDGE)
  }
  const share = (x0: number, y0: number, x1: number, y1: number) => {
    let n = 0
    let e = 0
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        n++
        if (edge(x, y)) e++
      }
    return n ? e / n : 0
  }
  const bands: Record<MarginSide, number> = {
    top: share(0, 0, width, my),
    bottom: share(0, height - my, width, height),
    left: share(0, my, mx, height - my),
    right: share(width - mx, my, width, height - my),
  }
  return (Object.keys(bands) as MarginSide[]).filter((s) => bands[s] > TEXT_EDGE_SHARE)
}

/** The warning for text found in the unsafe margin (empty when none). */
export function marginWarning(sides: MarginSide[]): string | null {
  if (!sides.length) return null
  return `이미지 ${sides.map((s) => SIDE_LABEL[s]).join('·')} 가장자리에 글자가 있는 것 같아요. 카카오톡·X 카드에서 잘리거나 가려질 수 있으니 글자는 안쪽으로 옮겨 주세요.`
}
