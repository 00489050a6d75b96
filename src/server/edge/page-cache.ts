import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { isbot } from 'isbot'
import { CART_COOKIE, FONTS_COOKIE, SESSION_COOKIE, STORE_CODE_COOKIE } from '../cookie-names'
import type { AppEnv } from '../env'
import { ageSeconds, background, defaultCache, fromCache, refreshInBackground, storeStamped } from './cache'
import { newNonce } from './csp'
import { pageVersion } from '../db/campaigns'
import type { PageScope } from '../db/page-versions'
import type { MemberInfo } from '~/shared/api/member-types'
import { homeGoodsType, SHELL_GOODS_TYPE_HEADER } from '~/shared/main-page'
import { MEMBER_HOME } from '~/shared/route-guards'

/**
 * Edge cache of public pages' HTML for guests (Workers Cache API, caches.default): the front door (`/`, `/main`),
 * the catalogue lists, events, promotions (campaign pages), collections and terms are rendered once and served
 * to every guest for their rule's `fresh` seconds, then served stale for up to `stale` more seconds while one
 * background render refreshes them. Pages showing prices or stock (lists, promotions, collections) are never
 * more than 90 s old; the front door keeps its 30 s + 5 min (its page data is cached for 60 s anyway,
 * api/main-cache.ts); events and terms carry no prices and live longer. The render and the serialization
 * this saves are most of a page's cost. The front door, the lists and campaign pages carry their group's version
 * (page_versions, src/server/db/page-versions.ts) in the key: a console write (a price, a time deal, a published
 * campaign) bumps it in its batch and the next guest gets the new page at once.
 *
 * Nothing personal is cached: a request with a session, a guest cart, a kiosk store code or an
 * Authorization header is rendered for itself, and only complete 200 HTML answers without Set-Cookie are
 * stored. Only the parameters a page's rule names, with plain values, are part of the key (sorted); any other
 * parameter (utm tags, a search keyword) is rendered for itself. Each answer gets this request's CSP nonce
 * (the stored one is rewritten with HTMLRewriter), so a cached page never reuses a nonce. Crawlers get their
 * own entry (the fully rendered page, not the streamed one), and the key carries the build, so a deployment
 * never serves HTML that points at assets it no longer has.
 */
export interface PageCacheRule {
  /** The paths this rule covers. */
  path: RegExp
  /** Query parameters that may be part of the key, each with the values it may take. */
  params: Record<string, RegExp>
  /** Seconds an entry is answered as it is; then `stale` more seconds while it is refreshed. */
  fresh: number
  stale: number
  /**
   * A group of pages the console edits (page_versions, migration 0211): its version is part of the key, so a
   * console write that bumps it (a campaign published or saved) is served at once, with no stale copy.
   */
  versioned?: PageScope
}
const CODE = /^[0-9A-Za-z_-]{1,20}$/
const NUM = /^\d{1,9}$/
const LIST_PARAMS = {
  category: /^0[1-5]$/,
  ctg: NUM,
  brand: NUM,
  priceMin: NUM,
  priceMax: NUM,
  sort: CODE,
  page: /^\d{1,3}$/,
  period: CODE,
}
export const PAGE_CACHE_RULES: PageCacheRule[] = [
  { path: /^\/(main)?$/, params: { goodsType: /^0[1-5]$/ }, fresh: 30, stale: 300, versioned: 'main' },
  { path: /^\/products(\/(ranking|rankingbrand|etc))?$/, params: LIST_PARAMS, fresh: 30, stale: 60, versioned: 'catalogue' },
  { path: /^\/promotion(\/[0-9A-Za-z_-]{1,20})?$/, params: {}, fresh: 30, stale: 60, versioned: 'campaigns' },
  { path: /^\/collection(\/[0-9A-Za-z_-]{1,20})?$/, params: {}, fresh: 30, stale: 60 },
  { path: /^\/event(\/\d{1,9})?$/, params: { status: CODE }, fresh: 60, stale: 600 },
  { path: /^\/terms\/[0-9A-Za-z_-]{1,20}$/, params: {}, fresh: 600, stale: 86_400, versioned: 'terms' },
]
const MAX_PARAMS = 6
const CACHED_NONCE = 'x-page-cache-nonce'
declare const __BUILD_ID__: string | undefined
const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'

/** The rule and normalised search of a URL whose page may be cached, or null. */
function ruleOf(url: URL): { rule: PageCacheRule; search: string } | null {
  const rule = PAGE_CACHE_RULES.find((r) => r.path.test(url.pathname))
  if (!rule) return null
  const params = [...url.searchParams]
  if (params.length > MAX_PARAMS) return null
  const seen = new Set<string>()
  for (const [k, v] of params) {
    if (seen.has(k) || !Object.hasOwn(rule.params, k) || !rule.params[k]!.test(v)) return null
    seen.add(k)
  }
  params.sort(([a], [b]) => (a < b ? -1 : 1))
  return { rule, search: params.length ? `?${new URLSearchParams(params)}` : '' }
}

