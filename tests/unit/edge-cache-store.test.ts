import { describe, expect, it } from 'vitest'
import { storeStamped } from '~/server/edge/cache'

// The edge caches' one way into caches.default (src/server/edge/cache.ts): an answer is stored whole, stamped,
// and never as an empty or broken body (served as the answer for the entry's whole life).
function fakeCache() {
  const puts: Array<{ key: string; body: string; headers: Headers }> = []
  const cache = {
    put: async (key: string, res: Response) => void puts.push({ key, body: await res.text(), headers: res.headers }),
  } as unknown as Cache
  return { cache, puts }
}

describe('storeStamped', () => {
  it('stores the whole body, stamped, with the cache lifetime', async () => {
    const { cache, puts } = fakeCache()
    await storeStamped(cache, 'https://k/a', new Response('{"a":1}', { headers: { 'content-type': 'application/json' } }), 360)
    expect(puts).toHaveLength(1)
    expect(puts[0]!.body).toBe('{"a":1}')
    expect(puts[0]!.headers.get('cache-control')).toBe('public, max-age=360')
    expect(Number(puts[0]!.headers.get('x-edge-cache-stored-at'))).toBeGreaterThan(0)
  })

  it('stores nothing for an empty body', async () => {
    const { cache, puts } = fakeCache()
    await expect(storeStamped(cache, 'https://k/b', new Response(''), 360)).rejects.toThrow('empty body')
    expect(puts).toEqual([])
  })

  it('stores nothing when the body fails on the way', async () => {
    const { cache, puts } = fakeCache()
    const broken = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"a":'))
        c.error(new Error('cancelled'))
      },
    })
    await expect(storeStamped(cache, 'https://k/c', new Response(broken), 360)).rejects.toThrow('cancelled')
    expect(puts).toEqual([])
  })
})
