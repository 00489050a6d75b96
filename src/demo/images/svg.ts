/**
 * Locally generated SVG images: goods shots, banners, store fronts, brand logos and icon badges.
 * Pure functions returning SVG strings (each well under ~3 KB); `renderImage` maps the URL scheme of
 * ./urls.ts to them and returns null for anything it does not know.
 */
export * from './urls'
import { eyewearSvg, FINISHES, MATERIALS, SHAPES, type Finish } from './eyewear'

export const FONT_STACK = "Pretendard,-apple-system,BlinkMacSystemFont,'Apple SD Gothic Neo','Noto Sans KR','Malgun Gothic',sans-serif"
const FONT = `font-family="${FONT_STACK}"`

/** Escapes text for XML character data and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;'))
}

// ---------------------------------------------------------------------------------------------
// colour helpers

const HEX = /^#?[0-9a-fA-F]{6}$/

function normHex(c: string | null | undefined, fallback: string): string {
  return c && HEX.test(c) ? `#${c.replace('#', '').toLowerCase()}` : fallback
}
function rgb(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
/** Mixes colour a toward b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
const tint = (c: string, t: number) => mix(c, '#ffffff', t)
const shade = (c: string, t: number) => mix(c, '#000000', t)

function hash(s: string | number): number {
  const str = String(s)
  let h = 0x811c9dc5
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const PALETTE = ['#0f766e', '#1d4ed8', '#7c3aed', '#be123c', '#c2410c', '#15803d', '#0e7490', '#4338ca', '#a16207']

/** Visual width of text in ems (Hangul/CJK ≈ 1, Latin ≈ 0.56). */
function textWidth(s: string): number {
  let w = 0
  for (const ch of s) w += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 1 : 0.56
  return w
}
function truncate(s: string, max: number): string {
  const chars = Array.from(s)
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : s
}

