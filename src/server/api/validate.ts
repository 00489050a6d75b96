import { vValidator } from '@hono/valibot-validator'
import type { ValidationTargets } from 'hono'
import * as v from 'valibot'
import '../../shared/schemas/messages'
import { errorBody } from './errors'

/**
 * valibot validator for every API input. A failed check answers 400 with one `{ field, reason }` per
 * issue; the reasons are the Korean messages written in the schemas (src/shared/schemas).
 */
export function validate<T extends v.GenericSchema | v.GenericSchemaAsync, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) {
      const errors = result.issues.map((issue) => ({
        field: v.getDotPath(issue) ?? target,
        reason: issue.message,
      }))
      return c.json(errorBody(400, errors), 400)
    }
  })
}
