import { Link } from '@tanstack/react-router'
import type { VotePost } from '~/shared/api/voice-types'
import { Badge } from '~/client/components/ui'
import { displayDate, formatNumber } from '~/shared/format'

/** A compact card of a style-vote post (my-page lists): looks, state, my choice and the results when shown. */
export function VoteCard({ vote, hidden = false }: { vote: VotePost; hidden?: boolean }) {
  return (
    <li className="rounded-2xl border border-gray-200 p-4">
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-gray-500">
        <Badge tone={vote.status === 'ongoing' ? 'brand' : 'gray'}>{vote.status === 'ongoing' ? '투표 중' : '종료'}</Badge>
        {hidden ? <Badge tone="accent">숨김 처리됨</Badge> : null}
        <span>
          {displayDate(vote.endDate)}까지 · 참여 {formatNumber(vote.totalVotes)}명
        </span>
      </div>
      <h3 className="mt-2 font-bold">
        {hidden ? (
          vote.title
        ) : (
          <Link to="/styleboard/recommend/$id" params={{ id: String(vote.voteNo) }}>
            {vote.title}
          </Link>
        )}
      </h3>
      <ul className="mt-3 grid grid-cols-4 gap-2">
        {vote.options.map((o) => {
          const pct = vote.totalVotes ? Math.round((o.voteCount / vote.totalVotes) * 100) : 0
          return (
            <li key={o.optionNo} className="text-xs">
              <img
                src={o.photoUrl ?? o.goodsImgSrc ?? ''}
                alt={o.label}
                width={120}
                height={120}
                loading="lazy"
                className={`aspect-square w-full rounded-lg bg-gray-50 object-cover ${vote.myChoice === o.optionNo ? 'ring-2 ring-brand-600' : ''}`}
              />
              <p className="mt-1 truncate font-semibold text-gray-800">{o.label}</p>
              {vote.showResults ? <p className="text-gray-500">{pct}%</p> : null}
              {vote.myChoice === o.optionNo ? <p className="font-semibold text-brand-700">내 선택</p> : null}
            </li>
          )
        })}
      </ul>
      {vote.mine && vote.status === 'ongoing' && !hidden ? (
        <div className="mt-3 text-right">
          <Link to="/styleboard/recommend/$id/edit" params={{ id: String(vote.voteNo) }} className="text-sm text-gray-600 underline">
            글 수정
          </Link>
        </div>
      ) : null}
      {hidden ? (
        <p className="mt-2 text-xs text-gray-600">신고가 접수되어 고객센터에서 확인 중이에요. 문의는 1:1 문의로 남겨 주세요.</p>
      ) : null}
    </li>
  )
}
