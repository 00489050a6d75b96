import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { changed, holds } from './guard'
import type { Actor } from './operators'
import { revisionStmt } from './revisions'

/**
 * Coupons created and edited in the marketing desk (issue 27; columns of 0010, version of 0214). Every write is
 * statements for one `opBatch`: a save or a step moves only from the version the operator saw (`coupon.version` →
 * 409 with what changed), writes its revision snapshot, and replaces the listed goods / categories in the same
 * batch. Once a coupon has been issued, what members already hold (kind, benefit, minimum, scope, goods type,
 * channel, solo use) is fixed: the `coupon.locked` guard refuses a save that would change it.
 */
export interface CouponDeskRow {
  coupon_no: number
  coupon_kind_cd: string
  coupon_nm: string
  coupon_dscrt: string
  benefit_type_cd: 'RATE' | 'AMOUNT' | 'TEXT'
  benefit_value: number
  benefit_max_amt: number | null
  benefit_text: string
  qtt_limit: number | null
  issued_qtt: number
  dup_download_yn: 'Y' | 'N'
  solo_use_yn: 'Y' | 'N'
  valid_type_cd: 'FIXED' | 'ISSUE_DAYS' | 'CONFIRM_DAYS'
  valid_start_dttm: string | null
  valid_end_dttm: string | null
  valid_days: number | null
  min_order_amt: number
  target_scope_cd: 'ALL' | 'INCLUDE' | 'EXCLUDE'
  goods_type_cd: string | null
  age_bands: string
  channel_cd: 'ONLINE' | 'OFFLINE' | 'BOTH'
  download_yn: 'Y' | 'N'
  issue_start_dttm: string
  issue_end_dttm: string
  img_src: string
  use_yn: 'Y' | 'N'
  version: number
  reg_dttm: string
  upd_dttm: string | null
  used_qtt: number
}

/** What a coupon is stored as (the service turns the form's Seoul times into ISO first). */
export interface CouponWrite {
  kind: string
  name: string
  description: string
  benefitType: string
  benefitValue: number
  benefitMaxAmt: number | null
  benefitText: string
  qttLimit: number | null
  dupDownload: 'Y' | 'N'
  soloUse: 'Y' | 'N'
  validType: string
  validStartIso: string | null
  validEndIso: string | null
  validDays: number | null
  minOrderAmt: number
  targetScope: string
  goodsType: string | null
  ageBands: string
  channel: string
  issueStartIso: string
  issueEndIso: string
  imgSrc: string
  goodsNos: string[]
  ctgNos: number[]
}

export const couponDeskStmt = (db: D1Database, couponNo: number) =>
  db
    .prepare(
      `SELECT c.*, (SELECT COUNT(*) FROM member_coupons mc WHERE mc.coupon_no = c.coupon_no AND mc.use_yn = 'Y') AS used_qtt
         FROM coupons c WHERE c.coupon_no = ?1`,
    )
    .bind(couponNo)

export const couponTargetsStmt = (db: D1Database, couponNo: number) =>
  db
    .prepare(
      `SELECT 'goods' AS kind, t.goods_no AS ref, g.goods_nm AS name FROM coupon_target_goods t JOIN goods g ON g.goods_no = t.goods_no WHERE t.coupon_no = ?1
       UNION ALL
       SELECT 'ctg' AS kind, CAST(t.ctg_no AS TEXT) AS ref, c.ctg_nm AS name FROM coupon_target_categories t JOIN categories c ON c.ctg_no = t.ctg_no WHERE t.coupon_no = ?1`,
    )
    .bind(couponNo)

/** The categories an operator may list in a coupon's scope. */
export const categoryListStmt = (db: D1Database) =>
  db.prepare('SELECT ctg_no, ctg_nm, goods_type_cd FROM categories ORDER BY goods_type_cd, ctg_no LIMIT 300')

export const couponSnapshot = (w: CouponWrite) => ({
  kind: w.kind,
  name: w.name,
  description: w.description,
  benefit:
    w.benefitType === 'TEXT'
      ? w.benefitText
      : `${w.benefitType}:${w.benefitValue}${w.benefitMaxAmt !== null ? `/max ${w.benefitMaxAmt}` : ''}`,
  qttLimit: w.qttLimit,
  dupDownload: w.dupDownload,
  soloUse: w.soloUse,
  validity: w.validType === 'FIXED' ? `${w.validStartIso} ~ ${w.validEndIso}` : `${w.validType}:${w.validDays}`,
  minOrderAmt: w.minOrderAmt,
  scope: `${w.targetScope} ${[...w.goodsNos, ...w.ctgNos.map((c) => `ctg:${c}`)].join(',')}`.trim(),
  goodsType: w.goodsType,
  ageBands: w.ageBands,
  channel: w.channel,
  issue: `${w.issueStartIso} ~ ${w.issueEndIso}`,
  imgSrc: w.imgSrc,
})

