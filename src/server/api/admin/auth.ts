import { Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { signInOperator, signOutOperator } from '../../services/operator-auth'
import { validate } from '../validate'
import { clientIp, type ConsoleEnv } from './gate'
import { forbiddenReason, mayUse, OPERATOR_COOKIE, OPERATOR_SESSION_HOURS, sectionOf } from '../../../shared/admin/sections'
import { logAccess } from '../../db/operators'
import { consolePageQuery, operatorLoginSchema } from '../../../shared/schemas/admin'
import type { LoginAnswerOp, OperatorMe, PageAccess } from '../../../shared/api/admin-types'

/** The operator cookie: HttpOnly, Secure, SameSite=Strict, Path=/admin (the console's pages and API, never a shop path), 8 h. */
const COOKIE = { httpOnly: true, secure: true, sameSite: 'Strict' as const, path: '/admin' }

/** Sign-in and sign-out (section 'auth': open before sign-in; the gate still checks the origin of the POST). */
export const authDesk = new Hono<ConsoleEnv>().post('/login', validate('json', operatorLoginSchema), async (c) => {
  const r = await signInOperator(c.env.DB, c.req.valid('json'), {
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? '',
    sandbox: c.env.SANDBOX === 'on',
  })
  if ('enrol' in r) return c.json(r.enrol satisfies LoginAnswerOp)
  setCookie(c, OPERATOR_COOKIE, r.token, { ...COOKIE, maxAge: OPERATOR_SESSION_HOURS * 3600 })
  return c.json(r.answer satisfies LoginAnswerOp)
})

/**
 * The signed-in operator (section 'me': any operator). `?page=/admin/…`: the console page about to open — the answer
 * says whether the operator's roles reach it, and a refusal is logged like a refused call (the page gate asks here).
 */
export const meDesk = new Hono<ConsoleEnv>()
  .get('/', validate('query', consolePageQuery), async (c) => {
    const { tokenHash: _t, ...me } = c.var.operator
    const page = c.req.valid('query').page
    const section = page ? sectionOf(page) : null
    const allowed = !section || mayUse(section, me.roles)
    if (!allowed) await logAccess(c.env.DB, c.var.op, { action: 'denied', subject: `PAGE ${page}`.slice(0, 120), reason: section!.key })
    return c.json({ ...me, page: { allowed, reason: allowed ? null : forbiddenReason(section) } } satisfies OperatorMe & {
      page: PageAccess
    })
  })
  .post('/logout', async (c) => {
    await signOutOperator(c.env.DB, c.var.operator, clientIp(c))
    deleteCookie(c, OPERATOR_COOKIE, COOKIE)
    return c.json({ ok: true })
  })
