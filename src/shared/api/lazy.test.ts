import { describe, expect, it, vi } from 'vitest'
import { lazyEndpoints } from './lazy'
import type { ApiResult } from './result'

const real = {
  goods: { detail: async (id: string): Promise<ApiResult<{ id: string }>> => ({ ok: true, status: 200, data: { id } }) },
  cart: { count: async (): Promise<ApiResult<number>> => ({ ok: true, status: 200, data: 3 }) },
}

describe('lazyEndpoints', () => {
  it('loads nothing until the first call, then loads once and forwards arguments', async () => {
    const load = vi.fn(async () => real)
    const api = lazyEndpoints(load)
    expect(load).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([api.goods.detail('G1'), api.cart.count()])
    expect(a).toEqual({ ok: true, status: 200, data: { id: 'G1' } })
    expect(b).toEqual({ ok: true, status: 200, data: 3 })
    await api.goods.detail('G2')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers the network error when the code cannot be loaded, and tries again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(real)
    const api = lazyEndpoints<typeof real>(load)
    const first = await api.cart.count()
    expect(first.ok).toBe(false)
    expect(first.status).toBe(0)
    expect(await api.cart.count()).toEqual({ ok: true, status: 200, data: 3 })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('is not a thenable, so awaiting the object itself does not hang or call anything', async () => {
    const load = vi.fn(async () => real)
    const api = lazyEndpoints(load)
    expect(await api).toBe(api)
    expect(load).not.toHaveBeenCalled()
  })
})
