import type { D1Database } from '@cloudflare/workers-types'

/** One private upload (the R2 object's row): read only with its owner in the WHERE clause. */
export interface MemberFileRow {
  file_id: string
  member_no: number
  purpose: string
  r2_key: string
  content_type: string
  byte_size: number
  width: number | null
  height: number | null
  original_name: string
  reg_dttm: string
}

export interface NewMemberFile {
  fileId: string
  memberNo: number
  purpose: string
  r2Key: string
  contentType: string
  byteSize: number
  width: number | null
  height: number | null
  originalName: string
  regDttm: string
}

export const insertMemberFile = (db: D1Database, f: NewMemberFile) =>
  db
    .prepare(
      `INSERT INTO member_files (file_id, member_no, purpose, r2_key, content_type, byte_size, width, height, original_name, reg_dttm)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
    )
    .bind(f.fileId, f.memberNo, f.purpose, f.r2Key, f.contentType, f.byteSize, f.width, f.height, f.originalName, f.regDttm)

/** The owner's file, or null (another member's file is null too: the caller answers 404). */
export const ownFile = (db: D1Database, memberNo: number, fileId: string) =>
  db.prepare('SELECT * FROM member_files WHERE file_id = ?1 AND member_no = ?2').bind(fileId, memberNo).first<MemberFileRow>()

/** A file by its id alone — only for files a feature has published (see readPublishedFile in src/server/files). */
export const fileById = (db: D1Database, fileId: string) =>
  db.prepare('SELECT * FROM member_files WHERE file_id = ?1').bind(fileId).first<MemberFileRow>()

/** Deletes the owner's file row; returns its R2 key (null when it was not the owner's or is gone already). */
export async function deleteOwnFileRow(db: D1Database, memberNo: number, fileId: string): Promise<string | null> {
  const row = await db
    .prepare('DELETE FROM member_files WHERE file_id = ?1 AND member_no = ?2 RETURNING r2_key')
    .bind(fileId, memberNo)
    .first<{ r2_key: string }>()
  return row?.r2_key ?? null
}

/** Every file of a member (withdrawal), or only those of the given purposes, at most `limit` per call. */
export async function memberFileKeys(
  db: D1Database,
  memberNo: number,
  limit = 100,
  purposes?: readonly string[],
): Promise<{ fileId: string; r2Key: string }[]> {
  const { results } = await db
    .prepare(
      'SELECT file_id, r2_key FROM member_files WHERE member_no = ?1 AND (?3 IS NULL OR purpose IN (SELECT value FROM json_each(?3))) LIMIT ?2',
    )
    .bind(memberNo, limit, purposes ? JSON.stringify(purposes) : null)
    .all<{ file_id: string; r2_key: string }>()
  return results.map((r) => ({ fileId: r.file_id, r2Key: r.r2_key }))
}

/** Rows of files whose owner withdrew (nightly clean-up), at most `limit`. */
export async function withdrawnMemberFiles(db: D1Database, limit: number): Promise<{ fileId: string; memberNo: number; r2Key: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT f.file_id, f.member_no, f.r2_key FROM member_files f JOIN members m ON m.member_no = f.member_no WHERE m.status = 'WITHDRAWN' LIMIT ?1`,
    )
    .bind(limit)
    .all<{ file_id: string; member_no: number; r2_key: string }>()
  return results.map((r) => ({ fileId: r.file_id, memberNo: r.member_no, r2Key: r.r2_key }))
}
