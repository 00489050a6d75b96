import { describe, expect, it } from 'vitest'
import { call } from './helpers'

describe('smoke', () => {
  it('answers JSON 404 for an unknown API path', async () => {
    const res = await call('/v1/front/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ status: 404 })
  })
})
