import { describe, expect, it } from 'vitest'
import { badgeSvg, bannerImageUrl, bannerSvg, brandLogoSvg, escapeXml, goodsImageUrl, goodsSvg, renderImage, storeSvg } from './svg'

/** Minimal well-formedness check: tags nest, attributes are quoted, no raw '<' or '&' in text. */
function expectWellFormed(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(svg.endsWith('</svg>')).toBe(true)
  const stack: string[] = []
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy
  let m: RegExpExecArray | null
  let pos = 0
  while ((m = re.exec(svg))) {
    pos = re.lastIndex
    const [, close, name, , selfClose, text] = m
    if (text !== undefined) {
      expect(text, 'stray & in text').not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/)
      continue
    }
    if (close) expect(stack.pop(), `closing ${name}`).toBe(name)
    else if (!selfClose) stack.push(name)
  }
  expect(pos, `unparsed at ${svg.slice(pos, pos + 40)}`).toBe(svg.length)
  expect(stack).toEqual([])
}
const bytes = (s: string) => new TextEncoder().encode(s).length

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;')
  })
})

describe('goodsSvg', () => {
  it.each(['01', '02', '03', '04', '05'])('renders goods type %s as small well-formed SVG in every view', (t) => {
    for (const view of [1, 2, 3, 4]) {
      const svg = goodsSvg({ goodsTypeCd: t, seed: `G00000${view}`, color: '#7c4a2d', tint: '#8b5a2b', pack: 30, label: '1.67', view })
      expectWellFormed(svg)
      // frames and sunglasses carry their lens outline (./eyewear.ts): a little larger
      expect(bytes(svg)).toBeLessThan((t === '01' || t === '02' ? 4 : 3) * 1024)
    }
  })

  it('is deterministic and varies by seed', () => {
    expect(goodsSvg({ goodsTypeCd: '01', seed: 'G000001' })).toBe(goodsSvg({ goodsTypeCd: '01', seed: 'G000001' }))
    const shapes = new Set(['G000001', 'G000002', 'G000003', 'G000004', 'G000005'].map((s) => goodsSvg({ goodsTypeCd: '01', seed: s })))
    expect(shapes.size).toBeGreaterThan(1)
  })

  it('prints the pack count on contact-lens boxes and escapes labels', () => {
    expect(goodsSvg({ goodsTypeCd: '04', seed: 1, pack: 90 })).toContain('>90<tspan')
    const svg = goodsSvg({ goodsTypeCd: '03', seed: 1, label: '<b>&' })
    expect(svg).toContain('&lt;b&gt;&amp;')
    expectWellFormed(svg)
  })
})

describe('bannerSvg and friends', () => {
  it('escapes Korean titles and uses the Pretendard-first font stack', () => {
    const svg = bannerSvg({ title: `<script>alert("x")</script> 블루라이트 & 누진`, subtitle: "O'Neil's 특가", theme: '#1d4ed8' })
    expectWellFormed(svg)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('O&apos;Neil&apos;s')
    expect(svg).toContain('font-family="Pretendard,')
    expect(bytes(svg)).toBeLessThan(3 * 1024)
  })

  it('lays out landscape, portrait and strip sizes', () => {
    for (const [width, height] of [
      [1200, 480],
      [750, 900],
      [1920, 60],
      [600, 300],
    ]) {
      const svg = bannerSvg({ title: '데일리 컬러렌즈 뷰티 페어 최대 25%', subtitle: '자연스럽게 또렷한 눈매', width, height })
      expectWellFormed(svg)
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`)
    }
  })

  it('renders stores, brand logos and badges', () => {
    for (const svg of [
      storeSvg({ name: '다비치안경 강남역점' }),
      brandLogoSvg({ name: 'DAVICH ORIGINAL', koName: '다비치 오리지널' }),
      badgeSvg({ label: '무료배송', bg: '#0f766e' }),
    ]) {
      expectWellFormed(svg)
      expect(bytes(svg)).toBeLessThan(3 * 1024)
    }
  })
})

describe('renderImage', () => {
  const render = (url: string) => {
    const u = new URL(url, 'http://local')
    return renderImage(u.pathname, u.searchParams)
  }

  it('maps every URL kind to an SVG', () => {
    const urls = [
      goodsImageUrl({ goodsTypeCd: '01', goodsNo: 'G000001', color: '#1f2937' }),
      goodsImageUrl({ goodsTypeCd: '04', goodsNo: 'G000300', color: '#0ea5e9', tint: '#8b5a2b', pack: 10, kind: 'daily', view: 3 }),
      goodsImageUrl({ goodsTypeCd: '05', goodsNo: 'G000400', kind: 'case' }),
      bannerImageUrl({
        key: 'promo428',
        title: '다비치 오리지널 브랜드 위크',
        subtitle: '최대 40%',
        theme: '#0f766e',
        width: 750,
        height: 750,
      }),
      '/img/store/S0001.svg?n=%EB%8B%A4%EB%B9%84%EC%B9%98%EC%95%88%EA%B2%BD',
      '/img/brand/3.svg?n=LUMIEL&k=%EB%A3%A8%EB%AF%B8%EC%97%98',
      '/img/icon/NEW.svg?n=NEW&bg=ef4444',
    ]
    for (const url of urls) {
      const svg = render(url)
      expect(svg, url).not.toBeNull()
      expectWellFormed(svg!)
    }
    expect(render(urls[3])).toContain('다비치 오리지널')
    expect(goodsImageUrl({ goodsTypeCd: '01', goodsNo: 'G000001' })).toBe('/img/goods/01/G000001.svg')
  })

  it('returns null for unknown paths', () => {
    for (const p of [
      '/img/unknown/x.svg',
      '/img/goods/09/G000001.svg',
      '/img/goods/01/G000001.png',
      '/img/goods/01/../../etc/passwd.svg',
      '/img/banner/a.b.svg',
      '/img/goods/01/',
      '/products',
      '',
    ])
      expect(renderImage(p, new URLSearchParams()), p).toBeNull()
  })

  it('ignores malformed parameters instead of injecting them', () => {
    const svg = render('/img/goods/01/G000001.svg?c=%22%3E%3Cscript%3E&v=99&p=abc')!
    expectWellFormed(svg)
    expect(svg).not.toContain('<script')
    const banner = render('/img/banner/x.svg?t=%3Cb%3E&th=red&w=99999&h=-5')!
    expectWellFormed(banner)
    expect(banner).toContain('&lt;b&gt;')
    expect(banner).toContain('viewBox="0 0 2400 480"')
  })
})
