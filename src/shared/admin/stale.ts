/**
 * Optimistic concurrency in the console (issue 27, every editor of both desks): a save carries the `version` the
 * operator loaded; the write moves only from that version (one guarded batch), and a stale save is answered
 * 409 with this body — the errors in the shop's shape, plus what changed field by field between the version the
 * operator saw and the one in force, and who saved that. Pure: the server builds it, the console shows it
 * (src/client/console/StaleNotice.tsx).
 */
export interface FieldChange {
  field: string
  label: string
  seen: string
  now: string
}

export interface StaleConflict {
  status: 409
  errors: { field: string; reason: string }[]
  /** The version in force (reload it to edit on top of it). */
  version: number
  changes: FieldChange[]
  by: string
  at: string
}

/** A snapshot value as one short line (objects and lists as JSON, long text cut). */
export function showValue(v: unknown): string {
  if (v == null || v === '') return '(비어 있음)'
  const s = typeof v === 'string' ? v : JSON.stringify(v)
  return s.length > 80 ? `${s.slice(0, 79)}…` : s
}

/** The fields whose values differ between two snapshots, in the order of `labels` (fields without a label are skipped). */
export function changedFields(seen: Record<string, unknown>, now: Record<string, unknown>, labels: Record<string, string>): FieldChange[] {
  const out: FieldChange[] = []
  for (const [field, label] of Object.entries(labels)) {
    const a = JSON.stringify(seen[field] ?? null)
    const b = JSON.stringify(now[field] ?? null)
    if (a !== b) out.push({ field, label, seen: showValue(seen[field]), now: showValue(now[field]) })
  }
  return out
}

/** The Korean reason of a stale save. */
export const staleReason = (by: string, changes: FieldChange[]) =>
  changes.length
    ? `${by || '다른 운영자'}님이 먼저 저장했습니다. 바뀐 항목: ${changes.map((c) => c.label).join(', ')}. 최신 내용을 불러온 뒤 다시 저장해 주세요.`
    : `${by || '다른 운영자'}님이 먼저 저장했습니다. 최신 내용을 불러온 뒤 다시 저장해 주세요.`
