import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { pageHead, pageOrigin, routeSeo } from '~/client/components/Seo'
import { Suspense, useCallback } from 'react'
import { StoreFinder, type FinderSearch } from '~/client/components/stores/StoreFinder'
import { ListSkeleton } from '~/client/components/ui'
import { storeQueries } from '~/client/queries/stores'
import { STORE_SERVICE_CODES } from '~/shared/store-services'
import { int, oneOf, searchParams, text } from '~/shared/url-search'

const search = searchParams({
  keyword: text(50),
  sido: text(20),
  sigungu: text(30),
  service: oneOf(STORE_SERVICE_CODES),
  storeNo: int(1, 1e9),
})

export const Route = createFileRoute('/davichstore/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    const { deps } = ctx
    // Above the fold, so awaited: the areas and the first list without a position (the browser re-sorts by
    // distance once it knows where the shopper is). The list is read with useQuery, not Suspense: had it only
    // been prefetched, the server would render "매장을 찾는 중" while the browser hydrated with the list.
    await Promise.all([
      queryClient.ensureQueryData(storeQueries.areas()),
      queryClient.ensureQueryData(
        storeQueries.list({ keyword: deps.keyword, sido: deps.sido, sigungu: deps.sigungu, service: deps.service, rows: 20 }),
      ),
    ])
    // A store's own page (?storeNo=): its detail comes with the HTML, as an Optician for search engines.
    const store = deps.storeNo ? await queryClient.ensureQueryData(storeQueries.detail(deps.storeNo)).catch(() => null) : null
    const seo = await routeSeo(ctx, {
      description: store
        ? `${store.storeName}: ${store.address}, ${store.telNo}. 영업시간, 휴무일, 길찾기를 확인하세요.`
        : '가까운 다비치안경 매장을 찾고 영업시간, 휴무일, 길찾기를 확인하세요.',
      path: store ? `/davichstore?storeNo=${store.storeNo}` : '/davichstore',
      ...(store ? { title: store.storeName } : {}),
    })
    if (!store) return seo
    const { jsonLdText, opticianJsonLd } = await import('~/shared/structured-data')
    return { ...seo, jsonLd: jsonLdText(opticianJsonLd({ origin: pageOrigin(), store })) }
  },
  head: pageHead,
  staticData: { title: '매장 찾기' },
  component: StoreFinderPage,
})

function StoreFinderPage() {
  const s = Route.useSearch()
  const navigate = useNavigate({ from: '/davichstore/' })
  const onSearch = useCallback((next: FinderSearch) => void navigate({ search: next, replace: true, resetScroll: false }), [navigate])
  return (
    <Suspense
      fallback={
        <div className="mx-auto max-w-6xl px-4 py-8">
          <ListSkeleton rows={5} label="매장 정보를 불러오는 중" />
        </div>
      }
    >
      <StoreFinder search={s} onSearch={onSearch} />
    </Suspense>
  )
}
