import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MyHome } from '~/client/components/account/MyHome'
import { currentMember } from '~/client/queries/member'
import { kioskQueries } from '~/client/queries/store-owner'
import { benefitQueries } from '~/client/queries/benefits'

export const Route = createFileRoute('/mypage/')({
  // Today's store check-ins (kiosk) and the member's grade are in the server HTML with the home.
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if ((await currentMember(queryClient))?.authRole === 'ROLE_USER')
      await Promise.all([queryClient.prefetchQuery(kioskQueries.myQueue()), queryClient.prefetchQuery(benefitQueries.grade())])
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '마이페이지' },
  component: () => <MyHome />,
})