const open = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`

// ---------------------------------------------------------------------------------------------
// goods

export type GoodsSvgOptions = {
  goodsTypeCd: string
  /** Any number or string; picks shape variations deterministically. */
  seed: number | string
  /** Main colour: frame, lens coating, box accent or bottle. */
  color?: string
  /** Iris tint of a colour contact lens. */
  tint?: string
  /** Pack count printed on a contact-lens box. */
  pack?: number
  /** Short label (e.g. the lens index '1.67'). */
  label?: string
  /** Supplies: bottle | case | cloth | spray | lenscase. */
  kind?: string
  /** View 1–4: 1 main shot, 2–4 gallery angles; 'f' the transparent front view of frames/sunglasses. */
  view?: number | 'f'
  /** Frames/sunglasses (./eyewear.ts). */
  shape?: string
  material?: string
  finish?: string
  /** 'lens-bridge-temple' mm. */
  size?: string
  frameColor?: string
}

function viewTransform(view: number): string {
  switch (view) {
    case 2:
      return ' transform="rotate(-9 300 300)"'
    case 3:
      return ' transform="translate(300 300) scale(1.32) translate(-370 -300)"'
    case 4:
      return ' transform="translate(300 300) rotate(8) scale(.82) translate(-300 -300)"'
    default:
      return ''
  }
}

function background(c: string, view: number): string {
  const base = view === 3 ? tint(c, 0.8) : view === 4 ? '#f3f1ec' : tint(c, 0.9)
  return (
    `<defs><radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="${base}"/></radialGradient><filter id="sh"><feGaussianBlur stdDeviation="9"/></filter>`
  )
}
const backdrop = `<rect width="600" height="600" fill="url(#bg)"/>`
const shadow = (rx: number, y = 440) => `<ellipse cx="300" cy="${y}" rx="${rx}" ry="16" fill="#0f172a" opacity=".13" filter="url(#sh)"/>`

function eyewear(o: GoodsSvgOptions, sun: boolean): string {
  const h = hash(o.seed)
  const pick = <T>(list: readonly T[], v: string | undefined, salt: number) =>
    list.includes(v as T) ? (v as T) : list[(h >>> salt) % list.length]
  const shape = pick(SHAPES, o.shape, 0)
  const material = pick(sun ? (['acetate', 'metal'] as const) : MATERIALS, o.material, 3)
  const finish = FINISHES.includes(o.finish as Finish) ? (o.finish as Finish) : sun ? 'gloss' : 'gloss'
  const size = /^(\d{2})-(\d{2})-(\d{3})$/.exec(o.size ?? '')
  const c = normHex(o.color, sun ? '#4b5563' : '#1f2937')
  return eyewearSvg(
    {
      sun,
      shape,
      material,
      finish,
      frame: sun ? normHex(o.frameColor, '#1f2937') : c,
      lens: sun ? c : undefined,
      lensWidth: size ? Number(size[1]) : sun ? 56 : 51,
      bridge: size ? Number(size[2]) : 18,
    },
    o.view === 'f' ? 'f' : ((o.view ?? 1) as 1 | 2 | 3 | 4),
  )
}

function glassesLens(o: GoodsSvgOptions): string {
  const view = typeof o.view === 'number' ? o.view : 1
  const c = normHex(o.color, '#5b7cfa')
  const label = o.label ? escapeXml(truncate(o.label, 8)) : ''
  return (
    open(600, 600) +
    background(c, view) +
    `<radialGradient id="g" cx=".38" cy=".34" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="${tint(c, 0.82)}"/><stop offset="1" stop-color="${tint(c, 0.35)}"/></radialGradient>` +
    `</defs>` +
    backdrop +
    `<g${viewTransform(view)}>` +
    shadow(170, 476) +
    `<ellipse cx="300" cy="300" rx="172" ry="172" fill="${tint(c, 0.55)}" transform="translate(0 12)"/>` +
    `<circle cx="300" cy="290" r="172" fill="url(#g)" stroke="${tint(c, 0.45)}" stroke-width="4"/>` +
    `<path d="M178 228a140 140 0 0 1 96-84" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity=".85"/>` +
    `<circle cx="196" cy="268" r="9" fill="#fff" opacity=".8"/>` +
    `<path d="M380 420a140 140 0 0 0 70-76" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity=".45"/>` +
    (label
      ? `<rect x="240" y="500" width="120" height="44" rx="22" fill="${shade(c, 0.35)}"/><text x="300" y="530" text-anchor="middle" font-size="22" font-weight="700" fill="#fff" ${FONT}>${label}</text>`
      : '') +
    `</g></svg>`
  )
}

function contactLens(o: GoodsSvgOptions): string {
  const view = typeof o.view === 'number' ? o.view : 1
  const c = normHex(o.color, '#0ea5e9')
  const iris = o.tint && HEX.test(o.tint) ? normHex(o.tint, c) : null
  const pack = o.pack && o.pack > 0 && o.pack < 1000 ? Math.floor(o.pack) : 30
  const cycle =
    o.kind === 'daily'
      ? '1-DAY'
      : o.kind === '2week'
        ? '2-WEEK'
        : o.kind === 'monthly'
          ? 'MONTHLY'
          : pack >= 30
            ? '1-DAY'
            : pack >= 6
              ? '2-WEEK'
              : 'MONTHLY'
  const lens = iris
    ? `<circle cx="195" cy="455" r="40" fill="${tint(iris, 0.2)}"/><circle cx="195" cy="455" r="31" fill="none" stroke="${shade(iris, 0.25)}" stroke-width="12" stroke-dasharray="3 4"/><circle cx="195" cy="455" r="14" fill="#1f2937"/>`
    : `<circle cx="195" cy="455" r="40" fill="#e0f2fe" stroke="#bae6fd" stroke-width="3"/>`
  return (
    open(600, 600) +
    background(c, view) +
    `<linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>` +
    `</defs>` +
    backdrop +
    `<g${viewTransform(view)}>` +
    shadow(200, 500) +
    `<path d="M190 150l40-36h230l-40 36z" fill="${tint(c, 0.7)}"/><path d="M420 150l40-36v320l-40 36z" fill="${shade(c, 0.25)}"/>` +
    `<rect x="190" y="150" width="230" height="320" fill="#fff"/><rect x="190" y="330" width="230" height="56" fill="${c}"/>` +
    `<text x="210" y="196" font-size="15" font-weight="700" letter-spacing="3" fill="${shade(c, 0.3)}" ${FONT}>CONTACT LENS</text>` +
    `<text x="208" y="282" font-size="76" font-weight="800" fill="${shade(c, 0.15)}" ${FONT}>${pack}<tspan font-size="34">P</tspan></text>` +
    `<text x="210" y="366" font-size="17" font-weight="600" fill="#fff" ${FONT}>${cycle}</text>` +
    `<rect x="125" y="395" width="140" height="120" rx="18" fill="url(#f)" stroke="#94a3b8" stroke-width="2"/>` +
    lens +
    `<path d="M172 430q14-12 32-10" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".9"/>` +
    `</g></svg>`
  )
}

const SUPPLY_KINDS = ['bottle', 'case', 'cloth', 'spray', 'lenscase'] as const

function supplies(o: GoodsSvgOptions): string {
  const view = typeof o.view === 'number' ? o.view : 1
  const c = normHex(o.color, '#0f766e')
  const kind = SUPPLY_KINDS.includes(o.kind as (typeof SUPPLY_KINDS)[number]) ? o.kind : SUPPLY_KINDS[hash(o.seed) % SUPPLY_KINDS.length]
  let body: string
  if (kind === 'lenscase') {
    const cap = (x: number, l: string) =>
      `<circle cx="${x}" cy="300" r="78" fill="url(#f)"/><circle cx="${x}" cy="300" r="60" fill="none" stroke="#fff" stroke-width="4" opacity=".5"/>` +
      `<text x="${x}" y="318" text-anchor="middle" font-size="52" font-weight="800" fill="#fff" ${FONT}>${l}</text>`
    body = shadow(200, 400) + `<rect x="150" y="270" width="300" height="60" rx="30" fill="#e5e7eb"/>` + cap(205, 'L') + cap(395, 'R')
  } else if (kind === 'case') {
    body =
      shadow(190, 400) +
      `<rect x="120" y="230" width="360" height="140" rx="70" fill="url(#f)"/><path d="M126 300h348" stroke="${shade(c, 0.35)}" stroke-width="4"/>` +
      `<rect x="278" y="292" width="44" height="16" rx="8" fill="#e5e7eb"/><path d="M170 262q40-16 90-14" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".45"/>`
  } else if (kind === 'cloth') {
    body =
      shadow(180, 450) +
      `<g transform="rotate(-7 300 300)"><rect x="160" y="160" width="280" height="280" rx="10" fill="url(#f)"/>` +
      `<rect x="176" y="176" width="248" height="248" rx="6" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="8 7" opacity=".7"/>` +
      `<path d="M440 300L300 440h130q10 0 10-10z" fill="${shade(c, 0.25)}"/></g>`
  } else {
    const spray = kind === 'spray'
    body =
      shadow(120, 486) +
      `<rect x="${spray ? 240 : 215}" y="${spray ? 205 : 185}" width="${spray ? 120 : 170}" height="${spray ? 280 : 300}" rx="${spray ? 26 : 36}" fill="url(#f)"/>` +
      (spray
        ? `<rect x="272" y="150" width="56" height="60" rx="8" fill="#e5e7eb"/><path d="M282 150v-26h50v12h-20v14z" fill="#9ca3af"/>`
        : `<rect x="255" y="130" width="90" height="62" rx="12" fill="${shade(c, 0.35)}"/>`) +
      `<rect x="${spray ? 252 : 232}" y="285" width="${spray ? 96 : 136}" height="120" rx="8" fill="#fff" opacity=".93"/>` +
      `<text x="300" y="336" text-anchor="middle" font-size="${spray ? 17 : 22}" font-weight="800" fill="${shade(c, 0.2)}" ${FONT}>${spray ? 'ANTI-FOG' : 'LENS CARE'}</text>` +
      `<text x="300" y="366" text-anchor="middle" font-size="14" fill="#64748b" ${FONT}>${spray ? '20ml' : '360ml'}</text>` +
      `<path d="M${spray ? 256 : 236} 230v200" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".35"/>`
  }
  return (
    open(600, 600) +
    background(c, view) +
    `<linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(c, 0.25)}"/><stop offset="1" stop-color="${shade(c, 0.15)}"/></linearGradient>` +
    `</defs>` +
    backdrop +
    `<g${viewTransform(view)}>` +
    body +
    `</g></svg>`
  )
}

