import { createFetch, FetchError } from 'ofetch'
import { withQuery } from '../query'
import { NETWORK_ERROR, type ApiResult } from './result'
import type { ApiErrorBody } from './types'

/**
 * The one typed API client (the product spec: "All calls carry the auth header. Failed calls return the error
 * response instead of throwing"; idempotent calls retried once):
 * - the bearer header (and kiosk store code) on every call, from `getHeaders`;
 * - idempotent methods retried once on 408/409/425/429/500/502/503/504, payload methods never — this is
 *   ofetch's own default retry policy, used as is;
 * - a failed call returns the error response instead of throwing.
 * The transport is injected: in-process Hono on the server, HTTP in the browser, or an external backend.
 */
export type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>

export interface ApiClientOptions {
  baseURL: string
  fetch?: typeof globalThis.fetch
  getHeaders?: () => Record<string, string | undefined>
}

function asErrorBody(status: number, data: unknown): ApiErrorBody {
  const d = data as Partial<ApiErrorBody> | undefined
  if (d && Array.isArray(d.errors)) return { status: d.status ?? status, errors: d.errors }
  return { status, errors: [{ field: 'unknown', reason: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' }] }
}

export function createApiClient(opts: ApiClientOptions) {
  const $fetch = createFetch({ fetch: opts.fetch ?? globalThis.fetch, Headers, AbortController })

  async function request<T>(method: string, path: string, query?: Query, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json' }
    for (const [k, v] of Object.entries(opts.getHeaders?.() ?? {})) if (v) headers[k] = v
    try {
      const res = await $fetch.raw<T>(withQuery(path, query ?? {}), {
        baseURL: opts.baseURL,
        method: method as 'GET',
        body: body as BodyInit | Record<string, unknown> | undefined,
        headers,
      })
      return { ok: true, status: res.status, data: res._data as T }
    } catch (e) {
      if (e instanceof FetchError && e.response)
        return { ok: false, status: e.response.status, error: asErrorBody(e.response.status, e.data) }
      return { ok: false, status: 0, error: NETWORK_ERROR }
    }
  }

  return {
    get: <T>(path: string, query?: Query) => request<T>('GET', path, query),
    delete: <T>(path: string, query?: Query) => request<T>('DELETE', path, query),
    post: <T>(path: string, body?: unknown, query?: Query) => request<T>('POST', path, query, body ?? {}),
    put: <T>(path: string, body?: unknown, query?: Query) => request<T>('PUT', path, query, body ?? {}),
    patch: <T>(path: string, body?: unknown, query?: Query) => request<T>('PATCH', path, query, body ?? {}),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
