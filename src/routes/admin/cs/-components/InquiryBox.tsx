import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { Badge } from '~/client/components/ui'
import { DataTable, type Col } from '~/client/console/DataTable'
import { blankToUndef, dense, FilterBar, FilterField } from '~/client/console/Filters'
import { QueryError } from '~/client/console/QueryError'
import { consoleQueries } from '~/client/console/queries'
import type { InboxItem } from '~/shared/api/admin-types'
import { formatServerTime } from '~/shared/format'

const route = getRouteApi('/admin/cs/inquiries/')
const CATEGORIES = ['상품', '배송', '주문', '환불/취소', '교환/AS', '기타']

const COLUMNS: Col<InboxItem>[] = [
  { id: 'regDttm', header: '접수', cell: (r) => formatServerTime(r.regDttm), sortable: true, className: 'whitespace-nowrap tabular-nums' },
  {
    id: 'state',
    header: '상태',
    cell: (r) => (r.state === 'WAITING' ? <Badge tone="accent">답변대기</Badge> : <Badge tone="brand">답변완료</Badge>),
  },
  { id: 'kind', header: '종류', cell: (r) => (r.kind === 'qna' ? '상품 문의' : '1:1 문의'), className: 'whitespace-nowrap' },
  { id: 'category', header: '유형', cell: (r) => r.category },
  {
    id: 'title',
    header: '제목',
    cell: (r) => (
      <Link to="/admin/cs/inquiries/$no" params={{ no: r.no }} className="font-medium text-brand-700 hover:underline">
        {r.title}
        {r.fileCount ? <span className="ml-1 text-xs text-gray-500">(첨부 {r.fileCount})</span> : null}
      </Link>
    ),
  },
  { id: 'goods', header: '상품', cell: (r) => r.goods?.goodsNm ?? '-' },
  { id: 'member', header: '회원', cell: (r) => `${r.member.name} (${r.member.loginId})` },
  { id: 'answerBy', header: '답변자', cell: (r) => r.answerBy ?? '-' },
]

export function InquiryBox() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const page = search.page ?? 1
  const q = useQuery(consoleQueries.list<InboxItem>('/cs/inquiries', { ...search, page }))
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">문의함</h1>
      <FilterBar
        label="문의 검색"
        initial={{
          state: search.state ?? '',
          kind: search.kind ?? '',
          category: search.category ?? '',
          from: search.from ?? '',
          to: search.to ?? '',
          goodsNo: search.goodsNo ?? '',
          keyword: search.keyword ?? '',
        }}
        onApply={(v) => navigate({ search: (s) => ({ ...s, ...blankToUndef(v), page: undefined }) as never })}
      >
        {(v, set) => (
          <>
            <FilterField label="상태" htmlFor="f-state">
              <select id="f-state" className={dense.select} value={v.state} onChange={(e) => set('state', e.target.value)}>
                <option value="">전체</option>
                <option value="WAITING">답변대기</option>
                <option value="ANSWERED">답변완료</option>
              </select>
            </FilterField>
            <FilterField label="종류" htmlFor="f-kind">
              <select id="f-kind" className={dense.select} value={v.kind} onChange={(e) => set('kind', e.target.value)}>
                <option value="">전체</option>
                <option value="inquiry">1:1 문의</option>
                <option value="qna">상품 문의</option>
              </select>
            </FilterField>
            <FilterField label="유형" htmlFor="f-category">
              <select id="f-category" className={dense.select} value={v.category} onChange={(e) => set('category', e.target.value)}>
                <option value="">전체</option>
                {CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </FilterField>
            <FilterField label="시작일" htmlFor="f-from">
              <input
                id="f-from"
                className={`${dense.input} w-28`}
                placeholder="YYYYMMDD"
                inputMode="numeric"
                value={v.from}
                onChange={(e) => set('from', e.target.value)}
              />
            </FilterField>
            <FilterField label="종료일" htmlFor="f-to">
              <input
                id="f-to"
                className={`${dense.input} w-28`}
                placeholder="YYYYMMDD"
                inputMode="numeric"
                value={v.to}
                onChange={(e) => set('to', e.target.value)}
              />
            </FilterField>
            <FilterField label="상품 번호" htmlFor="f-goods">
              <input id="f-goods" className={`${dense.input} w-28`} value={v.goodsNo} onChange={(e) => set('goodsNo', e.target.value)} />
            </FilterField>
            <FilterField label="검색어" htmlFor="f-keyword">
              <input
                id="f-keyword"
                className={dense.input}
                placeholder="제목·내용·상품명"
                value={v.keyword}
                onChange={(e) => set('keyword', e.target.value)}
              />
            </FilterField>
          </>
        )}
      </FilterBar>
      {q.isError ? (
        <QueryError title="문의를 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <DataTable
          caption="문의 목록"
          columns={COLUMNS}
          rows={q.data?.rows ?? []}
          total={q.data?.total ?? 0}
          page={page}
          pageSize={q.data?.pageSize ?? 20}
          busy={q.isFetching}
          sort={{ id: 'regDttm', desc: search.sort !== 'old' }}
          onSort={(s) => navigate({ search: (x) => ({ ...x, sort: s && !s.desc ? 'old' : undefined, page: undefined }) })}
          rowKey={(r) => r.no}
          empty="조건에 맞는 문의가 없습니다. 필터를 바꿔 보세요."
          onPage={(p) => navigate({ search: (s) => ({ ...s, page: p }) })}
        />
      )}
    </div>
  )
}
