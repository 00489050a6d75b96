import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/session'
import type { Env } from '../../src/server/env'
import { runNightlyJobs } from '../../src/server/jobs'
import { withdrawnEraseJob } from '../../src/server/jobs/withdrawn-erase'
import { call, db, read, seedShop } from './helpers'

const FILES = (env as unknown as Env).FILES
const REP = 9701
const KID = 9702
const LATE = 9703
let storeNo = 0

/** Eye, face, fitting, family and file data of one member (a prescription and a fitting photo in R2, plus a review photo that stays). */
async function giveSensitiveData(memberNo: number, groupNo: number | null) {
  const t = new Date().toISOString()
  const id = (n: number) => `${String(memberNo)}${String(n)}`.padEnd(32, 'a')
  const files = [
    [id(1), 'prescription'],
    [id(2), 'fitting'],
    [id(3), 'review'],
  ] as const
  for (const [fileId, purpose] of files) await FILES.put(`m/${memberNo}/${purpose}/${fileId}`, 'bytes')
  await db.batch([
    ...files.map(([fileId, purpose]) =>
      db
        .prepare(
          `INSERT INTO member_files (file_id, member_no, purpose, r2_key, content_type, byte_size, reg_dttm) VALUES (?1, ?2, ?3, ?4, 'image/png', 5, ?5)`,
        )
        .bind(fileId, memberNo, purpose, `m/${memberNo}/${purpose}/${fileId}`, t),
    ),
    db
      .prepare(
        `INSERT INTO eye_records (member_no, source, exam_ymd, institution, r_sph, file_id, reg_dttm) VALUES (?1, 'UPLOAD', '20260101', '밝은눈안과', -2.25, ?2, ?3)`,
      )
      .bind(memberNo, id(1), t),
    db
      .prepare(
        `INSERT INTO eye_records (member_no, source, store_no, exam_ymd, r_sph, reg_dttm) VALUES (?1, 'STORE', ?2, '20260301', -2.5, ?3)`,
      )
      .bind(memberNo, storeNo, t),
    db
      .prepare(`INSERT INTO face_profiles (member_no, face_shape, pd, share_token, upd_dttm) VALUES (?1, 'ROUND', 63, ?2, ?3)`)
      .bind(memberNo, `share${memberNo}xxxxxxxxxxxxx`, t),
    db.prepare(`UPDATE members SET face_width = 132, eye_style = 'SMART', face_style = 'LIGHT' WHERE member_no = ?1`).bind(memberNo),
    db.prepare(`INSERT INTO fitting_consents (member_no, agreed_dttm) VALUES (?1, ?2)`).bind(memberNo, t),
    db
      .prepare(
        `INSERT INTO fitting_sessions (member_no, store_no, device_id, device_session_id, fitted_dttm, face_width, reg_dttm) VALUES (?1, ?2, 'erase-dev', ?3, ?4, 132, ?4)`,
      )
      .bind(memberNo, storeNo, `s${memberNo}`, t),
    db
      .prepare(
        `INSERT INTO fitting_frames (session_no, seq, goods_no, file_id) SELECT session_no, 1, 'G1', ?2 FROM fitting_sessions WHERE member_no = ?1`,
      )
      .bind(memberNo, id(2)),
    ...(groupNo === null
      ? [
          db.prepare(`INSERT INTO family_groups (group_no, rep_member_no, reg_dttm) VALUES (?1 + 100, ?1, ?2)`).bind(memberNo, t),
          db
            .prepare(`INSERT INTO family_members (group_no, member_no, role, consent_dttm, join_dttm) VALUES (?1 + 100, ?1, 'REP', ?2, ?2)`)
            .bind(memberNo, t),
        ]
      : [
          db
            .prepare(
              `INSERT INTO family_members (group_no, member_no, role, relation, consent_dttm, join_dttm) VALUES (?1, ?2, 'MEMBER', 'CHILD', ?3, ?3)`,
            )
            .bind(groupNo, memberNo, t),
        ]),
  ])
}

