import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { type Col, PagedTable } from '~/client/console/DataTable'
import { blankToUndef, FilterBar, FilterInput } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import type { MemberCard } from '~/shared/api/admin-types'
import { formatNumber, formatServerTime } from '~/shared/format'

const route = getRouteApi('/admin/cs/members/')
type Row = MemberCard & { authRole: string }

const COLUMNS: Col<Row>[] = [
  { id: 'memberNo', header: '회원번호', cell: (m) => m.memberNo, className: 'tabular-nums' },
  {
    id: 'loginId',
    header: '아이디',
    cell: (m) => (
      <Link
        to="/admin/cs/members/$memberNo"
        params={{ memberNo: String(m.memberNo) }}
        className="font-medium text-brand-700 hover:underline"
      >
        {m.loginId}
      </Link>
    ),
  },
  { id: 'name', header: '이름', cell: (m) => m.name },
  { id: 'mobile', header: '휴대폰', cell: (m) => m.mobile || '-' },
  { id: 'grade', header: '등급', cell: (m) => `${m.grade}${m.authRole === 'ROLE_STORE' ? ' · 가맹점' : ''}` },
  { id: 'status', header: '상태', cell: (m) => ({ ACTIVE: '정상', DORMANT: '휴면', WITHDRAWN: '탈퇴' })[m.status] ?? m.status },
  { id: 'points', header: '포인트', cell: (m) => `${formatNumber(m.pointBalance)}P`, className: 'tabular-nums' },
  { id: 'regDttm', header: '가입일', cell: (m) => formatServerTime(m.regDttm, 'YYYY.MM.DD') },
]

export function MemberSearch() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const page = search.page ?? 1
  const q = useQuery(consoleQueries.list<Row>('/cs/members', { q: search.q, page }))
  return (
    <div>
      <h1 className="mb-1 text-xl font-bold">회원 조회</h1>
      <p className="mb-4 text-sm text-gray-600">이름·휴대폰·이메일은 가려서 보여 드립니다. 조회는 접근 기록에 남습니다.</p>
      <FilterBar
        label="회원 검색"
        initial={{ q: search.q ?? '' }}
        onApply={(v) => navigate({ search: { ...blankToUndef(v), page: undefined } })}
      >
        {(v, set, field) => <FilterInput label="아이디·이름·휴대폰 뒷자리·이메일·회원번호" className="w-80" {...field('q')} />}
      </FilterBar>
      <PagedTable
        query={q}
        errorTitle="회원을 불러오지 못했습니다."
        caption="회원 목록"
        columns={COLUMNS}
        page={page}
        rowKey={(m) => m.memberNo}
        onPage={(p) => navigate({ search: (s) => ({ ...s, page: p }) })}
      />
    </div>
  )
}
