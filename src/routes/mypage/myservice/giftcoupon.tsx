import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { GiftCardsView } from '~/client/components/benefits/GiftCardViews'
import { PageTitle } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { matching, searchParams } from '~/shared/url-search'

/** `code`: the number a 모바일 상품권 gift SMS links with (filled into the form; the member still presses 등록). */
const search = searchParams({ code: matching(/^\d{16}$/) })

export const Route = createFileRoute('/mypage/myservice/giftcoupon')({
  validateSearch: search,
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(benefitQueries.giftCards())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '상품권 등록' },
  component: Page,
})

function Page() {
  const { code } = Route.useSearch()
  return (
    <>
      <PageTitle sub="다비치 상품권을 등록하고 잔액과 내역을 확인해요.">상품권</PageTitle>
      <GiftCardsView code={code} />
    </>
  )
}
