import { createFileRoute, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { GiftCardDetailView } from '~/client/components/benefits/GiftCardViews'
import { btn, EmptyState, PageTitle } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { orNotFound } from '~/client/queries/not-found'
import { int, searchParams } from '~/shared/url-search'

const search = searchParams({ cardId: int(1, 2_000_000_000) })

export const Route = createFileRoute('/mypage/myservice/giftcoupondetail')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.deps.cardId && ctx.context.member) await orNotFound(queryClient.ensureQueryData(benefitQueries.giftCard(ctx.deps.cardId)))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '상품권 상세' },
  component: Page,
})

function Page() {
  const { cardId } = Route.useSearch()
  return (
    <>
      <PageTitle>상품권 상세</PageTitle>
      {cardId ? (
        <GiftCardDetailView cardId={cardId} />
      ) : (
        <EmptyState
          title="상품권을 골라 주세요."
          action={
            <Link to="/mypage/myservice/giftcoupon" className={btn.primary}>
              상품권 목록
            </Link>
          }
        >
          목록에서 보실 상품권을 눌러 주세요.
        </EmptyState>
      )}
    </>
  )
}
