/**
 * THE upload module for private files (R2 bucket `FILES`): prescriptions, fitting photos, review photos,
 * inquiry attachments. Every object has a `member_files` row naming its owner (src/server/db/files.ts), so:
 *  - `storeUpload` checks the type by its magic bytes (never the name or the declared type), the byte size
 *    and, for images, the pixel size (image-size), then writes the object under an owner-scoped key
 *    `m/<memberNo>/<purpose>/<fileId>` and its row; a refused file is a DomainError with a Korean reason (400);
 *  - `readOwnFile` reads it back only for its owner (null otherwise: the API answers 404, never 403);
 *  - `deleteOwnFile` / `deleteMemberFiles` remove row and object (record deletion, withdrawal).
 * Callers pass the kinds they allow; the API serves `GET /api/v1/front/files/:fileId` (src/server/api/files.ts).
 */
import type { R2Bucket } from '@cloudflare/workers-types'
import { imageSize } from 'image-size'
import { deleteOwnFileRow, fileById, insertMemberFile, memberFileKeys, ownFile, type MemberFileRow } from '../db/files'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { withJosa } from '../../shared/korean'

export const FILE_KINDS = {
  jpeg: { contentType: 'image/jpeg', label: 'JPG', image: true },
  png: { contentType: 'image/png', label: 'PNG', image: true },
  webp: { contentType: 'image/webp', label: 'WEBP', image: true },
  pdf: { contentType: 'application/pdf', label: 'PDF', image: false },
} as const
export type FileKind = keyof typeof FILE_KINDS

export interface UploadPolicy {
  /** Kinds the caller accepts, e.g. ['jpeg', 'png', 'webp', 'pdf'] for a prescription. */
  kinds: readonly FileKind[]
  /** Largest byte size. */
  maxBytes: number
  /** Largest image width/height in pixels (images only; default 8000). */
  maxPixels?: number
  /** Smallest image width/height in pixels (default 1). */
  minPixels?: number
}

/** What a form or a device sends: a File/Blob (multipart) or raw bytes. */
export type UploadInput = Blob | ArrayBuffer | Uint8Array

export interface StoredFile {
  fileId: string
  purpose: string
  contentType: string
  byteSize: number
  width: number | null
  height: number | null
  originalName: string
}

/** Purposes are short path-safe names ('prescription', 'review', 'inquiry', 'fitting'). */
const PURPOSE = /^[a-z][a-z0-9-]{1,30}$/

/** The kind the first bytes say the file is, or null. */
export function sniffKind(b: Uint8Array): FileKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x)) return 'png'
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp'
  if (b.length >= 5 && ascii(b, 0, 5) === '%PDF-') return 'pdf'
  return null
}
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

