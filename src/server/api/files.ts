import { Hono } from 'hono'
import * as v from 'valibot'
import { object } from '../../shared/schemas/required'
import type { AppEnv } from '../env'
import { readOwnFile, type OwnFileBody } from '../files'
import { ApiError } from './errors'
import { requireMember } from './require-member'
import { validate } from './validate'

export const fileParam = object({
  fileId: v.pipe(v.string('파일 번호가 올바르지 않습니다.'), v.regex(/^[0-9a-f]{32}$/, '파일 번호(fileId) 형식이 올바르지 않습니다.')),
})

/**
 * /api/v1/front/files/:fileId — a private upload, served only to its owner (another member, a guest with a
 * guessed id: 404 / 401). Never cached by shared caches; sniffing off; PDFs rendered sandboxed.
 */
export const filesApi = new Hono<AppEnv>().get('/:fileId', requireMember(), validate('param', fileParam), async (c) => {
  const found = await readOwnFile(c.env, c.var.member.memberNo, c.req.valid('param').fileId)
  if (!found) throw ApiError.notFound('파일을 찾을 수 없습니다.', 'fileId')
  return fileResponse(found)
})

/**
 * The answer carrying a stored file: its type and length, sniffing off, PDFs sandboxed. Private files are
 * never cached by shared caches; published ones (review photos, style-vote looks) may be, briefly.
 */
export function fileResponse({ row, body }: OwnFileBody, cacheControl = 'private, no-store'): Response {
  const name = encodeURIComponent(row.original_name || `${row.purpose}-${row.file_id.slice(0, 8)}`)
  return new Response(body, {
    headers: {
      'content-type': row.content_type,
      'content-length': String(row.byte_size),
      'content-disposition': `inline; filename*=UTF-8''${name}`,
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  })
}
