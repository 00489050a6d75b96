import { SENSITIVE_FILE_PURPOSES } from '../db/erasure'
import { deleteMemberEyeRecords } from '../db/eyes'
import { deleteFaceInfo } from '../db/face'
import { dissolveFamily, leaveFamily, myFamily } from '../db/family'
import { deleteMemberFitting } from '../db/fitting'
import type { Env } from '../env'
import { deleteMemberFiles } from '../files'

/**
 * Withdrawal erases the member's sensitive data (issue 14, "withdrawal deletes them"): eyesight records (a
 * reservation that carried one keeps no reference), face info and its share link, smart-fitting sessions and
 * consent, the uploaded prescriptions and fitting photos in R2; the member leaves their family, and a
 * representative's family is dissolved. Idempotent: the nightly job `withdrawn-erase` finishes what a failed
 * request left. Rows that reference files go before the files.
 */
export async function eraseSensitiveData(env: Pick<Env, 'DB' | 'FILES'>, memberNo: number): Promise<void> {
  await deleteMemberEyeRecords(env.DB, memberNo)
  await deleteMemberFitting(env.DB, memberNo)
  await deleteFaceInfo(env.DB, memberNo)
  const fam = await myFamily(env.DB, memberNo)
  if (fam?.role === 'REP') await dissolveFamily(env.DB, memberNo)
  else if (fam) await leaveFamily(env.DB, memberNo)
  while ((await deleteMemberFiles(env, memberNo, 100, SENSITIVE_FILE_PURPOSES)) === 100) {
    /* next hundred */
  }
}
