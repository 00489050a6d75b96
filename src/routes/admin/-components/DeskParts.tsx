import { useState, type FormEvent, type ReactNode } from 'react'
import { btn } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { consoleCall } from '~/client/console/api'
import { dense } from '~/client/console/Filters'
import { useConsoleSave } from '~/client/console/useConsoleSave'
import { sayRefusal, StaleNotice } from '~/client/console/StaleNotice'
import type { StaleConflict } from '~/shared/admin/stale'

/** Pieces shared by the catalogue and main-page desks: header, edit form frame, fields, delete with confirm, a save, a goods cell. */

export function DeskHeader({ title, lead, action, onAction }: { title: string; lead: string; action: string; onAction: () => void }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="max-w-3xl">
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-gray-600">{lead}</p>
      </div>
      <button type="button" className={btn.smallPrimary + ' h-9 px-4 text-sm'} onClick={onAction}>
        {action}
      </button>
    </div>
  )
}

const COLS = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-4' } as const

export function EditForm({
  title,
  onSubmit,
  onClose,
  failed,
  stale,
  children,
  top,
  cols = 3,
  submitLabel = '저장',
}: {
  title: string
  onSubmit: (e: FormEvent) => Promise<void>
  onClose: () => void
  failed: string | null
  stale: StaleConflict | null
  children: ReactNode
  /** What stands above the fields' grid (the time deal's goods). */
  top?: ReactNode
  /** Fields a row on a wide screen. */
  cols?: 2 | 3 | 4
  submitLabel?: string
}) {
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={title}
      className="space-y-3 rounded-xl border border-brand-200 bg-white p-4"
    >
      <h2 className="text-base font-bold">{title}</h2>
      {stale ? <StaleNotice conflict={stale} onReload={onClose} /> : null}
      {top}
      <div className={`grid items-start gap-3 ${COLS[cols]}`}>{children}</div>
      {failed ? (
        <p role="alert" className="text-sm text-accent">
          {failed}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={btn.smallPrimary}>
          {submitLabel}
        </button>
        <button type="button" className={btn.small} onClick={onClose}>
          닫기
        </button>
      </div>
    </form>
  )
}

export function DisplayToggle({ id, checked, onChange }: { id: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div>
      <span className={dense.label}>쇼핑몰 전시</span>
      <label htmlFor={id} className="flex h-9 items-center gap-2 text-sm">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        {checked ? '전시 중' : '숨김'}
      </label>
    </div>
  )
}

/** Delete with a confirm, from the version the operator saw; a refusal (409 with goods, or stale) is shown above the list. */
export function useRemove<T>(path: (r: T) => string, question: (r: T) => string, refresh: () => Promise<unknown>) {
  const dialog = useDialog()
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const run = async (r: T, version: number) => {
    setMessage(null)
    if (!(await dialog.confirm(question(r), { confirmLabel: '삭제' }))) return
    const res = await consoleCall(path(r), { method: 'DELETE', query: { version } })
    if (!res.ok) return sayRefusal(res.error, { stale: setStale, say: setMessage }, '삭제하지 못했습니다.')
    setMessage('삭제했습니다.')
    await refresh()
  }
  const notice = (
    <>
      {stale ? <StaleNotice conflict={stale} onReload={() => void refresh().then(() => setStale(null))} /> : null}
      <p role="status" aria-live="polite" className={message ? 'rounded-lg bg-amber-50 p-3 text-sm text-amber-950' : 'sr-only'}>
        {message ?? ''}
      </p>
    </>
  )
  return { run, notice }
}

/**
 * Saves a desk's edit form: POST `path` for a new row, PUT `path/{no}` for an edit (the body carries the version the
 * operator loaded). A stale save keeps the 409 to show with StaleNotice; other refusals mark the fields and say why.
 */
export function useDeskSave<T = unknown>(
  path: string,
  no: number | null,
  setApiErrors: (list: readonly { field: string; reason: string }[]) => void,
  onDone: (saved: T) => void,
) {
  const [stale, setStale] = useState<StaleConflict | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const put = useConsoleSave<T>({ path, no, refused: { stale: setStale, fields: setApiErrors, say: setFailed }, onSaved: onDone })
  const save = async (body: unknown) => {
    if (!body) return
    setFailed(null)
    await put.mutateAsync(body)
  }
  return { save, stale, failed }
}

/** A goods in a console table: its picture, its name (or a link to its editor) and a line under it. */
export function GoodsCell({ imgSrc, name, sub }: { imgSrc: string; name: ReactNode; sub: ReactNode }) {
  return (
    <div className="flex min-w-64 items-center gap-3">
      <img
        src={imgSrc}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-lg border border-gray-200 bg-gray-50 object-contain"
      />
      <div>
        {name}
        <p className="text-xs text-gray-600">{sub}</p>
      </div>
    </div>
  )
}
