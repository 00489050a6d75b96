import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { changed, holds } from './guard'
import type { Actor } from './operators'
import { revisionStmt } from './revisions'

/**
 * Campaign pages (promotions) of the marketing desk, issue 27. Every write is a list of statements for ONE
 * `opBatch` (role guard + these + access-log row): a save moves only from the version the operator saw
 * (`promotion.version` guard → 409 with what changed), writes its revision snapshot (0210) and bumps the
 * 'campaigns' page version, so the edge page cache serves the new page at once (src/server/edge/page-cache.ts).
 */
export interface CampaignRow {
  prmt_no: number
  slug: string | null
  title: string
  subtitle: string
  description: string
  keywords: string
  theme_color: string
  dc_rate: number
  img_src: string
  mobile_img_src: string
  start_dttm: string
  end_dttm: string
  state: 'draft' | 'scheduled' | 'published'
  version: number
  og_title: string
  og_description: string
  og_img_src: string
  doc_json: string
  content_html: string
  upd_dttm: string | null
  goods_count?: number
}

const COLUMNS = `p.prmt_no, p.slug, p.title, p.subtitle, p.description, p.keywords, p.theme_color, p.dc_rate, p.img_src,
  p.mobile_img_src, p.start_dttm, p.end_dttm, p.state, p.version, p.og_title, p.og_description, p.og_img_src, p.doc_json,
  p.content_html, p.upd_dttm`

/** The console's list: newest first, optionally by phase and title keyword (phase filtered by the caller's SQL). */
export const campaignListStmt = (db: D1Database, nowIso: string, phase: string | undefined, keyword: string | undefined) => {
  const phaseSql: Record<string, string> = {
    draft: `p.state = 'draft' AND ?1 IS NOT NULL`,
    scheduled: `p.state = 'scheduled' AND p.start_dttm > ?1 AND p.end_dttm > ?1`,
    published: `p.state != 'draft' AND p.end_dttm > ?1 AND (p.state = 'published' OR p.start_dttm <= ?1)`,
    ended: `p.state != 'draft' AND p.end_dttm <= ?1`,
  }
  // ?1 (now) is always bound, so it is always named; ?2 (keyword) only with a keyword.
  const where = [phase ? phaseSql[phase] : '?1 IS NOT NULL', keyword ? `p.title LIKE '%' || ?2 || '%'` : '1'].join(' AND ')
  return db
    .prepare(
      `SELECT ${COLUMNS}, (SELECT COUNT(*) FROM promotion_goods pg WHERE pg.prmt_no = p.prmt_no) AS goods_count
         FROM promotions p WHERE ${where} ORDER BY COALESCE(p.upd_dttm, p.start_dttm) DESC, p.prmt_no DESC LIMIT 200`,
    )
    .bind(nowIso, ...(keyword ? [keyword] : []))
}

export const campaignStmt = (db: D1Database, prmtNo: number) =>
  db.prepare(`SELECT ${COLUMNS} FROM promotions p WHERE p.prmt_no = ?1`).bind(prmtNo)

export const campaignGoodsStmt = (db: D1Database, prmtNo: number) =>
  db
    .prepare(
      `SELECT g.goods_no, g.goods_nm, g.img_src, g.sale_price FROM promotion_goods pg JOIN goods g ON g.goods_no = pg.goods_no
        WHERE pg.prmt_no = ?1 ORDER BY pg.sort_seq`,
    )
    .bind(prmtNo)

/** Goods to pick for a shelf: by name or number, displayed ones first. */
export const goodsPickStmt = (db: D1Database, keyword: string) =>
  db
    .prepare(
      `SELECT goods_no, goods_nm, img_src, sale_price FROM goods WHERE goods_nm LIKE '%' || ?1 || '%' OR goods_no = ?1
        ORDER BY display_yn = 'Y' DESC, goods_no LIMIT 20`,
    )
    .bind(keyword)

const bumpCampaignPages = (db: D1Database) => db.prepare(`UPDATE page_versions SET version = version + 1 WHERE scope = 'campaigns'`)

/** A new draft: starts tomorrow 00:00 Seoul for two weeks until the operator sets its times. */
export function createCampaignStmts(db: D1Database, actor: Actor, title: string, startIso: string, endIso: string, nowIso: string) {
  return [
    db
      .prepare(
        `INSERT INTO promotions (title, img_src, mobile_img_src, start_dttm, end_dttm, state, version, exhibition_yn, upd_dttm)
         VALUES (?1, '', '', ?2, ?3, 'draft', 1, 'Y', ?4) RETURNING prmt_no`,
      )
      .bind(title, startIso, endIso, nowIso),
    db
      .prepare(
        `INSERT INTO console_revisions (kind, ref, version, snapshot, operator_no, login_id, at)
         VALUES ('campaign', CAST(last_insert_rowid() AS TEXT), 1, json_object('title', ?1), ?2, ?3, ?4)`,
      )
      .bind(title, actor.operatorNo, actor.loginId.slice(0, 40), nowIso),
  ]
}

