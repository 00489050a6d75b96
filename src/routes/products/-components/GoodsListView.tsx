import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState } from 'react'
import { useMember } from '~/client/hooks/useMember'
import { faceQueries } from '~/client/queries/face'
import { EmptyState, btn, chipClass } from '~/client/components/ui'
import { GoodsGrid } from '~/client/components/GoodsCard'
import { SortRow } from '~/client/components/SortRow'
import { IconClose } from '~/client/components/icons'
import type { GoodsListAnswer } from '~/shared/api/goods-types'
import { GOODS_TYPES } from '~/shared/codes'
import { formatNumber } from '~/shared/format'
import { GOODS_SORTS } from '~/shared/goods-types'
import { canLoadMoreSearch, nextSearchSize, SEARCH_PAGE } from '~/shared/rules'
import { listSize, type ProductsSearch } from '~/shared/url-search'
import { filterChips, filterCount, filtersOf, NO_FILTERS, type ListFilters } from './list-filters'

// The sheet's code loads on the first tap of 필터 (or when the pointer nears it), not with the list.
const loadSheet = () => import('./FilterSheet')
const FilterSheet = lazy(() => loadSheet().then((m) => ({ default: m.FilterSheet })))

type Search = Omit<ProductsSearch, 'category' | 'sort'> & { category?: string; sort: NonNullable<ProductsSearch['sort']> }

/**
 * Catalogue list: category tabs, sub-category chips with counts, a filter sheet (bottom sheet on phones, side panel
 * on desktop: brand, price, 모양 · 소재 · 색상 with counts under the other filters), removable chips of what is chosen,
 * sort, and "더보기" (20, +20 … 500) — every filter and the shown count in the URL.
 */
