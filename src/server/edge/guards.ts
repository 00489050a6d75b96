import type { MiddlewareHandler } from 'hono'
import { appleFormPost } from '../api/oauth'
import { bearerToken, memberForToken } from '../auth/session'
import type { AppEnv } from '../env'
import { requiresSignIn, safeReturnPath } from './paths'

/**
 * Membership guards at the edge (page requests only; the API checks sessions itself):
 * - Apple's form_post to /account/callback/apple|appleid (a cross-site POST; verified by state + nonce);
 * - the auth middleware: guests on /mypage/manageorder/* and /mypage/myactivity/* → 302
 *   /account/signin?returnUrl=<same-origin path>;
 * - ROLE_STORE: blocked sections (spec §6) → /main?blocked=1 (the page shows '가맹점 회원은 이용할 수
 *   없습니다.' in the warning dialog, notifies the app webview, then stays on the home page), and
 *   my-page (other than face info) → /mypagestore.
 */
export const STORE_BLOCKED = [
  /^\/promotion(\/|$)/,
  /^\/promo\d+(\/|$)/,
  /^\/collection(\/|$)/,
  /^\/davichstore\/(homeshopping\/)?(reservation|guestreservation)(\/|$)/,
  /^\/search(\/|$)/,
  /^\/account\/editinfo(\/|$)/,
  /^\/customercenter\/qa(\/|$)/,
  /^\/mypage\/myfaceinfo(\/|$)/,
]
export const isStoreBlocked = (path: string) => STORE_BLOCKED.some((re) => re.test(path))

const isPageRequest = (path: string, method: string) =>
  (method === 'GET' || method === 'HEAD') && !path.startsWith('/v1/') && !path.startsWith('/api/') && !path.startsWith('/__sandbox/') && !/\.[a-z0-9]{2,5}$/i.test(path)

export const appleCallbackGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'POST' && /^\/account\/callback\/(apple|appleid)\/?$/.test(c.req.path)) return appleFormPost(c)
  await next()
}

export const memberPageGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path
  const watched = requiresSignIn(path) || isStoreBlocked(path) || /^\/mypage(\/|$)/.test(path)
  if (!watched || !isPageRequest(path, c.req.method)) return next()
  const member = await memberForToken(c.env.DB, bearerToken(c.req.header('authorization')))
  if (!member && requiresSignIn(path)) {
    const url = new URL(c.req.url)
    const back = safeReturnPath(url.pathname + url.search) ?? '/mypage'
    return c.redirect(`/account/signin?returnUrl=${encodeURIComponent(back)}`, 302)
  }
  if (member?.authRole === 'ROLE_STORE') {
    if (isStoreBlocked(path)) return c.redirect('/main?blocked=1', 302)
    if (/^\/mypage(\/|$)/.test(path)) return c.redirect('/mypagestore', 302)
  }
  return next()
}

export const memberGuards: MiddlewareHandler<AppEnv>[] = [appleCallbackGuard, memberPageGuard]
