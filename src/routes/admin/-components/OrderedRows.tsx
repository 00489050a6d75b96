import { useMutation } from '@tanstack/react-query'
import { useId, useState, type DragEvent, type ReactNode } from 'react'
import { btn } from '~/client/components/ui'
import { sayRefusal, StaleNotice } from '~/client/console/StaleNotice'
import type { StaleConflict } from '~/shared/admin/stale'
import type { ApiResult } from '~/shared/api/result'

/** `list` with the item at `from` moved to `to` (a new array; the order pickers' ↑/↓ and drop). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

/**
 * A list whose order the operator sets: drag a row, or move it with ↑/↓ (the keyboard way), then save the whole
 * order in one call (`saveOrder`, with each row's version: all rows move, or none — 409 names the row that changed
 * under the operator). Used by the brand, category and keyword-shelf desks and the main page's banners.
 */
export function OrderedRows<T>({
  title,
  rows: initial,
  saveOrder,
  no,
  name,
  children,
  onSaved,
}: {
  title: string
  rows: T[]
  saveOrder: (rows: T[]) => Promise<ApiResult<unknown>>
  no: (r: T) => number
  name: (r: T) => string
  children: (r: T) => ReactNode
  onSaved: () => Promise<unknown>
}) {
  const [rows, setRows] = useState(initial)
  const [drag, setDrag] = useState<number | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const moved = rows.some((r, i) => no(r) !== no(initial[i]!))
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return
    setRows(moveItem(rows, from, to))
    setMessage(`${name(rows[from]!)}: ${to + 1}번째로 옮겼습니다. ‘순서 저장’을 눌러 주세요.`)
  }
  const save = useMutation({
    mutationFn: () => saveOrder(rows),
    onSuccess: async (r) => {
      if (!r.ok) return sayRefusal(r.error, { stale: setStale, say: setMessage }, '순서를 저장하지 못했습니다.')
      setMessage('순서를 저장했습니다. 쇼핑몰에 바로 반영됩니다.')
      await onSaved()
    },
  })
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white p-4">
      {stale ? <StaleNotice conflict={stale} onReload={() => void onSaved().then(() => setStale(null))} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-bold">
          {title} <span className="text-xs font-normal text-gray-600">끌어서 옮기거나 ↑·↓ 버튼으로 옮깁니다</span>
        </h2>
        <button type="button" className={btn.smallPrimary} disabled={!moved || save.isPending} onClick={() => save.mutate()}>
          {save.isPending ? '저장 중…' : '순서 저장'}
        </button>
      </div>
      <p role="status" aria-live="polite" className={message ? 'mt-1 text-xs text-gray-700' : 'sr-only'}>
        {message ?? ''}
      </p>
      <ol className="mt-3 space-y-2">
        {rows.map((r, i) => (
          <li
            key={no(r)}
            draggable
            onDragStart={() => setDrag(i)}
            onDragOver={(e: DragEvent) => e.preventDefault()}
            onDrop={() => (drag === null ? undefined : (move(drag, i), setDrag(null)))}
            className={`flex flex-wrap items-center gap-3 rounded-lg border p-2 md:flex-nowrap ${drag === i ? 'border-brand-600 bg-brand-50' : 'border-gray-200'}`}
            data-testid="ordered-row"
          >
            <span className="w-6 cursor-grab text-center text-xs text-gray-600 tabular-nums" aria-hidden>
              {i + 1}
            </span>
            <div className="min-w-0 flex-1">{children(r)}</div>
            <div className="flex gap-1">
              <button type="button" className={btn.small} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`${name(r)} 위로`}>
                ↑
              </button>
              <button
                type="button"
                className={btn.small}
                disabled={i === rows.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`${name(r)} 아래로`}
              >
                ↓
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
