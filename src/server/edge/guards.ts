import type { MiddlewareHandler } from 'hono'
import { bearerToken, memberForToken } from '../auth/session'
import { publicOrigin, type AppEnv } from '../env'
import { acceptAppleFormPost } from '../services/oauth'
import { guardRedirect, isGuarded } from '../../shared/route-guards'

/**
 * Membership guards at the edge (page requests only; the API checks sessions itself):
 * - Apple's form_post to /account/callback/apple|appleid (a cross-site POST; verified by state + nonce);
 * - the page guards of src/shared/route-guards.ts (the same table the router's root beforeLoad reads on
 *   client-side navigation): guests on sign-in pages → 302 /account/signin?returnUrl=<same-origin path>;
 *   ROLE_STORE on the sections the product spec closes to store owners → /main?blocked=1 (the page shows STORE_BLOCK_MESSAGE in the
 *   warning dialog, notifies the app webview, then stays on the home page), my-page (other than face info)
 *   → /mypagestore; /mypagestore only for ROLE_STORE (members → /mypage).
 */
const isPageRequest = (path: string, method: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !path.startsWith('/v1/') &&
  !path.startsWith('/api/') &&
  !path.startsWith('/__sandbox/') &&
  !/\.[a-z0-9]{2,5}$/i.test(path)

export const appleCallbackGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST' || !/^\/account\/callback\/(apple|appleid)\/?$/.test(c.req.path)) return next()
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const field = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '')
  const to = await acceptAppleFormPost(
    c.env,
    { state: field('state'), idToken: field('id_token') },
    { origin: publicOrigin(c.env, c.req.url) },
  )
  return c.redirect(to, 303)
}

export const memberPageGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path
  if (!isGuarded(path) || !isPageRequest(path, c.req.method)) return next()
  const member = await memberForToken(c.env.DB, bearerToken(c.req.header('authorization')))
  const url = new URL(c.req.url)
  const to = guardRedirect(url.pathname, url.search, member?.authRole ?? null)
  return to ? c.redirect(to, 302) : next()
}

export const memberGuards: MiddlewareHandler<AppEnv>[] = [appleCallbackGuard, memberPageGuard]
