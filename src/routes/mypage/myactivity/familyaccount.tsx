import { Link, createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { FamilyList } from '~/client/components/family/FamilyList'
import { FamilyReceipt } from '~/client/components/family/FamilyReceipt'
import { PageTitle, chipClass } from '~/client/components/ui'
import { familyQueries } from '~/client/queries/family'
import { seoulYmd } from '~/shared/calendar'
import { defaultReceiptYear } from '~/shared/family/rules'
import { int, oneOf, searchParams } from '~/shared/url-search'

/** 가족 계정: the family list (`?view=` absent) or the yearly glasses statement for 연말정산 (`?view=receipt&year=`). */
const search = searchParams({ view: oneOf(['receipt']), year: int(2000, 2100) })
const thisYear = () => seoulYmd(Date.now())

export const Route = createFileRoute('/mypage/myactivity/familyaccount')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ view: search.view, year: search.year }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) {
      const now = thisYear()
      if (ctx.deps.view === 'receipt')
        await queryClient.ensureQueryData(familyQueries.receipt(ctx.deps.year ?? defaultReceiptYear(now.year, now.month)))
      else await queryClient.ensureQueryData(familyQueries.list())
    }
    return routeSeo(ctx, { title: '가족 계정' })
  },
  head: privatePageHead,
  staticData: { title: '가족 계정' },
  component: Page,
})

function Page() {
  const { view, year } = Route.useLoaderDeps()
  const now = thisYear()
  const receipt = view === 'receipt'
  return (
    <>
      <div data-print-hide>
        <PageTitle sub="가족을 초대하고 온 가족의 안경 구입비를 연말정산 영수증으로 모아 보세요.">가족 계정</PageTitle>
        <nav aria-label="가족 계정 메뉴" className="mb-4 flex gap-2">
          <Link to="/mypage/myactivity/familyaccount" aria-current={!receipt ? 'page' : undefined} className={chipClass(!receipt)}>
            가족 목록
          </Link>
          <Link
            to="/mypage/myactivity/familyaccount"
            search={{ view: 'receipt' }}
            aria-current={receipt ? 'page' : undefined}
            className={chipClass(receipt)}
          >
            연말정산 영수증
          </Link>
          <Link to="/mypage/myactivity/familyinvite" className={chipClass(false)}>
            가족 초대
          </Link>
        </nav>
      </div>
      {receipt ? <FamilyReceipt year={year ?? defaultReceiptYear(now.year, now.month)} currentYear={now.year} /> : <FamilyList />}
    </>
  )
}
