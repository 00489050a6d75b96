import { btn } from '~/client/components/ui'
import { GOODS_TYPES, type GoodsTypeCode } from '~/shared/goods-types'

/** The goods-type tabs of the category and keyword-shelf desks. */
export function TypeTabs({ value, onChange }: { value: GoodsTypeCode; onChange: (t: GoodsTypeCode) => void }) {
  return (
    <div role="tablist" aria-label="상품 유형" className="flex flex-wrap gap-1">
      {GOODS_TYPES.map((t) => (
        <button
          key={t.code}
          type="button"
          role="tab"
          aria-selected={t.code === value}
          className={t.code === value ? btn.smallPrimary : btn.small}
          onClick={() => onChange(t.code)}
        >
          {t.name}
        </button>
      ))}
    </div>
  )
}
