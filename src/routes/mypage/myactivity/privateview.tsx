import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/ui'
import { InquiryView } from '~/client/components/voice/InquiryView'
import { currentMember } from '~/client/queries/member'
import { orNotFound } from '~/client/queries/not-found'
import { inquiryQueries } from '~/client/queries/voice'
import { int, searchParams } from '~/shared/url-search'

/** One 1:1 inquiry: question, attachments, answer (`?no=`). */
const search = searchParams({ no: int(1, 99_999_999) })

export const Route = createFileRoute('/mypage/myactivity/privateview')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ no: search.no }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.deps.no && (await currentMember(queryClient)))
      await orNotFound(queryClient.ensureQueryData(inquiryQueries.detail(String(ctx.deps.no))))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '1:1 문의 상세' },
  component: function Page() {
    const { no } = Route.useLoaderDeps()
    return (
      <MypageSection>
        <PageTitle>1:1 문의 상세</PageTitle>
        <MemberGate returnTo={`/mypage/myactivity/privateview${no ? `?no=${no}` : ''}`}>
          <InquiryView no={no} />
        </MemberGate>
      </MypageSection>
    )
  },
})
