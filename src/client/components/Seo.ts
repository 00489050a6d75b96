import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import type { QueryClient } from '@tanstack/react-query'
import type { CommonSeo } from '~/shared/api/types'
import { OG_IMAGE, ogImagePath } from '~/shared/og-image'
import { siteQueries } from '../queries/site'

/** Origin of the current request (server) or page (browser), for canonical and og:url. */
export const pageOrigin = createIsomorphicFn()
  .server(() => getRequestUrl().origin)
  .client(() => window.location.origin)

export interface PageSeo {
  title: string
  description: string
  keywords?: string
  image?: string
  /** What the share image shows (og:image:alt); defaults to the title. */
  imageAlt?: string
  /** Path + search of the canonical URL. */
  path: string
  origin: string
  type?: 'website' | 'product' | 'article'
  /** Kept out of search engines (a draft's preview link). */
  noindex?: boolean
}

/**
 * THE document-title rule, from the SEO call: a page gives only its piece (its name, a product's or an
 * article's title) and gets `{piece} | {commonTitle}`; product pages end with the SEO call's own product
 * suffix (goodsDetailManager; the product spec: "the product page title is the product name plus a suffix"); a page without a piece (main) is
 * the common title alone. No route writes the market name into a title itself.
 */
export function composeTitle(common: CommonSeo, piece?: string, kind: 'page' | 'goods' = 'page'): string {
  if (!piece) return common.commonTitle
  // The SEO settings' title suffixes: commonManager for pages, goodsDetailManager for goods (' | 다비치마켓').
  const suffix = kind === 'goods' ? common.goodsDetailManager : common.commonManager
  return `${piece}${suffix || ` | ${common.commonTitle}`}`
}

/** Builds a loader's SEO block from the common SEO settings plus page specifics. */
export function pageSeo(common: CommonSeo, origin: string, page: Partial<PageSeo> & { path: string; title?: string }): PageSeo {
  return {
    title: composeTitle(common, page.title, page.type === 'product' ? 'goods' : 'page'),
    description: page.description || common.description,
    keywords: page.keywords || common.keywords,
    image: page.image || common.ogImage,
    imageAlt: page.imageAlt,
    path: page.path,
    origin,
    type: page.type ?? 'website',
    ...(page.noindex ? { noindex: true } : {}),
  }
}

const abs = (origin: string, src: string | undefined) =>
  !src ? '' : /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`

/** title, description, keywords, canonical, Open Graph and Twitter tags of a route `head()`. */
export function seoHead(seo: PageSeo | undefined) {
  if (!seo) return {}
  const url = abs(seo.origin, seo.path)
  // Share previews (KakaoTalk, Naver, Facebook, X) do not draw SVG: a same-origin image is shared as its
  // 1200×630 PNG rendering (/og/…, src/shared/og-image.ts); other images are used as they are.
  const raster = seo.image ? ogImagePath(seo.image) : null
  const image = abs(seo.origin, raster ?? seo.image)
  const alt = seo.imageAlt || seo.title
  return {
    meta: [
      { title: seo.title },
      ...(seo.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      { name: 'description', content: seo.description },
      { name: 'keywords', content: seo.keywords ?? '' },
      { property: 'og:type', content: seo.type ?? 'website' },
      { property: 'og:title', content: seo.title },
      { property: 'og:description', content: seo.description },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      ...(raster
        ? [
            { property: 'og:image:type', content: OG_IMAGE.type },
            { property: 'og:image:width', content: String(OG_IMAGE.width) },
            { property: 'og:image:height', content: String(OG_IMAGE.height) },
          ]
        : []),
      ...(image ? [{ property: 'og:image:alt', content: alt }] : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: seo.title },
      { name: 'twitter:description', content: seo.description },
      ...(image
        ? [
            { name: 'twitter:image', content: image },
            { name: 'twitter:image:alt', content: alt },
          ]
        : []),
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}

/** Loader helper for pages without their own data: the common SEO settings plus this page's title. */
export async function loadPageSeo(
  queryClient: QueryClient,
  page: Partial<PageSeo> & { path: string; title?: string },
): Promise<{ seo: PageSeo }> {
  const seo = await queryClient.ensureQueryData(siteQueries.seo())
  return { seo: pageSeo(seo.commonSEO, pageOrigin(), page) }
}

/** What `routeSeo` reads from a loader's context (a subset of TanStack Router's LoaderFnContext). */
interface SeoLoaderContext {
  context: { queryClient: QueryClient }
  location: { pathname: string }
  route: { options: { staticData?: { title?: string } } }
}

/**
 * The loader of a page whose own data is only its SEO block (forms, popups, result pages), or the last step
 * of one that loads more: the piece defaults to the route's header title (`staticData.title`) and the path to
 * the page's own, so a route writes its name once. `loader: (ctx) => routeSeo(ctx)`, `head: pageHead`.
 */
export function routeSeo(ctx: SeoLoaderContext, page: Partial<PageSeo> = {}): Promise<{ seo: PageSeo }> {
  return loadPageSeo(ctx.context.queryClient, { title: ctx.route.options.staticData?.title, path: ctx.location.pathname, ...page })
}

/**
 * The page's JSON-LD (already serialized and escaped by the loader with jsonLdText, src/shared/structured-data.ts)
 * as a head script; the router gives it the request's CSP nonce. Empty without data.
 */
export const jsonLdScripts = (jsonLd: string | undefined) => (jsonLd ? [{ type: 'application/ld+json', children: jsonLd }] : [])

/** `head` of a route whose loader returns `{ seo, jsonLd? }`: indexable pages. */
export const pageHead = ({ loaderData }: { loaderData?: { seo?: PageSeo; jsonLd?: string } }) => ({
  ...seoHead(loaderData?.seo),
  scripts: jsonLdScripts(loaderData?.jsonLd),
})
/** `head` of a route whose loader returns `{ seo }`: forms, member pages, popups and payment steps (noindex). */
export const privatePageHead = ({ loaderData }: { loaderData?: { seo?: PageSeo } }) => seoHeadNoindex(loaderData?.seo)

/** seoHead plus robots noindex (search, app webview, forms). */
export function seoHeadNoindex(seo: PageSeo | undefined) {
  const h = seoHead(seo)
  return { ...h, meta: [...(h.meta ?? []), { name: 'robots', content: 'noindex, follow' }] }
}
