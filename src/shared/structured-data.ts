/**
 * JSON-LD (schema.org) of the shop's pages, built from typed objects (schema-dts) so a misspelt property or a
 * wrong value type is a type error, and serialized for a `<script type="application/ld+json">` that cannot end
 * early: `<`, `>`, `&` and the two JavaScript line separators are written as \\u escapes (still the same JSON).
 *
 * What each page carries (the shapes Google's rich-result documentation asks for; tests/unit/structured-data.test.ts):
 * - product: Product (name, image, sku, brand, description) + Offer (price, KRW, availability, url) +
 *   AggregateRating and Review when there are reviews; BreadcrumbList. Glasses lenses (03) and contact lenses (04)
 *   are sold in stores only (the product spec: reservation only; the law on medical devices): their Offer says
 *   `InStoreOnly`, never an online purchase.
 * - home: Organization (+ logo, contact) and WebSite with a SearchAction to /search.
 * - store: Optician with address, geo, phone and opening hours from the store's hours and its holidays.
 * - FAQ: FAQPage of the questions shown.
 * Pure: the loaders build it, importing this module with `await import()` (so it is in the server HTML but no
 * page's first download); `head()` only places the ready string (src/client/components/Seo.ts).
 */
import type {
  AggregateRating,
  BreadcrumbList,
  FAQPage,
  ItemAvailability,
  Offer,
  OpeningHoursSpecification,
  Optician,
  Organization,
  Product,
  Review,
  WebSite,
  WithContext,
} from 'schema-dts'
import { isReservationOnly } from './rules'

export type JsonLd = WithContext<Product | BreadcrumbList | Organization | WebSite | Optician | FAQPage>

/** JSON for inside a <script>: no `</script>`, no `<!--`, no HTML entity and no line separator can break out. */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const abs = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`)

export interface ProductLdInput {
  origin: string
  goods: {
    id: string
    productName: string
    goodsTypeCd: string
    brand: string
    goodsDscrt?: string
    categoryName?: string
    salePrice: number
    grade: number
    reviewCount: number
  }
  images: string[]
  /** Every item sold out → OutOfStock. */
  soldOut: boolean
  reviews?: Array<{ writer: string; score: number; content: string; regDate: string }>
  /** The category page of the breadcrumb (name, path). */
  category?: { name: string; path: string }
}

/** Product + Offer (+ AggregateRating, Review) of a product page. */
export function productJsonLd(p: ProductLdInput): WithContext<Product> {
  const { origin, goods } = p
  const url = `${origin}/products/${goods.id}`
  const inStoreOnly = isReservationOnly(goods.goodsTypeCd)
  const availability: ItemAvailability = p.soldOut
    ? 'https://schema.org/OutOfStock'
    : inStoreOnly
      ? 'https://schema.org/InStoreOnly'
      : 'https://schema.org/InStock'
  const offer: Offer = {
    '@type': 'Offer',
    url,
    price: goods.salePrice,
    priceCurrency: 'KRW',
    availability,
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: '다비치안경' },
  }
  const rating: AggregateRating | undefined =
    goods.reviewCount > 0 && goods.grade > 0
      ? {
          '@type': 'AggregateRating',
          ratingValue: Math.round(goods.grade * 10) / 10,
          reviewCount: goods.reviewCount,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined
  const reviews: Review[] = (p.reviews ?? [])
    .filter((r) => r.score >= 1 && r.score <= 5 && r.content.trim())
    .slice(0, 5)
    .map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.writer },
      datePublished: r.regDate.slice(0, 10).replace(/\./g, '-'),
      reviewBody: r.content.slice(0, 500),
      reviewRating: { '@type': 'Rating', ratingValue: r.score, bestRating: 5, worstRating: 1 },
    }))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.productName,
    sku: goods.id,
    url,
    image: (p.images.length ? p.images : []).slice(0, 5).map((src) => abs(origin, src)),
    ...(goods.goodsDscrt ? { description: goods.goodsDscrt.slice(0, 500) } : {}),
    brand: { '@type': 'Brand', name: goods.brand },
    ...(goods.categoryName ? { category: goods.categoryName } : {}),
    offers: offer,
    ...(rating ? { aggregateRating: rating } : {}),
    ...(reviews.length ? { review: reviews } : {}),
  }
}

/** BreadcrumbList from (name, path) steps; the last one is the page itself. */
export function breadcrumbJsonLd(origin: string, steps: Array<{ name: string; path: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((s, i) => ({ '@type': 'ListItem', position: i + 1, name: s.name, item: abs(origin, s.path) })),
  }
}

/** Organization and WebSite (+ SearchAction to /search) of the home page. */
export function homeJsonLd(origin: string, site: { name: string; logo: string; telNo?: string; sameAs?: string[] }): JsonLd[] {
  const org: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${origin}/`,
    logo: abs(origin, site.logo),
    ...(site.telNo
      ? { contactPoint: { '@type': 'ContactPoint', telephone: site.telNo, contactType: 'customer service', areaServed: 'KR' } }
      : {}),
    ...(site.sameAs?.length ? { sameAs: site.sameAs } : {}),
  }
  const website: WithContext<WebSite> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: `${origin}/`,
    inLanguage: 'ko-KR',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?searchTerm={search_term_string}` },
      // schema-dts has no type for Google's "query-input" shorthand; it is a plain property here.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  }
  return [org, website]
}

const DAY_OF_WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

export interface OpticianLdInput {
  origin: string
  store: {
    storeNo: number
    storeName: string
    address: string
    telNo: string
    lat: number
    lng: number
    sido: string
    sigungu: string
    imgSrc?: string
    /** weekday 0 = Sunday … 6 = Saturday */
    hours: Array<{ weekday: number; openTime: string | null; closeTime: string | null; closedYn: 'Y' | 'N' }>
    holidays: Array<{ ymd: string; reason: string }>
  }
}

const hhmm = (t: string) => (/^\d{4}$/.test(t) ? `${t.slice(0, 2)}:${t.slice(2)}` : t.slice(0, 5))
const isoDay = (ymd: string) => (/^\d{8}$/.test(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}` : ymd.slice(0, 10))

