import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState, btn } from '~/client/components/ui'
import { GoodsGrid } from '~/client/components/GoodsCard'
import { searchQueries } from '~/client/queries/search'
import { formatNumber } from '~/shared/format'
import { canLoadMoreSearch, nextSearchSize, SEARCH_PAGE } from '~/shared/rules'

/** Results of one word: 20 first, "더보기" adds 20 up to 500; a no-result state with other words to try. */
export function SearchResults({
  word,
  size,
  onPick,
  onMore,
}: {
  word: string
  size: number
  onPick: (w: string) => void
  onMore: (next: number) => void
}) {
  useSuspenseQuery(searchQueries.product(word, SEARCH_PAGE.first))
  // isPlaceholderData (the next page is on its way), not isFetching: a stale result refetched on mount must not change
  // the hydrated text (React #418 when the browser's clock runs ahead of the server's).
  const { data, isPlaceholderData: loadingMore } = useQuery({ ...searchQueries.product(word, size), placeholderData: keepPreviousData })
  if (!data) return null
  if (!data.total) {
    return (
      <EmptyState
        title={`'${word}'에 대한 검색 결과가 없어요`}
        action={
          <Link to="/main" className={btn.secondary}>
            홈으로 가기
          </Link>
        }
      >
        <p>검색어의 철자나 띄어쓰기를 확인하거나, 아래 검색어로 찾아보세요.</p>
        {data.suggestions.length ? (
          <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="추천 검색어">
            {data.suggestions.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  className="rounded-full border border-gray-200 px-3 py-1.5 text-sm text-gray-800"
                  onClick={() => onPick(s)}
                >
                  {s}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </EmptyState>
    )
  }
  return (
    <section aria-labelledby="result-h" className="mt-5">
      <h2 id="result-h" className="text-sm text-gray-600">
        <strong className="text-gray-900">'{word}'</strong> 검색 결과 <strong className="text-brand-700">{formatNumber(data.total)}</strong>
        개
      </h2>
      <div className="mt-4">
        <GoodsGrid goods={data.goods} eagerCount={4} />
      </div>
      {canLoadMoreSearch(size, data.total) ? (
        <div className="mt-8 text-center">
          <button type="button" disabled={loadingMore} className={btn.secondary} onClick={() => onMore(nextSearchSize(size))}>
            {loadingMore
              ? '불러오는 중…'
              : `더보기 (${formatNumber(Math.min(data.goods.length, data.total))} / ${formatNumber(Math.min(data.total, SEARCH_PAGE.max))})`}
          </button>
        </div>
      ) : data.total > SEARCH_PAGE.max ? (
        <p className="mt-8 text-center text-sm text-gray-500">
          검색 결과는 최대 {SEARCH_PAGE.max}개까지 보여 드려요. 검색어를 더 구체적으로 입력해 보세요.
        </p>
      ) : null}
    </section>
  )
}
