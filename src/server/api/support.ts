import { Hono } from 'hono'
import type { FaqListAnswer, InquiryListAnswer } from '../../shared/api/support-types'
import type { InquiryDetailAnswer } from '../../shared/api/voice-types'
import { inquiryParam } from '../../shared/schemas/voice'
import { inquiryFileRefs, uploadVoiceFile, VOICE_UPLOAD_MAX_REQUEST } from '../services/voice-files'
import { deleteOwnFile, formFile } from '../files'
import { multipartBody, uploadForm } from './upload'
import { uploaded } from './voice-upload'
import {
  articleParam,
  faqListQuery,
  inquiryBody,
  inquiryListQuery,
  lensGuideQuery,
  noticeListQuery,
  noticeParam,
  partnershipBody,
} from '../../shared/schemas/support'
import {
  createInquiry,
  deleteInquiry,
  inquiryDetail,
  inquiryExists,
  updateInquiry,
  createPartnership,
  faqCategories,
  faqList,
  inquiryList,
  inspectionDetail,
  inspectionList,
  lensGuide,
  magazineDetail,
  magazineList,
  noticeDetail,
  noticeList,
} from '../db/support'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { requireMember } from './require-member'
import { validate } from './validate'

const INQUIRY_NOT_FOUND = () => ApiError.notFound('문의를 찾을 수 없어요.', 'inquiryNo')
/** Why an edit or delete of my inquiry changed nothing: not mine (404) or already answered (409). */
async function inquiryRefusal(db: D1Database, memberNo: number, inquiryNo: number, what: string): Promise<never> {
  if (!(await inquiryExists(db, memberNo, inquiryNo))) throw INQUIRY_NOT_FOUND()
  throw new ApiError(409, [{ field: 'inquiryNo', reason: `답변이 달린 문의는 ${what} 없어요.` }])
}

/** 1:1 inquiries: signed-in customers only (401 guests, 403 store accounts; the product spec closes the 1:1 inquiry to ROLE_STORE). */
const customer = requireMember({ store: 'deny' })

/** /api/v1/front/support/* — customer center: notices, FAQ, 1:1 inquiries, articles, lens guide, partnership. */
export const supportApi = new Hono<AppEnv>()
  .get('/notice/list', validate('query', noticeListQuery), async (c) => {
    const q = c.req.valid('query')
    return c.json(await noticeList(c.env.DB, q.page, q.rows, q.keyword || undefined))
  })
  .get('/notice/:noticeNo', validate('param', noticeParam), async (c) => {
    const found = await noticeDetail(c.env.DB, c.req.valid('param').noticeNo)
    if (!found) throw ApiError.notFound('공지사항을 찾을 수 없습니다.', 'noticeNo')
    return c.json(found)
  })
  .get('/faq/list', validate('query', faqListQuery), async (c) => {
    const q = c.req.valid('query')
    return c.json({
      categories: faqCategories(),
      list: await faqList(c.env.DB, q.category, q.keyword || undefined),
    } satisfies FaqListAnswer)
  })
  .get('/inquiry/list', customer, validate('query', inquiryListQuery), async (c) => {
    const member = c.var.member
    const q = c.req.valid('query')
    return c.json((await inquiryList(c.env.DB, member.memberNo, q.page, q.rows)) satisfies InquiryListAnswer)
  })
  .post('/inquiry', customer, validate('json', inquiryBody), async (c) => {
    const member = c.var.member
    const body = c.req.valid('json')
    const files = await inquiryFileRefs(c.env, member.memberNo, body.fileKeys)
    const inquiryNo = await createInquiry(c.env.DB, member.memberNo, body, files, new Date().toISOString())
    return c.json({ inquiryNo }, 201)
  })
  .post('/inquiry/file', customer, multipartBody(VOICE_UPLOAD_MAX_REQUEST), async (c) =>
    c.json(
      uploaded(await uploadVoiceFile(c.env, c.var.member.memberNo, 'inquiry', formFile(await uploadForm(c), 'file', '첨부 파일'))),
      201,
    ),
  )
  .get('/inquiry/:inquiryNo', customer, validate('param', inquiryParam), async (c) => {
    const found = await inquiryDetail(c.env.DB, c.var.member.memberNo, c.req.valid('param').inquiryNo)
    if (!found) throw INQUIRY_NOT_FOUND()
    return c.json(found satisfies InquiryDetailAnswer)
  })
  .put('/inquiry/:inquiryNo', customer, validate('param', inquiryParam), validate('json', inquiryBody), async (c) => {
    const { memberNo } = c.var.member
    const { inquiryNo } = c.req.valid('param')
    const body = c.req.valid('json')
    const files = await inquiryFileRefs(c.env, memberNo, body.fileKeys)
    if (!(await updateInquiry(c.env.DB, memberNo, inquiryNo, body, files, new Date().toISOString())))
      await inquiryRefusal(c.env.DB, memberNo, inquiryNo, '고칠 수')
    return c.json({ ok: true })
  })
  .delete('/inquiry/:inquiryNo', customer, validate('param', inquiryParam), async (c) => {
    const { memberNo } = c.var.member
    const { inquiryNo } = c.req.valid('param')
    const { deleted, fileKeys } = await deleteInquiry(c.env.DB, memberNo, inquiryNo)
    if (!deleted) await inquiryRefusal(c.env.DB, memberNo, inquiryNo, '삭제할 수')
    for (const fileId of fileKeys) await deleteOwnFile(c.env, memberNo, fileId)
    return c.json({ ok: true })
  })
  .get('/magazine/list', async (c) => c.json({ list: await magazineList(c.env.DB) }))
  .get('/magazine/:id', validate('param', articleParam), async (c) => {
    const found = await magazineDetail(c.env.DB, c.req.valid('param').id)
    if (!found) throw ApiError.notFound('매거진 글을 찾을 수 없습니다.')
    return c.json(found)
  })
  .get('/inspection/list', async (c) => c.json({ list: await inspectionList(c.env.DB) }))
  .get('/inspection/:id', validate('param', articleParam), async (c) => {
    const found = await inspectionDetail(c.env.DB, c.req.valid('param').id)
    if (!found) throw ApiError.notFound('시력검사 안내 글을 찾을 수 없습니다.')
    return c.json(found)
  })
  .get('/lensguide/recommend', validate('query', lensGuideQuery), async (c) => c.json(await lensGuide(c.env.DB, c.req.valid('query'))))
  .post('/partnership', validate('json', partnershipBody), async (c) => {
    const requestNo = await createPartnership(c.env.DB, c.req.valid('json'), new Date().toISOString())
    return c.json({ requestNo }, 201)
  })