async function left(memberNo: number) {
  const q = (sql: string) =>
    db
      .prepare(sql)
      .bind(memberNo)
      .first<{ n: number }>()
      .then((r) => r!.n)
  return {
    eye: await q('SELECT COUNT(*) AS n FROM eye_records WHERE member_no = ?1'),
    face: await q('SELECT COUNT(*) AS n FROM face_profiles WHERE member_no = ?1'),
    faceAnswers: await q(
      'SELECT COUNT(*) AS n FROM members WHERE member_no = ?1 AND (face_width IS NOT NULL OR eye_style IS NOT NULL OR face_style IS NOT NULL)',
    ),
    fitting: await q('SELECT COUNT(*) AS n FROM fitting_sessions WHERE member_no = ?1'),
    consent: await q('SELECT COUNT(*) AS n FROM fitting_consents WHERE member_no = ?1'),
    family: await q('SELECT COUNT(*) AS n FROM family_members WHERE member_no = ?1'),
    sensitiveFiles: await q(`SELECT COUNT(*) AS n FROM member_files WHERE member_no = ?1 AND purpose IN ('prescription', 'fitting')`),
    otherFiles: await q(`SELECT COUNT(*) AS n FROM member_files WHERE member_no = ?1 AND purpose = 'review'`),
    objects: (await FILES.list({ prefix: `m/${memberNo}/` })).objects.map((o) => o.key.split('/')[2]).sort(),
  }
}
const NONE = { eye: 0, face: 0, faceAnswers: 0, fitting: 0, consent: 0, family: 0, sensitiveFiles: 0, otherFiles: 1, objects: ['review'] }

beforeAll(async () => {
  await seedShop()
  const t = new Date().toISOString()
  storeNo = (await db.prepare('SELECT store_no FROM stores ORDER BY store_no LIMIT 1').first<{ store_no: number }>())!.store_no
  await db.batch([
    ...[REP, KID, LATE].map((no) =>
      db
        .prepare(`INSERT INTO members (member_no, login_id, member_nm, reg_dttm, upd_dttm) VALUES (?1, ?2, '탈퇴테스트', ?3, ?3)`)
        .bind(no, `erase${no}`, t),
    ),
    db
      .prepare(`INSERT INTO fitting_devices (device_id, store_no, secret_hash, reg_dttm) VALUES ('erase-dev', ?1, ?2, ?3)`)
      .bind(storeNo, '0'.repeat(64), t),
  ])
  await giveSensitiveData(REP, null)
  await giveSensitiveData(KID, REP + 100)
})

describe('withdrawal erases eye, face, fitting and family data', () => {
  it('a representative withdraws: records, face info, fitting, R2 prescriptions and photos go; the family is dissolved; review photos stay', async () => {
    const before = await left(REP)
    expect(before).toMatchObject({
      eye: 2,
      face: 1,
      fitting: 1,
      consent: 1,
      family: 1,
      sensitiveFiles: 2,
      objects: ['fitting', 'prescription', 'review'],
    })
    const token = (await createSession(db, REP)).token
    const r = await read(call('/v1/front/member/withdraw', { token, json: { reasonCd: '10', reasonText: '', agree: true } }))
    expect(r.status, r.text).toBe(200)
    expect(await left(REP)).toEqual(NONE)
    // The family member is out of the dissolved family; their own data is untouched.
    expect(await left(KID)).toMatchObject({ family: 0, eye: 2, face: 1, fitting: 1, sensitiveFiles: 2 })
    expect((await db.prepare('SELECT COUNT(*) AS n FROM family_groups WHERE rep_member_no = ?1').bind(REP).first<{ n: number }>())!.n).toBe(
      0,
    )
    const kidToken = (await createSession(db, KID)).token
    expect((await read(call('/api/v1/front/family', { token: kidToken }))).json.group).toBeNull()
  })

  it('the nightly withdrawn-erase job finishes an erasure the request did not do', async () => {
    await giveSensitiveData(LATE, null)
    await db
      .prepare(`UPDATE members SET status = 'WITHDRAWN', withdrawn_dttm = ?2 WHERE member_no = ?1`)
      .bind(LATE, new Date().toISOString())
      .run()
    const [report] = await runNightlyJobs(env as unknown as Env, new Date(), [withdrawnEraseJob])
    expect(report).toEqual({ name: 'withdrawn-erase', changed: 1 })
    expect(await left(LATE)).toEqual(NONE)
    // Nothing left to do: a second run changes nothing; an active member's data is never touched.
    expect((await runNightlyJobs(env as unknown as Env, new Date(), [withdrawnEraseJob]))[0].changed).toBe(0)
    expect((await left(KID)).eye).toBe(2)
  })
})
