import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { PageTitle } from '~/client/components/ui'
import { MyQna } from '~/client/components/voice/MyQna'
import { qnaQueries } from '~/client/queries/voice'
import { int, searchParams } from '~/shared/url-search'

const search = searchParams({ page: int(1, 10_000) })

export const Route = createFileRoute('/mypage/myactivity/productinquiry')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(qnaQueries.mine(ctx.deps.page))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '상품 문의' },
  component: function Page() {
    const { page } = Route.useLoaderDeps()
    return (
      <>
        <PageTitle sub="상품 페이지에서 남긴 질문과 답변을 모아 볼 수 있어요.">상품 문의</PageTitle>
        <MyQna page={page} />
      </>
    )
  },
})