/** Every listed goods and category exists (else the batch aborts with 'coupon.targets'). */
const targetsExist = (db: D1Database, w: CouponWrite) =>
  holds(
    db,
    'coupon.targets',
    `(SELECT COUNT(*) FROM goods WHERE goods_no IN (SELECT value FROM json_each(?1))) = json_array_length(?1)
     AND (SELECT COUNT(*) FROM categories WHERE ctg_no IN (SELECT value FROM json_each(?2))) = json_array_length(?2)`,
    JSON.stringify([...new Set(w.goodsNos)]),
    JSON.stringify([...new Set(w.ctgNos)]),
  )

/** The coupon's listed goods and categories, replaced (`ref` is a coupon_no or the just-inserted row). */
function targetStmts(db: D1Database, ref: number | null, w: CouponWrite): D1PreparedStatement[] {
  const no = ref === null ? '(SELECT MAX(coupon_no) FROM coupons)' : '?1'
  const bind = (s: D1PreparedStatement, ...rest: unknown[]) => (ref === null ? s.bind(...rest) : s.bind(ref, ...rest))
  const listed = w.targetScope === 'ALL' ? { goods: [], ctgs: [] } : { goods: [...new Set(w.goodsNos)], ctgs: [...new Set(w.ctgNos)] }
  const p = ref === null ? 1 : 2
  return [
    ...(ref === null
      ? []
      : [
          db.prepare('DELETE FROM coupon_target_goods WHERE coupon_no = ?1').bind(ref),
          db.prepare('DELETE FROM coupon_target_categories WHERE coupon_no = ?1').bind(ref),
        ]),
    bind(
      db.prepare(`INSERT INTO coupon_target_goods (coupon_no, goods_no) SELECT ${no}, value FROM json_each(?${p})`),
      JSON.stringify(listed.goods),
    ),
    bind(
      db.prepare(`INSERT INTO coupon_target_categories (coupon_no, ctg_no) SELECT ${no}, value FROM json_each(?${p})`),
      JSON.stringify(listed.ctgs),
    ),
  ]
}

const VALUES = [
  'coupon_kind_cd',
  'coupon_nm',
  'coupon_dscrt',
  'benefit_type_cd',
  'benefit_value',
  'benefit_max_amt',
  'benefit_text',
  'qtt_limit',
  'dup_download_yn',
  'solo_use_yn',
  'valid_type_cd',
  'valid_start_dttm',
  'valid_end_dttm',
  'valid_days',
  'min_order_amt',
  'target_scope_cd',
  'goods_type_cd',
  'age_bands',
  'channel_cd',
  'issue_start_dttm',
  'issue_end_dttm',
  'img_src',
] as const
const values = (w: CouponWrite) => [
  w.kind,
  w.name,
  w.description,
  w.benefitType,
  w.benefitValue,
  w.benefitMaxAmt,
  w.benefitText,
  w.qttLimit,
  w.dupDownload,
  w.soloUse,
  w.validType,
  w.validStartIso,
  w.validEndIso,
  w.validDays,
  w.minOrderAmt,
  w.targetScope,
  w.goodsType,
  w.ageBands,
  w.channel,
  w.issueStartIso,
  w.issueEndIso,
  w.imgSrc,
]

/** A new coupon (in use, not in the coupon zone), its listed goods/categories and its first revision. */
export function createCouponStmts(db: D1Database, actor: Actor, w: CouponWrite, nowIso: string): D1PreparedStatement[] {
  const n = VALUES.length
  return [
    targetsExist(db, w),
    db
      .prepare(
        `INSERT INTO coupons (${VALUES.join(', ')}, download_yn, use_yn, version, reg_dttm, upd_dttm)
         VALUES (${VALUES.map((_, i) => `?${i + 1}`).join(', ')}, 'N', 'Y', 1, ?${n + 1}, ?${n + 1}) RETURNING coupon_no`,
      )
      .bind(...values(w), nowIso),
    db
      .prepare(
        `INSERT INTO console_revisions (kind, ref, version, snapshot, operator_no, login_id, at)
         VALUES ('coupon', CAST((SELECT MAX(coupon_no) FROM coupons) AS TEXT), 1, ?1, ?2, ?3, ?4)`,
      )
      .bind(JSON.stringify(couponSnapshot(w)), actor.operatorNo, actor.loginId.slice(0, 40), nowIso),
    ...targetStmts(db, null, w),
  ]
}

/**
 * A save from version `seen`. Guards, in order: the version (`coupon.version`); after an issue, the fields members
 * hold unchanged (`coupon.locked`); the quantity limit not under the coupons already issued (`coupon.quantity`);
 * the listed goods and categories exist (`coupon.targets`).
 */
