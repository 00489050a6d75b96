import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { displayDate, formatNumber } from '~/shared/format'
import { supportQueries } from '../../queries/support'
import { btn, importantMark } from '~/client/components/ui'
import { ArticleHtml } from '~/client/components/support/CcPage'

export function NoticeDetail({ id }: { id: string }) {
  const { data } = useSuspenseQuery(supportQueries.notice(id))
  return (
    <article className="pb-16">
      <header className="border-b border-gray-200 pb-4">
        {data.importantYn === 'Y' ? <span className={importantMark}>중요</span> : null}
        <h1 className="mt-2 text-xl font-bold leading-snug text-gray-900">{data.title}</h1>
        <p className="mt-2 text-xs text-gray-500">
          {displayDate(data.regDttm)} · 조회 {formatNumber(data.viewCount + 1)}
        </p>
      </header>
      <ArticleHtml html={data.contentHtml} />
      <nav aria-label="이전·다음 공지" className="mt-10 divide-y divide-gray-100 border-y border-gray-200 text-sm">
        {data.next ? (
          <Link to="/customercenter/notice/$id" params={{ id: String(data.next.noticeNo) }} className="flex gap-3 py-3">
            <span className="shrink-0 text-gray-500">다음 글</span>
            <span className="truncate text-gray-800">{data.next.title}</span>
          </Link>
        ) : null}
        {data.prev ? (
          <Link to="/customercenter/notice/$id" params={{ id: String(data.prev.noticeNo) }} className="flex gap-3 py-3">
            <span className="shrink-0 text-gray-500">이전 글</span>
            <span className="truncate text-gray-800">{data.prev.title}</span>
          </Link>
        ) : null}
      </nav>
      <div className="mt-6 flex justify-center">
        <Link to="/customercenter/notice" className={btn.secondary}>
          목록으로
        </Link>
      </div>
    </article>
  )
}
