import { Hono } from 'hono'
import type { ContactSupplyAnswer, EyeRecordListAnswer, LensOptionsAnswer } from '../../shared/api/eyes-types'
import { eyeRecordParam, prescriptionBody } from '../../shared/schemas/eyes'
import { eyeRecordOf, eyeRecordsOf, latestEyeRecord, lensIndexOptions } from '../db/eyes'
import type { AppEnv } from '../env'
import { formFile } from '../files'
import { PRESCRIPTION_UPLOAD, removeEyeRecord, uploadPrescription } from '../services/eyes'
import { contactSupplyOf } from '../services/contact-reorder'
import { ApiError } from './errors'
import { requireMember } from './require-member'
import { multipartBody, uploadForm } from './upload'
import { validate } from './validate'

const member = requireMember()

/** /api/v1/front/eyes/* — the member's eyesight records (read with the member in the query) and prescription uploads. */
export const eyesApi = new Hono<AppEnv>()
  .get('/records', member, async (c) => c.json({ list: await eyeRecordsOf(c.env.DB, c.var.member.memberNo) } satisfies EyeRecordListAnswer))
  /** Glasses lenses offered in several indices with each index's price (public catalogue data; the preview's prices). */
  .get('/lens-options', async (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json({ lenses: await lensIndexOptions(c.env.DB) } satisfies LensOptionsAnswer)
  })
  /** The run-out day of the member's latest contact-lens purchase and its reminder (issue 33), or null. */
  .get('/contact-supply', member, async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ supply: await contactSupplyOf(c.env.DB, c.var.member.memberNo) } satisfies ContactSupplyAnswer)
  })
  .get('/records/latest', member, async (c) => c.json({ record: await latestEyeRecord(c.env.DB, c.var.member.memberNo) }))
  .get('/records/:recordNo', member, validate('param', eyeRecordParam), async (c) => {
    const found = await eyeRecordOf(c.env.DB, c.var.member.memberNo, c.req.valid('param').recordNo)
    if (!found) throw ApiError.notFound('시력 기록을 찾을 수 없습니다.', 'recordNo')
    return c.json(found)
  })
  .post('/records', member, multipartBody(PRESCRIPTION_UPLOAD.maxBytes + 64 * 1024), validate('form', prescriptionBody), async (c) => {
    const file = formFile(await uploadForm(c), 'file', '처방전 파일')
    const record = await uploadPrescription(c.env, c.var.member.memberNo, c.req.valid('form'), file, file.name)
    return c.json(record, 201)
  })
  .delete('/records/:recordNo', member, validate('param', eyeRecordParam), async (c) => {
    await removeEyeRecord(c.env, c.var.member.memberNo, c.req.valid('param').recordNo)
    return c.json({ ok: true })
  })
