import { vValidator } from '@hono/valibot-validator'
import type { Context, Next, ValidationTargets } from 'hono'
import * as v from 'valibot'
import '../../shared/schemas/messages'
import { ApiError, errorBody } from './errors'

/** The media types read as JSON (Hono's own rule): application/json and application/*+json. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i
/** The largest JSON body any call needs is a few KB (50 order lines, a 3,000-character proposal). */
export const MAX_JSON_BODY_BYTES = 64 * 1024

/**
 * A JSON body is JSON: Hono's validator reads any other content type as `{}` (so text/plain and form posts
 * answered 200 as if empty). Refuses other media types (415), oversized bodies (413) and unparsable JSON
 * (400). Provider form posts (payment return, Apple's form_post) never pass through validate('json').
 */
async function refuseNonJson(c: Context): Promise<void> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0].trim()
  if (!JSON_MEDIA_TYPE.test(mediaType))
    throw new ApiError(415, [{ field: 'content-type', reason: '요청 본문은 JSON(Content-Type: application/json)으로 보내 주세요.' }])
  const tooLarge = () =>
    new ApiError(413, [{ field: 'body', reason: `요청 본문이 너무 큽니다. ${MAX_JSON_BODY_BYTES / 1024}KB 이내로 보내 주세요.` }])
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BODY_BYTES) throw tooLarge()
  const text = await c.req.text() // cached: the validator's c.req.json() reads the same text
  if (new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES) throw tooLarge()
  try {
    JSON.parse(text)
  } catch {
    throw new ApiError(400, [{ field: 'body', reason: '요청 본문을 읽을 수 없습니다. JSON 형식을 확인해 주세요.' }])
  }
}

/**
 * valibot validator for every API input. A failed check answers 400 with one `{ field, reason }` per
 * issue; the reasons are the Korean messages written in the schemas (src/shared/schemas). JSON bodies
 * must be sent as JSON (see refuseNonJson); an issue about the body as a whole is reported on `body`.
 */
export function validate<T extends v.GenericSchema | v.GenericSchemaAsync, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const validator = vValidator(target, schema, (result, c) => {
    if (!result.success) {
      const errors = result.issues.map((issue) => ({
        field: v.getDotPath(issue) ?? (target === 'json' ? 'body' : target),
        reason: issue.message,
      }))
      return c.json(errorBody(400, errors), 400)
    }
  })
  if (target !== 'json') return validator
  const jsonOnly = async (c: Parameters<typeof validator>[0], next: Next) => {
    await refuseNonJson(c)
    return validator(c, next)
  }
  return jsonOnly as unknown as typeof validator
}
