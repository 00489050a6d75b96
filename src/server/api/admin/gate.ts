import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env'
import { isSameOriginRequest } from '../../edge'
import { logAccess, type OpCtx } from '../../db/operators'
import { operatorForToken, type SessionOperator } from '../../services/operator-auth'
import { ApiError } from '../errors'
import { forbiddenReason, mayUse, OPERATOR_COOKIE, ROLES, sectionOf } from '../../../shared/admin/sections'

/**
 * The console API's ONE permission middleware (issue 26). For every /admin/api/* call:
 * - a state change must come from this origin (the operator cookie is SameSite=Strict too);
 * - the path's section (src/shared/admin/sections.ts) names who may call it: 'public' (sign-in) passes,
 *   everything else needs a live operator session from the Path=/admin cookie — a shop member's or store owner's
 *   session is never one (403), no session at all is 401;
 * - an operator outside the section's roles gets 403 with a Korean reason, and the refusal is logged.
 * Handlers then act through `opCtx(c)`, whose `allowed` roles the batch checks again (db/operators opBatch).
 */
export type ConsoleEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { operator: SessionOperator; op: OpCtx } }

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])
export const SHOP_SESSION_REFUSED = '쇼핑몰 회원 계정으로는 본사 콘솔을 이용할 수 없습니다. 운영자 계정으로 로그인해 주세요.'
export const OPERATOR_SIGN_IN = '운영자 로그인이 필요합니다. 다시 로그인해 주세요.'

export const clientIp = (c: Context) => c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? ''

export const consoleGate = createMiddleware<ConsoleEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store')
  if (!SAFE.has(c.req.method) && !isSameOriginRequest(c.req.raw))
    throw new ApiError(403, [{ field: 'origin', reason: '허용되지 않은 요청입니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' }])
  const section = sectionOf(c.req.path)
  if (section?.roles === 'public') return next()
  const ip = clientIp(c)
  const operator = await operatorForToken(c.env.DB, getCookie(c, OPERATOR_COOKIE), { ip, sandbox: c.env.SANDBOX === 'on' })
  if (!operator) {
    // The edge turned a shop session cookie into this header: members and store owners are never operators.
    if (c.req.header('authorization')) throw new ApiError(403, [{ field: 'authorization', reason: SHOP_SESSION_REFUSED }])
    throw new ApiError(401, [{ field: 'authorization', reason: OPERATOR_SIGN_IN }])
  }
  if (!section) return next() // unknown path: the JSON 404
  const actor = { operatorNo: operator.operatorNo, loginId: operator.loginId, ip }
  if (!mayUse(section, operator.roles)) {
    await logAccess(c.env.DB, actor, { action: 'denied', subject: `${c.req.method} ${c.req.path}`.slice(0, 120), reason: section.key })
    throw new ApiError(403, [{ field: 'role', reason: forbiddenReason(section) }])
  }
  c.set('operator', operator)
  c.set('op', { ...actor, allowed: Array.isArray(section.roles) ? section.roles : ROLES })
  await next()
})
