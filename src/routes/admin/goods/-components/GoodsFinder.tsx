import { useState } from 'react'
import { btn } from '~/client/components/ui'
import { dense } from '~/client/console/Filters'
import type { ApiResult } from '~/shared/api/result'
import { formatNumber } from '~/shared/format'

export interface FoundGoods {
  goodsNo: string
  goodsNm: string
  salePrice: number
}

/**
 * A goods search for the catalogue desk's pickers (time deal, keyword shelf): name or number, Enter or ‘찾기’, the
 * results with one action each. `search` is the desk's own console call (deals and shelves offer different goods).
 */
export function GoodsFinder<G extends FoundGoods>({
  id,
  label,
  search,
  action,
  onPick,
  emptyText,
  error,
}: {
  id: string
  label: string
  search: (q: string) => Promise<ApiResult<G[]>>
  action: (g: G) => { text: string; disabled?: boolean }
  onPick: (g: G) => void
  emptyText: string
  error?: string | null
}) {
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<G[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const find = async () => {
    setProblem(null)
    const r = await search(keyword)
    if (r.ok) setFound(r.data)
    else setProblem(r.error.errors[0]?.reason ?? '상품을 찾지 못했습니다.')
  }
  return (
    <div>
      <div role="search" className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={id} className={dense.label}>
            {label}
          </label>
          <input
            id={id}
            className={`${dense.input} w-full`}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                void find()
              }
            }}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <button type="button" className={btn.small + ' h-9'} onClick={() => void find()}>
          찾기
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-accent">
          {error}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-1 text-xs text-accent">
          {problem}
        </p>
      ) : null}
      {found ? (
        found.length ? (
          <ul className="mt-2 max-h-56 divide-y divide-gray-100 overflow-auto rounded border border-gray-200" aria-label="상품 검색 결과">
            {found.map((g) => {
              const a = action(g)
              return (
                <li key={g.goodsNo} className="flex items-center gap-2 px-2 py-1.5 text-sm">
                  <span className="min-w-0 flex-1 truncate">
                    {g.goodsNm} <span className="text-xs text-gray-600">{g.goodsNo}</span>
                  </span>
                  <span className="text-xs tabular-nums text-gray-700">{formatNumber(g.salePrice)}원</span>
                  <button
                    type="button"
                    className={btn.small}
                    disabled={a.disabled}
                    onClick={() => onPick(g)}
                    aria-label={`${g.goodsNm} ${a.text}`}
                  >
                    {a.text}
                  </button>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-600">{emptyText}</p>
        )
      ) : null}
    </div>
  )
}