/** A product shot on a soft background for goods type 01–05 (unknown types draw supplies). */
export function goodsSvg(o: GoodsSvgOptions): string {
  switch (o.goodsTypeCd) {
    case '01':
      return eyewear(o, false)
    case '02':
      return eyewear(o, true)
    case '03':
      return glassesLens(o)
    case '04':
      return contactLens(o)
    default:
      return supplies(o)
  }
}

// ---------------------------------------------------------------------------------------------
// banner

export type BannerSvgOptions = {
  title: string
  subtitle?: string
  /** Theme colour '#rrggbb'. */
  theme?: string
  width?: number
  height?: number
}

function wrap(title: string, maxEms: number): string[] {
  if (textWidth(title) <= maxEms || !title.includes(' ')) return [title]
  const words = title.split(' ')
  let best: string[] = [title]
  let bestDiff = Infinity
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ')
    const b = words.slice(i).join(' ')
    const diff = Math.abs(textWidth(a) - textWidth(b))
    if (diff < bestDiff) {
      bestDiff = diff
      best = [a, b]
    }
  }
  return best
}

/** A clean promotional banner: gradient, decorative circles and a glasses motif, Korean text. */
export function bannerSvg(o: BannerSvgOptions): string {
  const w = clampInt(o.width, 1200, 120, 2400)
  const h = clampInt(o.height, 480, 40, 2400)
  const th = normHex(o.theme, '#0f766e')
  if (h < 160) return stripBanner(o, w, h, th)
  const portrait = h > w * 0.9
  const maxW = w * (portrait ? 0.84 : 0.55)
  const title = truncate(o.title || '다비치마켓', 34)
  const lines = wrap(title, portrait ? 9 : 14)
  const longest = Math.max(...lines.map(textWidth), 1)
  const fs = Math.round(Math.min(h * (portrait ? 0.085 : lines.length > 1 ? 0.11 : 0.13), maxW / longest))
  const sub = o.subtitle ? escapeXml(truncate(o.subtitle, 40)) : ''
  const sfs = Math.round(Math.max(12, Math.min(fs * 0.46, maxW / Math.max(textWidth(o.subtitle ?? ''), 1))))
  const x = Math.round(w * 0.07)
  const y0 = Math.round(portrait ? h * 0.2 : h / 2 - ((lines.length - 1) * fs * 1.2) / 2 - (sub ? sfs : 0))
  const tspans = lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(fs * 1.2)}">${escapeXml(l)}</tspan>`).join('')
  const subY = Math.round(y0 + (lines.length - 1) * fs * 1.2 + sfs * 1.9)
  const pillY = Math.round(subY + (sub ? sfs * 1.4 : fs * 0.6))
  const pfs = Math.max(11, Math.round(sfs * 0.8))
  const r = Math.round(Math.min(w, h) * 0.42)
  // Glasses motif (width 4.4 g) kept clear of the text column in landscape.
  const margin = w * 0.03
  const g = Math.round(portrait ? r * 0.34 : Math.min(r * 0.34, (w - x - maxW - margin) / 4.4))
  const cx = Math.round(portrait ? w * 0.62 : w - margin - 2.2 * g)
  const cy = Math.round(portrait ? h * 0.72 : h * 0.52)
  return (
    open(w, h) +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${th}"/><stop offset="1" stop-color="${mix(th, '#1e1b4b', 0.35)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity=".1"/><circle cx="${Math.round(cx + r * 0.75)}" cy="${Math.round(cy - r * 0.8)}" r="${Math.round(r * 0.45)}" fill="none" stroke="#fff" stroke-width="2" opacity=".25"/>` +
    `<g fill="none" stroke="#fff" stroke-width="${Math.max(3, Math.round(g * 0.14))}" opacity=".9"><circle cx="${cx - g - Math.round(g * 0.2)}" cy="${cy}" r="${g}"/><circle cx="${cx + g + Math.round(g * 0.2)}" cy="${cy}" r="${g}"/><path d="M${cx - Math.round(g * 0.2)} ${cy - Math.round(g * 0.2)}q${Math.round(g * 0.2)}-${Math.round(g * 0.2)} ${Math.round(g * 0.4)} 0"/></g>` +
    `<text x="${x}" y="${y0}" font-size="${fs}" font-weight="800" fill="#fff" ${FONT}>${tspans}</text>` +
    (sub ? `<text x="${x}" y="${subY}" font-size="${sfs}" fill="#fff" opacity=".88" ${FONT}>${sub}</text>` : '') +
    `<rect x="${x}" y="${pillY}" width="${pfs * 8}" height="${Math.round(pfs * 2.3)}" rx="${Math.round(pfs * 1.15)}" fill="#fff"/>` +
    `<text x="${x + pfs * 4}" y="${Math.round(pillY + pfs * 1.5)}" text-anchor="middle" font-size="${pfs}" font-weight="700" fill="${th}" ${FONT}>자세히 보기 →</text>` +
    `</svg>`
  )
}

/** A thin top banner: one centred line, bold title and lighter subtitle. */
function stripBanner(o: BannerSvgOptions, w: number, h: number, th: string): string {
  const title = truncate(o.title || '다비치마켓', 34)
  const sub = o.subtitle ? truncate(o.subtitle, 40) : ''
  const ems = textWidth(title) + (sub ? textWidth(sub) * 0.85 + 1.5 : 0)
  const fs = Math.max(10, Math.round(Math.min(h * 0.38, (w * 0.9) / Math.max(ems, 1))))
  return (
    open(w, h) +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(th, 0.15)}"/><stop offset=".5" stop-color="${th}"/><stop offset="1" stop-color="${shade(th, 0.15)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>` +
    `<text x="${Math.round(w / 2)}" y="${Math.round(h / 2 + fs * 0.36)}" text-anchor="middle" font-size="${fs}" fill="#fff" ${FONT}>` +
    `<tspan font-weight="800">${escapeXml(title)}</tspan>` +
    (sub ? `<tspan dx="${Math.round(fs * 0.9)}" font-size="${Math.round(fs * 0.85)}" opacity=".85">${escapeXml(sub)}</tspan>` : '') +
    `</text></svg>`
  )
}

