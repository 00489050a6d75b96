import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app'
import type { Env } from '../../src/server/env'
import { entryStarter, START_AT_THE_LATEST_MS } from '../../src/server/edge/hydrate-after-paint'

// The client entry starts after the first screen is painted (src/server/edge/hydrate-after-paint.ts): the stand-in
// renderer preloads the entry and a route chunk in the head and ends its body the way TanStack Start does, with the
// entry as an async module script.
const ENTRY = '/assets/index-Abc123.js'
const CHUNK = '/assets/davichstore-Def456.js'
const { app } = createApp({
  ssr: (req) => {
    const nonce = req.headers.get('x-csp-nonce') ?? ''
    const html = `<!DOCTYPE html><html lang="ko"><head><link rel="modulepreload" href="${ENTRY}" fetchpriority="low"/><link rel="modulepreload" href="${CHUNK}" fetchpriority="low"/><link rel="icon" href="/favicon.svg"/></head><body><main>매장 찾기</main><script type="module" async="" src="${ENTRY}" nonce="${nonce}"></script><script nonce="${nonce}">$_TSR.e()</script></body></html>`
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
  },
})

async function get(path: string) {
  const ctx = createExecutionContext()
  const res = await app.fetch(
    new Request(`https://shop.test${path}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0' } }),
    env as unknown as Env,
    ctx,
  )
  const text = await res.text()
  await waitOnExecutionContext(ctx)
  const nonce = /'nonce-([0-9a-f]+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
  return { res, text, nonce }
}

describe('hydration after the first paint', () => {
  it('makes the entry tag inert, takes the module preloads out of the head and starts both from a nonce’d script', async () => {
    const { res, text, nonce } = await get('/davichstore')
    expect(res.status).toBe(200)
    expect(nonce).toBeTruthy()
    // No script downloads or runs before the starter says so: no preload in the head, no runnable module tag.
    expect(text).not.toMatch(/<link[^>]*modulepreload/)
    expect(text).toContain('<link rel="icon" href="/favicon.svg"/>')
    expect(text).not.toMatch(/<script type="module"[^>]*src=/)
    expect(text).toContain(
      `<script type="text/tsr-entry" async="" src="${ENTRY}" nonce="${nonce}"></script><script nonce="${nonce}">${entryStarter(ENTRY, [ENTRY, CHUNK])}</script>`,
    )
    // Security headers survive the rewrite.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('leaves other answers alone', async () => {
    const ctx = createExecutionContext()
    const res = await app.fetch(new Request('https://shop.test/api/v1/front/common/code?codeGroup=BANK'), env as unknown as Env, ctx)
    await waitOnExecutionContext(ctx)
    expect(res.headers.get('content-type') ?? '').not.toContain('text/html')
  })

  it('encodes the URLs so they cannot end the inline script', () => {
    const code = entryStarter('/assets/x.js</script><script>alert(1)//', ['/assets/y.js</script>'])
    expect(code).not.toContain('</script>')
    expect(code).toContain('\\u003c/script>')
    // The starter waits for the first screen when the tab is visible (at most START_AT_THE_LATEST_MS; how it waits:
    // tests/unit/entry-starter.test.ts), and starts at once in a hidden tab.
    expect(code).toContain("d.visibilityState!=='visible'")
    expect(code).toContain(`setTimeout(go,${START_AT_THE_LATEST_MS})`)
  })
})

describe('a form submitted before hydration', () => {
  it('goes back to its page by GET (303) and its body is never echoed', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const ctx = createExecutionContext()
      const res = await app.fetch(
        new Request('https://shop.test/account/login?redirect=%2Fcart', {
          method: 'POST',
          headers: { 'content-type': type, origin: 'https://shop.test', 'user-agent': 'Mozilla/5.0 Chrome/156.0' },
          body: type.startsWith('multipart')
            ? '--x\r\nContent-Disposition: form-data; name="password"\r\n\r\nsecret-pw\r\n--x--'
            : 'loginId=member01&password=secret-pw',
        }),
        env as unknown as Env,
        ctx,
      )
      await waitOnExecutionContext(ctx)
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/account/login?redirect=%2Fcart')
      expect(await res.text()).not.toContain('secret-pw')
    }
  })
})
