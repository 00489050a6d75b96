import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { DataTable, type Col } from '~/client/console/DataTable'
import { blankToUndef, dense, FilterBar, FilterField, FilterSelect } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import type { ClaimQueueAnswer, ClaimQueueRow } from '~/shared/api/admin-claims-types'
import { formatNumber, formatServerTime } from '~/shared/format'
import { DESK_STAGES, KIND_NAME, STAGE_NAME } from '~/shared/order/claim-flow'
import { dueLabel, STAGE_TONE } from './labels'

const route = getRouteApi('/admin/claims/')

const COLUMNS: Col<ClaimQueueRow>[] = [
  {
    id: 'claimNo',
    header: '번호',
    cell: (r) => (
      <Link to="/admin/claims/$claimNo" params={{ claimNo: String(r.claimNo) }} className="font-semibold text-brand-800 underline">
        {r.claimNo}
      </Link>
    ),
    className: 'tabular-nums',
  },
  { id: 'kind', header: '유형', cell: (r) => KIND_NAME[r.kind] },
  {
    id: 'stage',
    header: '단계',
    cell: (r) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STAGE_TONE[r.stage]}`}>
        {STAGE_NAME[r.stage]}
      </span>
    ),
  },
  {
    id: 'due',
    header: '환불 기한',
    cell: (r) =>
      r.refundDueYmd ? (
        <span className={r.late ? 'font-bold text-red-700' : ''}>
          {dueLabel(r.refundDueYmd)}
          {r.late ? ' · 기한 지남' : ''}
        </span>
      ) : (
        <span className="text-gray-600">입고 전</span>
      ),
    className: 'whitespace-nowrap',
  },
  { id: 'age', header: '경과', cell: (r) => `${r.ageDays}일`, className: 'tabular-nums whitespace-nowrap' },
  { id: 'ordNo', header: '주문번호', cell: (r) => <span className="font-mono text-xs">{r.ordNo}</span> },
  { id: 'member', header: '주문자', cell: (r) => r.memberNm },
  { id: 'goods', header: '상품', cell: (r) => <span className="line-clamp-1 max-w-56">{r.goodsNm}</span> },
  { id: 'reason', header: '사유', cell: (r) => r.reasonNm },
  {
    id: 'amount',
    header: '환불 예정',
    cell: (r) => `${formatNumber(r.refundAmt)}원`,
    className: 'tabular-nums whitespace-nowrap text-right',
  },
  { id: 'reg', header: '접수', cell: (r) => formatServerTime(r.regDttm, 'MM.DD HH:mm'), className: 'tabular-nums whitespace-nowrap' },
]

/** The claims queue: late refunds first, then by deadline and age. */
export function ClaimsQueue() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const page = search.page ?? 1
  const state = search.state ?? 'OPEN'
  const q = useQuery(consoleQueries.get<ClaimQueueAnswer>('/claims', { state, type: search.type, page }))
  const s = q.data?.lateSummary
  return (
    <div>
      <h1 className="mb-1 text-xl font-bold">클레임 처리</h1>
      <p className="mb-4 text-sm text-gray-600">
        반품 상품이 입고된 날부터 3영업일 안에 환불해야 합니다(전자상거래법 제18조, 주말·공휴일 제외). 기한이 지난 건이 맨 위에 보입니다.
      </p>
      {s && s.count > 0 ? (
        <div role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <strong>
            밤사이 점검({dueLabel(s.ymd)}): 환불 기한이 지난 클레임 {s.count}건
          </strong>{' '}
          — {s.claimNos.slice(0, 10).join(', ')}
          {s.claimNos.length > 10 ? ' 외' : ''}
        </div>
      ) : null}
      <FilterBar
        label="클레임 검색"
        initial={{ state, type: search.type ?? '' }}
        onApply={(v) => navigate({ search: { ...(blankToUndef(v) as { state?: 'OPEN'; type?: 'RETURN' }), page: undefined } })}
      >
        {(v, set, field) => (
          <>
            <FilterField label="처리 상태" htmlFor="f-state">
              <select id="f-state" className={dense.select} value={v.state} onChange={(e) => set('state', e.target.value)}>
                <option value="OPEN">처리 중 전체</option>
                <option value="LATE">환불 기한 지남</option>
                {DESK_STAGES.map((st) => (
                  <option key={st} value={st}>
                    {STAGE_NAME[st]}
                  </option>
                ))}
              </select>
            </FilterField>
            <FilterSelect label="유형" {...field('type')} options={{ '': '전체', RETURN: '반품', EXCHANGE: '교환', CANCEL: '취소' }} />
          </>
        )}
      </FilterBar>
      {q.isError ? (
        <QueryError title="클레임 목록을 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
      ) : q.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="클레임 목록을 불러오는 중">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="skeleton h-10 rounded-lg" />
          ))}
        </div>
      ) : (
        <DataTable
          caption="클레임 목록"
          columns={COLUMNS}
          rows={q.data.rows}
          total={q.data.total}
          page={page}
          pageSize={q.data.pageSize}
          busy={q.isFetching}
          rowKey={(r) => r.claimNo}
          empty="조건에 맞는 클레임이 없습니다. 처리 상태를 '처리 중 전체'로 바꿔 보세요."
          onPage={(p) => navigate({ search: (x) => ({ ...x, page: p }) })}
        />
      )}
    </div>
  )
}
