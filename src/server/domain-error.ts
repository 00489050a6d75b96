/**
 * The error a service (or a db/ function) throws when a request cannot be served: a status-like kind and
 * the `{ field, reason }` list the shopper reads (Korean reasons). Services know nothing of HTTP; the API's
 * one onError (src/server/api/errors.ts) maps the kind to a status and renders `{ status, errors }`.
 */
export interface FieldError {
  field: string
  reason: string
}

/** What went wrong, in the service's terms (mapped to 400, 401, 403, 404, 409, 410, 423, 429, 501, 502, 503). */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'locked'
  | 'rate_limited'
  | 'not_implemented'
  | 'upstream'
  | 'unavailable'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly errors: FieldError[],
  ) {
    super(errors.map((e) => `${e.field}: ${e.reason}`).join(', '))
    this.name = 'DomainError'
  }
  static of(kind: DomainErrorKind, field: string, reason: string) {
    return new DomainError(kind, [{ field, reason }])
  }
  static invalid(reason: string, field = 'unknown') {
    return DomainError.of('invalid', field, reason)
  }
  static notFound(reason = '요청하신 정보를 찾을 수 없습니다.', field = 'id') {
    return DomainError.of('not_found', field, reason)
  }
  static conflict(reason: string, field = 'unknown') {
    return DomainError.of('conflict', field, reason)
  }
}
