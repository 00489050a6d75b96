import { type ReactNode, useMemo } from 'react'
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import type { UseQueryResult } from '@tanstack/react-query'
import { btn } from '~/client/components/ui'
import type { Paged } from '~/shared/api/admin-types'
import { QueryError } from './QueryError'
import { formatNumber } from '~/shared/format'

/**
 * The console's list table: TanStack Table (headless) in manual mode — the server sorts and pages, the page keeps
 * sort and page in the URL and hands them in here. Dense style for desktop work: 13–14 px rows, sticky header,
 * the row count and the pager under the table. Columns are plain descriptors:
 *
 *   <DataTable caption="문의함" rows={data.rows} total={data.total} page={page} pageSize={20}
 *     columns={[{ id: 'regDttm', header: '등록일', cell: (r) => r.regDttm, sortable: true }]}
 *     sort={{ id: 'regDttm', desc: true }} onSort={…} onPage={…} rowKey={(r) => r.no} />
 */
export interface Col<T> {
  id: string
  header: string
  cell: (row: T) => ReactNode
  sortable?: boolean
  className?: string
}

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature })
const helper = createColumnHelper<typeof features, any>()

export interface DataTableProps<T> {
  caption: string
  columns: Col<T>[]
  rows: T[]
  total: number
  page: number
  pageSize: number
  sort?: { id: string; desc: boolean } | null
  onSort?: (next: { id: string; desc: boolean } | null) => void
  onPage: (page: number) => void
  rowKey: (row: T) => string | number
  empty?: ReactNode
  busy?: boolean
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  total,
  page,
  pageSize,
  sort,
  onSort,
  onPage,
  rowKey,
  empty,
  busy,
}: DataTableProps<T>) {
  const defs = useMemo(
    () =>
      columns.map<ColumnDef<typeof features, any, unknown>>(
        (c) =>
          helper.accessor((r: T) => (c.sortable ? String((r as Record<string, unknown>)[c.id] ?? '') : ''), {
            id: c.id,
            header: c.header,
            enableSorting: !!c.sortable,
            cell: (ctx) => c.cell(ctx.row.original as T),
          }) as unknown as ColumnDef<typeof features, any, unknown>,
      ),
    [columns],
  )
  const sorting: SortingState = sort ? [sort] : []
  const pagination: PaginationState = { pageIndex: page - 1, pageSize }
  const table = useTable({
    features,
    columns: defs,
    data: rows as any[],
    rowCount: total,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    onSortingChange: (u: Updater<SortingState>) => {
      const next = typeof u === 'function' ? u(sorting) : u
      onSort?.(next[0] ? { id: next[0].id, desc: next[0].desc } : null)
    },
    onPaginationChange: (u: Updater<PaginationState>) => {
      const next = typeof u === 'function' ? u(pagination) : u
      onPage(next.pageIndex + 1)
    },
  })
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <div className="rounded-xl border border-gray-200 bg-white" aria-busy={busy || undefined}>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-[13px]">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-gray-50 text-xs text-gray-600">
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {g.headers.map((h) => {
                  const col = columns.find((c) => c.id === h.column.id)
                  const dir = h.column.getIsSorted()
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                      className={`border-b border-gray-200 px-3 py-2 font-semibold whitespace-nowrap ${col?.className ?? ''}`}
                    >
                      {h.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:text-gray-900"
                          onClick={h.column.getToggleSortingHandler()}
                        >
                          {col?.header}
                          <span aria-hidden="true">{dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        col?.header
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((r) => (
              <tr key={rowKey(r.original as T)} className="border-b border-gray-100 last:border-0 even:bg-gray-50/60 hover:bg-brand-50/40">
                {r.getAllCells().map((cell) => (
                  <td key={cell.id} className={`px-3 py-2 align-top ${columns.find((c) => c.id === cell.column.id)?.className ?? ''}`}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {!rows.length && !busy && (
          <div className="px-4 py-10 text-center text-sm text-gray-600">{empty ?? '조건에 맞는 항목이 없습니다.'}</div>
        )}
      </div>
      <nav
        aria-label={`${caption} 페이지`}
        className="flex items-center justify-between gap-3 border-t border-gray-200 px-3 py-2 text-xs text-gray-600"
      >
        <span>
          전체 {formatNumber(total)}건 · {page} / {pages} 페이지
        </span>
        <span className="flex gap-1">
          <button type="button" className={btn.small} disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
            이전
          </button>
          <button type="button" className={btn.small} disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
            다음
          </button>
        </span>
      </nav>
    </div>
  )
}

/** A paged console list (a `consoleQueries.list` query): its error state with a retry, or the table of its page. */
export function PagedTable<T>({
  query,
  errorTitle,
  pageSize = 20,
  ...table
}: { query: UseQueryResult<Paged<T>>; errorTitle: string; pageSize?: number } & Omit<
  DataTableProps<T>,
  'rows' | 'total' | 'pageSize' | 'busy'
>) {
  if (query.isError) return <QueryError title={errorTitle} error={query.error} onRetry={() => query.refetch()} />
  return (
    <DataTable
      {...table}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      pageSize={query.data?.pageSize ?? pageSize}
      busy={query.isFetching}
    />
  )
}

/** The header cells of a plain console table: one `<th scope="col">` a label (the last may pad differently). */
export function HeadCells({ labels, className, last = className }: { labels: ReactNode[]; className: string; last?: string }) {
  return labels.map((label, i) => (
    <th key={i} scope="col" className={i === labels.length - 1 ? last : className}>
      {label}
    </th>
  ))
}
