/**
 * Eyes seed (migration 0080) for member01: three eyesight records over two years — two store exams at the
 * member's store and one prescription the member uploaded (a small PDF put into local R2 by scripts/seed.mjs
 * through `eyesSeedFiles`). Deterministic for one `now`.
 *
 *   const sql = eyesSeedSql(seed, now)
 */
import type { SeedData } from '../../server/db/rows'
import { fittingPhotoPng } from '../sandbox/photo'
import { tableToSql } from './sql'
import { DAY, iso, toMs, ymdKst } from './time'

/** The seeded prescription: its file id and owner-scoped key follow src/server/files. */
export const SEED_PRESCRIPTION_FILE_ID = '5eed0000000000000000000000000001'

/** The seeded fitting photo (member01 wearing the liked frame of the seeded session). */
export const SEED_FITTING_PHOTO_FILE_ID = '5eed0000000000000000000000000002'

/** member01's public face-code link (seed only; real links are random). */
export const SEED_FACE_SHARE_TOKEN = 'seedFaceCodeMember01'

/** A one-page PDF (Helvetica text), with a correct cross-reference table. */
export function prescriptionPdf(): Uint8Array {
  const lines = [
    'Eye Prescription',
    'Bright Eye Clinic',
    'R  SPH -2.25  CYL -0.50  AXIS 180',
    'L  SPH -2.00  CYL -0.25  AXIS 175',
    'PD 63 mm',
  ]
  const stream = `BT /F1 16 Tf 60 760 Td ${lines.map((l, i) => `${i ? '0 -28 Td ' : ''}(${l}) Tj`).join(' ')} ET`
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objs.forEach((o, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(out)
}

const member01 = (seed: SeedData) => seed.members.find((m) => m.login_id === 'member01')

/** R2 objects the seed's rows point at (key, bytes, type), for scripts/seed.mjs to put into local R2. */
export function eyesSeedFiles(seed: SeedData): { key: string; bytes: Uint8Array; contentType: string }[] {
  const m = member01(seed)
  if (!m) return []
  return [
    { key: `m/${m.member_no}/prescription/${SEED_PRESCRIPTION_FILE_ID}`, bytes: prescriptionPdf(), contentType: 'application/pdf' },
    { key: `m/${m.member_no}/fitting/${SEED_FITTING_PHOTO_FILE_ID}`, bytes: fittingPhotoPng(1), contentType: 'image/png' },
  ]
}

const NO_VALUES = { r_add: null, r_prism: null, r_base: null, l_add: null, l_prism: null, l_base: null }

export function eyesSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const nowMs = toMs(now)
  const m = member01(seed)
  if (!m) return []
  const store = seed.stores.find((s) => s.store_code === m.my_store_code) ?? seed.stores[0]
  const at = (days: number) => nowMs - days * DAY
  const [file, photo] = eyesSeedFiles(seed)
  const files = [
    {
      file_id: SEED_PRESCRIPTION_FILE_ID,
      member_no: m.member_no,
      purpose: 'prescription',
      r2_key: file.key,
      content_type: file.contentType,
      byte_size: file.bytes.byteLength,
      width: null,
      height: null,
      original_name: '밝은눈안과_처방전.pdf',
      reg_dttm: iso(at(400)),
    },
    {
      file_id: SEED_FITTING_PHOTO_FILE_ID,
      member_no: m.member_no,
      purpose: 'fitting',
      r2_key: photo.key,
      content_type: photo.contentType,
      byte_size: photo.bytes.byteLength,
      width: 240,
      height: 180,
      original_name: 'fitting-seed-0001-2',
      reg_dttm: iso(at(12)),
    },
  ]
  const records = [
    {
      record_no: 1,
      source: 'STORE',
      store_no: store.store_no,
      days: 700,
      institution: '',
      file_id: null,
      memo: '',
      r: [-1.75, -0.5, 180, 31.5],
      l: [-1.5, -0.25, 170, 31.5],
    },
    {
      record_no: 2,
      source: 'UPLOAD',
      store_no: null,
      days: 400,
      institution: '밝은눈안과',
      file_id: SEED_PRESCRIPTION_FILE_ID,
      memo: '안과 정기 검진',
      r: [-2.25, -0.5, 180, 31.5],
      l: [-2, -0.25, 175, 31.5],
    },
    {
      record_no: 3,
      source: 'STORE',
      store_no: store.store_no,
      days: 75,
      institution: '',
      file_id: null,
      memo: '정밀검사',
      r: [-2.5, -0.75, 180, 31.5],
      l: [-2.25, -0.5, 175, 31.5],
    },
  ].map((r) => ({
    record_no: r.record_no,
    member_no: m.member_no,
    source: r.source,
    store_no: r.store_no,
    exam_ymd: ymdKst(at(r.days)),
    institution: r.institution,
    r_sph: r.r[0],
    r_cyl: r.r[1],
    r_axis: r.r[2],
    r_pd: r.r[3],
    l_sph: r.l[0],
    l_cyl: r.l[1],
    l_axis: r.l[2],
    l_pd: r.l[3],
    ...NO_VALUES,
    file_id: r.file_id,
    memo: r.memo,
    reg_dttm: iso(at(r.days)),
  }))
  // Face info: a round face 132 mm wide, shared with the nickname hidden (public page /facecode/<token>).
  const face = [
    {
      member_no: m.member_no,
      face_shape: 'ROUND',
      pd: 63,
      share_token: SEED_FACE_SHARE_TOKEN,
      share_nickname_yn: 'N',
      share_dttm: iso(at(30)),
      upd_dttm: iso(at(30)),
    },
  ]
  const faceAnswers = `UPDATE members SET face_width = 132, eye_style = 'SMART', face_style = 'LIGHT' WHERE member_no = ${m.member_no};`
  // Smart fitting: consent 40 days ago, one session at the member's store with three frames tried on.
  const frames = seed.goods.filter((g) => g.goods_type_cd === '01' && g.display_yn === 'Y').slice(0, 3)
  const fitting = [
    ...tableToSql('fitting_consents', [{ member_no: m.member_no, agreed_dttm: iso(at(40)), revoked_dttm: null }]),
    // The store's sandbox device (/__sandbox/fitting re-keys it with a fresh secret on each run).
    ...tableToSql('fitting_devices', [
      {
        device_id: `sbx-${store.store_code}`,
        store_no: store.store_no,
        secret_hash: '0'.repeat(64),
        device_nm: `샌드박스 피팅 기기 (${store.store_nm})`,
        active_yn: 'Y',
        reg_dttm: iso(at(40)),
      },
    ]),
    ...tableToSql('fitting_sessions', [
      {
        session_no: 1,
        member_no: m.member_no,
        store_no: store.store_no,
        device_id: `sbx-${store.store_code}`,
        device_session_id: 'seed-0001',
        fitted_dttm: iso(at(12)),
        face_width: 132,
        pd: 63,
        face_shape: 'ROUND',
        reg_dttm: iso(at(12)),
      },
    ]),
    ...tableToSql(
      'fitting_frames',
      frames.map((g, i) => ({
        session_no: 1,
        seq: i + 1,
        goods_no: g.goods_no,
        item_no: null,
        liked_yn: i === 1 ? 'Y' : 'N',
        file_id: i === 1 ? SEED_FITTING_PHOTO_FILE_ID : null,
      })),
    ),
  ]
  return [
    ...tableToSql('member_files', files),
    ...tableToSql('eye_records', records),
    ...eyesReservationLinkSql(seed),
    ...tableToSql('face_profiles', face),
    faceAnswers,
    ...fitting,
  ]
}

/** The seeded contact-lens reservation (reservations seed, rsv_no 3) carries the latest store exam. */
export const eyesReservationLinkSql = (seed: SeedData) =>
  member01(seed) ? [`UPDATE reservations SET eye_record_no = 3 WHERE rsv_no = 3 AND member_no = ${member01(seed)!.member_no};`] : []
