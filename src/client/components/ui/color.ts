/**
 * Colours that come with the data (goods icons, campaign themes) made readable: white text needs its
 * background dark enough. `inkSafeBackground` darkens a colour (keeping its hue) until white text on it
 * reaches `min` (4.5:1 for body text), so editors may pick any colour without failing WCAG AA.
 */
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

function rgb(hex: string): [number, number, number] | null {
  const m = HEX.exec(hex.trim())
  if (!m) return null
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

function luminance([r, g, b]: [number, number, number]): number {
  const f = (v: number) => {
    const x = v / 255
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
}

/** WCAG contrast ratio of two colours (#rgb or #rrggbb); 1 when one cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const x = rgb(a)
  const y = rgb(b)
  if (!x || !y) return 1
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p)
  return (hi + 0.05) / (lo + 0.05)
}

const toHex = (c: number[]) => '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')

/** The colour, darkened in 5 % steps towards black until white text on it reaches `min`. */
export function inkSafeBackground(color: string, min = 4.5): string {
  const c = rgb(color)
  if (!c) return '#374151' // gray-700: an unreadable value still gets a readable badge
  for (let k = 0; k <= 20; k++) {
    const d = c.map((v) => v * (1 - k * 0.05))
    const hex = toHex(d)
    if (contrastRatio('#ffffff', hex) >= min) return hex
  }
  return '#000000'
}