export function GoodsListView({ data, search, etc = false }: { data: GoodsListAnswer; search: Search; etc?: boolean }) {
  const navigate = useNavigate()
  const loading = useRouterState({ select: (s) => s.isLoading })
  const filterBtn = useRef<HTMLButtonElement>(null)
  const [sheet, setSheet] = useState<string | null>(null)
  const size = listSize(search)
  const go = (patch: Partial<Search>, keepSize = false) =>
    void navigate({
      to: '.',
      search: ((prev: Search) => ({ ...prev, ...patch, page: undefined, size: keepSize ? patch.size : undefined })) as never,
      resetScroll: false,
      replace: keepSize,
    })
  const filters = filtersOf(search)
  const chips = filterChips(filters, data)
  const count = filterCount(filters)
  const applyFilters = (f: ListFilters) => go({ ...f })
  // "내 얼굴에 맞는 프레임" (frames and sunglasses) for a member with face info: their face width goes into the URL.
  const { member } = useMember()
  const framed = data.category === '01' || data.category === '02'
  const face = useQuery({ ...faceQueries.info(), enabled: framed && !!member && member.authRole !== 'ROLE_STORE' })
  const myWidth = face.data?.info?.faceWidth
  const shown = Math.min(data.goods.length, data.total)
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16">
      {!etc ? (
        <nav aria-label="카테고리" className="scrollbar-none -mx-4 flex gap-1 overflow-x-auto border-b border-gray-100 px-4">
          {GOODS_TYPES.map((t) => {
            const active = t.code === data.category
            return t.code === '05' ? (
              <Link key={t.code} to="/products/etc" className="shrink-0 px-3 py-3 text-[15px] font-semibold text-gray-500">
                {t.name}
              </Link>
            ) : (
              <Link
                key={t.code}
                to="/products"
                search={{ category: t.code as ProductsSearch['category'] }}
                aria-current={active ? 'page' : undefined}
                className={`shrink-0 border-b-2 px-3 py-3 text-[15px] font-semibold ${active ? 'border-gray-900 text-gray-900' : 'border-transparent text-gray-500'}`}
              >
                {t.name}
              </Link>
            )
          })}
        </nav>
      ) : null}
      <h1 className="sr-only md:not-sr-only md:mt-6 md:block md:text-2xl md:font-bold">{etc ? '용품' : data.categoryName}</h1>
      <div className="scrollbar-none -mx-4 mt-3 flex gap-2 overflow-x-auto px-4" role="group" aria-label="세부 카테고리">
        <button
          type="button"
          onClick={() => go({ ctg: undefined })}
          aria-pressed={search.ctg == null}
          className={chipClass(search.ctg == null)}
        >
          전체
        </button>
        {data.categories.map((c) => (
          <button
            key={c.ctgNo}
            type="button"
            onClick={() => go({ ctg: c.ctgNo })}
            aria-pressed={search.ctg === c.ctgNo}
            className={chipClass(search.ctg === c.ctgNo)}
          >
            {c.ctgNm} <span className="text-xs font-normal">{formatNumber(c.count)}</span>
          </button>
        ))}
      </div>
      <div className="scrollbar-none -mx-4 mt-3 flex items-center gap-2 overflow-x-auto px-4" role="group" aria-label="필터">
        <button
          ref={filterBtn}
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadSheet()}
          onFocus={() => void loadSheet()}
          onClick={() => setSheet('all')}
          className={`${chipClass(count > 0)} inline-flex shrink-0 items-center gap-1`}
        >
          <FilterIcon />
          필터{count ? <span className="text-xs">{count}</span> : null}
        </button>
        <button
          type="button"
          className={`${chipClass(search.brand != null)} shrink-0`}
          onClick={() => setSheet('brand')}
          aria-haspopup="dialog"
        >
          브랜드
        </button>
        <button
          type="button"
          className={`${chipClass(search.priceMin != null || search.priceMax != null)} shrink-0`}
          onClick={() => setSheet('price')}
          aria-haspopup="dialog"
        >
          가격
        </button>
        {data.facets.map((f) => (
          <button
            key={f.param}
            type="button"
            className={`${chipClass(!!search[f.param])} shrink-0`}
            onClick={() => setSheet(f.param)}
            aria-haspopup="dialog"
          >
            {f.label}
          </button>
        ))}
        {framed && (myWidth || search.faceWidth != null) ? (
          <button
            type="button"
            aria-pressed={search.faceWidth != null}
            className={`${chipClass(search.faceWidth != null)} shrink-0`}
            onClick={() => go({ faceWidth: search.faceWidth != null ? undefined : myWidth })}
          >
            내 얼굴에 맞는 프레임
          </button>
        ) : null}
      </div>
      {chips.length ? (
        <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label="선택한 필터">
          {chips.map((c) => (
            <button
              key={c.key}
              type="button"
              aria-label={`${c.label} 필터 해제`}
              className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pl-3 pr-2 text-[13px] font-medium text-brand-800"
              onClick={() => {
                applyFilters(c.without)
                filterBtn.current?.focus()
              }}
            >
              {c.label}
              <IconClose width={14} height={14} aria-hidden="true" />
            </button>
          ))}
          <button
            type="button"
            className="h-8 px-2 text-[13px] text-gray-600 underline underline-offset-2"
            onClick={() => {
              applyFilters(NO_FILTERS)
              filterBtn.current?.focus()
            }}
          >
            초기화
          </button>
        </div>
      ) : null}
      {search.faceWidth != null ? (
        <p className="mt-2 text-xs text-gray-600">얼굴 너비 {search.faceWidth}mm에 잘 맞는 사이즈만 보여요</p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-gray-600" aria-live="polite">
          총 <strong className="text-gray-900">{formatNumber(data.total)}</strong>개 상품
        </p>
        <SortRow sorts={GOODS_SORTS} current={search.sort} onSort={(sort) => go({ sort })} />
      </div>
      <div className="mt-3">
        {data.goods.length ? (
          <GoodsGrid goods={data.goods} eagerCount={4} />
        ) : (
          <EmptyState
            title="조건에 맞는 상품이 없어요"
            action={
              count ? (
                <button type="button" className={btn.secondary} onClick={() => applyFilters(NO_FILTERS)}>
                  필터 초기화
                </button>
              ) : (
                <Link to="/main" className={btn.secondary}>
                  홈으로 가기
                </Link>
              )
            }
          >
            필터를 줄이거나 다른 조건을 골라 보세요.
          </EmptyState>
        )}
      </div>
      {canLoadMoreSearch(size, data.total) ? (
        <div className="mt-8 text-center">
          <button
            type="button"
            disabled={loading}
            className={`${btn.secondary} min-w-48`}
            onClick={() => go({ size: nextSearchSize(size) }, true)}
          >
            {loading ? '불러오는 중…' : `더보기 (${formatNumber(shown)} / ${formatNumber(Math.min(data.total, SEARCH_PAGE.max))})`}
          </button>
        </div>
      ) : data.total > SEARCH_PAGE.max && shown >= SEARCH_PAGE.max ? (
        <p className="mt-8 text-center text-sm text-gray-600">목록은 {SEARCH_PAGE.max}개까지 보여 드려요. 필터로 범위를 좁혀 보세요.</p>
      ) : null}
      {sheet ? (
        <Suspense fallback={null}>
          <FilterSheet
            data={data}
            category={data.category}
            sort={search.sort}
            initial={filters}
            focus={sheet}
            onApply={(f) => {
              setSheet(null)
              applyFilters(f)
            }}
            onClose={() => setSheet(null)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

function FilterIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  )
}
