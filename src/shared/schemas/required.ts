import * as v from 'valibot'

/**
 * Message of a v.object for a missing key or a non-object input, in Korean:
 * `v.object({ itemNo: … }, missingKey)` → "필수 항목(itemNo)을 입력해 주세요."
 */
export const missingKey = (issue: v.BaseIssue<unknown>) => {
  const key = typeof issue.expected === 'string' && /^".+"$/.test(issue.expected) ? issue.expected.slice(1, -1) : null
  return key ? `필수 항목(${key})을 입력해 주세요.` : '요청 형식이 올바르지 않습니다.'
}

/**
 * The object schema of every request body, query and nested object: valibot's `v.object` with arrays
 * refused. valibot takes any non-null `typeof 'object'` value as an object, so `[{ … }]` passed as a body
 * whose keys are all optional (PUT /update/info) — read as "no keys" — and the call answered 200 doing
 * nothing. Here an array is a type issue like a string or null, with the same Korean message.
 */
export function object<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  message: v.ErrorMessage<v.ObjectIssue> = missingKey,
): v.ObjectSchema<TEntries, v.ErrorMessage<v.ObjectIssue>> {
  const schema = v.object(entries, message)
  const run = schema['~run']
  // valibot's own '~standard' and pipe() call '~run' on this object, so the override is seen everywhere.
  ;(schema as { '~run': typeof run })['~run'] = (dataset, config) => {
    if (!Array.isArray(dataset.value)) return run.call(schema, dataset, config)
    v._addIssue(schema as v.GenericSchema, 'type', dataset, config, { received: 'Array' })
    return dataset as unknown as ReturnType<typeof run>
  }
  return schema
}
