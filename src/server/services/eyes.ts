import type { EyeRecord } from '../../shared/api/eyes-types'
import type { PrescriptionBody } from '../../shared/schemas/eyes'
import { deleteEyeRecord, eyeRecordOf, insertEyeRecord } from '../db/eyes'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { deleteOwnFile, storeUpload, type UploadInput, type UploadPolicy } from '../files'

/** Prescriptions: a photo or a scan (JPG/PNG/WEBP up to 8,000 px) or a PDF, at most 10 MB. */
export const PRESCRIPTION_UPLOAD: UploadPolicy = {
  kinds: ['jpeg', 'png', 'webp', 'pdf'],
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 8000,
  minPixels: 200,
}

/**
 * A prescription the member uploads: the file goes to R2 (checked by the upload module), then the record that
 * points at it; when the record cannot be written the file is removed again.
 */
export async function uploadPrescription(
  env: Env,
  memberNo: number,
  body: PrescriptionBody,
  file: UploadInput,
  name?: string,
  now = new Date(),
): Promise<EyeRecord> {
  const stored = await storeUpload(env, memberNo, 'prescription', file, PRESCRIPTION_UPLOAD, { name, now })
  try {
    const recordNo = await insertEyeRecord(env.DB, {
      memberNo,
      source: 'UPLOAD',
      storeNo: null,
      examYmd: body.examYmd,
      institution: body.institution,
      memo: body.memo,
      fileId: stored.fileId,
      values: body,
      regDttm: now.toISOString(),
    })
    return (await eyeRecordOf(env.DB, memberNo, recordNo))!
  } catch (e) {
    await deleteOwnFile(env, memberNo, stored.fileId)
    throw e
  }
}

/** Deletes one of the member's records and its file in R2; 404 when it is not theirs. */
export async function removeEyeRecord(env: Env, memberNo: number, recordNo: number): Promise<void> {
  const fileId = await deleteEyeRecord(env.DB, memberNo, recordNo)
  if (fileId == null) throw DomainError.notFound('시력 기록을 찾을 수 없습니다.', 'recordNo')
  if (fileId) await deleteOwnFile(env, memberNo, fileId)
}
