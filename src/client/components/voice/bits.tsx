import { Link } from '@tanstack/react-router'
import { Badge } from '~/client/components/ui'

export function AnswerBadge({ state }: { state: 'WAITING' | 'ANSWERED' }) {
  return state === 'ANSWERED' ? <Badge tone="brand">답변 완료</Badge> : <Badge>답변 대기</Badge>
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
