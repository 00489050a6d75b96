import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Badge, ErrorState, ListSkeleton, Modal, btn, field } from '~/client/components/ui'
import { memberQueries } from '~/client/queries/member'
import { styleVoteQueries } from '~/client/queries/voice'
import type { VotePost } from '~/shared/api/voice-types'
import { displayDate, formatNumber } from '~/shared/format'
import { REPORT_REASONS } from '~/shared/schemas/voice'
import { contentQueries } from '~/client/queries/content'

/** One style vote: pick a look (members, once), live results after voting, report the post. */
export function VoteDetail({ voteNo }: { voteNo: string }) {
  const q = useQuery(styleVoteQueries.detail(voteNo))
  const member = useQuery(memberQueries.info())
  const qc = useQueryClient()
  const dialog = useDialog()
  const [busy, setBusy] = useState(false)
  const [reporting, setReporting] = useState(false)
  if (q.isPending) return <ListSkeleton rows={2} media />
  if (q.isError)
    return (
      <ErrorState
        title="투표를 불러오지 못했어요."
        action={
          <Link to="/styleboard/recommend" className={btn.secondary}>
            투표 목록으로
          </Link>
        }
      />
    )
  const v = q.data.vote
  const signedIn = !!member.data
  const canVote = signedIn && !v.mine && v.myChoice == null && v.status === 'ongoing'

  async function choose(optionNo: number, label: string) {
    if (!signedIn) return
    if (!(await dialog.confirm(`'${label}'에 투표할까요? 투표는 한 번만 할 수 있어요.`, { confirmLabel: '투표하기' }))) return
    setBusy(true)
    const r = await getApi().styleVote.ballot(v.voteNo, optionNo)
    setBusy(false)
    if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '투표하지 못했어요. 잠시 후 다시 시도해 주세요.')
    qc.setQueryData(styleVoteQueries.detail(voteNo).queryKey, { vote: r.data.vote })
    await qc.invalidateQueries({ queryKey: contentQueries.all })
  }

  return (
    <article className="rounded-2xl border border-gray-100 p-4 md:p-6">
      <div className="flex flex-wrap items-center gap-2 text-xs text-gray-500">
        <Badge tone={v.status === 'ongoing' ? 'brand' : 'gray'}>{v.status === 'ongoing' ? '투표 중' : '종료'}</Badge>
        <span>
          {v.writer} · {displayDate(v.endDate)}까지 · 참여 {formatNumber(v.totalVotes)}명
        </span>
      </div>
      <h1 className="mt-2 text-xl font-bold">{v.title}</h1>
      {v.description ? <p className="mt-1 whitespace-pre-line text-sm text-gray-600">{v.description}</p> : null}
      <ul className={`mt-5 grid gap-3 ${v.options.length > 2 ? 'grid-cols-2 md:grid-cols-4' : 'grid-cols-2'}`} aria-label="스타일">
        {v.options.map((o) => (
          <li key={o.optionNo}>
            <LookCard vote={v} option={o} canVote={canVote && !busy} onChoose={() => void choose(o.optionNo, o.label)} />
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-gray-600" role="status">
        {v.mine
          ? '내가 올린 투표예요. 결과를 실시간으로 볼 수 있어요.'
          : v.myChoice != null
            ? '투표해 주셔서 고마워요! 지금까지의 결과예요.'
            : v.status === 'ended'
              ? '마감된 투표예요.'
              : signedIn
                ? '마음에 드는 스타일을 눌러 투표해 주세요. 투표하면 결과를 볼 수 있어요.'
                : null}
      </p>
      {!signedIn && v.status === 'ongoing' ? (
        <Link
          to="/account/signin"
          search={{ returnUrl: `/styleboard/recommend/${v.voteNo}` }}
          className={`${btn.primary} mt-3 w-full md:w-auto`}
        >
          로그인하고 투표하기
        </Link>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        <Link to="/styleboard/recommend" className={btn.secondary}>
          투표 목록으로
        </Link>
        {v.mine && v.status === 'ongoing' ? (
          <Link to="/styleboard/recommend/$id/edit" params={{ id: String(v.voteNo) }} className={btn.secondary}>
            글 수정
          </Link>
        ) : null}
        {signedIn && !v.mine && v.writer !== '다비치' ? (
          <button type="button" className={btn.secondary} onClick={() => setReporting(true)}>
            신고하기
          </button>
        ) : null}
      </div>
      {reporting ? <ReportDialog vote={v} onClose={() => setReporting(false)} /> : null}
    </article>
  )
}

function LookCard({
  vote,
  option: o,
  canVote,
  onChoose,
}: {
  vote: VotePost
  option: VotePost['options'][number]
  canVote: boolean
  onChoose: () => void
}) {
  const pct = vote.totalVotes ? Math.round((o.voteCount / vote.totalVotes) * 100) : 0
  const leader = Math.max(...vote.options.map((x) => x.voteCount))
  const img = (
    <img
      src={o.photoUrl ?? o.goodsImgSrc ?? ''}
      alt={o.label}
      width={300}
      height={300}
      className="aspect-square w-full rounded-xl bg-gray-50 object-cover"
    />
  )
  return (
    <div className={`rounded-xl ${vote.myChoice === o.optionNo ? 'ring-2 ring-brand-600' : ''}`}>
      {canVote ? (
        <button type="button" onClick={onChoose} className="block w-full text-left" aria-label={`${o.label}에 투표하기`}>
          {img}
        </button>
      ) : o.goodsNo ? (
        <Link to="/products/$id" params={{ id: o.goodsNo }}>
          {img}
        </Link>
      ) : (
        img
      )}
      <div className="p-1.5">
        <p className="text-sm font-semibold">
          {o.label}
          {vote.myChoice === o.optionNo ? <span className="ml-1 text-xs text-brand-700">내 선택</span> : null}
          {vote.showResults && o.voteCount === leader && leader > 0 ? <span className="ml-1 text-xs text-accent">1위</span> : null}
        </p>
        {vote.showResults ? (
          <>
            <div className="mt-1 h-2 rounded bg-gray-100" aria-hidden="true">
              <div className="h-2 rounded bg-brand-500" style={{ width: `${pct}%` }} />
            </div>
            <p className="mt-0.5 text-xs text-gray-500">
              {pct}% · {formatNumber(o.voteCount)}표
            </p>
          </>
        ) : canVote ? (
          <button type="button" onClick={onChoose} className={`${btn.smallPrimary} mt-1 w-full`}>
            이 스타일에 투표
          </button>
        ) : null}
      </div>
    </div>
  )
}

function ReportDialog({ vote, onClose }: { vote: VotePost; onClose: () => void }) {
  const [reason, setReason] = useState<string>('')
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  async function send() {
    if (!reason) return setError('신고 사유를 선택해 주세요.')
    const r = await getApi().styleVote.report(vote.voteNo, reason)
    if (!r.ok) return setError(r.error.errors[0]?.reason ?? '신고하지 못했어요.')
    setDone(true)
  }
  return (
    <Modal label="게시글 신고" onClose={onClose} className="w-[min(100vw-2rem,24rem)]">
      <div className="space-y-4 p-5">
        <h2 className="text-lg font-bold">게시글 신고</h2>
        {done ? (
          <p role="status" className="text-sm text-gray-700">
            신고가 접수되었어요. 확인 후 조치할게요.
          </p>
        ) : (
          <>
            <label htmlFor="report-reason" className={field.label}>
              신고 사유
            </label>
            <select id="report-reason" className={field.select} value={reason} onChange={(e) => setReason(e.target.value)}>
              <option value="" disabled>
                사유를 선택해 주세요
              </option>
              {REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
            {error ? (
              <p className={field.error} role="alert">
                {error}
              </p>
            ) : null}
          </>
        )}
        <div className="flex gap-2">
          <button type="button" className={`${btn.secondary} flex-1`} onClick={onClose}>
            {done ? '닫기' : '취소'}
          </button>
          {done ? null : (
            <button type="button" className={`${btn.primary} flex-1`} onClick={() => void send()}>
              신고하기
            </button>
          )}
        </div>
      </div>
    </Modal>
  )
}
