import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { supportQueries } from '~/client/queries/support'
import { displayDate } from '~/shared/format'
import { AnswerBadge, Pager } from './bits'

/** 1:1 문의 내역: my inquiries with their category and answer state (the customer center form posts here too). */
export function MyInquiries({ page }: { page: number }) {
  const q = useQuery(supportQueries.inquiries(page))
  const write = (
    <Link to="/customercenter/qa" className={btn.primary}>
      1:1 문의하기
    </Link>
  )
  if (q.isPending) return <ListSkeleton rows={4} />
  if (q.isError)
    return (
      <ErrorState
        title="문의 내역을 불러오지 못했어요."
        action={
          <button type="button" className={btn.secondary} onClick={() => void q.refetch()}>
            다시 시도
          </button>
        }
      />
    )
  if (!q.data.list.length)
    return (
      <EmptyState title="아직 남기신 문의가 없어요" action={write}>
        주문·배송·상품에 대해 궁금한 점을 남겨 주시면 꼼꼼히 답변해 드릴게요.
      </EmptyState>
    )
  return (
    <>
      <div className="mb-3 flex items-center justify-between">
        <p className="text-sm text-gray-600">총 {q.data.totalCount}건</p>
        <Link to="/customercenter/qa" className={btn.small}>
          문의하기
        </Link>
      </div>
      <ul className="divide-y divide-gray-100 border-y border-gray-200" aria-label="나의 1:1 문의">
        {q.data.list.map((i) => (
          <li key={i.inquiryNo}>
            <Link
              to="/mypage/myactivity/privateview"
              search={{ no: i.inquiryNo }}
              className="flex items-start gap-3 px-1 py-4 hover:bg-gray-50"
            >
              <AnswerBadge state={i.answerState} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[15px] text-gray-900">{i.title}</span>
                <span className="mt-1 block text-xs text-gray-500">
                  {i.category} · {displayDate(i.regDttm)}
                </span>
              </span>
              <span aria-hidden="true" className="text-gray-500">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} total={q.data.totalCount} rows={q.data.rows} to="/mypage/myactivity/privateinquiry" />
    </>
  )
}
