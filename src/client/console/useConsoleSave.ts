import { useMutation, useQueryClient } from '@tanstack/react-query'
import { consoleCall } from './api'
import { consoleQueries } from './queries'
import { sayRefusal } from './StaleNotice'

/**
 * A console editor's save as a mutation (`isPending` is its saving state): POST `path` for a new row, PUT `path/{no}`
 * for an edit. A refusal goes through `sayRefusal` (stale → StaleNotice, else the fields marked and the reason said);
 * a save calls `onSaved` with the answer, then refreshes `invalidate`: console paths (consoleQueries.path) or keys
 * of the console's factory (`consoleQueries.all`).
 */
export function useConsoleSave<T>({
  path,
  no,
  refused,
  invalidate = [],
  onSaved,
}: {
  path: string
  no: number | string | null | undefined
  refused: Parameters<typeof sayRefusal>[1]
  invalidate?: (string | readonly unknown[] | false | null | undefined)[]
  onSaved?: (saved: T) => void
}) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: unknown) =>
      no != null ? consoleCall<T>(`${path}/${no}`, { method: 'PUT', json: body }) : consoleCall<T>(path, { json: body }),
    onSuccess: async (r) => {
      if (!r.ok) return sayRefusal(r.error, refused)
      onSaved?.(r.data)
      await Promise.all(
        invalidate.flatMap((p) => (p ? [qc.invalidateQueries({ queryKey: typeof p === 'string' ? consoleQueries.path(p) : p })] : [])),
      )
    },
  })
}
