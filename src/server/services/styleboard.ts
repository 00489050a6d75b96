/** Style-vote posts: end dates, who may vote, what an edit may change (the batches are in db/styleboard.ts). */
import type { D1Database } from '@cloudflare/workers-types'
import type { VotePost } from '../../shared/api/voice-types'
import { seoulNow, todayYmd } from '../../shared/dates'
import { VOTE_MAX_DAYS, type VotePostBody } from '../../shared/schemas/voice'
import { GuardError } from '../db/guard'
import { castBallot, insertVotePost, myPostLooks, reportPost, updateVotePost, votePost, voteState } from '../db/styleboard'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { voteLookRefs } from './voice-files'

const POST_NOT_FOUND = () => DomainError.notFound('투표를 찾을 수 없어요.', 'voteNo')

/** The end of the chosen day in Seoul, after checking it lies between tomorrow and VOTE_MAX_DAYS days ahead. */
export function voteEndIso(endDate: string, now: Date): string {
  const today = todayYmd(now)
  const last = seoulNow(now).add(VOTE_MAX_DAYS, 'day').format('YYYYMMDD')
  if (endDate <= today) throw DomainError.invalid('마감일은 내일부터 고를 수 있어요.', 'endDate')
  if (endDate > last) throw DomainError.invalid(`마감일은 오늘부터 ${VOTE_MAX_DAYS}일 안으로 골라 주세요.`, 'endDate')
  return new Date(`${endDate.slice(0, 4)}-${endDate.slice(4, 6)}-${endDate.slice(6, 8)}T23:59:59+09:00`).toISOString()
}

export async function createPost(env: Env, memberNo: number, b: VotePostBody, now = new Date()): Promise<number> {
  await voteLookRefs(
    env,
    memberNo,
    b.looks.map((l) => l.photoKey),
  )
  return insertVotePost(
    env.DB,
    memberNo,
    { title: b.title, description: b.description, endIso: voteEndIso(b.endDate, now), looks: b.looks },
    now,
  )
}

/** Edits my post: new look photos must be my uploads (the post's own looks are kept as they are). */
export async function editPost(env: Env, memberNo: number, voteNo: number, b: VotePostBody, now = new Date()) {
  const db = env.DB
  const current = await myPostLooks(db, memberNo, voteNo)
  if (!current.length) throw POST_NOT_FOUND()
  const kept = new Set(current.map((c) => c.photo_key))
  await voteLookRefs(
    env,
    memberNo,
    b.looks.map((l) => l.photoKey).filter((k) => !kept.has(k)),
  )
  const same =
    current.length === b.looks.length && current.every((c, i) => c.label === b.looks[i].label && c.photo_key === b.looks[i].photoKey)
  try {
    await updateVotePost(
      db,
      memberNo,
      voteNo,
      { title: b.title, description: b.description, endIso: voteEndIso(b.endDate, now), looks: same ? null : b.looks },
      now,
    )
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    if (e.guard === 'vote.unvoted')
      throw DomainError.conflict('이미 투표가 시작되어 스타일 사진은 바꿀 수 없어요. 질문과 마감일만 고칠 수 있어요.', 'looks')
    throw DomainError.conflict('마감되었거나 숨김 처리된 투표는 고칠 수 없어요.', 'voteNo')
  }
}

/** Casts my ballot once; answers the post with its live results. */
export async function vote(db: D1Database, memberNo: number, voteNo: number, optionNo: number, now = new Date()): Promise<VotePost> {
  const state = await voteState(db, voteNo, now)
  if (!state) throw POST_NOT_FOUND()
  if (state.member_no === memberNo) throw DomainError.conflict('내가 올린 투표에는 참여할 수 없어요.', 'voteNo')
  if (!state.open) throw DomainError.conflict('마감된 투표예요. 결과를 확인해 보세요.', 'voteNo')
  try {
    await castBallot(db, memberNo, voteNo, optionNo, now)
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    if (e.guard.startsWith('unique:')) throw DomainError.conflict('이미 투표하셨어요. 한 투표에는 한 번만 참여할 수 있어요.', 'voteNo')
    if (e.guard === 'vote.open') throw DomainError.invalid('고를 수 없는 스타일이에요. 투표를 다시 불러와 주세요.', 'optionNo')
    throw e
  }
  return (await votePost(db, voteNo, memberNo, now))!
}

export async function report(db: D1Database, memberNo: number, voteNo: number, reason: string, now = new Date()) {
  try {
    await reportPost(db, memberNo, voteNo, reason, now)
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    if (e.guard.startsWith('unique:')) throw DomainError.conflict('이미 신고하신 글이에요. 확인 후 조치할게요.', 'voteNo')
    throw POST_NOT_FOUND()
  }
}