export interface CampaignWrite {
  title: string
  subtitle: string
  description: string
  keywords: string
  themeColor: string
  dcRate: number
  imgSrc: string
  mobileImgSrc: string
  startIso: string
  endIso: string
  ogTitle: string
  ogDescription: string
  ogImgSrc: string
  docJson: string
  contentHtml: string
  goodsNos: string[]
}

/** Saves the page, moving only from `seen`; the snapshot is what the revision keeps for a later 409's diff. */
export function saveCampaignStmts(
  db: D1Database,
  actor: Actor,
  prmtNo: number,
  seen: number,
  w: CampaignWrite,
  snapshot: Record<string, unknown>,
  nowIso: string,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE promotions SET title = ?3, subtitle = ?4, description = ?5, keywords = ?6, theme_color = ?7, dc_rate = ?8,
           img_src = ?9, mobile_img_src = ?10, start_dttm = ?11, end_dttm = ?12, og_title = ?13, og_description = ?14,
           og_img_src = ?15, doc_json = ?16, content_html = ?17, upd_dttm = ?18, version = version + 1
         WHERE prmt_no = ?1 AND version = ?2`,
      )
      .bind(
        prmtNo,
        seen,
        w.title,
        w.subtitle,
        w.description,
        w.keywords,
        w.themeColor,
        w.dcRate,
        w.imgSrc,
        w.mobileImgSrc,
        w.startIso,
        w.endIso,
        w.ogTitle,
        w.ogDescription,
        w.ogImgSrc,
        w.docJson,
        w.contentHtml,
        nowIso,
      ),
    changed(db, 'campaign.version'),
    db.prepare('DELETE FROM promotion_goods WHERE prmt_no = ?1').bind(prmtNo),
    ...w.goodsNos.map((g, i) =>
      db
        .prepare('INSERT INTO promotion_goods (prmt_no, goods_no, sort_seq) SELECT ?1, goods_no, ?3 FROM goods WHERE goods_no = ?2')
        .bind(prmtNo, g, i + 1),
    ),
    revisionStmt(db, 'campaign', prmtNo, seen + 1, snapshot, actor, nowIso),
    bumpCampaignPages(db),
  ]
}

/**
 * A step of the page's life, moving only from `seen`: schedule (draft → scheduled; needs a title and an image),
 * unschedule (scheduled → draft), publish (draft/scheduled → published, starting now if it had not started), end
 * (published/scheduled → its end time is now).
 */
export function campaignStepStmts(
  db: D1Database,
  actor: Actor,
  prmtNo: number,
  seen: number,
  action: 'schedule' | 'unschedule' | 'publish' | 'end',
  nowIso: string,
): D1PreparedStatement[] {
  const set: Record<typeof action, string> = {
    schedule: `state = 'scheduled'`,
    unschedule: `state = 'draft'`,
    publish: `state = 'published', start_dttm = MIN(start_dttm, ?3)`,
    end: `end_dttm = ?3`,
  }
  const from: Record<typeof action, string> = {
    schedule: `state = 'draft' AND end_dttm > ?3`,
    unschedule: `state = 'scheduled' AND start_dttm > ?3`,
    publish: `state IN ('draft', 'scheduled') AND end_dttm > ?3`,
    end: `state != 'draft' AND end_dttm > ?3`,
  }
  return [
    db
      .prepare(
        `UPDATE promotions SET ${set[action]}, version = version + 1, upd_dttm = ?3 WHERE prmt_no = ?1 AND version = ?2 AND ${from[action]}`,
      )
      .bind(prmtNo, seen, nowIso),
    changed(db, 'campaign.version'),
    db
      .prepare(
        `INSERT INTO console_revisions (kind, ref, version, snapshot, operator_no, login_id, at)
         SELECT 'campaign', ?1, ?2, json_patch(COALESCE((SELECT snapshot FROM console_revisions WHERE kind = 'campaign' AND ref = ?1 AND version = ?2 - 1), '{}'),
                json_object('state', p.state, 'startAt', p.start_dttm, 'endAt', p.end_dttm)), ?3, ?4, ?5
           FROM promotions p WHERE p.prmt_no = ?6`,
      )
      .bind(String(prmtNo), seen + 1, actor.operatorNo, actor.loginId.slice(0, 40), nowIso, prmtNo),
    bumpCampaignPages(db),
  ]
}

/** Whether a page may be scheduled or published: a title, a hero image and a body (checked inside the batch). */
export const campaignReadyGuard = (db: D1Database, prmtNo: number) =>
  holds(
    db,
    'campaign.incomplete',
    `SELECT EXISTS (SELECT 1 FROM promotions WHERE prmt_no = ?1 AND img_src != '' AND content_html != '')`,
    prmtNo,
  )

/** A new preview token (hashed) for a page, valid until `expiresIso`. */
export const setPreviewTokenStmt = (db: D1Database, prmtNo: number, tokenHash: string, expiresIso: string) =>
  db.prepare('UPDATE promotions SET preview_token_hash = ?2, preview_expires = ?3 WHERE prmt_no = ?1').bind(prmtNo, tokenHash, expiresIso)

/** The version of a group of public pages (edge page cache key). */
export const pageVersion = (db: D1Database, scope: string) =>
  db.prepare('SELECT version FROM page_versions WHERE scope = ?1').bind(scope).first<{ version: number }>()