export function saveCouponStmts(db: D1Database, actor: Actor, couponNo: number, seen: number, w: CouponWrite, nowIso: string) {
  const n = VALUES.length
  const scopeNow = `(SELECT json_group_array(goods_no) FROM (SELECT goods_no FROM coupon_target_goods WHERE coupon_no = ?1 ORDER BY goods_no))
    || (SELECT json_group_array(ctg_no) FROM (SELECT ctg_no FROM coupon_target_categories WHERE coupon_no = ?1 ORDER BY ctg_no))`
  const listed =
    w.targetScope === 'ALL'
      ? { goods: [], ctgs: [] }
      : { goods: [...new Set(w.goodsNos)].sort(), ctgs: [...new Set(w.ctgNos)].sort((a, b) => a - b) }
  return [
    holds(db, 'coupon.version', 'SELECT version = ?2 FROM coupons WHERE coupon_no = ?1', couponNo, seen),
    holds(
      db,
      'coupon.locked',
      `SELECT issued_qtt = 0 OR (coupon_kind_cd = ?2 AND benefit_type_cd = ?3 AND benefit_value = ?4 AND benefit_max_amt IS ?5
         AND benefit_text = ?6 AND min_order_amt = ?7 AND target_scope_cd = ?8 AND goods_type_cd IS ?9 AND channel_cd = ?10
         AND solo_use_yn = ?11 AND valid_type_cd = ?12 AND ${scopeNow} = ?13)
       FROM coupons WHERE coupon_no = ?1`,
      couponNo,
      w.kind,
      w.benefitType,
      w.benefitValue,
      w.benefitMaxAmt,
      w.benefitText,
      w.minOrderAmt,
      w.targetScope,
      w.goodsType,
      w.channel,
      w.soloUse,
      w.validType,
      JSON.stringify(listed.goods) + JSON.stringify(listed.ctgs),
    ),
    holds(db, 'coupon.quantity', 'SELECT ?2 IS NULL OR ?2 >= issued_qtt FROM coupons WHERE coupon_no = ?1', couponNo, w.qttLimit),
    targetsExist(db, w),
    db
      .prepare(
        `UPDATE coupons SET ${VALUES.map((c, i) => `${c} = ?${i + 3}`).join(', ')}, version = version + 1, upd_dttm = ?${n + 3}
          WHERE coupon_no = ?1 AND version = ?2`,
      )
      .bind(couponNo, seen, ...values(w), nowIso),
    changed(db, 'coupon.version'),
    revisionStmt(db, 'coupon', couponNo, seen + 1, couponSnapshot(w), actor, nowIso),
    ...targetStmts(db, couponNo, w),
  ]
}

/** Into / out of the coupon zone, or stopped / resumed, from version `seen` ('coupon.version' when stale or not allowed). */
export function couponStepStmts(
  db: D1Database,
  couponNo: number,
  seen: number,
  set: { download?: 'Y' | 'N'; use?: 'Y' | 'N' },
  zoneKinds: readonly string[],
  nowIso: string,
) {
  const cond =
    set.download === 'Y'
      ? `AND use_yn = 'Y' AND download_yn = 'N' AND coupon_kind_cd IN (SELECT value FROM json_each(?5)) AND issue_end_dttm > ?4`
      : set.download === 'N'
        ? `AND download_yn = 'Y' AND json_valid(?5)`
        : set.use === 'N'
          ? `AND use_yn = 'Y' AND json_valid(?5)`
          : `AND use_yn = 'N' AND json_valid(?5)`
  return [
    db
      .prepare(
        `UPDATE coupons SET download_yn = CASE WHEN ?3 = 'N' THEN 'N' ELSE COALESCE(?6, download_yn) END, use_yn = COALESCE(?3, use_yn),
           version = version + 1, upd_dttm = ?4 WHERE coupon_no = ?1 AND version = ?2 ${cond}`,
      )
      .bind(couponNo, seen, set.use ?? null, nowIso, JSON.stringify(zoneKinds), set.download ?? null),
    changed(db, 'coupon.version'),
  ]
}

/** A step's revision: the latest snapshot with the coupon's state as the step left it (a stale step then names it). */
export const couponStateRevisionStmt = (db: D1Database, actor: Actor, couponNo: number, version: number, nowIso: string) =>
  db
    .prepare(
      `INSERT INTO console_revisions (kind, ref, version, snapshot, operator_no, login_id, at)
       SELECT 'coupon', ?1, ?2,
              json_patch(COALESCE((SELECT snapshot FROM console_revisions WHERE kind = 'coupon' AND ref = ?1 ORDER BY version DESC LIMIT 1), '{}'),
                json_object('state', (SELECT (CASE use_yn WHEN 'Y' THEN '사용' ELSE '중지' END) || (CASE download_yn WHEN 'Y' THEN ' · 쿠폰존' ELSE '' END)
                                        FROM coupons WHERE coupon_no = ?3))),
              ?4, ?5, ?6`,
    )
    .bind(String(couponNo), version, couponNo, actor.operatorNo, actor.loginId.slice(0, 40), nowIso)