/** Optician (a LocalBusiness) of one store: opening hours per weekday and each holiday as a closed day. */
export function opticianJsonLd({ origin, store }: OpticianLdInput): WithContext<Optician> {
  const weekly: OpeningHoursSpecification[] = store.hours
    .filter((h) => h.closedYn !== 'Y' && h.openTime && h.closeTime)
    .map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_OF_WEEK[h.weekday % 7]}`,
      opens: hhmm(h.openTime!),
      closes: hhmm(h.closeTime!),
    }))
  // A holiday: the day is closed (opens = closes = 00:00 on validFrom = validThrough, Google's documented form).
  const closed: OpeningHoursSpecification[] = store.holidays.map((d) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: isoDay(d.ymd),
    validThrough: isoDay(d.ymd),
  }))
  return {
    '@context': 'https://schema.org',
    '@type': 'Optician',
    '@id': `${origin}/davichstore?storeNo=${store.storeNo}`,
    name: store.storeName,
    url: `${origin}/davichstore?storeNo=${store.storeNo}`,
    ...(store.imgSrc ? { image: abs(origin, store.imgSrc) } : {}),
    telephone: store.telNo,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressRegion: store.sido,
      addressLocality: store.sigungu,
      addressCountry: 'KR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng },
    openingHoursSpecification: [...weekly, ...closed],
    parentOrganization: { '@type': 'Organization', name: '다비치안경' },
  }
}

/** FAQPage of the questions on the page (answers as plain text). */
export function faqJsonLd(items: Array<{ question: string; answer: string }>): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items
      .filter((f) => f.question.trim() && f.answer.trim())
      .map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }
}

/** Plain text of a stored HTML answer (FAQ bodies are sanitized HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
