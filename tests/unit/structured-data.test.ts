import { describe, expect, it } from 'vitest'
import {
  breadcrumbJsonLd,
  faqJsonLd,
  homeJsonLd,
  jsonLdText,
  opticianJsonLd,
  productJsonLd,
  type ProductLdInput,
} from '~/shared/structured-data'
import { productPageJsonLd } from '~/routes/products/-components/product-json-ld'

/**
 * The shapes Google's rich-result documentation requires (developers.google.com/search/docs/appearance/structured-data):
 * each checker returns the list of problems, so a test fails with what is missing.
 */
type Obj = Record<string, any>
const isUrl = (s: unknown) => typeof s === 'string' && /^https?:\/\/[^ ]+$/.test(s)
const isIsoDate = (s: unknown) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}/.test(s)

function productProblems(p: Obj): string[] {
  const out: string[] = []
  if (p['@context'] !== 'https://schema.org') out.push('@context')
  if (p['@type'] !== 'Product') out.push('@type Product')
  if (!p.name) out.push('name (required)')
  // Product snippets: one of review, aggregateRating or offers is required.
  if (!p.offers && !p.aggregateRating && !p.review) out.push('offers | aggregateRating | review (one required)')
  if (p.image && !(Array.isArray(p.image) ? p.image.every(isUrl) : isUrl(p.image))) out.push('image must be absolute URLs')
  const offers = p.offers ? (Array.isArray(p.offers) ? p.offers : [p.offers]) : []
  for (const o of offers) {
    if (o['@type'] !== 'Offer') out.push('offer @type')
    if (!(typeof o.price === 'number' && o.price > 0) && !o.priceSpecification) out.push('offer price (required for merchant listings)')
    if (!/^[A-Z]{3}$/.test(o.priceCurrency ?? '')) out.push('offer priceCurrency (ISO 4217)')
    if (o.availability && !/^https:\/\/schema\.org\/\w+$/.test(o.availability)) out.push('offer availability must be a schema.org URL')
  }
  if (p.aggregateRating) {
    const r = p.aggregateRating
    if (typeof r.ratingValue !== 'number') out.push('aggregateRating.ratingValue')
    if (!(r.reviewCount > 0 || r.ratingCount > 0)) out.push('aggregateRating.reviewCount or ratingCount')
    if (r.ratingValue > (r.bestRating ?? 5) || r.ratingValue < (r.worstRating ?? 1)) out.push('ratingValue within worst..best')
  }
  for (const rv of p.review ?? []) {
    if (rv['@type'] !== 'Review') out.push('review @type')
    if (!rv.author?.name) out.push('review.author.name (required)')
    if (typeof rv.reviewRating?.ratingValue !== 'number') out.push('review.reviewRating.ratingValue (required)')
    if (rv.datePublished && !isIsoDate(rv.datePublished)) out.push('review.datePublished ISO 8601')
  }
  return out
}

function breadcrumbProblems(b: Obj): string[] {
  const out: string[] = []
  if (b['@type'] !== 'BreadcrumbList') out.push('@type BreadcrumbList')
  const items = b.itemListElement ?? []
  if (items.length < 1) out.push('itemListElement (at least one)')
  items.forEach((it: Obj, i: number) => {
    if (it['@type'] !== 'ListItem') out.push(`item ${i} @type ListItem`)
    if (it.position !== i + 1) out.push(`item ${i} position`)
    if (!it.name) out.push(`item ${i} name`)
    if (i < items.length - 1 && !isUrl(it.item)) out.push(`item ${i} item URL (required except the last)`)
  })
  return out
}

const goods: ProductLdInput['goods'] = {
  id: 'G000150',
  productName: '다비치 오리지널 보스턴 뿔테',
  goodsTypeCd: '01',
  brand: '다비치',
  goodsDscrt: '가벼운 아세테이트 보스턴 뿔테',
  salePrice: 59000,
  grade: 4.46,
  reviewCount: 12,
}
const origin = 'https://shop.example'

