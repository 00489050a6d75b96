import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { PageTitle } from '~/client/components/ui'
import { InquiryEdit } from '~/client/components/voice/InquiryEdit'
import { orNotFound } from '~/client/queries/not-found'
import { inquiryQueries } from '~/client/queries/voice'
import { int, searchParams } from '~/shared/url-search'

/** Edits an unanswered 1:1 inquiry (`?no=`); answered ones show why they cannot change. */
const search = searchParams({ no: int(1, 99_999_999) })

export const Route = createFileRoute('/mypage/myactivity/privateedit')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ no: search.no }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.deps.no && ctx.context.member) await orNotFound(queryClient.ensureQueryData(inquiryQueries.detail(String(ctx.deps.no))))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '1:1 문의 수정' },
  component: function Page() {
    const { no } = Route.useLoaderDeps()
    return (
      <>
        <PageTitle>1:1 문의 수정</PageTitle>
        <InquiryEdit no={no} />
      </>
    )
  },
})
