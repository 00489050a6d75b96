import type { ExecutionContext } from '@cloudflare/workers-types'
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { createApi, isApiPath } from './api'
import { ADMIN_API_PREFIX, createAdminApi } from './api/admin'
import { cookieToBearer, guards, kioskStoreCode, redirects, securityHeaders } from './edge'
import type { AppEnv, Env } from './env'
import { ogImageRoute } from './edge/og-image'
import { readSiteImage } from './files'
import { cachedPage } from './edge/page-cache'
import { registerAppTransport, registerSandboxTransport, type SandboxTransport } from './providers/transport'
import { seoApp } from './seo'
import { healthz } from './edge/health'
import { mediaResponse } from './files/media'
import { requireConfig } from './required-config'
import type { MemberInfo } from '~/shared/api/member-types'

export type SsrHandler = (request: Request, env: Env) => Promise<Response> | Response

/**
 * The demo shop (src/demo), handed in by the entry as a lazy import: production modules never import it.
 * Served only while SANDBOX=on: generated catalogue images at /img/*, provider sandboxes at /__sandbox/*
 * (also the in-process transport of the provider adapters, src/server/providers/transport.ts).
 */
export interface DemoModule {
  imageResponse(req: Request): Response
  sandboxTransport: SandboxTransport
}
export type DemoLoader = () => Promise<DemoModule>

/** SANDBOX=on is the demo switch: sandboxes, their in-process transport and the generated images. */
export const demoEnabled = (env: Env) => env.SANDBOX === 'on'

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null
  return () => (p ??= load().catch((e) => ((p = null), Promise.reject(e))))
}

/**
 * The Worker: Hono edge middleware first, then the JSON API (/v1/*, /api/*), then everything else to
 * TanStack Start's streaming SSR. Tests build it without SSR (tests/integration/worker.ts).
 * Dependencies point one way: edge/ and api/ call services/, services/ call db/ (the only SQL) and
 * providers/; nothing here imports src/demo (ESLint no-restricted-imports in eslint.config.js).
 */
/** The page route INIpay mobile returns to (spec §2); its POST is the gateway's result. */
const MOBILE_RETURN_PATH = '/payment/mobilereturn'

export function createApp(opts: { ssr?: SsrHandler; demo?: DemoLoader } = {}) {
  const api = createApi()
  const adminApi = createAdminApi()
  const app = new Hono<AppEnv>()
  const demo = opts.demo ? once(opts.demo) : null
  registerSandboxTransport(demo ? async (req, env) => (await demo()).sandboxTransport(req, env) : null)
  app.use('*', requestId({ headerName: 'X-Request-Id' }))
  app.get('/healthz', healthz)
  // Production (SANDBOX off) refuses to serve while a required secret is missing (src/server/required-config.ts).
  app.use('*', requireConfig)
  // The demo catalogue's generated images (SVG, deterministic from the URL): before the rest of the edge
  // chain, immutable at the edge and in the browser.
  app.get('/img/*', async (c) => (demo && demoEnabled(c.env) ? (await demo()).imageResponse(c.req.raw) : c.text('Not Found', 404)))
  // Operator-uploaded pictures (goods images in their shop sizes, src/server/files/media.ts): immutable by id.
  app.get('/media/goods/*', (c) => mediaResponse(c.env, c.req.path))
  // Raster share images (og:image) of same-origin images, rendered from the source through the Worker itself.
  app.get(
    '/og/:file',
    ogImageRoute((c, path) => app.fetch(new Request(new URL(path, c.req.url), { headers: { accept: 'image/*' } }), c.env, c.executionCtx)),
  )
  // Images the head office published (campaigns, banners: src/server/files storeSiteImage): immutable by URL.
  app.get('/media/:file', async (c) => {
    const f = await readSiteImage(c.env, c.req.param('file'))
    if (!f) return c.text('Not Found', 404)
    return c.body(f.body, 200, {
      'content-type': f.contentType,
      'content-length': String(f.size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    })
  })
  app.use('*', securityHeaders)
  app.use('*', redirects)
  app.use('*', cookieToBearer)
  app.use('*', kioskStoreCode)
  for (const guard of guards) app.use('*', guard)

  // Provider sandboxes of the demo shop: served only when SANDBOX=on.
  app.all('/__sandbox/*', async (c) =>
    demo && demoEnabled(c.env) ? (await demo()).sandboxTransport(c.req.raw, c.env) : c.text('Not Found', 404),
  )

  app.route('/', seoApp) // robots.txt, sitemap.xml from D1
  app.all('*', async (c) => {
    const path = c.req.path
    if (isApiPath(path)) return api.fetch(c.req.raw, c.env, c.executionCtx)
    // The head-office console's API (its own sessions and roles, src/server/api/admin).
    if (path.startsWith(ADMIN_API_PREFIX)) return adminApi.fetch(c.req.raw, c.env, c.executionCtx)
    // INIpay mobile posts its result to the spec's page route (P_NEXT_URL): the order API answers it.
    if (c.req.method === 'POST' && path === MOBILE_RETURN_PATH) {
      const u = new URL(c.req.url)
      u.pathname = '/api/v1/front/order/pg/mobilereturn'
      return api.fetch(new Request(u, c.req.raw), c.env, c.executionCtx)
    }
    // A page's form submitted natively, before its script took over (a tap during hydration on a slow phone): back
    // to the page by GET (303). The body — a password, an address — is dropped, never echoed into a URL or a log.
    if (c.req.method === 'POST' && /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header('content-type') ?? ''))
      return c.redirect(path + new URL(c.req.url).search, 303)
    if (!opts.ssr) return c.text('Not Found', 404)
    const ssr = opts.ssr
    const callApi = (r: Request) => api.fetch(r, c.env, c.executionCtx)
    return cachedPage(c, async (req) => ssr(req, c.env), {
      member: (req) => memberInfo(callApi, req),
      dibs: (req) => memberDibs(callApi, req),
    })
  })
  registerAppTransport((req, env) => Promise.resolve(app.fetch(req, env, NO_CTX)))
  return { app, api, adminApi }
}

/** The signed-in member of a page request (cookieToBearer has put the session in Authorization), in-process. */
async function memberInfo(callApi: (req: Request) => Response | Promise<Response>, req: Request): Promise<MemberInfo | null> {
  const auth = req.headers.get('authorization')
  if (!auth) return null
  const res = await callApi(
    new Request(new URL('/v1/front/member/info', req.url), { headers: { authorization: auth, accept: 'application/json' } }),
  )
  if (!res.ok) return (await res.body?.cancel(), null)
  return (await res.json()) as MemberInfo
}

/** The goods numbers the signed-in member of a page request has wished, in-process (empty for a guest). */
async function memberDibs(callApi: (req: Request) => Response | Promise<Response>, req: Request): Promise<string[]> {
  const auth = req.headers.get('authorization')
  if (!auth) return []
  const res = await callApi(
    new Request(new URL('/api/v1/front/dibs/mine', req.url), { headers: { authorization: auth, accept: 'application/json' } }),
  )
  if (!res.ok) return (await res.body?.cancel(), [])
  return ((await res.json()) as { goodsNos: string[] }).goodsNos
}

/** An execution context for the shop's in-process calls to itself (nothing outlives them). */
const NO_CTX = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