function clampInt(v: number | undefined, fallback: number, min: number, max: number): number {
  if (v === undefined || !Number.isFinite(v)) return fallback
  return Math.min(max, Math.max(min, Math.round(v)))
}

// ---------------------------------------------------------------------------------------------
// store, brand, icon

/** A store front with a sign carrying the store name. */
export function storeSvg(o: { name: string; seed?: number | string; theme?: string }): string {
  const th = normHex(o.theme, PALETTE[hash(o.seed ?? o.name) % 3 === 0 ? 6 : 0])
  const name = escapeXml(truncate(o.name || '다비치안경', 18))
  const fs = Math.min(30, Math.floor(440 / Math.max(textWidth(truncate(o.name || '', 18)), 1)))
  const stripes = Array.from({ length: 8 }, (_, i) => `<path d="M${90 + i * 53} 150h26l-4 34h-26z" fill="${i % 2 ? '#fff' : th}"/>`).join(
    '',
  )
  return (
    open(600, 400) +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(th, 0.82)}"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>` +
    `<rect width="600" height="400" fill="url(#s)"/><rect y="350" width="600" height="50" fill="#e5e7eb"/>` +
    `<rect x="80" y="70" width="440" height="282" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>` +
    `<rect x="80" y="70" width="440" height="70" fill="${th}"/>` +
    `<text x="300" y="${105 + Math.round(fs / 3)}" text-anchor="middle" font-size="${fs}" font-weight="800" fill="#fff" ${FONT}>${name}</text>` +
    stripes +
    `<rect x="106" y="204" width="150" height="146" fill="#cfe3f3"/><rect x="344" y="204" width="150" height="146" fill="#cfe3f3"/>` +
    `<rect x="270" y="214" width="60" height="136" fill="${shade(th, 0.3)}"/><circle cx="318" cy="284" r="4" fill="#fde68a"/>` +
    `<g fill="none" stroke="${shade(th, 0.2)}" stroke-width="5"><circle cx="160" cy="270" r="20"/><circle cx="204" cy="270" r="20"/><path d="M176 266q6-6 12 0"/><circle cx="396" cy="270" r="20"/><circle cx="440" cy="270" r="20"/><path d="M412 266q6-6 12 0"/></g>` +
    `<path d="M112 214l40 60M350 214l40 60" stroke="#fff" stroke-width="8" opacity=".6"/>` +
    `</svg>`
  )
}

