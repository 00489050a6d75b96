import { NETWORK_ERROR, type ApiResult } from '~/shared/api/result'
import type { ApiErrorBody } from '~/shared/api/types'

/**
 * The console's HTTP client (browser only: console pages render in the browser, `ssr: false` on
 * src/routes/admin/route.tsx). Same-origin calls to /admin/api/* carry the Path=/admin operator cookie; answers are
 * the shop's ApiResult, so forms and queries read them like the shop's (`unwrap`, `setApiErrors`).
 */
export async function consoleCall<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown; query?: Record<string, string | number | undefined | null> } = {},
): Promise<ApiResult<T>> {
  const url = new URL(`/admin/api${path}`, window.location.origin)
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v))
  let res: Response
  try {
    res = await fetch(url, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    })
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR }
  }
  const body = (await res.json().catch(() => null)) as unknown
  if (res.ok) return { ok: true, status: res.status, data: body as T }
  const error = (
    body && typeof body === 'object' && 'errors' in body
      ? body
      : { status: res.status, errors: [{ field: 'unknown', reason: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' }] }
  ) as ApiErrorBody
  return { ok: false, status: res.status, error }
}
