import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useMember } from '~/client/hooks/useMember'
import { faceQueries } from '~/client/queries/face'
import { EmptyState, btn, chipClass } from '~/client/components/ui'
import { GoodsGrid } from '~/client/components/GoodsCard'
import type { GoodsListAnswer } from '~/shared/api/goods-types'
import { GOODS_TYPES } from '~/shared/codes'
import { formatNumber } from '~/shared/format'
import { GOODS_SORTS } from '~/shared/goods-types'
import type { ProductsSearch } from '~/shared/url-search'

const PRICE_RANGES: Array<{ label: string; min?: number; max?: number }> = [
  { label: '전체 가격' },
  { label: '5만 원 이하', max: 50000 },
  { label: '5만~10만 원', min: 50000, max: 100000 },
  { label: '10만~20만 원', min: 100000, max: 200000 },
  { label: '20만 원 이상', min: 200000 },
]

type Search = Omit<ProductsSearch, 'category' | 'sort'> & { category?: string; sort: NonNullable<ProductsSearch['sort']> }

/** Catalogue listing with category tabs, sub-category chips, brand, price and sort filters kept in the URL, and paging. */
export function GoodsListView({ data, search, etc = false }: { data: GoodsListAnswer; search: Search; etc?: boolean }) {
  const navigate = useNavigate()
  const go = (patch: Partial<Search>) =>
    void navigate({
      to: '.',
      search: ((prev: Search) => ({ ...prev, ...patch, page: patch.page ?? 1 })) as never,
      resetScroll: patch.page != null,
    })
  const priceIdx = Math.max(
    0,
    PRICE_RANGES.findIndex((p) => p.min === search.priceMin && p.max === search.priceMax),
  )
  const filtered =
    search.brand != null || search.priceMin != null || search.priceMax != null || search.ctg != null || search.faceWidth != null
  // "내 얼굴에 맞는 프레임" (frames and sunglasses) for a member with face info: their face width goes into the URL.
  const { member } = useMember()
  const framed = data.category === '01' || data.category === '02'
  const face = useQuery({ ...faceQueries.info(), enabled: framed && !!member && member.authRole !== 'ROLE_STORE' })
  const myWidth = face.data?.info?.faceWidth
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16">
      <h1 className="sr-only">{data.categoryName}</h1>
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
            {c.ctgNm} <span className="text-xs font-normal">{c.count}</span>
          </button>
        ))}
      </div>
      {framed && (myWidth || search.faceWidth != null) ? (
        <div className="mt-3 flex items-center gap-2">
          <button
            type="button"
            aria-pressed={search.faceWidth != null}
            className={chipClass(search.faceWidth != null)}
            onClick={() => go({ faceWidth: search.faceWidth != null ? undefined : myWidth })}
          >
            내 얼굴에 맞는 프레임
          </button>
          {search.faceWidth != null ? (
            <span className="text-xs text-gray-600">얼굴 너비 {search.faceWidth}mm에 잘 맞는 사이즈만 보여요</span>
          ) : null}
        </div>
      ) : null}
      <div className="mt-3 grid grid-cols-3 gap-2 md:flex md:justify-end">
        <label className="sr-only" htmlFor="f-brand">
          브랜드
        </label>
        <select
          id="f-brand"
          className={selectClass}
          value={search.brand ?? ''}
          onChange={(e) => go({ brand: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">전체 브랜드</option>
          {data.brands.map((b) => (
            <option key={b.brandNo} value={b.brandNo}>
              {`${b.brandNm} (${b.count})`}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="f-price">
          가격대
        </label>
        <select
          id="f-price"
          className={selectClass}
          value={priceIdx}
          onChange={(e) => {
            const p = PRICE_RANGES[Number(e.target.value)]
            go({ priceMin: p.min, priceMax: p.max })
          }}
        >
          {PRICE_RANGES.map((p, i) => (
            <option key={p.label} value={i}>
              {p.label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="f-sort">
          정렬
        </label>
        <select id="f-sort" className={selectClass} value={search.sort} onChange={(e) => go({ sort: e.target.value as Search['sort'] })}>
          {GOODS_SORTS.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <p className="mt-4 text-sm text-gray-500" aria-live="polite">
        총 <strong className="text-gray-900">{formatNumber(data.total)}</strong>개 상품
      </p>
      <div className="mt-3">
        {data.goods.length ? (
          <GoodsGrid goods={data.goods} eagerCount={4} />
        ) : (
          <EmptyState
            title="조건에 맞는 상품이 없어요"
            action={
              filtered ? (
                <button
                  type="button"
                  className={btn.secondary}
                  onClick={() => go({ brand: undefined, priceMin: undefined, priceMax: undefined, ctg: undefined, faceWidth: undefined })}
                >
                  필터 초기화
                </button>
              ) : (
                <Link to="/main" className={btn.secondary}>
                  홈으로 가기
                </Link>
              )
            }
          >
            브랜드나 가격대를 바꿔 보세요.
          </EmptyState>
        )}
      </div>
      {data.totalPages > 1 ? <Pager page={data.page} totalPages={data.totalPages} onPage={(page) => go({ page })} /> : null}
    </div>
  )
}

const selectClass = 'h-10 min-w-0 rounded-lg border border-gray-200 bg-white px-2 text-sm text-gray-800 md:w-40'

export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (p: number) => void }) {
  const start = Math.max(1, Math.min(page - 2, totalPages - 4))
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => start + i)
  return (
    <nav aria-label="페이지" className="mt-10 flex items-center justify-center gap-1">
      <button type="button" className={pageBtn(false)} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="이전 페이지">
        ‹
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          className={pageBtn(p === page)}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onPage(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={pageBtn(false)}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label="다음 페이지"
      >
        ›
      </button>
    </nav>
  )
}
const pageBtn = (on: boolean) =>
  `h-9 min-w-9 rounded-lg px-2 text-sm disabled:opacity-30 ${on ? 'bg-gray-900 font-bold text-white' : 'text-gray-700 hover:bg-gray-100'}`
