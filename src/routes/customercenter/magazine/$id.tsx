import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { ArticleDetail } from '~/client/components/support/Articles'
import { CcCardSkeleton } from '~/client/components/support/Skeletons'
import { orNotFound } from '~/client/queries/not-found'
import { siteQueries } from '~/client/queries/site'
import { supportQueries } from '~/client/queries/support'

export const Route = createFileRoute('/customercenter/magazine/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!/^[1-9]\d{0,7}$/.test(id)) throw notFound()
    const [a, seo] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(supportQueries.magazine(id))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: a.title,
        description: a.summary,
        image: a.imgSrc,
        path: `/customercenter/magazine/${id}`,
        type: 'article',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '매거진' },
  pendingComponent: () => <CcCardSkeleton />,
  component: function ArticlePage() {
    return <ArticleDetail kind="magazine" id={Route.useParams().id} />
  },
})
