import { Hono } from 'hono'
import { createOperator, exportMembers, listOperators, searchAudit, updateOperator } from '../../services/console-system'
import { validate } from '../validate'
import type { ConsoleEnv } from './gate'
import {
  auditQuerySchema,
  memberExportSchema,
  numberParam,
  operatorCreateSchema,
  operatorUpdateSchema,
} from '../../../shared/schemas/admin'

/** SUPER's calls: GET /admin/api/audit (the access log), operators and roles, the member list download. */
export const auditDesk = new Hono<ConsoleEnv>().get('/', validate('query', auditQuerySchema), async (c) =>
  c.json(await searchAudit(c.env.DB, c.var.op, c.req.valid('query'))),
)

export const operatorsDesk = new Hono<ConsoleEnv>()
  .get('/', async (c) => c.json({ rows: await listOperators(c.env.DB, c.var.op) }))
  .post('/', validate('json', operatorCreateSchema), async (c) => {
    await createOperator(c.env.DB, c.var.op, c.req.valid('json'))
    return c.json({ ok: true }, 201)
  })
  .put('/:operatorNo', validate('param', numberParam('operatorNo', '운영자 번호')), validate('json', operatorUpdateSchema), async (c) => {
    await updateOperator(c.env.DB, c.var.op, c.req.valid('param').operatorNo as number, c.req.valid('json'))
    return c.json({ ok: true })
  })

export const membersDesk = new Hono<ConsoleEnv>().post('/export', validate('json', memberExportSchema), async (c) => {
  const { csv } = await exportMembers(c.env.DB, c.var.op, c.req.valid('json').reason)
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="members-${new Date().toISOString().slice(0, 10)}.csv"`,
  })
})