/** A wordmark logo: English name, small monogram and the Korean name underneath. */
export function brandLogoSvg(o: { name: string; koName?: string; seed?: number | string }): string {
  const c = PALETTE[hash(o.seed ?? o.name) % PALETTE.length]
  const name = truncate((o.name || 'BRAND').toUpperCase(), 22)
  const fs = Math.min(40, Math.floor(300 / Math.max(textWidth(name) + name.length * 0.12, 1)))
  const initial = escapeXml(Array.from(name)[0] ?? 'B')
  return (
    open(400, 200) +
    `<rect width="400" height="200" rx="16" fill="#fff"/>` +
    `<circle cx="56" cy="86" r="26" fill="${c}"/><text x="56" y="96" text-anchor="middle" font-size="28" font-weight="800" fill="#fff" ${FONT}>${initial}</text>` +
    `<text x="96" y="${86 + Math.round(fs / 3)}" font-size="${fs}" font-weight="800" letter-spacing="${(fs * 0.12).toFixed(1)}" fill="#111827" ${FONT}>${escapeXml(name)}</text>` +
    `<rect x="96" y="118" width="46" height="4" rx="2" fill="${c}"/>` +
    (o.koName ? `<text x="96" y="152" font-size="18" fill="#6b7280" ${FONT}>${escapeXml(truncate(o.koName, 16))}</text>` : '') +
    `</svg>`
  )
}