describe('Product JSON-LD', () => {
  it('carries name, absolute images, brand, an Offer in KRW with availability, the rating and the reviews', () => {
    const p = productJsonLd({
      origin,
      goods,
      images: ['/img/goods/01/G000150.svg?v=1', 'https://cdn.example/a.webp'],
      soldOut: false,
      reviews: [{ writer: '김*민', score: 5, content: '가볍고 좋아요', regDate: '2026.11.02' }],
    }) as Obj
    expect(productProblems(p)).toEqual([])
    expect(p.offers).toMatchObject({ price: 59000, priceCurrency: 'KRW', availability: 'https://schema.org/InStock' })
    expect(p.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 })
    expect(p.review[0]).toMatchObject({ author: { name: '김*민' }, datePublished: '2026-11-02', reviewRating: { ratingValue: 5 } })
    expect(p.image[0]).toBe('https://shop.example/img/goods/01/G000150.svg?v=1')
  })
  it('has no rating and no review without reviews, and says OutOfStock when every item is sold out', () => {
    const p = productJsonLd({ origin, goods: { ...goods, reviewCount: 0, grade: 0 }, images: [], soldOut: true }) as Obj
    expect(productProblems(p)).toEqual([])
    expect(p.aggregateRating).toBeUndefined()
    expect(p.review).toBeUndefined()
    expect(p.offers.availability).toBe('https://schema.org/OutOfStock')
  })
  it('never claims an online purchase for glasses lenses (03) and contact lenses (04): their Offer is InStoreOnly', () => {
    for (const goodsTypeCd of ['03', '04']) {
      const p = productJsonLd({ origin, goods: { ...goods, goodsTypeCd }, images: [], soldOut: false }) as Obj
      expect(productProblems(p)).toEqual([])
      expect(p.offers.availability).toBe('https://schema.org/InStoreOnly')
      expect(JSON.stringify(p)).not.toMatch(/OnlineOnly|InStock"/)
    }
  })
  it('the checker itself fails an incomplete product (so the tests above can fail)', () => {
    expect(productProblems({ '@context': 'https://schema.org', '@type': 'Product' })).toEqual([
      'name (required)',
      'offers | aggregateRating | review (one required)',
    ])
  })
  it('the product page JSON-LD pairs the Product with a breadcrumb home › category › product', () => {
    const text = productPageJsonLd(
      origin,
      {
        goods: { ...goods, categoryName: '', ctgNm: '', brandNo: 1, brandEnNm: 'DAVICH', ctgNo: 1 } as never,
        images: ['/img/a.svg'],
        items: [{ soldOut: false } as never],
        optionAxes: [],
        deliveryMethod: '01',
        reservationOnly: false,
      },
      null,
    )
    const [product, crumbs] = JSON.parse(text) as Obj[]
    expect(productProblems(product)).toEqual([])
    expect(breadcrumbProblems(crumbs)).toEqual([])
    expect(crumbs.itemListElement.map((i: Obj) => i.name)).toEqual(['홈', '안경테', goods.productName])
  })
})

describe('BreadcrumbList, Organization, WebSite', () => {
  it('numbers the steps from 1 with absolute item URLs', () => {
    const b = breadcrumbJsonLd(origin, [
      { name: '홈', path: '/main' },
      { name: '안경테', path: '/products?category=01' },
    ]) as Obj
    expect(breadcrumbProblems(b)).toEqual([])
    expect(breadcrumbProblems({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 2 }] })).not.toEqual([])
  })
  it('home: Organization with url and logo; WebSite with a SearchAction whose target holds the query placeholder', () => {
    const [org, site] = homeJsonLd(origin, { name: '다비치마켓', logo: '/favicon.svg', telNo: '1588-0000' }) as Obj[]
    expect(org).toMatchObject({ '@type': 'Organization', name: '다비치마켓', url: 'https://shop.example/' })
    expect(isUrl(org.logo)).toBe(true)
    expect(site['@type']).toBe('WebSite')
    const action = site.potentialAction
    expect(action['@type']).toBe('SearchAction')
    expect(action.target.urlTemplate).toBe('https://shop.example/search?searchTerm={search_term_string}')
    expect(action['query-input']).toBe('required name=search_term_string')
  })
})

describe('Optician (LocalBusiness)', () => {
  const store = {
    storeNo: 2,
    storeName: '다비치안경 강남역점',
    address: '서울특별시 강남구 강남대로 396',
    telNo: '02-555-0000',
    lat: 37.4979,
    lng: 127.0276,
    sido: '서울특별시',
    sigungu: '강남구',
    hours: [
      { weekday: 0, openTime: null, closeTime: null, closedYn: 'Y' as const },
      { weekday: 1, openTime: '1000', closeTime: '2100', closedYn: 'N' as const },
      { weekday: 6, openTime: '10:00', closeTime: '18:00', closedYn: 'N' as const },
    ],
    holidays: [{ ymd: '20270207', reason: '설날' }],
  }
  it('has name, a PostalAddress, geo, telephone and opening hours per open weekday plus each holiday as closed', () => {
    const o = opticianJsonLd({ origin, store }) as Obj
    expect(o['@type']).toBe('Optician')
    expect(o.name).toBe(store.storeName)
    expect(o.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: store.address, addressCountry: 'KR' })
    expect(o.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: 37.4979, longitude: 127.0276 })
    const hours = o.openingHoursSpecification as Obj[]
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '10:00',
      closes: '21:00',
    })
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '10:00',
      closes: '18:00',
    })
    expect(hours.some((h) => h.dayOfWeek === 'https://schema.org/Sunday')).toBe(false)
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2027-02-07',
      validThrough: '2027-02-07',
    })
    for (const h of hours) expect(h.opens).toMatch(/^\d{2}:\d{2}$/)
  })
})

describe('FAQPage', () => {
  it('lists each question with an accepted answer (text required)', () => {
    const f = faqJsonLd([
      { question: '배송은 얼마나 걸리나요?', answer: '결제 후 1~3일 안에 받으실 수 있어요.' },
      { question: '빈 답변', answer: ' ' },
    ]) as Obj
    expect(f['@type']).toBe('FAQPage')
    expect(f.mainEntity).toHaveLength(1)
    expect(f.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: '배송은 얼마나 걸리나요?',
      acceptedAnswer: { '@type': 'Answer', text: '결제 후 1~3일 안에 받으실 수 있어요.' },
    })
  })
})

describe('jsonLdText', () => {
  it('cannot end the script or open a comment, and still parses to the same data', () => {
    const evil = { ...goods, productName: '</script><script>alert(1)</script><!-- & \u2028' }
    const data = productJsonLd({ origin, goods: evil, images: [], soldOut: false })
    const text = jsonLdText(data)
    expect(text).not.toMatch(/<|>|&|\u2028/)
    expect(JSON.parse(text).name).toBe(evil.productName)
  })
})
