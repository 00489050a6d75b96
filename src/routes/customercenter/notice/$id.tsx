import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { NoticeDetail } from '~/client/components/support/NoticeDetail'
import { CcListSkeleton } from '~/client/components/support/Skeletons'
import { orNotFound } from '~/client/queries/not-found'
import { siteQueries } from '~/client/queries/site'
import { supportQueries } from '~/client/queries/support'

export const Route = createFileRoute('/customercenter/notice/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!/^[1-9]\d{0,7}$/.test(id)) throw notFound()
    const [n, seo] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(supportQueries.notice(id))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: n.title,
        description: `다비치마켓 공지사항: ${n.title}`,
        path: `/customercenter/notice/${id}`,
        type: 'article',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '공지사항' },
  pendingComponent: () => <CcListSkeleton rows={3} />,
  component: function NoticePage() {
    return <NoticeDetail id={Route.useParams().id} />
  },
})
