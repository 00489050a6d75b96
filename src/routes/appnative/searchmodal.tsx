import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { Suspense } from 'react'
import { IconBack } from '~/client/components/icons'
import { loadPageSeo, seoHeadNoindex } from '~/client/components/Seo'
import { searchQueries } from '~/client/queries/search'
import { PopularKeywords, RecentSearches, SearchBox, saveRecent } from '../search/-components/SearchPanel'

/** App webview search sheet: the same search box, recent and popular keywords; a pick opens /search. */
export const Route = createFileRoute('/appnative/searchmodal')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(searchQueries.rankings())
    return loadPageSeo(queryClient, { title: '검색', description: '브랜드, 상품명, 초성으로 찾아보세요.', path: '/appnative/searchmodal' })
  },
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { layout: 'appnative', title: '검색' },
  component: SearchModal,
})

function SearchModal() {
  const navigate = useNavigate()
  const router = useRouter()
  const go = (w: string) => {
    saveRecent(w)
    void navigate({ to: '/search', search: { searchWord: w } })
  }
  return (
    <div className="px-4 pb-10 pt-3">
      <h1 className="sr-only">상품 검색</h1>
      <div className="flex items-start gap-1">
        <button type="button" aria-label="닫기" className="-ml-2 mt-1 p-2" onClick={() => router.history.back()}>
          <IconBack />
        </button>
        <div className="min-w-0 flex-1">
          <SearchBox initial="" onSearch={go} autoFocus />
        </div>
      </div>
      <RecentSearches onPick={go} />
      <Suspense fallback={<div className="skeleton mt-8 h-40 rounded-xl" />}>
        <Popular onPick={go} />
      </Suspense>
    </div>
  )
}

function Popular({ onPick }: { onPick: (w: string) => void }) {
  const { data } = useSuspenseQuery(searchQueries.rankings())
  return <PopularKeywords data={data} onPick={onPick} />
}
