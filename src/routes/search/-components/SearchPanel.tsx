import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { IconClose, IconSearch } from '~/client/components/icons'
import { searchQueries } from '~/client/queries/search'
import type { SearchRankingsAnswer } from '~/shared/api/search-types'

const RECENT_KEY = 'davich.recentSearches'
const RECENT_MAX = 10

export function readRecent(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]')
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, RECENT_MAX) : []
  } catch {
    return []
  }
}
export function saveRecent(word: string) {
  const w = word.trim()
  if (!w) return
  localStorage.setItem(RECENT_KEY, JSON.stringify([w, ...readRecent().filter((x) => x !== w)].slice(0, RECENT_MAX)))
}

function useDebounced<T>(value: T, ms: number) {
  const [v, setV] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return v
}

/** Search box with autocomplete (initial consonants, spacing-tolerant), recent searches and popular keywords. */
export function SearchBox({ initial, onSearch, autoFocus }: { initial: string; onSearch: (word: string) => void; autoFocus?: boolean }) {
  const [text, setText] = useState(initial)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const seed = useDebounced(text.trim(), 150)
  const { data } = useQuery({ ...searchQueries.suggest(seed), enabled: open && seed.length > 0 })
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => setText(initial), [initial])
  const suggestions = open && seed ? (data?.suggestions ?? []) : []
  const submit = (w: string) => {
    const word = w.trim()
    if (!word) return
    setOpen(false)
    setActive(-1)
    setText(word)
    inputRef.current?.blur()
    onSearch(word)
  }
  return (
    <form
      role="search"
      className="relative"
      onSubmit={(e) => (e.preventDefault(), submit(active >= 0 ? (suggestions[active]?.text ?? text) : text))}
    >
      <label htmlFor="search-input" className="sr-only">
        검색어
      </label>
      <div className="flex h-12 items-center gap-2 rounded-xl bg-gray-100 px-3 focus-within:ring-2 focus-within:ring-brand-500">
        <IconSearch width={20} height={20} className="text-gray-500" aria-hidden="true" />
        <input
          ref={inputRef}
          id="search-input"
          // type="text" (inputMode search): the browser's own clear button of type="search" would stand beside ours.
          type="text"
          inputMode="search"
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder="상품명·브랜드·초성(ㄷㅂㅊ) 검색"
          className="h-full min-w-0 flex-1 bg-transparent text-[15px] placeholder:text-gray-500"
          // The box around it draws the one focus ring (focus-within); the site-wide :focus-visible outline would double it.
          style={{ outline: 'none' }}
          value={text}
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onChange={(e) => {
            setText(e.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, suggestions.length - 1))
            else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, -1))
            else if (e.key === 'Escape') setOpen(false)
          }}
        />
        {text ? (
          <button
            type="button"
            aria-label="검색어 지우기"
            className="p-1 text-gray-500"
            onClick={() => (setText(''), inputRef.current?.focus())}
          >
            <IconClose width={18} height={18} />
          </button>
        ) : null}
        <button type="submit" className="rounded-lg bg-gray-900 px-3 py-1.5 text-sm font-semibold text-white">
          검색
        </button>
      </div>
      {suggestions.length ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="추천 검색어"
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-xl border border-gray-100 bg-white py-1 shadow-lg"
        >
          {suggestions.map((s, i) => (
            <li key={`${s.kind}-${s.text}`} id={`${listId}-${i}`} role="option" aria-selected={i === active}>
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => submit(s.text)}
                className={`flex w-full items-center justify-between px-4 py-2.5 text-left text-sm ${i === active ? 'bg-gray-50' : ''}`}
              >
                <span className="truncate">{s.text}</span>
                <span className="ml-2 shrink-0 text-xs text-gray-500">
                  {s.kind === 'brand' ? '브랜드' : s.kind === 'category' ? '카테고리' : s.kind === 'keyword' ? '인기 검색어' : '상품'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  )
}

export function RecentSearches({ onPick }: { onPick: (w: string) => void }) {
  const [recent, setRecent] = useState<string[]>([])
  useEffect(() => setRecent(readRecent()), [])
  const remove = (w: string | null) => {
    const next = w == null ? [] : recent.filter((x) => x !== w)
    localStorage.setItem(RECENT_KEY, JSON.stringify(next))
    setRecent(next)
  }
  return (
    <section aria-labelledby="recent-h" className="mt-6">
      <div className="flex items-center justify-between">
        <h2 id="recent-h" className="font-bold">
          최근 검색어
        </h2>
        {recent.length ? (
          <button type="button" className="text-xs text-gray-500" onClick={() => remove(null)}>
            전체 삭제
          </button>
        ) : null}
      </div>
      {recent.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {recent.map((w) => (
            <li key={w} className="flex items-center rounded-full border border-gray-200 pl-3 text-sm">
              <button type="button" onClick={() => onPick(w)}>
                {w}
              </button>
              <button type="button" className="px-2 py-1 text-gray-500" aria-label={`${w} 삭제`} onClick={() => remove(w)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-gray-500">최근 검색한 내역이 없어요.</p>
      )}
    </section>
  )
}

export function PopularKeywords({ data, onPick }: { data: SearchRankingsAnswer; onPick: (w: string) => void }) {
  if (!data.rankings.length) return null
  return (
    <section aria-labelledby="popular-h" className="mt-8">
      <h2 id="popular-h" className="font-bold">
        인기 검색어
      </h2>
      <ol className="mt-3 grid grid-flow-col grid-cols-2 grid-rows-5 gap-x-6 gap-y-1 md:max-w-xl">
        {data.rankings.map((r) => (
          <li key={r.keyword}>
            <button type="button" className="flex w-full items-center gap-3 py-1.5 text-left text-sm" onClick={() => onPick(r.keyword)}>
              <span className={`w-4 font-bold ${r.rank <= 3 ? 'text-brand-600' : 'text-gray-500'}`}>{r.rank}</span>
              <span className="flex-1 truncate">{r.keyword}</span>
              <span
                className="text-xs"
                aria-label={r.change === 'up' ? '상승' : r.change === 'down' ? '하락' : r.change === 'new' ? '새로 진입' : '변동 없음'}
              >
                {r.change === 'up' ? (
                  <span className="text-accent">▲</span>
                ) : r.change === 'down' ? (
                  <span className="text-blue-600">▼</span>
                ) : r.change === 'new' ? (
                  <span className="text-[10px] font-bold text-accent">NEW</span>
                ) : (
                  <span className="text-gray-500">–</span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
