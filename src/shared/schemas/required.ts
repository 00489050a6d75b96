import type * as v from 'valibot'

/**
 * Message of a v.object for a missing key or a non-object input, in Korean:
 * `v.object({ itemNo: … }, missingKey)` → "필수 항목(itemNo)을 입력해 주세요."
 */
export const missingKey = (issue: v.BaseIssue<unknown>) => {
  const key = typeof issue.expected === 'string' && /^".+"$/.test(issue.expected) ? issue.expected.slice(1, -1) : null
  return key ? `필수 항목(${key})을 입력해 주세요.` : '요청 형식이 올바르지 않습니다.'
}
