import { createFileRoute } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { ArticleList } from '~/client/components/support/Articles'
import { CcCardSkeleton } from '~/client/components/support/Skeletons'
import { siteQueries } from '~/client/queries/site'
import { supportQueries } from '~/client/queries/support'

export const Route = createFileRoute('/customercenter/inspection/')({
  loader: async ({ context: { queryClient } }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(supportQueries.inspections()),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '시력검사 안내',
        description: '다비치안경 시력검사의 순서, 정밀검사와 일반검사의 차이, 예약 방법을 안내해 드립니다.',
        path: '/customercenter/inspection',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '시력검사 안내' },
  pendingComponent: () => <CcCardSkeleton />,
  component: () => <ArticleList kind="inspection" />,
})
