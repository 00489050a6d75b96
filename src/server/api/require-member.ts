/**
 * The one sign-in check of the API: `requireMember()` on a route answers 401 to a guest and puts the
 * signed-in member on the context (`c.var.member`); the store-owner policy answers 403 where the product spec
 * blocks ROLE_STORE (`store: 'deny'`) or where only store owners belong (`store: 'only'`). Resources are then read
 * with the member in the query itself (`WHERE member_no = ?`), never fetched first and compared after.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { STORE_BLOCK_MESSAGE } from '../../shared/route-guards'
import { bearerToken, memberForTokenIn, type RenderSessions, type SessionMember } from '../auth/session'
import type { AppEnv } from '../env'
import { ApiError } from './errors'

export type MemberContext = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { member: SessionMember } }

export const SIGN_IN_REQUIRED = '로그인이 필요합니다.'
export const STORE_ONLY = '가맹점 회원만 이용할 수 있습니다.'

export const unauthorized = () => new ApiError(401, [{ field: 'authorization', reason: SIGN_IN_REQUIRED }])

/** The session memo of the server render this in-process call belongs to (none for a request from outside). */
function renderSessions(c: Context<AppEnv>): RenderSessions | undefined {
  try {
    return (c.executionCtx.props as { renderSessions?: RenderSessions } | undefined)?.renderSessions
  } catch {
    return undefined // no execution context (a test's app.request)
  }
}

/** The signed-in member of this request, or null for a guest (memoised per request, and per server render; routes open to guests). */
export async function requestMember(c: Context<AppEnv>): Promise<SessionMember | null> {
  const cached = c.get('member' as never) as SessionMember | null | undefined
  if (cached !== undefined) return cached
  const safe = c.req.method === 'GET' || c.req.method === 'HEAD'
  const member = await memberForTokenIn(renderSessions(c), c.env.DB, bearerToken(c.req.header('authorization')), safe)
  c.set('member' as never, member as never)
  return member
}

/**
 * For state changes open to guests (an order): the signed-in member, null for a guest — but a session that is
 * presented and no longer valid (revoked, expired) is 401, never quietly taken as a guest.
 */
export async function memberOrGuest(c: Context<AppEnv>): Promise<SessionMember | null> {
  const member = await requestMember(c)
  if (!member && bearerToken(c.req.header('authorization'))) throw unauthorized()
  return member
}

export function requireMember(policy: { store?: 'allow' | 'deny' | 'only' } = {}) {
  return createMiddleware<MemberContext>(async (c, next) => {
    const member = await requestMember(c as never)
    if (!member) throw unauthorized()
    if (policy.store === 'deny' && member.authRole === 'ROLE_STORE')
      throw new ApiError(403, [{ field: 'authRole', reason: STORE_BLOCK_MESSAGE }])
    if (policy.store === 'only' && member.authRole !== 'ROLE_STORE') throw new ApiError(403, [{ field: 'authRole', reason: STORE_ONLY }])
    c.set('member', member)
    await next()
  })
}