/** A pill badge (NEW, BEST, 무료배송 ...). */
export function badgeSvg(o: { label: string; bg?: string }): string {
  const label = truncate(o.label || '', 8)
  const fs = 20
  const w = Math.round(textWidth(label) * fs + 28)
  return (
    open(w, 36) +
    `<rect width="${w}" height="36" rx="18" fill="${normHex(o.bg, '#111827')}"/>` +
    `<text x="${w / 2}" y="25" text-anchor="middle" font-size="${fs}" font-weight="700" fill="#fff" ${FONT}>${escapeXml(label)}</text></svg>`
  )
}

// ---------------------------------------------------------------------------------------------
// URL → SVG

const GOODS_RE = /^\/img\/goods\/(0[1-5])\/([A-Za-z0-9_-]{1,32})\.svg$/
const KEY_RE = /^\/img\/(banner|store|brand|icon)\/([A-Za-z0-9_-]{1,40})\.svg$/

function num(v: string | null): number | undefined {
  if (v === null || !/^\d{1,5}$/.test(v)) return undefined
  return Number(v)
}
function hexParam(v: string | null): string | undefined {
  return v && HEX.test(v) ? `#${v.replace('#', '').toLowerCase()}` : undefined
}
function textParam(v: string | null, max: number): string {
  return v ? truncate(v, max) : ''
}

/**
 * Maps an /img/* URL (see ./urls.ts) to its SVG, or null when the path is unknown. Query
 * parameters are validated (hex colours, small integers, truncated text); bad ones fall back.
 */
