import { useId, useState, type FormEvent } from 'react'
import { btn } from '~/client/components/ui'
import { consoleCall } from '~/client/console/api'
import { dense } from '~/client/console/Filters'
import type { CampaignGoods, GoodsPickAnswer } from '~/shared/api/marketing-types'
import { formatWon } from '~/shared/format'

/** Goods picked from the catalogue by name or number (a campaign's shelf, a coupon's scope); reordered with ↑/↓. */
export function GoodsPicker({
  value,
  onChange,
  title = '기획전 상품',
  max = 60,
  error: fieldError,
}: {
  value: CampaignGoods[]
  onChange: (g: CampaignGoods[]) => void
  title?: string
  max?: number
  error?: string | null
}) {
  const uid = useId()
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<CampaignGoods[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const search = async (e: FormEvent) => {
    e.preventDefault()
    e.stopPropagation()
    setError(null)
    const r = await consoleCall<GoodsPickAnswer>('/marketing/goods', { query: { keyword } })
    if (r.ok) setFound(r.data.goods)
    else setError(r.error.errors[0]?.reason ?? '상품을 찾지 못했습니다.')
  }
  const has = new Set(value.map((g) => g.goodsNo))
  const move = (i: number, d: -1 | 1) => {
    const next = [...value]
    const [g] = next.splice(i, 1)
    next.splice(i + d, 0, g!)
    onChange(next)
  }
  return (
    <section aria-labelledby={`${uid}-title`} className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id={`${uid}-title`} className="text-base font-bold">
        {title}{' '}
        <span className="text-sm font-normal text-gray-600">
          {value.length}개 (최대 {max}개)
        </span>
      </h2>
      <div role="search" className="mt-2 flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${uid}-keyword`} className={dense.label}>
            상품명 또는 상품 번호
          </label>
          <input
            id={`${uid}-keyword`}
            className={`${dense.input} w-full`}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void search(e)}
          />
        </div>
        <button type="button" className={btn.small} onClick={(e) => void search(e)}>
          찾기
        </button>
      </div>
      {error || fieldError ? (
        <p role="alert" className="mt-1 text-xs text-accent">
          {error ?? fieldError}
        </p>
      ) : null}
      {found ? (
        found.length ? (
          <ul className="mt-2 max-h-56 divide-y divide-gray-100 overflow-auto rounded border border-gray-200" aria-label="검색 결과">
            {found.map((g) => (
              <li key={g.goodsNo} className="flex items-center gap-2 px-2 py-1.5 text-sm">
                <span className="min-w-0 flex-1 truncate">
                  {g.name} <span className="text-xs text-gray-600">{g.goodsNo}</span>
                </span>
                <span className="text-xs tabular-nums">{formatWon(g.price)}</span>
                <button
                  type="button"
                  className={btn.small}
                  disabled={has.has(g.goodsNo) || value.length >= max}
                  onClick={() => onChange([...value, g])}
                  aria-label={`${g.name} 담기`}
                >
                  {has.has(g.goodsNo) ? '담음' : '담기'}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-600">찾는 상품이 없어요. 다른 이름이나 번호로 찾아 주세요.</p>
        )
      ) : null}
      {value.length ? (
        <ol className="mt-3 space-y-1" aria-label="담은 상품">
          {value.map((g, i) => (
            <li key={g.goodsNo} className="flex items-center gap-2 rounded bg-gray-50 px-2 py-1 text-sm">
              <span className="w-6 text-xs text-gray-600 tabular-nums">{i + 1}</span>
              <span className="min-w-0 flex-1 truncate">{g.name}</span>
              <button type="button" className={btn.small} disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${g.name} 위로`}>
                ↑
              </button>
              <button
                type="button"
                className={btn.small}
                disabled={i === value.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`${g.name} 아래로`}
              >
                ↓
              </button>
              <button
                type="button"
                className={btn.small}
                onClick={() => onChange(value.filter((x) => x.goodsNo !== g.goodsNo))}
                aria-label={`${g.name} 빼기`}
              >
                빼기
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-gray-600">아직 담은 상품이 없어요. 위에서 찾아 담아 주세요.</p>
      )}
    </section>
  )
}
