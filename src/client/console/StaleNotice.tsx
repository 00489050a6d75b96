import type { StaleConflict } from '~/shared/admin/stale'
import type { ApiErrorBody } from '~/shared/api/types'
import { btn } from '~/client/components/ui'

/** Whether a refused console call is a stale save (409 with what changed, src/shared/admin/stale.ts). */
export const isStale = (error: unknown): error is StaleConflict =>
  !!error && typeof error === 'object' && (error as StaleConflict).status === 409 && Array.isArray((error as StaleConflict).changes)

/**
 * Says why a console call was refused: a stale save is kept for StaleNotice (`stale`); any other refusal marks the
 * form's fields (`fields`, when given) and is said in one line (`say`, when given: the first reason, or `fallback`).
 */
export function sayRefusal(
  error: ApiErrorBody,
  to: { stale: (conflict: StaleConflict) => void; say?: (message: string) => void; fields?: (errors: ApiErrorBody['errors']) => void },
  fallback = '저장하지 못했습니다.',
) {
  if (isStale(error)) return to.stale(error)
  to.fields?.(error.errors)
  to.say?.(error.errors[0]?.reason ?? fallback)
}

/**
 * A stale save, shown above the editor: who saved first, what they changed (seen → now), and a way forward
 * (reload the version in force; the operator's unsaved text stays in the form until then).
 */
export function StaleNotice({ conflict, onReload }: { conflict: StaleConflict; onReload: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{conflict.errors[0]?.reason}</p>
      {conflict.changes.length > 0 && (
        <table className="mt-2 w-full text-left text-xs">
          <caption className="sr-only">바뀐 항목</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-2">
                항목
              </th>
              <th scope="col" className="py-1 pr-2">
                내가 본 값
              </th>
              <th scope="col" className="py-1">
                지금 값
              </th>
            </tr>
          </thead>
          <tbody>
            {conflict.changes.map((c) => (
              <tr key={c.field} className="border-t border-amber-200">
                <th scope="row" className="py-1 pr-2 font-medium">
                  {c.label}
                </th>
                <td className="py-1 pr-2 break-all">{c.seen}</td>
                <td className="py-1 break-all">{c.now}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className={`${btn.secondary} mt-3`} onClick={onReload}>
        최신 내용 불러오기
      </button>
    </div>
  )
}
