import { Hono } from 'hono'
import type { BallotAnswer, MyVotesAnswer, VotePostAnswer } from '../../shared/api/voice-types'
import { ballotBody, reportBody, voteParam, votePostBody } from '../../shared/schemas/voice'
import { myVotes, publicVotePhoto, votePost } from '../db/styleboard'
import { formFile, readPublishedFile } from '../files'
import { fileParam, fileResponse } from './files'
import { multipartBody, uploadForm } from './upload'
import { PUBLISHED_CACHE, uploaded } from './voice-upload'
import type { AppEnv } from '../env'
import { createPost, editPost, report, vote } from '../services/styleboard'
import { uploadVoiceFile, VOICE_UPLOAD_MAX_REQUEST } from '../services/voice-files'
import { ApiError } from './errors'
import { requestMember, requireMember } from './require-member'
import { validate } from './validate'

/** Store owners may read the styleboard but not post, vote or report (403 with the store-owner message). */
const writer = requireMember({ store: 'deny' })
const reader = requireMember()

/** /api/v1/front/styleboard/vote/* — member style-vote posts (the list stays GET …/styleboard/vote/list in content). */
export const styleboardApi = new Hono<AppEnv>()
  .post('/photo', writer, multipartBody(VOICE_UPLOAD_MAX_REQUEST), async (c) =>
    c.json(uploaded(await uploadVoiceFile(c.env, c.var.member.memberNo, 'vote', formFile(await uploadForm(c), 'file', '사진'))), 201),
  )
  .get('/photo/:fileId', validate('param', fileParam), async (c) => {
    const found = await readPublishedFile(c.env, c.req.valid('param').fileId, (id) => publicVotePhoto(c.env.DB, id))
    if (!found) throw ApiError.notFound('사진을 찾을 수 없습니다.', 'fileId')
    return fileResponse(found, PUBLISHED_CACHE)
  })
  .get('/mine', reader, async (c) => c.json((await myVotes(c.env.DB, c.var.member.memberNo, new Date())) satisfies MyVotesAnswer))
  .post('/', writer, validate('json', votePostBody), async (c) => {
    return c.json({ voteNo: await createPost(c.env, c.var.member.memberNo, c.req.valid('json')) }, 201)
  })
  .get('/:voteNo', validate('param', voteParam), async (c) => {
    const member = await requestMember(c)
    const found = await votePost(c.env.DB, c.req.valid('param').voteNo, member?.memberNo ?? null, new Date())
    if (!found) throw ApiError.notFound('투표를 찾을 수 없어요.', 'voteNo')
    return c.json({ vote: found } satisfies VotePostAnswer)
  })
  .put('/:voteNo', writer, validate('param', voteParam), validate('json', votePostBody), async (c) => {
    await editPost(c.env, c.var.member.memberNo, c.req.valid('param').voteNo, c.req.valid('json'))
    return c.json({ ok: true })
  })
  .post('/:voteNo/ballot', writer, validate('param', voteParam), validate('json', ballotBody), async (c) =>
    c.json({
      vote: await vote(c.env.DB, c.var.member.memberNo, c.req.valid('param').voteNo, c.req.valid('json').optionNo),
    } satisfies BallotAnswer),
  )
  .post('/:voteNo/report', writer, validate('param', voteParam), validate('json', reportBody), async (c) => {
    await report(c.env.DB, c.var.member.memberNo, c.req.valid('param').voteNo, c.req.valid('json').reason)
    return c.json({ ok: true })
  })
