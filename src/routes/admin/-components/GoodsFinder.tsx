import { useState, type ReactNode } from 'react'
import { btn } from '~/client/components/ui'
import { Field, fieldAria } from '~/client/console/Field'
import { dense } from '~/client/console/Filters'
import type { ApiResult } from '~/shared/api/result'
import { formatNumber } from '~/shared/format'
import { moveItem } from './OrderedRows'

export interface FoundGoods {
  goodsNo: string
  goodsNm: string
  salePrice: number
}

/**
 * A goods search for the console's pickers (time deal, keyword shelf, campaign shelf, coupon scope): name or number,
 * Enter or ‘찾기’, the results with one action each. `search` is the desk's own console call (each offers different goods).
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
      <div role="search" className="flex items-start gap-2">
        <div className="flex-1">
          <Field id={id} label={label} error={error}>
            <input
              {...fieldAria(id, error)}
              className={`${dense.input} w-full`}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  void find()
                }
              }}
            />
          </Field>
        </div>
        <button type="button" className={btn.small + ' mt-5 h-9'} onClick={() => void find()}>
          찾기
        </button>
      </div>
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

/** Goods picked for a shelf or a scope, in their order: ↑/↓ move one, ‘빼기’ takes it out. */
export function PickedGoods<G extends { goodsNo: string }>({
  value,
  onChange,
  name,
  empty,
  children,
}: {
  value: G[]
  onChange: (g: G[]) => void
  name: (g: G) => string
  empty: string
  /** The cells of one picked goods between its number and its buttons. */
  children: (g: G) => ReactNode
}) {
  if (!value.length) return <p className="my-3 text-sm text-gray-600">{empty}</p>
  return (
    <ol className="my-3 divide-y divide-gray-100 rounded border border-gray-200" aria-label="담은 상품">
      {value.map((g, i) => (
        <li key={g.goodsNo} className="flex items-center gap-2 px-2 py-1.5 text-sm">
          <span className="w-6 text-xs text-gray-600 tabular-nums">{i + 1}</span>
          {children(g)}
          <button
            type="button"
            className={btn.small}
            disabled={i === 0}
            onClick={() => onChange(moveItem(value, i, i - 1))}
            aria-label={`${name(g)} 위로`}
          >
            ↑
          </button>
          <button
            type="button"
            className={btn.small}
            disabled={i === value.length - 1}
            onClick={() => onChange(moveItem(value, i, i + 1))}
            aria-label={`${name(g)} 아래로`}
          >
            ↓
          </button>
          <button
            type="button"
            className={btn.small}
            onClick={() => onChange(value.filter((x) => x.goodsNo !== g.goodsNo))}
            aria-label={`${name(g)} 빼기`}
          >
            빼기
          </button>
        </li>
      ))}
    </ol>
  )
}
