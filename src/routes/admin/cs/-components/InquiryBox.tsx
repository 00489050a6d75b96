import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { Badge } from '~/client/components/ui'
import { type Col, PagedTable } from '~/client/console/DataTable'
import { blankToUndef, dense, FilterBar, FilterField, FilterInput, FilterSelect, filterValues } from '~/client/console/Filters'
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
        initial={filterValues(search, ['state', 'kind', 'category', 'from', 'to', 'goodsNo', 'keyword'])}
        onApply={(v) => navigate({ search: (s) => ({ ...s, ...blankToUndef(v), page: undefined }) as never })}
      >
        {(v, set, field) => (
          <>
            <FilterSelect label="상태" {...field('state')} options={{ '': '전체', WAITING: '답변대기', ANSWERED: '답변완료' }} />
            <FilterSelect label="종류" {...field('kind')} options={{ '': '전체', inquiry: '1:1 문의', qna: '상품 문의' }} />
            <FilterField label="유형" htmlFor="f-category">
              <select id="f-category" className={dense.select} value={v.category} onChange={(e) => set('category', e.target.value)}>
                <option value="">전체</option>
                {CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </FilterField>
            <FilterInput label="시작일" className="w-28" placeholder="YYYYMMDD" numeric {...field('from')} />
            <FilterInput label="종료일" className="w-28" placeholder="YYYYMMDD" numeric {...field('to')} />
            <FilterInput label="상품 번호" className="w-28" {...field('goodsNo', 'f-goods')} />
            <FilterInput label="검색어" placeholder="제목·내용·상품명" {...field('keyword')} />
          </>
        )}
      </FilterBar>
      <PagedTable
        query={q}
        errorTitle="문의를 불러오지 못했습니다."
        caption="문의 목록"
        columns={COLUMNS}
        page={page}
        sort={{ id: 'regDttm', desc: search.sort !== 'old' }}
        onSort={(s) => navigate({ search: (x) => ({ ...x, sort: s && !s.desc ? 'old' : undefined, page: undefined }) })}
        rowKey={(r) => r.no}
        empty="조건에 맞는 문의가 없습니다. 필터를 바꿔 보세요."
        onPage={(p) => navigate({ search: (s) => ({ ...s, page: p }) })}
      />
    </div>
  )
}
