import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MyHome } from '~/client/components/account/MyHome'
import { kioskQueries } from '~/client/queries/store-owner'
import { benefitQueries } from '~/client/queries/benefits'
import { goodsQueries } from '~/client/queries/goods'

export const Route = createFileRoute('/mypage/')({
  // Today's store check-ins (kiosk), the member's grade and the status strip's counts are in the server HTML with the home.
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    // 최근 본 상품 (kept on the server for a member) too, so it is on the page from the first frame, never pushing it down.
    // All four in one round: each is an in-process call, and the page waits for the slowest, not their sum.
    if (ctx.context.member?.authRole === 'ROLE_USER')
      await Promise.all([
        queryClient.prefetchQuery(goodsQueries.recent(true, [])),
        queryClient.prefetchQuery(kioskQueries.myQueue()),
        queryClient.prefetchQuery(benefitQueries.grade()),
        queryClient.prefetchQuery(benefitQueries.summary()),
      ])
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '마이페이지', guest: true },
  component: () => <MyHome />,
})
