import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { changed } from './guard'
import type { Actor } from './operators'
import { revisionStmt } from './revisions'
import { bumpPagesStmt } from './page-versions'
import type { Audience } from '../../shared/api/types'

/**
 * Main page banners edited in the marketing desk (issue 27). Every write is statements for one `opBatch`: a save or
 * a reorder moves only from the versions the operator saw (`banner.version` guard → 409 with what changed) and
 * writes its revision snapshot.
 */
export interface BannerRow {
  banner_no: number
  banner_type: 'MAIN' | 'SUB' | 'TOP'
  goods_type_cd: string | null
  banner_nm: string
  banner_dscrt: string
  img_src: string
  mobile_img_src: string
  link_url: string
  bg_color: string
  display_start: string
  display_end: string
  sort_seq: number
  version: number
  audience_cd: Audience
}

const COLUMNS = `banner_no, banner_type, goods_type_cd, banner_nm, banner_dscrt, img_src, mobile_img_src, link_url, bg_color,
  display_start, display_end, sort_seq, version, audience_cd`

/** A type's banners (MAIN: of one goods type, plus those for every type), in their order; ended ones last. */
export const bannerListStmt = (db: D1Database, type: string, goodsType: string | null, nowIso: string) =>
  db
    .prepare(
      `SELECT ${COLUMNS} FROM banners WHERE banner_type = ?1 AND (?2 IS NULL OR goods_type_cd IS NULL OR goods_type_cd = ?2)
        ORDER BY display_end <= ?3, sort_seq, banner_no LIMIT 100`,
    )
    .bind(type, goodsType, nowIso)

export const bannerStmt = (db: D1Database, bannerNo: number) =>
  db.prepare(`SELECT ${COLUMNS} FROM banners WHERE banner_no = ?1`).bind(bannerNo)

export interface BannerWrite {
  name: string
  description: string
  imgSrc: string
  mobileImgSrc: string
  linkUrl: string
  bgColor: string
  startIso: string
  endIso: string
  audience: Audience
}

/** ?3…?12 of both the insert and the update: the written fields, the time, the audience. */
const writeBinds = (w: BannerWrite, nowIso: string) =>
  [w.name, w.description, w.imgSrc, w.mobileImgSrc, w.linkUrl, w.bgColor, w.startIso, w.endIso, nowIso, w.audience] as const

/** A new banner, last in its list; its first revision. */
export function createBannerStmts(db: D1Database, actor: Actor, type: string, goodsType: string | null, w: BannerWrite, nowIso: string) {
  return [
    db
      .prepare(
        `INSERT INTO banners (banner_type, goods_type_cd, banner_nm, banner_dscrt, img_src, mobile_img_src, link_url, bg_color,
           display_start, display_end, sort_seq, version, upd_dttm, audience_cd)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, COALESCE(MAX(sort_seq), 0) + 1, 1, ?11, ?12 FROM banners WHERE banner_type = ?1
         RETURNING banner_no`,
      )
      .bind(type, goodsType, ...writeBinds(w, nowIso)),
    db
      .prepare(
        `INSERT INTO console_revisions (kind, ref, version, snapshot, operator_no, login_id, at)
         VALUES ('banner', CAST(last_insert_rowid() AS TEXT), 1, ?1, ?2, ?3, ?4)`,
      )
      .bind(JSON.stringify(bannerSnapshot(w)), actor.operatorNo, actor.loginId.slice(0, 40), nowIso),
    bumpPagesStmt(db, ['main']),
  ]
}

export const bannerSnapshot = (w: BannerWrite) => ({
  name: w.name,
  description: w.description,
  imgSrc: w.imgSrc,
  mobileImgSrc: w.mobileImgSrc,
  linkUrl: w.linkUrl,
  bgColor: w.bgColor,
  startAt: w.startIso,
  endAt: w.endIso,
  audience: w.audience,
})

export function saveBannerStmts(
  db: D1Database,
  actor: Actor,
  bannerNo: number,
  seen: number,
  w: BannerWrite,
  nowIso: string,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE banners SET banner_nm = ?3, banner_dscrt = ?4, img_src = ?5, mobile_img_src = ?6, link_url = ?7, bg_color = ?8,
           display_start = ?9, display_end = ?10, version = version + 1, upd_dttm = ?11, audience_cd = ?12 WHERE banner_no = ?1 AND version = ?2`,
      )
      .bind(bannerNo, seen, ...writeBinds(w, nowIso)),
    changed(db, 'banner.version'),
    revisionStmt(db, 'banner', bannerNo, seen + 1, bannerSnapshot(w), actor, nowIso),
    bumpPagesStmt(db, ['main']),
  ]
}

/** The new order of a list: each banner moves only from the version the operator saw (any one stale → nothing moves). */
export function orderBannerStmts(db: D1Database, items: { bannerNo: number; version: number }[], nowIso: string): D1PreparedStatement[] {
  return [
    ...items.flatMap((it, i) => [
      db
        .prepare('UPDATE banners SET sort_seq = ?3, version = version + 1, upd_dttm = ?4 WHERE banner_no = ?1 AND version = ?2')
        .bind(it.bannerNo, it.version, i + 1, nowIso),
      changed(db, 'banner.version'),
    ]),
    bumpPagesStmt(db, ['main']),
  ]
}

/** Removes a banner seen at `seen` (its revisions stay). */
export const deleteBannerStmts = (db: D1Database, bannerNo: number, seen: number) => [
  db.prepare('DELETE FROM banners WHERE banner_no = ?1 AND version = ?2').bind(bannerNo, seen),
  changed(db, 'banner.version'),
  bumpPagesStmt(db, ['main']),
]
