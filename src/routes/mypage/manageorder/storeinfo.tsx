import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { storeQueries } from '~/client/queries/stores'
import { MyStorePanel } from '~/client/components/stores/MyStore'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/storeinfo')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(storeQueries.myStore())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '매장 정보' },
  component: Page,
})

function Page() {
  return (
    <div className="pb-10">
      <PageTitle>매장 정보</PageTitle>
      <MyStorePanel context="storeinfo" />
    </div>
  )
}
