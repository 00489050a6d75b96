import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app'
import type { Env } from '../../src/server/env'
import { entryStarter } from '../../src/server/edge/hydrate-after-paint'

// The client entry starts after the first paint (src/server/edge/hydrate-after-paint.ts): the stand-in renderer
// ends its body the way TanStack Start does, with the entry as an async module script.
const ENTRY = '/assets/index-Abc123.js'
const { app } = createApp({
  ssr: (req) => {
    const nonce = req.headers.get('x-csp-nonce') ?? ''
    const html = `<!DOCTYPE html><html lang="ko"><head><link rel="modulepreload" href="${ENTRY}" nonce="${nonce}"/></head><body><main>매장 찾기</main><script type="module" async="" src="${ENTRY}" nonce="${nonce}"></script><script nonce="${nonce}">$_TSR.e()</script></body></html>`
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
  it('makes the entry tag inert and starts it from a nonce’d script right after it', async () => {
    const { res, text, nonce } = await get('/davichstore')
    expect(res.status).toBe(200)
    expect(nonce).toBeTruthy()
    // The preload stays (the file downloads early, at low priority); no runnable module tag is left in the body.
    expect(text).toContain(`<link rel="modulepreload" href="${ENTRY}"`)
    expect(text).not.toMatch(/<script type="module"[^>]*src=/)
    expect(text).toContain(
      `<script type="text/tsr-entry" async="" src="${ENTRY}" nonce="${nonce}"></script><script nonce="${nonce}">${entryStarter(ENTRY)}</script>`,
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

  it('encodes the entry URL so it cannot end the inline script', () => {
    const code = entryStarter('/assets/x.js</script><script>alert(1)//')
    expect(code).not.toContain('</script>')
    expect(code).toContain('\\u003c/script>')
    // The starter waits one frame when the tab is visible and starts at once in a hidden tab.
    expect(code).toContain("document.visibilityState!=='visible'")
    expect(code).toContain('requestAnimationFrame')
  })
})
