import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import type { QueryClient } from '@tanstack/react-query'
import type { CommonSeo } from '~/shared/api/types'
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
  /** Path + search of the canonical URL. */
  path: string
  origin: string
  type?: 'website' | 'product' | 'article'
}

/** Builds a loader's SEO block from the common SEO settings plus page specifics. */
export function pageSeo(common: CommonSeo, origin: string, page: Partial<PageSeo> & { path: string; title?: string }): PageSeo {
  return {
    title: page.title ? `${page.title} | ${common.commonTitle}` : common.commonTitle,
    description: page.description || common.description,
    keywords: page.keywords || common.keywords,
    image: page.image || common.ogImage,
    path: page.path,
    origin,
    type: page.type ?? 'website',
  }
}

const abs = (origin: string, src: string | undefined) => (!src ? '' : /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`)

/** title, description, keywords, canonical, Open Graph and Twitter tags of a route `head()`. */
export function seoHead(seo: PageSeo | undefined) {
  if (!seo) return {}
  const url = abs(seo.origin, seo.path)
  const image = abs(seo.origin, seo.image)
  return {
    meta: [
      { title: seo.title },
      { name: 'description', content: seo.description },
      { name: 'keywords', content: seo.keywords ?? '' },
      { property: 'og:type', content: seo.type ?? 'website' },
      { property: 'og:title', content: seo.title },
      { property: 'og:description', content: seo.description },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: seo.title },
      { name: 'twitter:description', content: seo.description },
      ...(image ? [{ name: 'twitter:image', content: image }] : []),
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

/** seoHead plus robots noindex (search, app webview, forms). */
export function seoHeadNoindex(seo: PageSeo | undefined) {
  const h = seoHead(seo)
  return { ...h, meta: [...(h.meta ?? []), { name: 'robots', content: 'noindex, follow' }] }
}
