import { btn } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { HeadCells } from '~/client/console/DataTable'
import { dense } from '~/client/console/Filters'
import { SKU_FIELDS } from '~/shared/goods-attributes'
import type { GoodsTypeCode } from '~/shared/goods-types'

export interface SkuDraft {
  itemNo: string | null
  itemNm: string
  color: string | null
  size: string | null
  power: string | null
  cylinder: string | null
  axis: string | null
  packCount: string
  addPrice: string
  stockQtt: string
}
type Key = 'itemNm' | 'color' | 'size' | 'power' | 'cylinder' | 'axis' | 'packCount' | 'addPrice' | 'stockQtt'

const PLACEHOLDER: Partial<Record<Key, string>> = { power: '-3.25', cylinder: '-0.75', axis: '180', packCount: '30' }

/** The goods' SKUs: the fields its type uses (colour/size for frames, SPH/CYL/AXIS/pack count for lenses), extra price and stock. */
export function SkuTable({
  type,
  items,
  onChange,
  onAdd,
  error,
  labels,
}: {
  type: GoodsTypeCode
  items: SkuDraft[]
  onChange: (items: SkuDraft[]) => void
  onAdd: () => void
  error: (path: string) => string | null
  labels: Record<string, string>
}) {
  const dialog = useDialog()
  const cols: [Key, string][] = [
    ['itemNm', '옵션명'],
    ...SKU_FIELDS[type].map((f) => [f, labels[f]!] as [Key, string]),
    ['addPrice', '추가 금액 (원)'],
    ['stockQtt', '재고'],
  ]
  const edit = (k: number, key: Key, value: string) => onChange(items.map((it, i) => (i === k ? { ...it, [key]: value } : it)))
  const remove = async (k: number) => {
    const it = items[k]!
    if (
      it.itemNo &&
      !(await dialog.confirm(
        `옵션 '${it.itemNm}'을(를) 삭제할까요? 장바구니에 담긴 이 옵션도 함께 빠집니다. 주문된 적이 있는 옵션은 삭제되지 않습니다.`,
        { confirmLabel: '삭제' },
      ))
    )
      return
    onChange(items.filter((_, i) => i !== k))
  }
  const listError = error('items')
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="s-sku">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="s-sku" className="text-base font-bold">
          옵션(SKU) <span className="text-sm font-normal text-gray-600">{items.length}개</span>
        </h2>
        <button type="button" className={btn.small} onClick={onAdd} disabled={items.length >= 60}>
          옵션 추가
        </button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-[13px]">
          <caption className="sr-only">옵션 목록</caption>
          <thead>
            <tr className="text-left text-xs text-gray-700">
              <HeadCells labels={[...cols.map(([, l]) => l), <span className="sr-only">삭제</span>]} className="px-1 pb-1 font-semibold" />
            </tr>
          </thead>
          <tbody>
            {items.map((it, k) => (
              <tr key={it.itemNo ?? `new-${k}`} className="align-top">
                {cols.map(([key, l]) => {
                  const path = `items.${k}.${key}`
                  const e = error(path)
                  return (
                    <td key={key} className="px-1 py-1">
                      <input
                        aria-label={`옵션 ${k + 1} ${l}`}
                        className={dense.input + ' w-full min-w-20'}
                        value={(it[key] as string | null) ?? ''}
                        placeholder={PLACEHOLDER[key]}
                        inputMode={key === 'addPrice' || key === 'stockQtt' || key === 'packCount' ? 'numeric' : undefined}
                        aria-invalid={!!e}
                        aria-describedby={e ? `${path}-error` : undefined}
                        onChange={(ev) => edit(k, key, ev.target.value)}
                      />
                      {e ? (
                        <p id={`${path}-error`} className="mt-0.5 text-xs text-accent">
                          {e}
                        </p>
                      ) : null}
                    </td>
                  )
                })}
                <td className="px-1 py-1">
                  <button
                    type="button"
                    className={btn.small + ' h-9'}
                    onClick={() => remove(k)}
                    disabled={items.length <= 1}
                    aria-label={`옵션 ${k + 1} 삭제`}
                  >
                    삭제
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listError ? <p className="mt-2 text-xs font-medium text-accent">{listError}</p> : null}
    </section>
  )
}
