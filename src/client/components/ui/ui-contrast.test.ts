import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BADGE_TONES } from './Badge'
import { btn, chip, field, importantMark } from './classes'
import { contrastRatio, inkSafeBackground } from './color'

/**
 * The kit's colour pairs meet WCAG 2.1 AA (4.5:1 text), computed from the real theme: Tailwind's palette
 * (oklch in tailwindcss/theme.css) overlaid with the tokens of src/styles.css. And no page uses the grey
 * shades that fail on white as text colour.
 */
const root = join(__dirname, '..', '..', '..', '..')
const palette = new Map<string, string>()
for (const file of [join(root, 'node_modules/tailwindcss/theme.css'), join(root, 'src/styles.css')]) {
  for (const m of readFileSync(file, 'utf8').matchAll(/--color-([a-z]+(?:-\d+)?):\s*([^;]+);/g)) palette.set(m[1], toHex(m[2].trim()))
}
palette.set('white', '#ffffff')
palette.set('black', '#000000')

function toHex(css: string): string {
  if (css.startsWith('#')) return css.length === 4 ? '#' + [...css.slice(1)].map((c) => c + c).join('') : css
  const m = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(css)
  if (!m) return css
  const [L, C, h] = [Number(m[1]) / 100, Number(m[2]), Number(m[3])]
  const a = C * Math.cos((h * Math.PI) / 180)
  const b = C * Math.sin((h * Math.PI) / 180)
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const mm = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
  const lin = [
    4.0767416621 * l - 3.3077115913 * mm + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * mm - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * mm + 1.707614701 * s,
  ]
  const enc = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055)
  return (
    '#' +
    lin
      .map((x) =>
        Math.round(Math.min(1, Math.max(0, enc(x))) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

/** The colour of the first `prefix-…` utility in a class string (no variant prefix), e.g. text-gray-700. */
function colorOf(classes: string, prefix: 'text' | 'bg'): string {
  const m = classes.split(/\s+/).find((c) => c.startsWith(`${prefix}-`) && palette.has(c.slice(prefix.length + 1)))
  if (!m) throw new Error(`no ${prefix} colour in "${classes}"`)
  return palette.get(m.slice(prefix.length + 1))!
}
const ratio = (fg: string, bg: string) => contrastRatio(palette.get(fg) ?? fg, palette.get(bg) ?? bg)

describe('UI kit colours (WCAG 2.1 AA)', () => {
  it.each(Object.entries(BADGE_TONES))('badge %s: text on its background ≥ 4.5:1', (_, cls) => {
    expect(contrastRatio(colorOf(cls, 'text'), colorOf(cls, 'bg'))).toBeGreaterThanOrEqual(4.5)
  })

  it('the 중요 mark of a pinned notice: white on accent ≥ 4.5:1', () => {
    expect(contrastRatio(colorOf(importantMark, 'text'), colorOf(importantMark, 'bg'))).toBeGreaterThanOrEqual(4.5)
  })

  it.each(['primary', 'dark', 'smallPrimary'] as const)('button %s: white on its fill ≥ 4.5:1', (v) => {
    expect(contrastRatio(colorOf(btn[v], 'text'), colorOf(btn[v], 'bg'))).toBeGreaterThanOrEqual(4.5)
  })

  it.each(['secondary', 'small', 'field'] as const)('button %s: label on white ≥ 4.5:1', (v) => {
    expect(contrastRatio(colorOf(btn[v], 'text'), '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('chips, field texts and the secondary-text rule', () => {
    expect(contrastRatio(colorOf(chip.on, 'text'), colorOf(chip.on, 'bg'))).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(colorOf(chip.off, 'text'), colorOf(chip.off, 'bg'))).toBeGreaterThanOrEqual(4.5)
    for (const cls of [field.hint, field.error, field.ok, field.label])
      expect(contrastRatio(colorOf(cls, 'text'), '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(ratio('gray-500', 'white')).toBeGreaterThanOrEqual(4.5)
    expect(ratio('gray-500', 'gray-50')).toBeGreaterThanOrEqual(4.5)
    expect(ratio('gray-600', 'gray-100')).toBeGreaterThanOrEqual(4.5)
    expect(ratio('gray-400', 'white')).toBeLessThan(4.5) // why the rule exists
  })

  it('accent (discounts, errors) reads on white and on red-50; brand text on brand-50', () => {
    expect(ratio('accent', 'white')).toBeGreaterThanOrEqual(4.5)
    expect(ratio('accent', 'red-50')).toBeGreaterThanOrEqual(4.5)
    expect(ratio('white', 'accent')).toBeGreaterThanOrEqual(4.5)
    expect(ratio('brand-700', 'brand-50')).toBeGreaterThanOrEqual(4.5)
    expect(ratio('brand-600', 'white')).toBeGreaterThanOrEqual(4.5)
  })

  it('sign-in provider buttons: near-black text on Naver green and Kakao yellow', () => {
    expect(ratio('gray-950', 'naver')).toBeGreaterThanOrEqual(4.5)
    expect(ratio('#191919', 'kakao')).toBeGreaterThanOrEqual(4.5)
  })
})

describe('inkSafeBackground', () => {
  it.each(['#f59e0b', '#ef4444', '#0891b2', '#03c75a', '#ffffff', '#fee500', '#abc', 'not-a-colour'])(
    'white text on the result of %s ≥ 4.5:1',
    (c) => {
      expect(contrastRatio('#ffffff', inkSafeBackground(c))).toBeGreaterThanOrEqual(4.5)
    },
  )
  it('keeps a colour that is already dark enough', () => {
    expect(inkSafeBackground('#0a6660')).toBe('#0a6660')
    expect(inkSafeBackground('#111827')).toBe('#111827')
  })
})

describe('pages use readable greys', () => {
  // gray-300/400 as a text colour fails 4.5:1 on white (2.6:1). Allowed: disabled controls (disabled:,
  // cursor-not-allowed, aria-disabled) and placeholder: variants.
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (p.endsWith('.tsx')) files.push(p)
    }
  }
  walk(join(root, 'src/client'))
  walk(join(root, 'src/routes'))
  it('no text-gray-300 / text-gray-400 outside disabled states', () => {
    const offenders = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${f.slice(root.length + 1)}:${i + 1}` }))
        .filter(({ line }) => /(^|[\s"'`{])text-gray-(300|400)\b/.test(line) && !/cursor-not-allowed|aria-disabled/.test(line))
        .map(({ at }) => at),
    )
    expect(offenders).toEqual([])
  })
})
