import type { ApiErrorBody } from './types'

/**
 * What an API call answers, without the transport: the one client (./client.ts, ofetch) produces these,
 * and query functions and forms read them. Kept apart from the client so pages can read results without
 * downloading the HTTP library before their first call.
 */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody }

export const NETWORK_ERROR: ApiErrorBody = {
  status: 0,
  errors: [{ field: 'network', reason: '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.' }],
}

/** Unwraps a result for loaders: the data, or throws the error body (routes turn 404 into notFound()). */
export class ApiCallError extends Error {
  constructor(readonly body: ApiErrorBody) {
    super(body.errors[0]?.reason ?? '요청을 처리하지 못했습니다.')
  }
}
export function unwrap<T>(r: ApiResult<T>): T {
  if (r.ok) return r.data
  throw new ApiCallError(r.error)
}