function pageCacheEntry(req: Request, cookies: Record<string, string>): { key: string; rule: PageCacheRule } | null {
  if (req.method !== 'GET') return null
  const url = new URL(req.url)
  const match = ruleOf(url)
  if (!match) return null
  if (cookies[SESSION_COOKIE] || cookies[CART_COOKIE] || cookies[STORE_CODE_COOKIE]) return null
  if (req.headers.get('authorization') || req.headers.get('x-store-code')) return null
  const bot = isbot(req.headers.get('user-agent') ?? '')
  // Browsers that have the web fonts cached get the page that links them in its head (src/client/fonts.ts).
  const agent = bot ? 'bot' : cookies[FONTS_COOKIE] === '1' ? 'browser-fonts' : 'browser'
  return { key: `https://page-cache.davich.internal/${BUILD_ID}/${agent}/${url.host}${url.pathname}${match.search}`, rule: match.rule }
}

/** The stored page with this request's nonce in place of the one it was rendered with. */
function withNonce(hit: Response, nonce: string, state: 'HIT' | 'STALE'): Response {
  return new HTMLRewriter()
    .on('[nonce]', { element: (e) => void e.setAttribute('nonce', nonce) })
    .on('meta[property="csp-nonce"]', { element: (e) => void e.setAttribute('content', nonce) })
    .transform(fromCache(hit, state, [CACHED_NONCE]))
}

function storable(res: Response): boolean {
  return res.status === 200 && !res.headers.has('set-cookie') && (res.headers.get('content-type') ?? '').includes('text/html') && !!res.body
}

const store = (cache: Cache, key: string, rule: PageCacheRule, res: Response, nonce: string) =>
  storeStamped(cache, key, res, rule.fresh + rule.stale, { [CACHED_NONCE]: nonce })

/** The key with the group's page version (one indexed read; a failed read keys by 0, a miss renders anew). */
async function versionedKey(c: Context<AppEnv>, key: string, scope: string): Promise<string> {
  const row = await pageVersion(c.env.DB, scope).catch(() => null)
  return `${key}${key.includes('?') ? '&' : '?'}__v=${row?.version ?? 0}`
}

/** Renders the page through `render`, or answers it from the edge cache when it is a guest's front-door page. */
export async function cachedPage(
  c: Context<AppEnv>,
  render: (req: Request) => Promise<Response>,
  opts: { member?: MemberLookup; dibs?: DibsLookup } = {},
): Promise<Response> {
  const cache = defaultCache()
  const cookies = getCookie(c)
  const entry = cache ? pageCacheEntry(c.req.raw, cookies) : null
  const nonce = c.req.header('x-csp-nonce') ?? ''
  if (cache && !entry && nonce && opts.member) {
    const shell = await memberShell(c, cache, cookies, nonce, render, opts.member, opts.dibs)
    if (shell) return shell
  }
  if (!cache || !entry || !nonce) return render(c.req.raw)
  const { rule } = entry
  const key = rule.versioned ? await versionedKey(c, entry.key, rule.versioned) : entry.key
  const found = await cache.match(key)
  // The cache keeps an entry for fresh + stale seconds; the stamp makes sure of it (a page with prices is
  // never answered from a copy older than that, whatever the cache does).
  const hit = found && ageSeconds(found) < rule.fresh + rule.stale ? found : (await found?.body?.cancel(), null)
  if (hit) {
    const stale = ageSeconds(hit) >= rule.fresh
    if (stale) {
      // Answer the stale page now; render a fresh copy after the answer (with its own nonce, rewritten on use).
      const refreshNonce = newNonce()
      const headers = new Headers(c.req.raw.headers)
      headers.set('x-csp-nonce', refreshNonce)
      refreshInBackground(c, key, () =>
        render(new Request(c.req.raw, { headers })).then((res) =>
          storable(res) ? store(cache, key, rule, res, refreshNonce) : res.body?.cancel(),
        ),
      )
    }
    return withNonce(hit, nonce, stale ? 'STALE' : 'HIT')
  }
  const res = await render(c.req.raw)
  if (!storable(res)) return res
  const [forCache, forClient] = res.body!.tee()
  background(c, store(cache, key, rule, new Response(forCache, res), nonce))
  const out = new Response(forClient, res)
  out.headers.set('x-edge-cache', 'MISS')
  return out
}

/* ------------------------------------------------------------------------------------------------------------ */
/* A member's front door from a cached guest shell                                                              */
/* ------------------------------------------------------------------------------------------------------------ */

/** The signed-in member of a request (the API's /v1/front/member/info, in-process), or null. */
export type MemberLookup = (req: Request) => Promise<MemberInfo | null>
/** The goods numbers the member of a request has wished (the API's /api/v1/front/dibs/mine, in-process). */
export type DibsLookup = (req: Request) => Promise<string[]>

const MEMBER_SHELL_HEADER = 'x-member-shell'

/**
 * A member's home page (`/` or `/main` without parameters) is the guest page of their favourite goods type
 * (rendered once per goods type with SHELL_GOODS_TYPE_HEADER and kept like a guest's front door) with the two
 * things that are theirs written in: the header's account link ("마이페이지" → /mypage instead of "로그인"), and their
 * member info, handed to the browser in a nonce'd script the router seeds its query cache with before it
 * hydrates (src/router.tsx; newer than the shell's dehydrated guest null, so it wins). The answer is private and
 * never stored. Only ROLE_USER members with a session and nothing else personal on the request (no guest cart,
 * kiosk code or parameters) take this path; everyone else is rendered as before.
 */
