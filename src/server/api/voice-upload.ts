import type { UploadedFileAnswer } from '../../shared/api/voice-types'
import type { StoredFile } from '../files'

/** Published member photos (visible reviews, style-vote looks) may be kept by caches briefly. */
export const PUBLISHED_CACHE = 'public, max-age=300'

/** The answer of an upload call: the id the form sends back, and where the uploader previews it. */
export const uploaded = (f: StoredFile): UploadedFileAnswer => ({
  fileId: f.fileId,
  name: f.originalName,
  size: f.byteSize,
  width: f.width,
  height: f.height,
  previewUrl: `/api/v1/front/files/${f.fileId}`,
})
