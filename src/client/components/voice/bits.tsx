import { Link } from '@tanstack/react-router'
import { Badge } from '~/client/components/ui'
import { displayDate } from '~/shared/format'

export function AnswerBadge({ state }: { state: 'WAITING' | 'ANSWERED' }) {
  return state === 'ANSWERED' ? <Badge tone="brand">답변 완료</Badge> : <Badge>답변 대기</Badge>
}

/** The shop's reply under a review (written in the head-office console). */
export function ShopReply({ reply }: { reply: { content: string; dttm: string } }) {
  return (
    <div className="mt-2 rounded-lg bg-gray-50 p-3 text-sm">
      <p className="text-xs font-bold text-brand-700">
        다비치마켓 답글 <span className="font-normal text-gray-500">{displayDate(reply.dttm)}</span>
      </p>
      <p className="mt-1 whitespace-pre-line leading-relaxed text-gray-800">{reply.content}</p>
    </div>
  )
}

/** Previous / next page links for the my-page lists (`?page=`). */
export function Pager({
  page,
  total,
  rows,
  to,
}: {
  page: number
  total: number
  rows: number
  to: '/mypage/myactivity/productinquiry' | '/mypage/myactivity/privateinquiry'
}) {
  const last = Math.max(1, Math.ceil(total / rows))
  if (last <= 1) return null
  return (
    <nav className="mt-6 flex items-center justify-center gap-3 text-sm" aria-label="페이지">
      {page > 1 ? (
        <Link to={to} search={{ page: page - 1 }} className="rounded-lg border border-gray-300 px-3 py-2">
          이전
        </Link>
      ) : null}
      <span aria-current="page">
        {page} / {last}
      </span>
      {page < last ? (
        <Link to={to} search={{ page: page + 1 }} className="rounded-lg border border-gray-300 px-3 py-2">
          다음
        </Link>
      ) : null}
    </nav>
  )
}
