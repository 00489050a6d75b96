import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { FamilyVerification } from '~/client/components/family/FamilyVerification'
import { PageTitle } from '~/client/components/ui'
import { familyQueries } from '~/client/queries/family'
import { matching, searchParams } from '~/shared/url-search'

/** 가족 인증: the invitee opens the SMS link (`?code=`), verifies their identity, consents and joins. */
const search = searchParams({ code: matching(/^[A-Za-z0-9_-]{32}$/) })

export const Route = createFileRoute('/mypage/myactivity/familyverification')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    // An unknown code is shown as the page's own error state (with a way forward), not a bare 404.
    if (ctx.deps.code && ctx.context.member) await queryClient.prefetchQuery(familyQueries.invitation(ctx.deps.code))
    return routeSeo(ctx, { title: '가족 초대 수락' })
  },
  head: privatePageHead,
  staticData: { title: '가족 초대 수락' },
  component: function Page() {
    const { code } = Route.useLoaderDeps()
    return (
      <>
        <PageTitle sub="본인인증과 정보 제공 동의 후 가족으로 등록돼요.">가족 초대 수락</PageTitle>
        <FamilyVerification code={code} />
      </>
    )
  },
})
