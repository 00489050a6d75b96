import * as v from 'valibot'

/**
 * Korean fallback for any schema issue that has no message of its own (every schema in src/shared/schemas
 * writes its messages; this covers what slips through, e.g. a missing required key).
 */
export function koreanFallback(issue: v.BaseIssue<unknown>): string {
  const field = issue.path?.map((p) => String(p.key)).join('.') || '입력값'
  if (issue.kind === 'schema' && issue.input === undefined) return `${field} 값을 입력해 주세요.`
  if (issue.kind === 'schema') return `${field} 형식이 올바르지 않습니다.`
  return `${field} 값이 올바르지 않습니다.`
}

v.setGlobalMessage(koreanFallback)
