import { withJosa } from '../korean'

/**
 * Optimistic concurrency for every console editor (both desks, issue 27): a record carries a `version` that each
 * write moves by one, and a write names the version the operator saw. When someone saved first, the write's guard
 * does not hold (nothing is written) and the API answers 409 with this body: the record as it stands now and the
 * fields that differ from what the operator saw, so the editor can say what changed and offer to reload.
 * Pure and isomorphic: the service computes `changed` with `whatChanged`, the console shows it (ConflictNotice).
 */
export interface ChangedField {
  field: string
  /** Korean label of the field, as the editor shows it. */
  label: string
  /** Values as short display strings ('' when empty). */
  was: string
  now: string
}

export interface VersionConflictBody<T = unknown> {
  status: 409
  errors: { field: string; reason: string }[]
  /** The record as it stands (its `version` is the one to edit from). */
  current: T
  changed: ChangedField[]
}

const show = (v: unknown): string => {
  if (v === null || v === undefined) return ''
  if (typeof v === 'string') return v.length > 80 ? `${v.slice(0, 79)}…` : v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  const s = JSON.stringify(v)
  return s.length > 80 ? `${s.slice(0, 79)}…` : s
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The labelled fields whose values differ between what the operator saw and what stands now (labels' order). */
export function whatChanged(
  seen: Record<string, unknown>,
  current: Record<string, unknown>,
  labels: Record<string, string>,
): ChangedField[] {
  return Object.entries(labels)
    .filter(([k]) => !same(seen[k], current[k]))
    .map(([field, label]) => ({ field, label, was: show(seen[field]), now: show(current[field]) }))
}

/** The 409's Korean reason: who saved first (when known) and a way forward. */
export const conflictReason = (what: string, by?: string | null) =>
  `${by ? `다른 운영자(${by})가` : '다른 운영자가'} 이 ${withJosa(what, '을/를')} 먼저 저장했습니다. 바뀐 내용을 확인한 뒤 다시 저장해 주세요.`

export function isVersionConflict<T>(body: unknown): body is VersionConflictBody<T> {
  return (
    !!body &&
    typeof body === 'object' &&
    (body as { status?: unknown }).status === 409 &&
    Array.isArray((body as { changed?: unknown }).changed)
  )
}
