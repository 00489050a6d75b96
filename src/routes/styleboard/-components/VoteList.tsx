import { Link } from '@tanstack/react-router'
import { EmptyState, btn } from '~/client/components/ui'
import type { StyleVoteItem } from '~/shared/api/content-types'
import { displayDate, formatNumber } from '~/shared/format'

/** Style votes with their options (goods), vote share bars and the period. */
export function VoteList({ votes, emptyTitle }: { votes: StyleVoteItem[]; emptyTitle: string }) {
  if (!votes.length)
    return (
      <EmptyState
        title={emptyTitle}
        action={
          <Link to="/main" className={btn.secondary}>
            홈으로 가기
          </Link>
        }
      />
    )
  return (
    <ul className="mt-5 grid gap-5 md:grid-cols-2">
      {votes.map((v) => {
        const leader = Math.max(...v.options.map((o) => o.voteCount), 0)
        return (
          <li key={v.voteNo} className="rounded-2xl border border-gray-100 p-4">
            <div className="flex items-center gap-2">
              <span
                className={`rounded px-1.5 py-0.5 text-[11px] font-bold ${v.status === 'ongoing' ? 'bg-brand-600 text-white' : 'bg-gray-200 text-gray-600'}`}
              >
                {v.status === 'ongoing' ? '투표 중' : '종료'}
              </span>
              <span className="flex-1 text-xs text-gray-500">
                {v.writer} · {displayDate(v.endDate)}까지 · 참여 {formatNumber(v.totalVotes)}표
              </span>
            </div>
            <h2 className="mt-2 font-bold">
              <Link to="/styleboard/recommend/$id" params={{ id: String(v.voteNo) }}>
                {v.title}
              </Link>
            </h2>
            <p className="text-sm text-gray-500">{v.description}</p>
            <ul className="mt-3 grid grid-cols-2 gap-3">
              {v.options.map((o) => {
                const pct = v.totalVotes ? Math.round((o.voteCount / v.totalVotes) * 100) : 0
                return (
                  <li key={o.optionNo}>
                    <Link to="/styleboard/recommend/$id" params={{ id: String(v.voteNo) }}>
                      <img
                        src={o.photoUrl ?? o.goods?.imgSrc ?? ''}
                        alt={o.goods?.productName ?? o.label}
                        width={300}
                        height={300}
                        loading="lazy"
                        className="aspect-square w-full rounded-lg bg-gray-50 object-cover"
                      />
                    </Link>
                    <p className="mt-1.5 text-sm font-semibold">
                      {o.label}
                      {o.voteCount === leader && leader > 0 ? <span className="ml-1 text-xs text-accent">1위</span> : null}
                    </p>
                    <div className="mt-1 h-1.5 rounded bg-gray-100">
                      <div className="h-1.5 rounded bg-brand-500" style={{ width: `${pct}%` }} />
                    </div>
                    <p className="mt-0.5 text-xs text-gray-500">
                      {pct}% · {formatNumber(o.voteCount)}표
                    </p>
                  </li>
                )
              })}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}

/** Creating or editing a vote post needs a signed-in member; the form explains it and offers sign-in. */
export function SignInRequired({ action, returnUrl }: { action: string; returnUrl: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <form
        className="space-y-4 rounded-2xl border border-gray-100 p-5"
        aria-describedby="vote-signin"
        onSubmit={(e) => e.preventDefault()}
      >
        <h1 className="text-lg font-bold">{action}</h1>
        <div>
          <label htmlFor="vote-title" className="mb-1 block text-sm font-semibold">
            제목
          </label>
          <input
            id="vote-title"
            disabled
            className="h-11 w-full rounded-lg border border-gray-200 bg-gray-50 px-3"
            placeholder="예: 출근룩에 어울리는 안경은?"
          />
        </div>
        <div>
          <label htmlFor="vote-desc" className="mb-1 block text-sm font-semibold">
            설명
          </label>
          <textarea id="vote-desc" disabled rows={3} className="w-full rounded-lg border border-gray-200 bg-gray-50 px-3 py-2" />
        </div>
        <p id="vote-signin" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          스타일 투표 글은 로그인한 회원만 쓰고 고칠 수 있어요.
        </p>
        <Link to="/account/signin" search={{ returnUrl: returnUrl }} className={`${btn.primary} w-full`}>
          로그인하고 계속하기
        </Link>
        <Link to="/styleboard/recommend" className={`${btn.secondary} w-full`}>
          투표 목록으로
        </Link>
      </form>
    </div>
  )
}
