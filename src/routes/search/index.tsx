import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { Suspense } from 'react'
import { pageOrigin, pageSeo, seoHeadNoindex } from '~/client/components/Seo'
import { GoodsGridSkeleton } from '~/client/components/GoodsCard'
import { searchQueries } from '~/client/queries/search'
import { siteQueries } from '~/client/queries/site'
import type { SearchSort } from '~/shared/api/search-types'
import { searchSizeFromParam } from '~/shared/rules'
import { searchPageSearch } from '~/shared/url-search'
import { PopularKeywords, RecentSearches, SearchBox, saveRecent } from './-components/SearchPanel'
import { SearchResults } from './-components/SearchResults'

export const Route = createFileRoute('/search/')({
  validateSearch: searchPageSearch,
  loaderDeps: ({ search }) => ({
    searchWord: (search.searchWord ?? '').trim(),
    size: searchSizeFromParam(search.size),
    sort: search.sort,
    category: search.category,
  }),
  loader: async ({ context: { queryClient }, deps }) => {
    const seo = await queryClient.ensureQueryData(siteQueries.seo())
    if (deps.searchWord) await queryClient.ensureQueryData(searchQueries.product(deps.searchWord, deps.size, resultOpts(deps)))
    else await queryClient.ensureQueryData(searchQueries.rankings())
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: deps.searchWord ? `'${deps.searchWord}' 검색 결과` : '검색',
        description: '안경테, 선글라스, 안경렌즈, 콘택트렌즈를 브랜드와 상품명, 초성으로 찾아보세요.',
        path: '/search',
      }),
    }
  },
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { title: '검색' },
  component: SearchPage,
})

/** The results' sort and type as the query asks them: relevance over every type is the plain search. */
const resultOpts = (s: { sort?: SearchSort; category?: string }) => ({
  sort: s.sort === 'score' ? undefined : s.sort,
  category: s.category,
})

function SearchPage() {
  const { searchWord, size, sort, category } = Route.useSearch()
  const navigate = useNavigate({ from: '/search/' })
  const word = (searchWord ?? '').trim()
  const go = (w: string) => {
    saveRecent(w)
    void navigate({ search: { searchWord: w, size: 20 } })
  }
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-4">
      <h1 className="sr-only">상품 검색</h1>
      <SearchBox initial={word} onSearch={go} autoFocus={!word} />
      {word ? (
        <Suspense
          fallback={
            <div className="mt-6">
              <GoodsGridSkeleton count={10} />
            </div>
          }
        >
          <SearchResults
            word={word}
            size={searchSizeFromParam(size)}
            {...resultOpts({ sort, category })}
            onPick={go}
            onMore={(next) =>
              void navigate({ search: { searchWord: word, size: next, sort, category }, resetScroll: false, replace: true })
            }
            onChange={(next) =>
              void navigate({ search: { searchWord: word, sort, category, ...next, size: undefined }, resetScroll: false })
            }
          />
        </Suspense>
      ) : (
        <>
          <RecentSearches onPick={go} />
          <Suspense fallback={<div className="skeleton mt-8 h-40 rounded-xl" />}>
            <Popular onPick={go} />
          </Suspense>
        </>
      )}
    </div>
  )
}

function Popular({ onPick }: { onPick: (w: string) => void }) {
  const { data } = useSuspenseQuery(searchQueries.rankings())
  return <PopularKeywords data={data} onPick={onPick} />
}
