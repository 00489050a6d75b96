import { Hono } from 'hono'
import type { GoodsQnaListAnswer, MyQnaListAnswer } from '../../shared/api/voice-types'
import { goodsParam, pageQuery, qnaBody, qnaParam, qnaUpdateBody } from '../../shared/schemas/voice'
import { deleteQna, goodsQna, insertQna, myQna, myQnaState, updateQna } from '../db/qna'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { requestMember, requireMember } from './require-member'
import { validate } from './validate'

const writer = requireMember({ store: 'deny' })
const reader = requireMember()

/** Why an edit or delete of my question changed nothing: not mine (404) or already answered (409). */
async function refusal(db: D1Database, memberNo: number, qnaNo: number, what: string): Promise<never> {
  const state = await myQnaState(db, memberNo, qnaNo)
  if (!state) throw ApiError.notFound('문의를 찾을 수 없어요.', 'qnaNo')
  throw new ApiError(409, [{ field: 'qnaNo', reason: `답변이 달린 문의는 ${what} 없어요.` }])
}

/** /api/v1/front/qna/* — goods Q&A: list per goods (secret questions only to their writer), mine, ask, edit, delete. */
export const qnaApi = new Hono<AppEnv>()
  .get('/goods/:goodsNo', validate('param', goodsParam), validate('query', pageQuery), async (c) => {
    const member = await requestMember(c)
    const q = c.req.valid('query')
    const found = await goodsQna(c.env.DB, c.req.valid('param').goodsNo, q.page, q.rows, member?.memberNo ?? null)
    if (!found) throw ApiError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
    return c.json(found satisfies GoodsQnaListAnswer)
  })
  .get('/mine', reader, validate('query', pageQuery), async (c) => {
    const q = c.req.valid('query')
    return c.json((await myQna(c.env.DB, c.var.member.memberNo, q.page, q.rows)) satisfies MyQnaListAnswer)
  })
  .post('/', writer, validate('json', qnaBody), async (c) => {
    const qnaNo = await insertQna(c.env.DB, c.var.member.memberNo, c.req.valid('json'), new Date())
    if (!qnaNo) throw ApiError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
    return c.json({ qnaNo }, 201)
  })
  .put('/:qnaNo', writer, validate('param', qnaParam), validate('json', qnaUpdateBody), async (c) => {
    const { qnaNo } = c.req.valid('param')
    if (!(await updateQna(c.env.DB, c.var.member.memberNo, qnaNo, c.req.valid('json'), new Date())))
      await refusal(c.env.DB, c.var.member.memberNo, qnaNo, '고칠 수')
    return c.json({ ok: true })
  })
  .delete('/:qnaNo', writer, validate('param', qnaParam), async (c) => {
    const { qnaNo } = c.req.valid('param')
    if (!(await deleteQna(c.env.DB, c.var.member.memberNo, qnaNo))) await refusal(c.env.DB, c.var.member.memberNo, qnaNo, '삭제할 수')
    return c.json({ ok: true })
  })
