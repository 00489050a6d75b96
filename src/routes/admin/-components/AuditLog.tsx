import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { DataTable, type Col } from '~/client/console/DataTable'
import { blankToUndef, dense, FilterBar, FilterField } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import type { AccessLogEntry } from '~/shared/api/admin-types'
import { formatServerTime } from '~/shared/format'

const route = getRouteApi('/admin/audit')

const COLUMNS: Col<AccessLogEntry>[] = [
  { id: 'at', header: '일시', cell: (r) => formatServerTime(r.at, 'YYYY.MM.DD HH:mm:ss'), className: 'whitespace-nowrap tabular-nums' },
  { id: 'loginId', header: '운영자', cell: (r) => r.loginId },
  { id: 'ip', header: 'IP', cell: (r) => r.ip || '-', className: 'tabular-nums' },
  { id: 'action', header: '작업', cell: (r) => <code className="text-xs">{r.action}</code> },
  { id: 'subject', header: '대상', cell: (r) => r.subject || '-' },
  { id: 'reason', header: '사유', cell: (r) => r.reason || '-' },
  { id: 'detail', header: '상세', cell: (r) => <span className="text-xs break-all text-gray-600">{r.detail || '-'}</span> },
]

/** The access log for SUPER: append-only, searched by operator, action, subject and period (KST days). */
export function AuditLog() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const page = search.page ?? 1
  const q = useQuery(consoleQueries.audit({ ...search, page }))
  return (
    <div>
      <h1 className="mb-1 text-xl font-bold">접근 기록</h1>
      <p className="mb-4 text-sm text-gray-600">
        개인정보 열람과 모든 처리는 운영자·시각·IP·작업·대상·사유와 함께 남고, 고치거나 지울 수 없습니다(2년 이상 보관).
      </p>
      <FilterBar
        label="접근 기록 검색"
        initial={{
          loginId: search.loginId ?? '',
          action: search.action ?? '',
          subject: search.subject ?? '',
          from: search.from ?? '',
          to: search.to ?? '',
        }}
        onApply={(v) => navigate({ search: { ...blankToUndef(v), page: undefined } })}
      >
        {(v, set) => (
          <>
            <FilterField label="운영자 아이디" htmlFor="f-login">
              <input id="f-login" className={dense.input} value={v.loginId} onChange={(e) => set('loginId', e.target.value)} />
            </FilterField>
            <FilterField label="작업 (앞부분)" htmlFor="f-action">
              <input
                id="f-action"
                className={dense.input}
                placeholder="예: cs.inquiry"
                value={v.action}
                onChange={(e) => set('action', e.target.value)}
              />
            </FilterField>
            <FilterField label="대상" htmlFor="f-subject">
              <input
                id="f-subject"
                className={dense.input}
                placeholder="예: member:3"
                value={v.subject}
                onChange={(e) => set('subject', e.target.value)}
              />
            </FilterField>
            <FilterField label="시작일" htmlFor="f-from">
              <input
                id="f-from"
                className={dense.input}
                placeholder="YYYYMMDD"
                inputMode="numeric"
                value={v.from}
                onChange={(e) => set('from', e.target.value)}
              />
            </FilterField>
            <FilterField label="종료일" htmlFor="f-to">
              <input
                id="f-to"
                className={dense.input}
                placeholder="YYYYMMDD"
                inputMode="numeric"
                value={v.to}
                onChange={(e) => set('to', e.target.value)}
              />
            </FilterField>
          </>
        )}
      </FilterBar>
      {q.isError ? (
        <QueryError title="접근 기록을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <DataTable
          caption="접근 기록"
          columns={COLUMNS}
          rows={q.data?.rows ?? []}
          total={q.data?.total ?? 0}
          page={page}
          pageSize={q.data?.pageSize ?? 50}
          busy={q.isFetching}
          rowKey={(r) => r.logNo}
          onPage={(p) => navigate({ search: (s) => ({ ...s, page: p }) })}
        />
      )}
    </div>
  )
}
