import { Hono } from 'hono'
import type { GoodsReviewListAnswer, MyReviewsAnswer } from '../../shared/api/voice-types'
import { goodsParam, goodsReviewQuery, reviewBody, reviewParam, reviewUpdateBody } from '../../shared/schemas/voice'
import { goodsReviews, myReviews, publicReviewPhoto } from '../db/reviews'
import { formFile, readPublishedFile } from '../files'
import { fileParam, fileResponse } from './files'
import { multipartBody, uploadForm } from './upload'
import { PUBLISHED_CACHE, uploaded } from './voice-upload'
import type { AppEnv } from '../env'
import { editReview, removeReview, writeReview } from '../services/review'
import { ApiError } from './errors'
import { requestMember, requireMember } from './require-member'
import { validate } from './validate'
import { reviewPhotoRefs, uploadVoiceFile, VOICE_UPLOAD_MAX_REQUEST } from '../services/voice-files'

/** Store owners may read reviews but not write them (403 with the store-owner message). */
const writer = requireMember({ store: 'deny' })
const reader = requireMember()

/** /api/v1/front/review/* — product reviews: public list per goods, my reviews, write / edit / delete. */
export const reviewApi = new Hono<AppEnv>()
  .post('/photo', writer, multipartBody(VOICE_UPLOAD_MAX_REQUEST), async (c) =>
    c.json(uploaded(await uploadVoiceFile(c.env, c.var.member.memberNo, 'review', formFile(await uploadForm(c), 'file', '사진'))), 201),
  )
  .get('/photo/:fileId', validate('param', fileParam), async (c) => {
    const found = await readPublishedFile(c.env, c.req.valid('param').fileId, (id) => publicReviewPhoto(c.env.DB, id))
    if (!found) throw ApiError.notFound('사진을 찾을 수 없습니다.', 'fileId')
    return fileResponse(found, PUBLISHED_CACHE)
  })
  .get('/goods/:goodsNo', validate('param', goodsParam), validate('query', goodsReviewQuery), async (c) => {
    const member = await requestMember(c)
    const found = await goodsReviews(c.env.DB, c.req.valid('param').goodsNo, c.req.valid('query'), member?.memberNo ?? null)
    if (!found) throw ApiError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
    return c.json(found satisfies GoodsReviewListAnswer)
  })
  .get('/mine', reader, async (c) => c.json((await myReviews(c.env.DB, c.var.member.memberNo, new Date())) satisfies MyReviewsAnswer))
  .post('/', writer, validate('json', reviewBody), async (c) => {
    const body = c.req.valid('json')
    const photos = await reviewPhotoRefs(c.env, c.var.member.memberNo, body.photoKeys)
    return c.json(await writeReview(c.env.DB, c.var.member.memberNo, body, photos), 201)
  })
  .put('/:reviewNo', writer, validate('param', reviewParam), validate('json', reviewUpdateBody), async (c) => {
    const body = c.req.valid('json')
    const photos = await reviewPhotoRefs(c.env, c.var.member.memberNo, body.photoKeys)
    await editReview(c.env.DB, c.var.member.memberNo, c.req.valid('param').reviewNo, body, photos)
    return c.json({ ok: true })
  })
  .delete('/:reviewNo', writer, validate('param', reviewParam), async (c) =>
    c.json(await removeReview(c.env.DB, c.var.member.memberNo, c.req.valid('param').reviewNo)),
  )
