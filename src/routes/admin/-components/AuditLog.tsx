import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { type Col, PagedTable } from '~/client/console/DataTable'
import { blankToUndef, FilterBar, FilterInput, filterValues } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
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
        initial={filterValues(search, ['loginId', 'action', 'subject', 'from', 'to'])}
        onApply={(v) => navigate({ search: { ...blankToUndef(v), page: undefined } })}
      >
        {(v, set, field) => (
          <>
            <FilterInput label="운영자 아이디" {...field('loginId', 'f-login')} />
            <FilterInput label="작업 (앞부분)" placeholder="예: cs.inquiry" {...field('action')} />
            <FilterInput label="대상" placeholder="예: member:3" {...field('subject')} />
            <FilterInput label="시작일" placeholder="YYYYMMDD" numeric {...field('from')} />
            <FilterInput label="종료일" placeholder="YYYYMMDD" numeric {...field('to')} />
          </>
        )}
      </FilterBar>
      <PagedTable
        query={q}
        errorTitle="접근 기록을 불러오지 못했습니다."
        pageSize={50}
        caption="접근 기록"
        columns={COLUMNS}
        page={page}
        rowKey={(r) => r.logNo}
        onPage={(p) => navigate({ search: (s) => ({ ...s, page: p }) })}
      />
    </div>
  )
}
