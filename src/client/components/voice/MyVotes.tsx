import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { styleVoteQueries } from '~/client/queries/voice'
import { VoteCard } from './VoteCard'

/** 스타일 투표: the posts I wrote (taken-down ones flagged) and the votes I took part in. */
export function MyVotes() {
  const q = useQuery(styleVoteQueries.mine())
  if (q.isPending) return <ListSkeleton rows={2} media />
  if (q.isError)
    return (
      <ErrorState
        title="스타일 투표를 불러오지 못했어요."
        action={
          <button type="button" className={btn.secondary} onClick={() => void q.refetch()}>
            다시 시도
          </button>
        }
      />
    )
  const create = (
    <Link to="/styleboard/recommend/create" className={btn.primary}>
      투표 만들기
    </Link>
  )
  return (
    <div className="space-y-8">
      <section aria-labelledby="my-posts">
        <div className="flex items-center justify-between">
          <h2 id="my-posts" className="text-base font-bold">
            내가 올린 투표 {q.data.posts.length}
          </h2>
          {q.data.posts.length ? (
            <Link to="/styleboard/recommend/create" className={btn.small}>
              투표 만들기
            </Link>
          ) : null}
        </div>
        {q.data.posts.length ? (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {q.data.posts.map((v) => (
              <VoteCard key={v.voteNo} vote={v} hidden={v.hidden} />
            ))}
          </ul>
        ) : (
          <EmptyState title="아직 올린 투표가 없어요" action={create}>
            고민되는 안경 두세 개를 올리고 다른 고객의 의견을 들어 보세요.
          </EmptyState>
        )}
      </section>
      <section aria-labelledby="my-ballots">
        <h2 id="my-ballots" className="text-base font-bold">
          참여한 투표 {q.data.voted.length}
        </h2>
        {q.data.voted.length ? (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {q.data.voted.map((v) => (
              <VoteCard key={v.voteNo} vote={v} />
            ))}
          </ul>
        ) : (
          <EmptyState
            title="참여한 투표가 없어요"
            action={
              <Link to="/styleboard/recommend" className={btn.secondary}>
                진행 중인 투표 보기
              </Link>
            }
          />
        )}
      </section>
    </div>
  )
}
