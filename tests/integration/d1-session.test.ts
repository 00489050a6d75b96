import { describe, expect, it } from 'vitest'
import { addMember, call, login } from './member-helpers'

// D1 read replication (src/server/api/d1-session.ts): reads in an unconstrained session, writes on the primary
// handing back their bookmark, a browser's next reads anchored at it.
describe('D1 Sessions API', () => {
  it("hands a browser's write its bookmark (header and cookie) and reads after it with that bookmark", async () => {
    await addMember({ loginId: 'bookmark01', mobile: '01020009001' })
    const { r, token } = await login('bookmark01')
    expect(r.status).toBe(200)
    const bookmark = r.headers.get('x-d1-bookmark')
    expect(bookmark).toMatch(/^[0-9a-zA-Z-]+$/)
    expect(r.headers.get('set-cookie')).toContain(`davich_d1=${bookmark}`)
    expect(r.headers.get('set-cookie')).toMatch(/davich_d1=[^;]+;[^,]*HttpOnly/i)

    // The member's own data, read at (at least) that bookmark — from the cookie or the header.
    const byCookie = await call('/v1/front/member/info', { token, cookie: `davich_d1=${bookmark}` })
    expect(byCookie.status).toBe(200)
    expect(((await byCookie.json()) as { loginId?: string; memId?: string }) ?? {}).toBeTruthy()
    expect((await call('/v1/front/member/info', { token, headers: { 'x-d1-bookmark': bookmark! } })).status).toBe(200)
    // Reads hand back no bookmark and set no cookie.
    const read = await call('/api/v1/front/promotion/list')
    expect(read.headers.get('x-d1-bookmark')).toBeNull()
    expect(read.headers.get('set-cookie')).toBeNull()
  })

  it('ignores a malformed bookmark (the read is simply unconstrained)', async () => {
    for (const bad of ['x'.repeat(300), 'a b', '<script>']) {
      const res = await call('/api/v1/front/promotion/list', { headers: { 'x-d1-bookmark': bad } })
      expect(res.status, bad).toBe(200)
    }
  })

  it('gives an app (no cookies) the bookmark in the header only', async () => {
    await addMember({ loginId: 'bookmark02', mobile: '01020009002' })
    const r = await call('/v1/front/member/login/native', { method: 'POST', json: { userId: 'bookmark02', password: 'Davich!2026' } })
    expect(r.status).toBe(200)
    expect(r.headers.get('x-d1-bookmark')).toBeTruthy()
    expect(r.headers.get('set-cookie')).toBeNull()
  })
})
