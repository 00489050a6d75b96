import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState, btn, chipClass } from '~/client/components/ui'
import { GoodsGrid } from '~/client/components/GoodsCard'
import { SortRow } from '~/client/components/SortRow'
import { searchQueries } from '~/client/queries/search'
import type { SearchSort } from '~/shared/api/search-types'
import { formatNumber } from '~/shared/format'
import { GOODS_TYPES, SEARCH_SORTS, type GoodsTypeCode } from '~/shared/goods-types'
import { canLoadMoreSearch, nextSearchSize, SEARCH_PAGE } from '~/shared/rules'

/**
 * Results of one word: 20 first, "더보기" adds 20 up to 500; a goods-type filter with counts and a sort (정확도순 first);
 * a no-result state with other words to try.
 */
export function SearchResults({
  word,
  size,
  sort,
  category,
  onPick,
  onMore,
  onChange,
}: {
  word: string
  size: number
  sort?: SearchSort
  category?: string
  onPick: (w: string) => void
  onMore: (next: number) => void
  /** Another sort or goods type (the shown count starts again at 20). */
  onChange: (next: { sort?: SearchSort; category?: GoodsTypeCode }) => void
}) {
  const opts = { sort, category }
  useSuspenseQuery(searchQueries.product(word, SEARCH_PAGE.first, opts))
  // isPlaceholderData (the next page is on its way), not isFetching: a stale result refetched on mount must not change
  // the hydrated text (React #418 when the browser's clock runs ahead of the server's).
  const { data, isPlaceholderData: loadingMore } = useQuery({
    ...searchQueries.product(word, size, opts),
    placeholderData: keepPreviousData,
  })
  // The type filter's counts come after the results (a read of every match; the results themselves stay bounded).
  const types = useQuery({ ...searchQueries.types(word), enabled: !!data?.total || !!category })
  if (!data) return null
  if (!data.total && !category) {
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
  const all = types.data?.types.reduce((n, t) => n + t.count, 0)
  const typeChip = (code: GoodsTypeCode | undefined, name: string, count: number | undefined) => (
    <button
      key={code ?? 'all'}
      type="button"
      aria-pressed={category === code}
      className={`${chipClass(category === code)} shrink-0`}
      onClick={() => onChange({ sort, category: code })}
    >
      {name}
      {count != null ? <span className="text-xs font-normal">{formatNumber(count)}</span> : null}
    </button>
  )
  return (
    <section aria-labelledby="result-h" className="mt-5">
      <h2 id="result-h" className="text-sm text-gray-600">
        <strong className="text-gray-900">'{word}'</strong> 검색 결과 <strong className="text-brand-700">{formatNumber(data.total)}</strong>
        개
      </h2>
      <div className="scrollbar-none -mx-4 mt-3 flex gap-2 overflow-x-auto px-4" role="group" aria-label="상품 유형">
        {typeChip(undefined, '전체', all)}
        {GOODS_TYPES.filter((t) => t.code === category || !types.data || types.data.types.some((x) => x.category === t.code)).map((t) =>
          typeChip(t.code, t.name, types.data?.types.find((x) => x.category === t.code)?.count ?? (types.data ? 0 : undefined)),
        )}
      </div>
      <SortRow
        className="mt-2"
        sorts={SEARCH_SORTS}
        current={sort ?? 'score'}
        onSort={(code) => onChange({ category: category as GoodsTypeCode | undefined, sort: code === 'score' ? undefined : code })}
      />
      <div className="mt-3">
        {data.goods.length ? (
          <GoodsGrid goods={data.goods} eagerCount={4} />
        ) : (
          <EmptyState
            title="이 유형에는 검색 결과가 없어요"
            action={
              <button type="button" className={btn.secondary} onClick={() => onChange({ sort })}>
                전체 결과 보기
              </button>
            }
          />
        )}
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
