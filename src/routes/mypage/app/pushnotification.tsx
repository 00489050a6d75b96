import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { NotificationsView } from '~/client/components/benefits/NotificationsView'
import { PageTitle } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'

// Open page (the product spec lists /mypage/app/pushnotification among the open my-page routes): a guest sees the sign-in card.
export const Route = createFileRoute('/mypage/app/pushnotification')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member)
      await Promise.all([
        queryClient.prefetchQuery(benefitQueries.pushSettings()),
        queryClient.prefetchQuery(benefitQueries.notifications(1)),
      ])
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '알림' },
  component: Page,
})

function Page() {
  return (
    <>
      <PageTitle sub="주문과 혜택 소식을 모아 보고, 받을 알림을 정해요.">알림</PageTitle>
      <NotificationsView />
    </>
  )
}
