import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { NoticeList } from '~/client/components/support/NoticeList'
import { CcListSkeleton } from '~/client/components/support/Skeletons'
import { siteQueries } from '~/client/queries/site'
import { supportQueries } from '~/client/queries/support'

const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(10_000))), undefined),
  keyword: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))), undefined),
})

export const Route = createFileRoute('/customercenter/notice/')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, keyword: search.keyword || undefined }),
  loader: async ({ context: { queryClient }, deps }) => {
    const [, seo] = await Promise.all([queryClient.ensureQueryData(supportQueries.notices(deps)), queryClient.ensureQueryData(siteQueries.seo())])
    return { seo: pageSeo(seo.commonSEO, pageOrigin(), { title: '공지사항', description: '다비치마켓의 배송·휴무·서비스 변경 등 새로운 소식과 안내를 확인하세요.', path: '/customercenter/notice' }) }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { layout: 'customercenter', title: '공지사항' },
  pendingComponent: () => <CcListSkeleton />,
  component: function NoticeListPage() {
    const { page, keyword } = Route.useLoaderDeps()
    return <NoticeList page={page} keyword={keyword} />
  },
})
