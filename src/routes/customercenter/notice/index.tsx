import { createFileRoute } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { NoticeList } from '~/client/components/support/NoticeList'
import { CcListSkeleton } from '~/client/components/support/Skeletons'
import { siteQueries } from '~/client/queries/site'
import { supportQueries } from '~/client/queries/support'
import { int, searchParams, text } from '~/shared/url-search'

const search = searchParams({ page: int(1, 10_000), keyword: text(50) })

export const Route = createFileRoute('/customercenter/notice/')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, keyword: search.keyword || undefined }),
  loader: async ({ context: { queryClient }, deps }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(supportQueries.notices(deps)),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '공지사항',
        description: '다비치마켓의 배송·휴무·서비스 변경 등 새로운 소식과 안내를 확인하세요.',
        path: '/customercenter/notice',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '공지사항' },
  pendingComponent: () => <CcListSkeleton />,
  component: function NoticeListPage() {
    const { page, keyword } = Route.useLoaderDeps()
    return <NoticeList page={page} keyword={keyword} />
  },
})
