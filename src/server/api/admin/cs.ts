import { Hono } from 'hono'
import type { Context } from 'hono'
import * as v from 'valibot'
import {
  adjustPoints,
  answerInquiry,
  AnswerConflictError,
  blindReview,
  editAnswer,
  inquiryAttachment,
  inquiryBox,
  inquiryDetail,
  memberDetail,
  moderateStylePost,
  replyReview,
  revealField,
  reviewList,
  searchMembers,
  stylePosts,
} from '../../services/console-cs'
import { validate } from '../validate'
import type { ConsoleEnv } from './gate'
import type { AnswerConflict } from '../../../shared/api/admin-types'
import { object } from '../../../shared/schemas/required'
import {
  answerSchema,
  blindSchema,
  inquiryListSchema,
  inquiryNoParam,
  memberSearchSchema,
  numberParam,
  pointAdjustSchema,
  revealSchema,
  reviewListSchema,
  reviewReplySchema,
  styleActionSchema,
  styleListSchema,
} from '../../../shared/schemas/admin'

/** 409 of an answer that lost the race (or an edit over someone else's newer edit), with the answer that stands. */
const conflict = (c: Context, e: AnswerConflictError) =>
  c.json(
    {
      status: 409,
      errors: [
        {
          field: 'answer',
          reason: `다른 상담원(${e.current.answerBy ?? '운영자'})이 먼저 답변을 저장했습니다. 저장된 답변을 확인해 주세요.`,
        },
      ],
      current: e.current,
    } satisfies AnswerConflict,
    409,
  )

const fileParam = object({
  inquiryNo: inquiryNoParam.entries.inquiryNo,
  seq: v.pipe(v.string(), v.regex(/^\d{1,3}$/, '첨부 순번이 올바르지 않습니다.'), v.transform(Number)),
})
const memberParam = numberParam('memberNo', '회원 번호')

/**
 * Desk 1, customer service (section 'cs', role CS): the inbox of 1:1 inquiries and goods questions, answers,
 * reviews, style-vote posts, member look-up and manual points. Stable for the chain's tooling:
 * GET /admin/api/cs/inquiries (state, category, from, to, keyword, page) and POST /admin/api/cs/inquiries/{inquiryNo}/answer { answer }.
 */
export const csDesk = new Hono<ConsoleEnv>()
  .get('/inquiries', validate('query', inquiryListSchema), async (c) => c.json(await inquiryBox(c.env, c.var.op, c.req.valid('query'))))
  .get('/inquiries/:inquiryNo', validate('param', inquiryNoParam), async (c) =>
    c.json(await inquiryDetail(c.env, c.var.op, c.req.valid('param').inquiryNo)),
  )
  .get('/inquiries/:inquiryNo/files/:seq', validate('param', fileParam), async (c) => {
    const { inquiryNo, seq } = c.req.valid('param')
    const f = await inquiryAttachment(c.env, c.var.op, inquiryNo, seq)
    return c.body(f.body, 200, {
      'content-type': f.contentType,
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(f.name)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
  })
  .post('/inquiries/:inquiryNo/answer', validate('param', inquiryNoParam), validate('json', answerSchema), async (c) => {
    try {
      return c.json(await answerInquiry(c.env, c.var.op, c.req.valid('param').inquiryNo, c.req.valid('json').answer))
    } catch (e) {
      if (e instanceof AnswerConflictError) return conflict(c, e)
      throw e
    }
  })
  .put('/inquiries/:inquiryNo/answer', validate('param', inquiryNoParam), validate('json', answerSchema), async (c) => {
    const body = c.req.valid('json')
    if (!body.expectedAnswerDttm)
      return c.json({ status: 400, errors: [{ field: 'expectedAnswerDttm', reason: '수정할 답변의 저장 시각이 필요합니다.' }] }, 400)
    try {
      return c.json(await editAnswer(c.env, c.var.op, c.req.valid('param').inquiryNo, body.answer, body.expectedAnswerDttm))
    } catch (e) {
      if (e instanceof AnswerConflictError) return conflict(c, e)
      throw e
    }
  })
  .get('/reviews', validate('query', reviewListSchema), async (c) => {
    const q = c.req.valid('query')
    return c.json(await reviewList(c.env, c.var.op, { ...q, page: q.page as number }))
  })
  .post('/reviews/:reviewNo/blind', validate('param', numberParam('reviewNo', '리뷰 번호')), validate('json', blindSchema), async (c) => {
    const { blind, reason } = c.req.valid('json')
    await blindReview(c.env, c.var.op, c.req.valid('param').reviewNo as number, blind, reason)
    return c.json({ ok: true })
  })
  .put(
    '/reviews/:reviewNo/reply',
    validate('param', numberParam('reviewNo', '리뷰 번호')),
    validate('json', reviewReplySchema),
    async (c) => {
      await replyReview(c.env, c.var.op, c.req.valid('param').reviewNo as number, c.req.valid('json').reply)
      return c.json({ ok: true })
    },
  )
  .get('/style-votes', validate('query', styleListSchema), async (c) => {
    const q = c.req.valid('query')
    return c.json(await stylePosts(c.env, c.var.op, q.state, q.page as number))
  })
  .post(
    '/style-votes/:voteNo/moderate',
    validate('param', numberParam('voteNo', '게시물 번호')),
    validate('json', styleActionSchema),
    async (c) => {
      const { action, reason } = c.req.valid('json')
      await moderateStylePost(c.env, c.var.op, c.req.valid('param').voteNo as number, action, reason)
      return c.json({ ok: true })
    },
  )
  .get('/members', validate('query', memberSearchSchema), async (c) => {
    const q = c.req.valid('query')
    return c.json(await searchMembers(c.env, c.var.op, q.q, q.page as number))
  })
  .get('/members/:memberNo', validate('param', memberParam), async (c) =>
    c.json(await memberDetail(c.env, c.var.op, c.req.valid('param').memberNo as number)),
  )
  .post('/members/:memberNo/reveal', validate('param', memberParam), validate('json', revealSchema), async (c) => {
    const { field, reason } = c.req.valid('json')
    return c.json(await revealField(c.env, c.var.op, c.req.valid('param').memberNo as number, field, reason))
  })
  .post('/members/:memberNo/points', validate('param', memberParam), validate('json', pointAdjustSchema), async (c) => {
    const { amount, reason, requestKey } = c.req.valid('json')
    return c.json(await adjustPoints(c.env, c.var.op, c.req.valid('param').memberNo as number, amount, reason, requestKey))
  })
