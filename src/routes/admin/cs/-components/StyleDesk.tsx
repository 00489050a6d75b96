import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { Badge } from '~/client/components/ui'
import { consoleCall } from '~/client/console/api'
import { type Col, PagedTable } from '~/client/console/DataTable'
import { dense } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import { ReasonAction } from '~/client/console/ReasonAction'
import type { StylePostAdminItem } from '~/shared/api/admin-types'
import { formatServerTime } from '~/shared/format'

const route = getRouteApi('/admin/cs/styleboard')

export function StyleDesk() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const qc = useQueryClient()
  const page = search.page ?? 1
  const state = search.state ?? 'all'
  const q = useQuery(consoleQueries.list<StylePostAdminItem>('/cs/style-votes', { state, page }))
  const act = (v: StylePostAdminItem, action: 'restore' | 'remove') => async (reason: string) => {
    const r = await consoleCall(`/cs/style-votes/${v.voteNo}/moderate`, { json: { action, reason } })
    await qc.invalidateQueries({ queryKey: consoleQueries.all })
    return r.ok ? null : (r.error.errors[0]?.reason ?? '처리하지 못했습니다.')
  }
  const columns: Col<StylePostAdminItem>[] = [
    { id: 'regDttm', header: '작성', cell: (v) => (v.regDttm ? formatServerTime(v.regDttm) : '-'), className: 'whitespace-nowrap' },
    {
      id: 'title',
      header: '게시물',
      cell: (v) => (
        <div className="max-w-md">
          <p className="font-medium">{v.title}</p>
          <p className="line-clamp-2 text-xs text-gray-600">{v.description}</p>
        </div>
      ),
    },
    { id: 'writer', header: '작성자', cell: (v) => v.writer },
    {
      id: 'state',
      header: '상태',
      cell: (v) =>
        v.removed ? <Badge tone="dark">삭제</Badge> : v.hidden ? <Badge tone="accent">숨김</Badge> : <Badge tone="brand">공개</Badge>,
    },
    {
      id: 'reports',
      header: '신고',
      cell: (v) => (
        <div>
          <span className="font-semibold">{v.reportCount}건</span>
          {v.reasons.length ? <p className="text-xs text-gray-600">{v.reasons.join(' · ')}</p> : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: '처리',
      cell: (v) =>
        v.removed ? (
          <span className="text-xs text-gray-600">{v.moderationReason}</span>
        ) : (
          <div className="flex min-w-56 flex-col gap-1">
            {v.hidden ? <ReasonAction label="복구" placeholder="복구 사유" run={act(v, 'restore')} /> : null}
            <ReasonAction label="삭제" tone="danger" placeholder="삭제 사유 (되돌릴 수 없습니다)" run={act(v, 'remove')} />
          </div>
        ),
    },
  ]
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">스타일 투표 게시물</h1>
      <div className="mb-4 flex items-end gap-2">
        <div>
          <label htmlFor="f-state" className={dense.label}>
            보기
          </label>
          <select
            id="f-state"
            className={dense.select}
            value={state}
            onChange={(e) => navigate({ search: { state: e.target.value as 'hidden' | 'reported' | 'all', page: undefined } })}
          >
            <option value="all">전체</option>
            <option value="reported">신고된 게시물</option>
            <option value="hidden">숨김 게시물</option>
          </select>
        </div>
      </div>
      <PagedTable
        query={q}
        errorTitle="게시물을 불러오지 못했습니다."
        caption="스타일 투표 게시물"
        columns={columns}
        page={page}
        rowKey={(v) => v.voteNo}
        onPage={(p) => navigate({ search: (s) => ({ ...s, page: p }) })}
      />
    </div>
  )
}
