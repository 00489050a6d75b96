import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { orNotFound } from '~/client/queries/not-found'
import { siteQueries } from '~/client/queries/site'
import { matching, searchParams } from '~/shared/url-search'
import { CampaignPage } from './-components/CampaignPage'

/**
 * A promotion by number, and the fixed campaign pages (/promotion/promo428 … promo494) by slug: one page, data rows in D1.
 * `?preview=<token>`: a draft opened with its console preview link (noindex; the edge never caches a URL with it).
 */
const search = searchParams({ preview: matching(/^[A-Za-z0-9_-]{20,64}$/) })

export const Route = createFileRoute('/promotion/$id')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  loader: async ({ context: { queryClient }, params: { id }, deps: { preview } }) => {
    if (!/^(\d{1,8}|promo\d{3})$/.test(id)) throw notFound()
    const [p, seo] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(contentQueries.promotion(id, preview))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        // Share tags set in the console win over the page's own title, description and image.
        title: p.ogTitle || p.title,
        description: p.ogDescription || p.description || p.subtitle,
        keywords: p.keywords,
        image: p.ogImgSrc || p.imgSrc,
        path: `/promotion/${id}`,
        type: 'article',
        noindex: !!p.preview,
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '기획전' },
  component: PromotionPage,
})

function PromotionPage() {
  const { id } = Route.useParams()
  const { preview } = Route.useSearch()
  const { data } = useSuspenseQuery(contentQueries.promotion(id, preview))
  return <CampaignPage data={data} />
}
