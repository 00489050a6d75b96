import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Modal, btn, chipClass } from '~/client/components/ui'
import { goodsQueries } from '~/client/queries/goods'
import type { GoodsListAnswer } from '~/shared/api/goods-types'
import { formatNumber } from '~/shared/format'
import { splitFacet } from '~/shared/list-facets'
import { productsListParams, type ProductsSearch } from '~/shared/url-search'
import { NO_FILTERS, PRICE_RANGES, toggleFacet, type ListFilters } from './list-filters'

/**
 * The list's filter sheet (a bottom sheet on phones, a side panel from the right on desktop): brand, price and the
 * type's attribute filters, each value with the number of goods it gives under the other choices (asked as the
 * shopper taps, the list's own call — so "상품 N개 보기" is the count the list will show, already fetched).
 * Nothing changes on the page until that button; Esc or 닫기 leaves the list as it was, focus back on the opener.
 */
export function FilterSheet({
  data,
  category,
  sort,
  initial,
  focus,
  onApply,
  onClose,
}: {
  data: GoodsListAnswer
  category: string
  sort: ProductsSearch['sort']
  initial: ListFilters
  /** The section to open at ('all', 'brand', 'price' or an attribute filter's param). */
  focus: string
  onApply: (f: ListFilters) => void
  onClose: () => void
}) {
  const [draft, setDraft] = useState(initial)
  const q = useQuery({ ...goodsQueries.list(productsListParams({ ...draft, sort }, category)), placeholderData: keepPreviousData })
  const shown = q.data ?? data
  const counting = q.isPlaceholderData || q.isPending
  const titleId = useId()
  useEffect(() => {
    if (focus !== 'all') document.getElementById(`filter-${focus}`)?.scrollIntoView({ block: 'start' })
  }, [focus])
  const brandCount = new Map(shown.brands.map((b) => [b.brandNo, b.count]))
  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      className="m-0 mt-auto flex max-h-[88dvh] w-full max-w-none flex-col rounded-t-2xl bg-white shadow-2xl backdrop:bg-black/50 md:mt-0 md:ml-auto md:h-dvh md:max-h-none md:w-[420px] md:rounded-none md:rounded-l-2xl"
    >
      <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
        <h2 id={titleId} className="text-base font-bold">
          필터
        </h2>
        <button type="button" onClick={onClose} className="-mr-2 p-2 text-sm text-gray-600">
          닫기
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
        <Section id="filter-brand" title="브랜드">
          {data.brands.map((b) => {
            const on = draft.brand === b.brandNo
            const n = brandCount.get(b.brandNo) ?? 0
            return (
              <button
                key={b.brandNo}
                type="button"
                aria-pressed={on}
                disabled={!on && n === 0}
                className={`${chipClass(on)} disabled:opacity-40`}
                onClick={() => setDraft({ ...draft, brand: on ? undefined : b.brandNo })}
              >
                {b.brandNm} <span className="text-xs font-normal">{formatNumber(n)}</span>
              </button>
            )
          })}
        </Section>
        <Section id="filter-price" title="가격">
          {PRICE_RANGES.map((p) => {
            const on = draft.priceMin === p.min && draft.priceMax === p.max
            return (
              <button
                key={p.label}
                type="button"
                aria-pressed={on}
                className={chipClass(on)}
                onClick={() => setDraft({ ...draft, priceMin: on ? undefined : p.min, priceMax: on ? undefined : p.max })}
              >
                {p.label}
              </button>
            )
          })}
        </Section>
        {shown.facets.map((f) => {
          const chosen = splitFacet(draft[f.param])
          return (
            <Section
              key={f.param}
              id={`filter-${f.param}`}
              title={f.label}
              note={chosen.length ? `${chosen.length}개 선택` : '여러 개 고를 수 있어요'}
            >
              {f.values.map((v) => {
                const on = chosen.includes(v.value)
                return (
                  <button
                    key={v.value}
                    type="button"
                    aria-pressed={on}
                    disabled={!on && v.count === 0}
                    className={`${chipClass(on)} disabled:opacity-40`}
                    onClick={() => setDraft(toggleFacet(draft, f.param, v.value))}
                  >
                    {v.value} <span className="text-xs font-normal">{formatNumber(v.count)}</span>
                  </button>
                )
              })}
            </Section>
          )
        })}
      </div>
      <div className="flex gap-2 border-t border-gray-100 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        <button type="button" className={`${btn.secondary} w-28 shrink-0`} onClick={() => setDraft({ ...NO_FILTERS, ctg: draft.ctg })}>
          초기화
        </button>
        <button
          type="button"
          className={`${btn.primary} flex-1`}
          disabled={counting && !q.data}
          onClick={() => onApply(draft)}
          aria-live="polite"
        >
          {counting ? '상품 수 세는 중…' : `상품 ${formatNumber(shown.total)}개 보기`}
        </button>
      </div>
    </Modal>
  )
}

function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className="scroll-mt-2 border-b border-gray-100 py-4 last:border-b-0">
      <div className="mb-3 flex items-baseline justify-between">
        <h3 id={`${id}-h`} className="text-sm font-bold text-gray-900">
          {title}
        </h3>
        {note ? <span className="text-xs text-gray-600">{note}</span> : null}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  )
}
