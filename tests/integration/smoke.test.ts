import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

describe('smoke', () => {
  it('answers JSON 404 for an unknown API path', async () => {
    const res = await (exports as any).default.fetch('http://x/v1/front/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ status: 404 })
  })
})