const mb = (n: number) => (n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 10) / 10}MB` : `${Math.round(n / 1024)}KB`)
const kindsText = (kinds: readonly FileKind[]) => kinds.map((k) => FILE_KINDS[k].label).join(', ')

async function bytesOf(input: UploadInput, maxBytes: number, field: string): Promise<Uint8Array> {
  const size = input instanceof Blob ? input.size : input.byteLength
  if (size === 0) throw DomainError.invalid('빈 파일은 올릴 수 없습니다. 파일을 다시 선택해 주세요.', field)
  if (size > maxBytes) throw DomainError.invalid(`파일 크기는 ${mb(maxBytes)} 이하만 올릴 수 있습니다. (선택한 파일: ${mb(size)})`, field)
  if (input instanceof Blob) return new Uint8Array(await input.arrayBuffer())
  return input instanceof Uint8Array ? input : new Uint8Array(input)
}

/**
 * Checks a file against the policy: magic bytes among the allowed kinds, byte size, image pixel size.
 * Returns its kind and (images) dimensions; throws DomainError.invalid with a Korean reason.
 */
export async function checkUpload(input: UploadInput, policy: UploadPolicy, field = 'file') {
  const bytes = await bytesOf(input, policy.maxBytes, field)
  const kind = sniffKind(bytes)
  if (!kind || !policy.kinds.includes(kind)) throw DomainError.invalid(`${kindsText(policy.kinds)} 파일만 올릴 수 있습니다.`, field)
  let width: number | null = null
  let height: number | null = null
  if (FILE_KINDS[kind].image) {
    try {
      const d = imageSize(bytes)
      width = d.width ?? null
      height = d.height ?? null
    } catch {
      /* unreadable header: refused below */
    }
    if (!width || !height) throw DomainError.invalid('이미지를 읽을 수 없습니다. 손상되지 않은 파일인지 확인해 주세요.', field)
    const max = policy.maxPixels ?? 8000
    const min = policy.minPixels ?? 1
    if (width > max || height > max)
      throw DomainError.invalid(
        `이미지는 가로·세로 ${max.toLocaleString('ko-KR')}픽셀 이하만 올릴 수 있습니다. (${width}×${height})`,
        field,
      )
    if (width < min || height < min)
      throw DomainError.invalid(`이미지는 가로·세로 ${min}픽셀 이상이어야 합니다. (${width}×${height})`, field)
  }
  return { bytes, kind, width, height }
}

/** File names are kept for display only (never in the key): control characters and paths stripped, 100 chars. */
function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  return base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').slice(0, 100)
}

/**
 * Checks and stores one upload for `memberNo`. The object is written first, then its row; when the row
 * cannot be written the object is removed again, so no object is left without an owner row.
 */
export async function storeUpload(
  env: Pick<Env, 'DB' | 'FILES'>,
  memberNo: number,
  purpose: string,
  input: UploadInput,
  policy: UploadPolicy,
  opts: { field?: string; name?: string; now?: Date } = {},
): Promise<StoredFile> {
  if (!PURPOSE.test(purpose)) throw new Error(`bad upload purpose ${purpose}`)
  const { bytes, kind, width, height } = await checkUpload(input, policy, opts.field)
  const fileId = crypto.randomUUID().replace(/-/g, '')
  const r2Key = `m/${memberNo}/${purpose}/${fileId}`
  const contentType = FILE_KINDS[kind].contentType
  const originalName = cleanName(opts.name ?? (input instanceof File ? input.name : undefined))
  await (env.FILES as R2Bucket).put(r2Key, bytes, {
    httpMetadata: { contentType },
    customMetadata: { memberNo: String(memberNo), purpose },
  })
  try {
    await insertMemberFile(env.DB, {
      fileId,
      memberNo,
      purpose,
      r2Key,
      contentType,
      byteSize: bytes.byteLength,
      width,
      height,
      originalName,
      regDttm: (opts.now ?? new Date()).toISOString(),
    }).run()
  } catch (e) {
    await env.FILES.delete(r2Key)
    throw e
  }
  return { fileId, purpose, contentType, byteSize: bytes.byteLength, width, height, originalName }
}

export interface OwnFileBody {
  row: MemberFileRow
  body: ReadableStream
}

/** The owner's file and its bytes, or null (not the owner's, unknown, or its object is gone). */
export async function readOwnFile(env: Pick<Env, 'DB' | 'FILES'>, memberNo: number, fileId: string): Promise<OwnFileBody | null> {
  if (!/^[0-9a-f]{32}$/.test(fileId)) return null
  const row = await ownFile(env.DB, memberNo, fileId)
  if (!row) return null
  const obj = await env.FILES.get(row.r2_key)
  if (!obj) return null
  return { row, body: obj.body as unknown as ReadableStream }
}

/**
 * A file its feature has published (a photo of a visible review, a look of a visible style vote): served to
 * anyone, but only while `isPublished(fileId)` — the feature's own query (visible, not hidden) — says so;
 * null otherwise. Private uploads (prescriptions, inquiry attachments) are never published.
 */
export async function readPublishedFile(
  env: Pick<Env, 'DB' | 'FILES'>,
  fileId: string,
  isPublished: (fileId: string) => Promise<boolean>,
): Promise<OwnFileBody | null> {
  if (!/^[0-9a-f]{32}$/.test(fileId)) return null
  if (!(await isPublished(fileId))) return null
  const row = await fileById(env.DB, fileId)
  if (!row || !row.content_type.startsWith('image/')) return null
  const obj = await env.FILES.get(row.r2_key)
  if (!obj) return null
  return { row, body: obj.body as unknown as ReadableStream }
}

/** Deletes the owner's file (row, then object); false when it was not theirs. */
export async function deleteOwnFile(env: Pick<Env, 'DB' | 'FILES'>, memberNo: number, fileId: string): Promise<boolean> {
  const key = await deleteOwnFileRow(env.DB, memberNo, fileId)
  if (!key) return false
  await env.FILES.delete(key)
  return true
}

/** Deletes up to `limit` files of a member (withdrawal), optionally only of some purposes; returns how many went. */
export async function deleteMemberFiles(
  env: Pick<Env, 'DB' | 'FILES'>,
  memberNo: number,
  limit = 100,
  purposes?: readonly string[],
): Promise<number> {
  const files = await memberFileKeys(env.DB, memberNo, limit, purposes)
  for (const f of files) await deleteOwnFile(env, memberNo, f.fileId)
  return files.length
}

/** The multipart file field of a parsed form, or a Korean 400 when it is missing or not a file. */
export function formFile(form: FormData, field = 'file', label = '파일'): File {
  const f = form.get(field)
  if (!(f instanceof File) || f.size === 0) throw DomainError.invalid(`${withJosa(label, '을/를')} 선택해 주세요.`, field)
  return f
}

/* ---- site images: what the head office publishes (campaign heroes, banners, share images) ---- */

/** Images an operator may upload for the shop's pages: JPG/PNG by magic bytes (never SVG; the share-image renderer reads these two), 5 MB, 6000 px. */
export const SITE_IMAGE_POLICY: UploadPolicy = { kinds: ['jpeg', 'png'], maxBytes: 5 * 1024 * 1024, maxPixels: 6000, minPixels: 16 }
const SITE_EXT: Partial<Record<FileKind, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' }

/**
 * Checks (the upload module's type, size and pixel checks) and stores an image the shop serves to everyone at
 * `/media/<id>.<ext>` (immutable: a new upload is a new URL, so pages and share images pick it up at once and
 * caches never need purging). No member owns it; the operator who uploaded it is in the access log.
 */
export async function storeSiteImage(env: Pick<Env, 'FILES'>, input: UploadInput, policy: UploadPolicy = SITE_IMAGE_POLICY) {
  const { bytes, kind, width, height } = await checkUpload(input, policy, 'file')
  const name = `${crypto.randomUUID().replace(/-/g, '')}.${SITE_EXT[kind]}`
  await (env.FILES as R2Bucket).put(`site/${name}`, bytes, { httpMetadata: { contentType: FILE_KINDS[kind].contentType } })
  return { path: `/media/${name}`, width: width ?? 0, height: height ?? 0 }
}

/** A site image's bytes and type by its file name (`<32 hex>.<ext>`), or null. */
export async function readSiteImage(env: Pick<Env, 'FILES'>, name: string) {
  if (!/^[0-9a-f]{32}\.(jpg|png|webp)$/.test(name)) return null
  const obj = await env.FILES.get(`site/${name}`)
  if (!obj) return null
  return {
    body: obj.body as unknown as ReadableStream,
    contentType: obj.httpMetadata?.contentType ?? 'application/octet-stream',
    size: obj.size,
  }
}