export function renderImage(pathname: string, searchParams: URLSearchParams = new URLSearchParams()): string | null {
  const q = searchParams
  const g = GOODS_RE.exec(pathname)
  if (g) {
    const v = q.get('v')
    // A shopper's review photo of this goods (seeded photo reviews): its own scene, never the product shot.
    if (v === 'r') {
      const shot = num(q.get('r')) ?? 0
      const worn = (g[1] === '01' || g[1] === '02') && shot % 3 === 2
      const inner = renderImage(pathname, withParam(q, 'v', worn ? '4' : '1'))
      return inner ? reviewPhotoSvg(inner, shot, worn) : null
    }
    const view = v === 'f' ? 'f' : num(v)
    return goodsSvg({
      goodsTypeCd: g[1],
      seed: g[2],
      color: hexParam(q.get('c')),
      tint: hexParam(q.get('t')),
      pack: num(q.get('p')),
      label: textParam(q.get('i'), 8) || undefined,
      kind: q.get('k') ?? undefined,
      shape: q.get('s') ?? undefined,
      material: q.get('m') ?? undefined,
      finish: q.get('f') ?? undefined,
      size: q.get('z') ?? undefined,
      frameColor: hexParam(q.get('fc')),
      view: view === 'f' ? 'f' : view && view >= 1 && view <= 4 ? view : 1,
    })
  }
  const m = KEY_RE.exec(pathname)
  if (!m) return null
  const [, kind, key] = m
  switch (kind) {
    case 'banner':
      return bannerSvg({
        title: textParam(q.get('t'), 34) || '다비치마켓',
        subtitle: textParam(q.get('s'), 40) || undefined,
        theme: hexParam(q.get('th')) ?? PALETTE[hash(key) % PALETTE.length],
        width: num(q.get('w')),
        height: num(q.get('h')),
      })
    case 'store':
      return storeSvg({ name: textParam(q.get('n'), 18) || '다비치안경', seed: key })
    case 'brand':
      return brandLogoSvg({ name: textParam(q.get('n'), 22) || key, koName: textParam(q.get('k'), 16) || undefined, seed: key })
    case 'icon':
      return badgeSvg({ label: textParam(q.get('n'), 8) || key, bg: hexParam(q.get('bg')) })
    default:
      return null
  }
}

function withParam(q: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(q)
  next.set(key, value)
  return next
}

const SCENES = [
  // a wooden table in warm light
  { bg: ['#c89f74', '#8a6240'], grain: '#6f4b2e', tilt: -11, scale: 0.88, dx: -10, dy: 24 },
  // a desk with a notebook, daylight
  { bg: ['#f1efe9', '#d9d4c8'], grain: '', tilt: 7, scale: 0.84, dx: 30, dy: 10 },
  // a room behind a selfie (worn) / a fabric sofa
  { bg: ['#dfe7ef', '#9fb1c4'], grain: '', tilt: -4, scale: 0.92, dx: 0, dy: 0 },
] as const

/**
 * A review photo as a shopper takes it (issue 30): the goods in a scene of its own — on a wooden table, on a desk
 * beside a notebook, or worn (a selfie) — tilted, off-centre, with a phone camera's vignette. `shot` picks the scene.
 */
export function reviewPhotoSvg(inner: string, shot: number, worn: boolean): string {
  const sc = SCENES[worn ? 2 : shot % 2]
  // The product shot's studio backdrop is dropped: the goods lie in the scene itself (the worn view keeps its room).
  const body = inner
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(worn ? /$^/ : /<rect width="600" height="600" fill="url\(#bg\)"\/>/, '')
  const vb = /viewBox="([^"]+)"/.exec(inner)?.[1] ?? '0 0 600 600'
  const grain = sc.grain
    ? Array.from(
        { length: 7 },
        (_, i) =>
          `<path d="M-20 ${70 + i * 80 + ((shot * 13 + i * 29) % 30)}q300 ${(i % 2 ? 1 : -1) * 18} 640 0" fill="none" stroke="${sc.grain}" stroke-width="3" opacity=".25"/>`,
      ).join('')
    : ''
  const notebook =
    !worn && shot % 2 === 1
      ? '<rect x="360" y="-30" width="280" height="220" rx="8" fill="#ffffff" opacity=".9" transform="rotate(14 500 80)"/><path d="M392 40h200M392 70h200M392 100h160" stroke="#cbd5e1" stroke-width="3" transform="rotate(14 500 80)"/>'
      : ''
  const size = 600 * sc.scale
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<defs><linearGradient id="rp-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sc.bg[0]}"/><stop offset="1" stop-color="${sc.bg[1]}"/></linearGradient>` +
    `<radialGradient id="rp-vig" cx=".5" cy=".5" r=".72"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".38"/></radialGradient>` +
    `</defs>` +
    `<rect width="600" height="600" fill="url(#rp-bg)"/>${grain}${notebook}` +
    `<g transform="rotate(${sc.tilt} 300 300) translate(${300 - size / 2 + sc.dx} ${300 - size / 2 + sc.dy})">` +
    `<svg width="${size}" height="${size}" viewBox="${vb}">${body}</svg></g>` +
    `<rect width="600" height="600" fill="url(#rp-vig)"/></svg>`
  )
}
