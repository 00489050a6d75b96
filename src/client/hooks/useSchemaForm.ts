import { useCallback, useMemo, useState } from 'react'
import * as v from 'valibot'

/** Field errors keyed by the body's dot path ('orderer.name', 'delivery.zipCode', 'consents.terms'). */
export type FieldErrors = Record<string, string>

/** The key of an issue without a path (a rule on the whole body). */
export const FORM_ERROR = 'form'

/** valibot issues → field errors: the first message per dot path; issues without a path under `FORM_ERROR`. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of issues) out[v.getDotPath(issue) ?? FORM_ERROR] ??= issue.message
  return out
}

/** The API's `{ status, errors: [{ field, reason }] }` list → field errors (the first reason per field). */
export function apiFieldErrors(errors: readonly { field: string; reason: string }[]): FieldErrors {
  const out: FieldErrors = {}
  for (const e of errors) out[e.field || FORM_ERROR] ??= e.reason
  return out
}

/** Whether `path` is one of `fields` or lies under one of them ('delivery' covers 'delivery.zipCode'). */
const within = (path: string, fields: readonly string[]) => fields.some((f) => path === f || path.startsWith(`${f}.`))

/**
 * One form path: the form validates with the SAME valibot schema the API validates the body with
 * (src/shared/schemas), so the browser shows the API's own Korean messages before the request is sent.
 *
 *   const form = useSchemaForm(orderPaymentBody)
 *   const body = form.validate(input)          // parsed output, or null with form.errors set
 *   if (!body) return
 *   const r = await getApi().order.payment(body)
 *   if (!r.ok) form.setApiErrors(r.error.errors)
 *
 * - `validateFields(input, fields)`: a wizard step or a section — the whole body is parsed, and only the issues
 *   under `fields` count and are shown;
 * - `validateField(key, value)`: one key of an object schema, with that key's own rule (on blur, before a
 *   duplicate check);
 * - `error(path)` for a field's message; `clear(path)` when the shopper edits it.
 */
export function useSchemaForm<const TSchema extends v.GenericSchema>(schema: TSchema) {
  const [errors, setErrors] = useState<FieldErrors>({})

  const validate = useCallback(
    (input: unknown): v.InferOutput<TSchema> | null => {
      const r = v.safeParse(schema, input)
      setErrors(r.success ? {} : fieldErrors(r.issues))
      return r.success ? r.output : null
    },
    [schema],
  )

  const validateFields = useCallback(
    (input: unknown, fields: readonly string[]): boolean => {
      const r = v.safeParse(schema, input)
      const found = r.success ? {} : Object.fromEntries(Object.entries(fieldErrors(r.issues)).filter(([path]) => within(path, fields)))
      setErrors((prev) => ({ ...Object.fromEntries(Object.entries(prev).filter(([path]) => !within(path, fields))), ...found }))
      return Object.keys(found).length === 0
    },
    [schema],
  )

  const validateField = useCallback(
    (key: string, value: unknown): boolean => {
      const entry = (schema as unknown as { entries?: Record<string, v.GenericSchema> }).entries?.[key]
      if (!entry) throw new Error(`useSchemaForm: the schema has no field '${key}'`)
      const r = v.safeParse(entry, value)
      const message = r.success ? null : r.issues[0].message
      setErrors((prev) => {
        const { [key]: _old, ...rest } = prev
        return message ? { ...rest, [key]: message } : rest
      })
      return r.success
    },
    [schema],
  )

  const clear = useCallback((path?: string) => {
    setErrors((prev) => {
      if (path === undefined) return {}
      if (!(path in prev)) return prev
      const { [path]: _gone, ...rest } = prev
      return rest
    })
  }, [])

  return useMemo(
    () => ({
      errors,
      /** The message of one field (or null). */
      error: (path: string): string | null => errors[path] ?? null,
      /** The first message (in the order the schema reported them), for a summary above the submit button. */
      firstError: (): string | null => Object.values(errors)[0] ?? null,
      validate,
      validateFields,
      validateField,
      /** Shows the API's `{ field, reason }` errors (a 400 the browser could not foresee, e.g. a taken slot). */
      setApiErrors: (list: readonly { field: string; reason: string }[]) => setErrors(apiFieldErrors(list)),
      /** Sets or replaces errors the schema cannot know (a password confirmation, a points balance). */
      setError: (path: string, message: string | null) =>
        setErrors((prev) => {
          const { [path]: _old, ...rest } = prev
          return message ? { ...rest, [path]: message } : rest
        }),
      clear,
    }),
    [errors, validate, validateFields, validateField, clear],
  )
}
