import { describe, expect, it } from 'vitest'
import { createApiClient } from './client'

/** A fake transport answering with the given statuses in turn and recording every request. */
function fakeFetch(statuses: number[], body: unknown = { ok: 1 }) {
  const calls: Request[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init)
    calls.push(req)
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]
    const payload = status >= 400 ? { status, errors: [{ field: 'x', reason: '실패했습니다.' }] } : body
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } })
  }
  return { calls, fetch: fetch as typeof globalThis.fetch }
}

describe('API client call rules (auth header on every call, one retry of idempotent calls, errors returned)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const f = fakeFetch([status, 200])
    const api = createApiClient({ baseURL: 'http://t', fetch: f.fetch })
    const r = await api.get<{ ok: number }>('/v1/x')
    expect(f.calls).toHaveLength(2)
    expect(r).toEqual({ ok: true, status: 200, data: { ok: 1 } })
  })

  it('retries only once: a second failure is returned, not thrown', async () => {
    const f = fakeFetch([503, 503, 200])
    const api = createApiClient({ baseURL: 'http://t', fetch: f.fetch })
    const r = await api.get('/v1/x')
    expect(f.calls).toHaveLength(2)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.errors[0].reason).toBe('실패했습니다.')
  })

  it.each([400, 401, 403, 404, 410, 422])('does not retry a GET on %i', async (status) => {
    const f = fakeFetch([status, 200])
    const api = createApiClient({ baseURL: 'http://t', fetch: f.fetch })
    const r = await api.get('/v1/x')
    expect(f.calls).toHaveLength(1)
    expect(r).toMatchObject({ ok: false, status })
  })

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries %s (payload methods)', async (method) => {
    const f = fakeFetch([503, 200])
    const api = createApiClient({ baseURL: 'http://t', fetch: f.fetch })
    const r = await (api[method] as (p: string) => Promise<{ ok: boolean; status: number }>)('/v1/x')
    expect(f.calls).toHaveLength(1)
    expect(r).toMatchObject({ ok: false, status: 503 })
  })

  it('sends the bearer header and the kiosk code on every call, skipping empty ones', async () => {
    const f = fakeFetch([200])
    const api = createApiClient({
      baseURL: 'http://t',
      fetch: f.fetch,
      getHeaders: () => ({ authorization: 'Bearer abc', 'x-store-code': undefined }),
    })
    await api.post('/v1/x', { a: 1 })
    expect(f.calls[0].headers.get('authorization')).toBe('Bearer abc')
    expect(f.calls[0].headers.has('x-store-code')).toBe(false)
    expect(await f.calls[0].json()).toEqual({ a: 1 })
  })

  it('skips empty query values and encodes keys and values', async () => {
    const f = fakeFetch([200])
    const api = createApiClient({ baseURL: 'http://t', fetch: f.fetch })
    await api.get('/v1/search', { searchWord: '다비치 안경', empty: '', none: undefined, zero: 0 })
    const url = new URL(f.calls[0].url)
    expect(url.searchParams.get('searchWord')).toBe('다비치 안경')
    expect(url.searchParams.has('empty')).toBe(false)
    expect(url.searchParams.has('none')).toBe(false)
    expect(url.searchParams.get('zero')).toBe('0')
  })

  it('returns a Korean network error instead of throwing when the transport fails', async () => {
    const api = createApiClient({
      baseURL: 'http://t',
      fetch: (async () => {
        throw new TypeError('fetch failed')
      }) as unknown as typeof fetch,
    })
    const r = await api.post('/v1/x')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.errors[0].field).toBe('network')
  })
})