async function memberShell(
  c: Context<AppEnv>,
  cache: Cache,
  cookies: Record<string, string>,
  nonce: string,
  render: (req: Request) => Promise<Response>,
  lookup: MemberLookup,
  dibsLookup?: DibsLookup,
): Promise<Response | null> {
  const req = c.req.raw
  const url = new URL(req.url)
  if (req.method !== 'GET' || !/^\/(main)?$/.test(url.pathname) || url.search) return null
  if (!cookies[SESSION_COOKIE] || cookies[CART_COOKIE] || cookies[STORE_CODE_COOKIE] || req.headers.get('x-store-code')) return null
  if (isbot(req.headers.get('user-agent') ?? '')) return null
  const [member, dibs] = await Promise.all([
    lookup(req).catch(() => null),
    dibsLookup ? dibsLookup(req).catch(() => null) : Promise.resolve(null),
  ])
  if (!member || member.authRole !== 'ROLE_USER') return null
  const goodsType = homeGoodsType(undefined, member.authFavorite.favGoodsType)
  const rule = PAGE_CACHE_RULES[0]!
  const agent = cookies[FONTS_COOKIE] === '1' ? 'browser-fonts' : 'browser'
  const key = await versionedKey(
    c,
    `https://page-cache.davich.internal/${BUILD_ID}/${agent}-member-shell/${url.host}${url.pathname}?goodsType=${goodsType}`,
    'main',
  )
  const found = await cache.match(key)
  const hit = found && ageSeconds(found) < rule.fresh + rule.stale ? found : (await found?.body?.cancel(), null)
  let page: Response
  if (hit) {
    if (ageSeconds(hit) >= rule.fresh) {
      const refreshNonce = newNonce()
      refreshInBackground(c, key, () =>
        render(shellRequest(req, goodsType, refreshNonce, cookies[FONTS_COOKIE])).then((res) =>
          storable(res) ? store(cache, key, rule, res, refreshNonce) : res.body?.cancel(),
        ),
      )
    }
    page = withNonce(hit, nonce, ageSeconds(hit) >= rule.fresh ? 'STALE' : 'HIT')
  } else {
    const res = await render(shellRequest(req, goodsType, nonce, cookies[FONTS_COOKIE]))
    if (!storable(res)) {
      await res.body?.cancel()
      return null
    }
    const [forCache, forClient] = res.body!.tee()
    background(c, store(cache, key, rule, new Response(forCache, res), nonce))
    page = new Response(forClient, res)
  }
  // Stamped after the shell exists: newer than the guest null dehydrated in it (strictly newer wins the client's hydrate).
  const seed = `<script nonce="${nonce}">self.__davichMember=${JSON.stringify({ member, ...(dibs ? { dibs } : {}), at: Date.now() + 1 }).replace(/</g, '\\u003c')}</script>`
  // The member's hearts, written exactly as HeartIcon (src/client/components/HeartIcon.tsx) renders a wished goods
  // (the seeded list makes the browser's first render agree, so hydration keeps them).
  const wished = new Set(dibs ?? [])
  const out = new HTMLRewriter()
    .on('[data-dibs-goods]', {
      element(el) {
        if (wished.has(el.getAttribute('data-dibs-goods') ?? '')) el.setAttribute('aria-pressed', 'true')
      },
    })
    .on('[data-heart-goods]', {
      element(el) {
        if (!wished.has(el.getAttribute('data-heart-goods') ?? '')) return
        el.setAttribute('fill', 'currentColor')
        el.setAttribute('class', 'text-accent')
      },
    })
    .on('a[data-testid="member-widget"]', { element: (el) => void el.setAttribute('href', MEMBER_HOME) })
    .on('a[data-testid="member-widget"] [data-member-label]', { element: (el) => void el.setInnerContent('마이페이지') })
    .on('head', { element: (el) => void el.append(seed, { html: true }) })
    .transform(page)
  const headers = new Headers(out.headers)
  headers.set('cache-control', 'private, no-store')
  headers.set(MEMBER_SHELL_HEADER, page.headers.get('x-edge-cache') ?? 'MISS')
  headers.delete('x-edge-cache')
  return new Response(out.body, { status: out.status, headers })
}

/** The guest render of a member shell: no session, the member's favourite goods type, this render's nonce. */
function shellRequest(req: Request, goodsType: string, nonce: string, fonts: string | undefined): Request {
  const headers = new Headers(req.headers)
  for (const h of ['cookie', 'authorization']) headers.delete(h)
  if (fonts) headers.set('cookie', `${FONTS_COOKIE}=${fonts}`) // the page links the web fonts for this browser
  headers.set(SHELL_GOODS_TYPE_HEADER, goodsType)
  headers.set('x-csp-nonce', nonce)
  return new Request(req.url, { method: 'GET', headers })
}
