import { beforeAll, describe, expect, it } from 'vitest'
import { frameShape } from '../../shared/recommend'
import { buildSeedSync, type SeedData } from '../seed'
import { lensOutline, SHAPE_OF_WORD, SHAPES, type Pt, type Shape } from './eyewear'
import { renderImage } from './svg'

/** Pictures that tell the truth: every frame's drawing has the shape, material and colour its goods says. */

const area = (pts: Pt[]) =>
  Math.abs(pts.reduce((s, [x, y], i) => s + x * pts[(i + 1) % pts.length][1] - pts[(i + 1) % pts.length][0] * y, 0)) / 2
const bbox = (pts: Pt[]) => {
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys), top: Math.min(...ys), bottom: Math.max(...ys) }
}
/** Width of the outline across a horizontal band around y. */
const widthAt = (pts: Pt[], y: number, band: number) => {
  const xs = pts.filter((p) => Math.abs(p[1] - y) <= band).map((p) => p[0])
  return xs.length ? Math.max(...xs) - Math.min(...xs) : 0
}
const fill = (pts: Pt[]) => {
  const b = bbox(pts)
  return area(pts) / (b.w * b.h)
}

/** What makes each shape that shape (lens of 50 mm; +x toward the temple, y downward). */
const SHAPE_RULES: Record<Shape, (pts: Pt[]) => void> = {
  round: (p) => {
    expect(bbox(p).h / bbox(p).w).toBeGreaterThan(0.9)
    expect(fill(p)).toBeCloseTo(Math.PI / 4, 1)
  },
  oval: (p) => {
    expect(bbox(p).h / bbox(p).w).toBeLessThan(0.75)
    expect(fill(p)).toBeLessThan(0.83)
  },
  square: (p) => expect(fill(p)).toBeGreaterThan(0.9),
  wellington: (p) => {
    expect(fill(p)).toBeGreaterThan(0.85)
    expect(widthAt(p, bbox(p).top + 3, 3)).toBeGreaterThan(widthAt(p, bbox(p).bottom - 3, 3))
  },
  boston: (p) => {
    const b = bbox(p)
    expect(widthAt(p, b.bottom - 4, 3)).toBeLessThan(0.8 * widthAt(p, b.top + 4, 3))
  },
  pantos: (p) => {
    const b = bbox(p)
    expect(widthAt(p, b.top + 2, 2)).toBeGreaterThan(0.8 * b.w) // a flat top
    expect(widthAt(p, b.bottom - 2, 2)).toBeLessThan(0.6 * b.w) // a round bottom
  },
  hexagon: (p) => expect(p).toHaveLength(6),
  cateye: (p) => {
    const topOuter = Math.min(...p.filter(([x]) => x > 15).map(([, y]) => y))
    const topInner = Math.min(...p.filter(([x]) => x < -15).map(([, y]) => y))
    expect(topInner - topOuter).toBeGreaterThan(4) // the outer corner sweeps up
  },
  aviator: (p) => {
    const b = bbox(p)
    const lowest = p.reduce((a, c) => (c[1] > a[1] ? c : a))
    expect(lowest[0]).toBeGreaterThan(0) // the teardrop falls outward
    expect(widthAt(p, b.bottom - 5, 3)).toBeLessThan(0.7 * widthAt(p, b.top + 5, 3))
  },
  oversize: (p) => {
    expect(bbox(p).h / bbox(p).w).toBeGreaterThan(0.85)
    expect(fill(p)).toBeGreaterThan(0.85)
  },
  wrap: (p) => expect(bbox(p).h / bbox(p).w).toBeLessThan(0.7),
}

describe('lens outlines', () => {
  it.each(SHAPES)('%s has its shape', (shape) => SHAPE_RULES[shape](lensOutline(shape, 50)))
  it('no two shapes share one outline rule', () => {
    // each shape's rules fail on at least one other shape's outline (the test tells shapes apart)
    for (const shape of ['round', 'square', 'hexagon', 'cateye', 'aviator', 'boston'] as const) {
      const others = SHAPES.filter((s) => s !== shape)
      const failing = others.filter((o) => {
        try {
          SHAPE_RULES[shape](lensOutline(o, 50))
          return false
        } catch {
          return true
        }
      })
      expect(failing.length, shape).toBeGreaterThan(others.length / 2)
    }
  })
})

describe('seeded frame and sunglasses pictures', () => {
  let seed: SeedData
  beforeAll(() => {
    seed = buildSeedSync({ now: Date.parse('2026-11-22T03:15:00Z'), passwordHash: 'x' })
  })

  it('every frame and sunglasses picture draws the shape, material and colour of its goods, in four views', () => {
    const eyewear = seed.goods.filter((g) => g.goods_type_cd === '01' || g.goods_type_cd === '02')
    expect(eyewear.length).toBeGreaterThan(100)
    const imagesOf = new Map<string, string[]>()
    for (const i of seed.goods_images) imagesOf.set(i.goods_no, [...(imagesOf.get(i.goods_no) ?? []), i.img_src])
    for (const g of eyewear) {
      const word = frameShape(g.goods_nm) ?? Object.keys(SHAPE_OF_WORD).find((w) => g.goods_nm.includes(w))
      expect(word, g.goods_nm).toBeTruthy()
      const shape = SHAPE_OF_WORD[word!]
      const urls = [g.img_src, ...(imagesOf.get(g.goods_no) ?? [])]
      expect(urls.length, g.goods_no).toBeGreaterThanOrEqual(5)
      const main = new URL(g.img_src, 'http://x')
      if (g.goods_nm.endsWith('무테 안경')) expect(main.searchParams.get('m'), g.goods_nm).toBe('rimless')
      if (g.goods_nm.endsWith('티타늄 안경테')) expect(main.searchParams.get('m'), g.goods_nm).toBe('titanium')
      if (g.goods_nm.endsWith('뿔테 안경')) expect(main.searchParams.get('m'), g.goods_nm).toBe('acetate')
      const items = seed.goods_items.filter((i) => i.goods_no === g.goods_no)
      expect(
        items.some((i) => main.searchParams.get('z') === i.size?.replace('□', '-')),
        g.goods_no,
      ).toBe(true)
      for (const src of urls) {
        const u = new URL(src, 'http://x')
        expect(u.searchParams.get('s'), `${g.goods_nm}: ${src}`).toBe(shape)
        expect(u.searchParams.get('c')).toBe(main.searchParams.get('c'))
        const svg = renderImage(u.pathname, u.searchParams)!
        if (u.searchParams.get('v') !== '3') {
          // the side view shows the frame edge-on; every other view draws both lenses in the goods' shape
          const drawn = [...svg.matchAll(/data-shape="(\w+)"/g)].map((m) => m[1])
          expect(drawn, src).toEqual([shape, shape])
        }
      }
      const views = urls.slice(1).map((s) => new URL(s, 'http://x').searchParams.get('v') ?? '1')
      expect(new Set(views), g.goods_no).toEqual(new Set(['1', '2', '3', '4']))
    }
  })
})
