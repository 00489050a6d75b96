/**
 * Files attached to member voice — review photos, 1:1 inquiry attachments, style-vote looks — through the ONE
 * shared upload module (src/server/files): magic-byte type check, byte and pixel limits, owner-scoped keys.
 * Bodies then name the uploads by fileId; each must be the member's own upload of the right purpose.
 */
import { ownFile } from '../db/files'
import type { PhotoRef } from '../db/reviews'
import type { InquiryFileRef } from '../db/support'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { storeUpload, type StoredFile, type UploadPolicy } from '../files'

const MB = 1024 * 1024
export const VOICE_UPLOADS = {
  review: { kinds: ['jpeg', 'png', 'webp'], maxBytes: 10 * MB, maxPixels: 6000, minPixels: 100 },
  inquiry: { kinds: ['jpeg', 'png', 'webp', 'pdf'], maxBytes: 10 * MB, maxPixels: 8000 },
  vote: { kinds: ['jpeg', 'png', 'webp'], maxBytes: 10 * MB, maxPixels: 6000, minPixels: 100 },
} as const satisfies Record<string, UploadPolicy>
export type VoicePurpose = keyof typeof VOICE_UPLOADS
/** The largest multipart request an upload call accepts (the file plus the form's envelope). */
export const VOICE_UPLOAD_MAX_REQUEST = 10 * MB + 64 * 1024

export function uploadVoiceFile(env: Env, memberNo: number, purpose: VoicePurpose, file: File): Promise<StoredFile> {
  return storeUpload(env, memberNo, purpose, file, VOICE_UPLOADS[purpose], { field: 'file' })
}

async function ownUploads(env: Env, memberNo: number, purpose: VoicePurpose, keys: string[], field: string, message: string) {
  if (new Set(keys).size !== keys.length) throw DomainError.invalid('같은 파일이 두 번 들어 있어요.', field)
  const rows = await Promise.all(keys.map((k) => ownFile(env.DB, memberNo, k)))
  if (rows.some((r) => !r || r.purpose !== purpose)) throw DomainError.invalid(message, field)
  return rows.map((r) => r!)
}

/** The review photos named by `keys`: each must be a review photo the member uploaded. */
export async function reviewPhotoRefs(env: Env, memberNo: number, keys: string[]): Promise<PhotoRef[]> {
  const rows = await ownUploads(env, memberNo, 'review', keys, 'photoKeys', '사진을 확인하지 못했어요. 사진을 다시 올려 주세요.')
  return rows.map((r) => ({ key: r.file_id, width: r.width ?? 0, height: r.height ?? 0 }))
}

/** The inquiry attachments named by `keys`: each must be an inquiry file the member uploaded. */
export async function inquiryFileRefs(env: Env, memberNo: number, keys: string[]): Promise<InquiryFileRef[]> {
  const rows = await ownUploads(env, memberNo, 'inquiry', keys, 'fileKeys', '첨부 파일을 확인하지 못했어요. 파일을 다시 올려 주세요.')
  return rows.map((r) => ({ key: r.file_id, name: r.original_name || '첨부 파일', size: r.byte_size }))
}

/** The look photos named by `keys`: each must be a style-vote photo the member uploaded. */
export async function voteLookRefs(env: Env, memberNo: number, keys: string[]): Promise<void> {
  await ownUploads(env, memberNo, 'vote', keys, 'looks', '스타일 사진을 확인하지 못했어요. 사진을 다시 올려 주세요.')
}
