import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { DomainError, type DomainErrorKind, type FieldError } from '../domain-error'
import { reportError } from '../error-tracker'

/** The one error shape of every API call: `{ status, errors: [{ field, reason }] }` with Korean reasons. */
export type ApiFieldError = FieldError
export interface ApiErrorBody {
  status: number
  errors: ApiFieldError[]
}

/** An error of the HTTP layer itself (content type, body size, sign-in): thrown by api/ only. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: ApiFieldError[],
  ) {
    super(errors.map((e) => `${e.field}: ${e.reason}`).join(', '))
  }
  static notFound(reason = '요청하신 정보를 찾을 수 없습니다.', field = 'id') {
    return new ApiError(404, [{ field, reason }])
  }
  static badRequest(reason: string, field = 'unknown') {
    return new ApiError(400, [{ field, reason }])
  }
}

/** The status of each domain error kind (services throw DomainError, never a status). */
export const DOMAIN_STATUS: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  locked: 423,
  rate_limited: 429,
  not_implemented: 501,
  upstream: 502,
  unavailable: 503,
}

export function errorBody(status: number, errors: ApiFieldError[]): ApiErrorBody {
  return { status, errors }
}

/** The single onError of the API: known errors keep their status, anything else is a logged 500. */
export function onApiError(err: Error, c: Context) {
  if (err instanceof DomainError) {
    const status = DOMAIN_STATUS[err.kind]
    return c.json(errorBody(status, err.errors), status)
  }
  if (err instanceof ApiError) return c.json(errorBody(err.status, err.errors), err.status)
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode
    const reason = status === 400 ? '잘못된 요청입니다.' : err.message || '요청을 처리할 수 없습니다.'
    return c.json(errorBody(status, [{ field: 'unknown', reason }]), status)
  }
  if (err instanceof SyntaxError) {
    return c.json(errorBody(400, [{ field: 'body', reason: '요청 본문을 읽을 수 없습니다.' }]), 400)
  }
  console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), message: err.message, stack: err.stack }))
  reportError(c.env, err, c.get('requestId'))
  return c.json(errorBody(500, [{ field: 'unknown', reason: '서버 오류가 발생했습니다.' }]), 500)
}

export function onApiNotFound(c: Context) {
  return c.json(errorBody(404, [{ field: 'path', reason: '요청하신 API를 찾을 수 없습니다.' }]), 404)
}
