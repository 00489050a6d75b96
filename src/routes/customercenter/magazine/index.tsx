import { createFileRoute } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { ArticleList } from '~/client/components/support/Articles'
import { CcCardSkeleton } from '~/client/components/support/Skeletons'
import { siteQueries } from '~/client/queries/site'
import { supportQueries } from '~/client/queries/support'

export const Route = createFileRoute('/customercenter/magazine/')({
  loader: async ({ context: { queryClient } }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(supportQueries.magazines()),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '매거진',
        description: '안경·렌즈 트렌드와 관리법, 고르는 요령을 담은 다비치 아이웨어 매거진입니다.',
        path: '/customercenter/magazine',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '매거진' },
  pendingComponent: () => <CcCardSkeleton />,
  component: () => <ArticleList kind="magazine" />,
})
