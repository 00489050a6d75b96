import type { D1Database } from '@cloudflare/workers-types'

/** Private uploads that are eye/fitting data (erased at withdrawal; reviews' and inquiries' files are not). */
export const SENSITIVE_FILE_PURPOSES = ['prescription', 'fitting'] as const

/**
 * Withdrawn members who still have eye, face, fitting, family or private prescription/fitting-photo data (the
 * nightly clean-up finishes an erasure that stopped half way), at most `limit`.
 */
export async function withdrawnWithSensitiveData(db: D1Database, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT m.member_no FROM members m WHERE m.status = 'WITHDRAWN' AND (
         EXISTS (SELECT 1 FROM eye_records e WHERE e.member_no = m.member_no)
         OR EXISTS (SELECT 1 FROM face_profiles f WHERE f.member_no = m.member_no)
         OR EXISTS (SELECT 1 FROM fitting_sessions s WHERE s.member_no = m.member_no)
         OR EXISTS (SELECT 1 FROM fitting_consents c WHERE c.member_no = m.member_no)
         OR EXISTS (SELECT 1 FROM family_members fm WHERE fm.member_no = m.member_no)
         OR EXISTS (SELECT 1 FROM member_files mf WHERE mf.member_no = m.member_no AND mf.purpose IN (SELECT value FROM json_each(?2))))
       LIMIT ?1`,
    )
    .bind(limit, JSON.stringify(SENSITIVE_FILE_PURPOSES))
    .all<{ member_no: number }>()
  return results.map((r) => r.member_no)
}
