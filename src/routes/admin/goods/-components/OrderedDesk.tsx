import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Fragment, useState, type ReactNode } from 'react'
import { btn } from '~/client/components/ui'
import { consoleCall } from '~/client/console/api'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import { Tabs } from '~/client/console/Tabs'
import { withJosa } from '~/shared/korean'
import { GOODS_TYPES, type GoodsTypeCode } from '~/shared/goods-types'
import { DeskHeader, useRemove } from '../../-components/DeskParts'
import { OrderedRows } from '../../-components/OrderedRows'

const TYPE_NAMES = Object.fromEntries(GOODS_TYPES.map((t) => [t.code, t.name])) as Record<GoodsTypeCode, string>

/**
 * One desk of ordered rows (brands, categories, keyword shelves): the header with its add button, the goods-type
 * tabs where the rows are per type, the add/edit form, a delete's notice, then the rows — loading, failed, none yet,
 * or in their order (drag or ↑/↓, saved at once) with 수정/삭제 on each. `path` is the rows' console path: the list
 * is GET `path` (with `query`), the order PUT `path/order`, a delete DELETE `path/{no}`; every change refreshes it.
 */
export function OrderedDesk<T>({
  noun,
  path,
  query,
  header,
  tabs,
  no,
  version,
  name,
  removeQuestion,
  empty,
  orderTitle,
  row,
  form,
}: {
  /** What one row is called ('브랜드', '키워드 선반'): the loading and error lines are built from it. */
  noun: string
  path: string
  query?: Record<string, string>
  header: { title: string; lead: string; action: string }
  tabs?: { value: GoodsTypeCode; onChange: (t: GoodsTypeCode) => void }
  no: (r: T) => number
  version: (r: T) => number
  name: (r: T) => string
  removeQuestion: (r: T) => string
  empty: ReactNode
  orderTitle: (rows: T[]) => string
  /** A row's own cells (name, counts, badges); the desk adds 수정 and 삭제. */
  row: (r: T) => ReactNode
  /** The add (`null`) or edit form; `onDone` closes it and refreshes the rows. */
  form: (editing: T | null, onDone: () => void) => ReactNode
}) {
  const q = useQuery(consoleQueries.get<T[]>(path, query))
  const qc = useQueryClient()
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const refresh = () => qc.invalidateQueries({ queryKey: consoleQueries.path(path) })
  const remove = useRemove<T>((r) => `${path}/${no(r)}`, removeQuestion, refresh)
  const key = (rows: T[]) => rows.map((r) => `${no(r)}:${version(r)}`).join()
  return (
    <div className="space-y-4">
      <DeskHeader {...header} onAction={() => setEditing('new')} />
      {tabs ? (
        <Tabs
          label="상품 유형"
          options={TYPE_NAMES}
          value={tabs.value}
          onChange={(t) => {
            setEditing(null)
            tabs.onChange(t)
          }}
        />
      ) : null}
      {editing ? (
        <Fragment key={editing === 'new' ? `new-${tabs?.value ?? ''}` : key([editing])}>
          {form(editing === 'new' ? null : editing, () => {
            setEditing(null)
            void refresh()
          })}
        </Fragment>
      ) : null}
      {remove.notice}
      {q.isError ? (
        <QueryError title={`${withJosa(noun, '을/를')} 불러오지 못했습니다.`} error={q.error} onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <div className="skeleton h-64 rounded-xl" aria-label={`${withJosa(noun, '을/를')} 불러오는 중`} />
      ) : !q.data.length ? (
        <p className="rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-600">{empty}</p>
      ) : (
        <OrderedRows
          key={key(q.data)}
          title={orderTitle(q.data)}
          rows={q.data}
          saveOrder={(rows) =>
            consoleCall(`${path}/order`, { method: 'PUT', json: { rows: rows.map((r) => ({ no: no(r), version: version(r) })) } })
          }
          no={no}
          name={name}
          onSaved={refresh}
        >
          {(r) => (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {row(r)}
              <span className="ml-auto flex gap-1">
                <button type="button" className={btn.small} onClick={() => setEditing(r)} aria-label={`${name(r)} 수정`}>
                  수정
                </button>
                <button type="button" className={btn.small} onClick={() => void remove.run(r, version(r))} aria-label={`${name(r)} 삭제`}>
                  삭제
                </button>
              </span>
            </div>
          )}
        </OrderedRows>
      )}
    </div>
  )
}
