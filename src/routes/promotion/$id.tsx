import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { orNotFound } from '~/client/queries/not-found'
import { siteQueries } from '~/client/queries/site'
import { CampaignPage } from './-components/CampaignPage'

/** A promotion by number, and the fixed campaign pages (/promotion/promo428 … promo494) by slug: one page, data rows in D1. */
export const Route = createFileRoute('/promotion/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!/^(\d{1,8}|promo\d{3})$/.test(id)) throw notFound()
    const [p, seo] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(contentQueries.promotion(id))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: p.title,
        description: p.description || p.subtitle,
        keywords: p.keywords,
        image: p.imgSrc,
        path: `/promotion/${id}`,
        type: 'article',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '기획전' },
  component: PromotionPage,
})

function PromotionPage() {
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(contentQueries.promotion(id))
  return <CampaignPage data={data} />
}
