import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { createApi, isApiPath } from './api'
import { cookieToBearer, guards, kioskStoreCode, redirects, securityHeaders } from './edge'
import type { AppEnv, Env } from './env'
import { cachedPage } from './edge/page-cache'
import { seoApp } from './seo'
import { renderImage } from './images/svg'
import { memberSandboxes } from './providers/sms/sandbox'
import { inicisSandbox } from './providers/inicis/sandbox'

export type SsrHandler = (request: Request, env: Env) => Promise<Response> | Response

/**
 * The Worker: Hono edge middleware first, then the JSON API (/v1/*, /api/*), then everything else to
 * TanStack Start's streaming SSR. Tests build it without SSR (tests/integration/worker.ts).
 */
export function createApp(opts: { ssr?: SsrHandler } = {}) {
  const api = createApi()
  const app = new Hono<AppEnv>()
  app.use('*', requestId({ headerName: 'X-Request-Id' }))
  // Generated product, banner and store images (SVG, deterministic from the URL): before the rest of the
  // edge chain, immutable at the edge and in the browser.
  app.get('/img/*', (c) => {
    const url = new URL(c.req.url)
    const svg = renderImage(url.pathname, url.searchParams)
    if (!svg) return c.text('Not Found', 404)
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
  })
  app.use('*', securityHeaders)
  app.use('*', redirects)
  app.use('*', cookieToBearer)
  app.use('*', kioskStoreCode)
  for (const guard of guards) app.use('*', guard)

  // Provider sandboxes (DESIGN.md): served only when env.SANDBOX === 'on'.
  app.use('/__sandbox/*', async (c, next) => (c.env.SANDBOX === 'on' ? next() : c.text('Not Found', 404)))
  app.route('/__sandbox', memberSandboxes)
  app.route('/__sandbox/pg', inicisSandbox)

  app.route('/', seoApp) // robots.txt, sitemap.xml from D1
  app.all('*', async (c) => {
    const path = c.req.path
    if (isApiPath(path)) return api.fetch(c.req.raw, c.env, c.executionCtx)
    if (!opts.ssr) return c.text('Not Found', 404)
    const ssr = opts.ssr
    return cachedPage(c, async (req) => ssr(req, c.env))
  })
  return { app, api }
}
