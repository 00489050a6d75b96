import type { MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { D1_BOOKMARK_COOKIE } from '../cookie-names'
import type { AppEnv } from '../env'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** D1 bookmarks are hex groups joined by dashes; anything else is ignored (then the read is unconstrained). */
const BOOKMARK = /^[0-9a-zA-Z-]{1,200}$/
export const D1_BOOKMARK_HEADER = 'x-d1-bookmark'

/**
 * D1 read replication through the Sessions API, for every API call: reads (GET) run in a session that may
 * use any replica — `first-unconstrained`, or, when the caller brings the bookmark of its own last write,
 * a replica at least that fresh; writes run on the primary (`first-primary`) and hand back the session's
 * bookmark: in the `x-d1-bookmark` header (apps echo it) and, for browsers (a request with cookies, or an
 * answer that sets one), in the `davich_d1` cookie, so a member's next page — server-rendered or not — reads
 * their own order, review or reservation. Services and db/ see an ordinary D1 binding (`c.env.DB`).
 */
export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const db = c.env.DB as D1Database & { withSession?: D1Database['withSession'] }
  if (typeof db?.withSession !== 'function') return next()
  const read = READS.has(c.req.method)
  const given = c.req.header(D1_BOOKMARK_HEADER) ?? getCookie(c, D1_BOOKMARK_COOKIE)
  const bookmark = given && BOOKMARK.test(given) ? given : undefined
  const session = db.withSession(read ? (bookmark ?? 'first-unconstrained') : 'first-primary')
  c.env = { ...c.env, DB: session as unknown as D1Database }
  await next()
  if (read) return
  const after = session.getBookmark()
  if (!after) return
  c.header(D1_BOOKMARK_HEADER, after)
  if (c.req.header('cookie') || c.res.headers.has('set-cookie')) {
    setCookie(c, D1_BOOKMARK_COOKIE, after, { path: '/', httpOnly: true, secure: true, sameSite: 'Strict', maxAge: 300 })
  }
}
