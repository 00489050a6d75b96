import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { createApi, isApiPath } from './api'
import { cookieToBearer, guards, kioskStoreCode, redirects, securityHeaders } from './edge'
import type { AppEnv, Env } from './env'
import { seoApp } from './seo'
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
    return opts.ssr(c.req.raw, c.env)
  })
  return { app, api }
}
