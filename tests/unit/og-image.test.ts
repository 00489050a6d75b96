import { describe, expect, it, vi } from 'vitest'
import { seoHead } from '../../src/client/components/Seo'
import { fitSvg } from '../../src/server/og/fit'
import { OG_IMAGE, isOgSource, ogHash, ogImagePath } from '../../src/shared/og-image'

// seoHead is pure; the SEO query factory beside it reaches the Worker runtime, which Node has not.
vi.mock('../../src/client/queries/site', () => ({ siteQueries: {} }))

describe('share image URLs', () => {
  it('names a same-origin source by a stable hash and keeps other sources out', () => {
    const src = '/img/banner/promo428.svg?t=%EB%8B%A4&th=0f766e'
    expect(ogHash(src)).toBe(ogHash(src))
    expect(ogHash(src)).not.toBe(ogHash(`${src}x`))
    expect(ogImagePath(src)).toBe(`/og/${ogHash(src)}.png?src=${encodeURIComponent(src)}`)
    for (const bad of [
      '//evil.example/a.svg',
      'https://cdn.example/a.jpg',
      'img/a.svg',
      '/og/x.png',
      '/a\u0000.svg',
      `/${'a'.repeat(1600)}`,
    ]) {
      expect(isOgSource(bad), bad).toBe(false)
      expect(ogImagePath(bad)).toBeNull()
    }
  })

  it('puts the raster, its size, type and alt into the head for crawlers', () => {
    const meta = seoHead({
      title: '브랜드 위크 | 다비치마켓',
      description: 'd',
      image: '/img/banner/promo428.svg',
      path: '/promotion/promo428',
      origin: 'https://shop.example',
    }).meta!
    const tag = (k: string) => meta.find((m) => ('property' in m && m.property === k) || ('name' in m && m.name === k))?.content
    expect(tag('og:image')).toBe(`https://shop.example${ogImagePath('/img/banner/promo428.svg')}`)
    expect([tag('og:image:width'), tag('og:image:height'), tag('og:image:type')]).toEqual(['1200', '630', 'image/png'])
    expect(tag('og:image:alt')).toBe('브랜드 위크 | 다비치마켓')
    expect(tag('twitter:image')).toBe(tag('og:image'))
    // An image elsewhere (a CDN's JPEG) is used as it is, without a size we do not know.
    const cdn = seoHead({
      title: 't',
      description: 'd',
      image: 'https://cdn.example/a.jpg',
      imageAlt: '안경테',
      path: '/',
      origin: 'https://shop.example',
    }).meta!
    expect(cdn.find((m) => 'property' in m && m.property === 'og:image')?.content).toBe('https://cdn.example/a.jpg')
    expect(cdn.some((m) => 'property' in m && m.property === 'og:image:width')).toBe(false)
    expect(cdn.find((m) => 'property' in m && m.property === 'og:image:alt')?.content).toBe('안경테')
  })
})

describe('fitting a source into 1200×630', () => {
  it('fills with a banner of about the share ratio', () => {
    const out = fitSvg('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><text>가</text></svg>')!
    expect(out).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice"><text>가</text></svg>$`,
      ),
    )
  })
  it('shows a square or very wide source whole over a blurred fill of itself', () => {
    const out = fitSvg('<svg viewBox="0 0 600 600" xmlns="http://www.w3.org/2000/svg"><rect/></svg>')!
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">')).toBe(true)
    expect(out).toContain('preserveAspectRatio="xMidYMid slice"')
    expect(out).toContain('preserveAspectRatio="xMidYMid meet"')
    expect(out.match(/<rect\/>/g)).toHaveLength(2)
  })
  it('refuses what is not an SVG with a size', () => {
    expect(fitSvg('<html></html>')).toBeNull()
    expect(fitSvg('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBeNull()
  })
})
