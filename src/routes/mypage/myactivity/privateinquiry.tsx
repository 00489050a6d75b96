import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { PageTitle } from '~/client/components/ui'
import { MyInquiries } from '~/client/components/voice/MyInquiries'
import { supportQueries } from '~/client/queries/support'
import { int, searchParams } from '~/shared/url-search'

const search = searchParams({ page: int(1, 10_000) })

export const Route = createFileRoute('/mypage/myactivity/privateinquiry')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(supportQueries.inquiries(ctx.deps.page))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '1:1 문의 내역' },
  component: function Page() {
    const { page } = Route.useLoaderDeps()
    return (
      <>
        <PageTitle sub="고객센터에 남긴 1:1 문의와 답변을 확인하세요.">1:1 문의 내역</PageTitle>
        <MyInquiries page={page} />
      </>
    )
  },
})
