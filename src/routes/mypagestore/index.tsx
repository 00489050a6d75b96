import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { StoreDashboard } from '~/client/components/store-owner/StoreDashboard'
import { storeOwnerQueries } from '~/client/queries/store-owner'

export const Route = createFileRoute('/mypagestore/')({
  // Today at the owner's store in the server HTML; a guest gets the store sign-in card from the section layout
  // (members are sent to /mypage by the guard table).
  loader: async (ctx) => {
    if (ctx.context.member) await ctx.context.queryClient.ensureQueryData(storeOwnerQueries.dashboard())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '가맹점 마이페이지' },
  component: StoreDashboard,
})
