import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { displayDate, formatNumber } from '~/shared/format'
import type { NoticeItem } from '~/shared/api/support-types'
import { supportQueries } from '../../queries/support'
import { EmptyState, btn, importantMark } from '~/client/components/ui'
import { CcPage, SearchBox } from '~/client/components/support/CcPage'

function Row({ n, pinned }: { n: NoticeItem; pinned?: boolean }) {
  return (
    <li>
      <Link
        to="/customercenter/notice/$id"
        params={{ id: String(n.noticeNo) }}
        className={`flex items-start gap-3 px-1 py-4 hover:bg-gray-50 ${pinned ? 'bg-brand-50/40' : ''}`}
      >
        {pinned ? <span className={`mt-0.5 ${importantMark}`}>중요</span> : null}
        <span className="min-w-0 flex-1">
          <span className={`block truncate text-[15px] ${pinned ? 'font-bold' : 'text-gray-900'}`}>{n.title}</span>
          <span className="mt-1 block text-xs text-gray-500">
            {displayDate(n.regDttm)} · 조회 {formatNumber(n.viewCount)}
          </span>
        </span>
      </Link>
    </li>
  )
}

export function NoticeList({ page, keyword }: { page: number; keyword?: string }) {
  const { data } = useSuspenseQuery(supportQueries.notices({ page, keyword }))
  const pages = Math.max(1, Math.ceil(data.totalCount / data.rows))
  const first = Math.max(1, Math.min(page - 2, pages - 4))
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i)
  return (
    <CcPage title="공지사항" lead="다비치마켓의 새로운 소식과 안내를 전해 드려요.">
      <SearchBox value={keyword} label="공지사항 검색" placeholder="제목으로 검색해 보세요" />
      {keyword ? (
        <p className="mt-3 text-sm text-gray-600">
          ‘{keyword}’ 검색 결과 {formatNumber(data.totalCount + data.important.length)}건
        </p>
      ) : null}
      {data.important.length || data.list.length ? (
        <ul className="mt-4 divide-y divide-gray-100 border-y border-gray-200" aria-label="공지사항 목록">
          {page === 1 ? data.important.map((n) => <Row key={`i${n.noticeNo}`} n={n} pinned />) : null}
          {data.list.map((n) => (
            <Row key={n.noticeNo} n={n} />
          ))}
        </ul>
      ) : (
        <EmptyState
          title={keyword ? '검색 결과가 없어요' : '등록된 공지사항이 없어요'}
          action={
            keyword ? (
              <Link to="/customercenter/notice" className={btn.secondary}>
                전체 공지 보기
              </Link>
            ) : undefined
          }
        >
          {keyword ? '다른 검색어로 다시 찾아보세요.' : '새 소식이 생기면 이곳에서 알려 드릴게요.'}
        </EmptyState>
      )}
      {pages > 1 ? (
        <nav aria-label="페이지" className="mt-6 flex items-center justify-center gap-1">
          {page > 1 ? (
            <Link
              to="."
              search={{ page: page - 1, keyword }}
              className="rounded-lg px-3 py-2 text-sm text-gray-600"
              aria-label="이전 페이지"
            >
              ‹
            </Link>
          ) : null}
          {numbers.map((n) => (
            <Link
              key={n}
              to="."
              search={{ page: n, keyword }}
              aria-current={n === page ? 'page' : undefined}
              className={`min-w-9 rounded-lg px-3 py-2 text-center text-sm ${n === page ? 'bg-gray-900 font-bold text-white' : 'text-gray-700 hover:bg-gray-100'}`}
            >
              {n}
            </Link>
          ))}
          {page < pages ? (
            <Link
              to="."
              search={{ page: page + 1, keyword }}
              className="rounded-lg px-3 py-2 text-sm text-gray-600"
              aria-label="다음 페이지"
            >
              ›
            </Link>
          ) : null}
        </nav>
      ) : null}
    </CcPage>
  )
}
