/** Files attached to member voice (review photos, inquiry attachments, style-vote looks). */
import type { PhotoRef } from '../db/reviews'
import type { InquiryFileRef } from '../db/support'
import { DomainError } from '../domain-error'
import type { Env } from '../env'

/** The review photos named by `keys`: each must be an image the member uploaded. */
export async function reviewPhotoRefs(_env: Env, _memberNo: number, keys: string[]): Promise<PhotoRef[]> {
  if (keys.length) throw DomainError.invalid('사진을 확인하지 못했어요. 사진을 다시 올려 주세요.', 'photoKeys')
  return []
}

/** The inquiry attachments named by `keys`: each must be a file the member uploaded. */
export async function inquiryFileRefs(_env: Env, _memberNo: number, keys: string[]): Promise<InquiryFileRef[]> {
  if (keys.length) throw DomainError.invalid('첨부 파일을 확인하지 못했어요. 파일을 다시 올려 주세요.', 'fileKeys')
  return []
}

/** The look photos named by `keys`: each must be an image the member uploaded (or already a look of `voteNo`). */
export async function voteLookRefs(_env: Env, _memberNo: number, keys: string[], _voteNo?: number): Promise<void> {
  if (keys.length) throw DomainError.invalid('스타일 사진을 확인하지 못했어요. 사진을 다시 올려 주세요.', 'looks')
}
