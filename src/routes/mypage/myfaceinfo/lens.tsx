import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { deferred } from '~/client/components/Deferred'
import { ListSkeleton, PageTitle } from '~/client/components/ui'
import { int, matching, searchParams } from '~/shared/url-search'

// The comparison (formulas, drawings) loads after the page is interactive: the page's first download stays in budget.
const LensView = deferred(() => import('./-components/LensView').then((m) => m.LensView), {
  fallback: <ListSkeleton rows={3} label="렌즈 두께를 계산할 정보를 불러오는 중" />,
})

/** Lens thickness preview: the member's prescription in a chosen frame at five indices, then a store reservation. */
export const Route = createFileRoute('/mypage/myfaceinfo/lens')({
  validateSearch: searchParams({ frame: matching(/^G\d{6}$/), record: int(1, 999_999_999) }),
  loader: (ctx) => routeSeo(ctx, { title: '렌즈 두께 미리보기' }),
  head: privatePageHead,
  staticData: { title: '렌즈 두께 미리보기' },
  component: Page,
})

function Page() {
  const { frame, record } = Route.useSearch()
  return (
    <>
      <PageTitle sub="내 도수와 고른 안경테로 굴절률마다 렌즈가 얼마나 두꺼운지, 가격은 얼마인지 비교해 보세요.">
        렌즈 두께 미리보기
      </PageTitle>
      <LensView frame={frame} record={record} />
    </>
  )
}
