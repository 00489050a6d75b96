import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { bumpPagesStmt, type PageScope } from './page-versions'
import { changed, holds } from './guard'
import type { Actor } from './operators'
import { revisionStmt } from './revisions'
import type { ContentKind } from '~/shared/schemas/marketing'

/**
 * Customer-center content edited in the marketing desk (issue 27, migration 0215): notices, FAQ and magazine articles
 * (one table each, described by CONTENT_TABLES) and terms versions. Every write is statements for one `opBatch`:
 * moves only from the version seen (`content.version` / `terms.rev` → 409), writes its revision, and bumps the page
 * versions of what a guest sees ('support'; 'main' for notices, which the front door lists; 'terms').
 */
export interface ContentTable {
  table: string
  key: string
  /** Form field → column (constants: the SQL is built from them). */
  cols: Record<string, string>
  /** The list's title column. */
  titleCol: string
  /** The column holding the publish time. */
  publishCol: string
  scopes: PageScope[]
}
export const CONTENT_TABLES: Record<ContentKind, ContentTable> = {
  notices: {
    table: 'notices',
    key: 'notice_no',
    cols: { title: 'title', contentHtml: 'content_html', important: 'important_yn', publishAt: 'reg_dttm' },
    titleCol: 'title',
    publishCol: 'reg_dttm',
    scopes: ['support', 'main'],
  },
  faqs: {
    table: 'faqs',
    key: 'faq_no',
    cols: { category: 'category', question: 'question', answer: 'answer', sortSeq: 'sort_seq', publishAt: 'publish_at' },
    titleCol: 'question',
    publishCol: 'publish_at',
    scopes: ['support'],
  },
  magazine: {
    table: 'magazine_articles',
    key: 'article_no',
    cols: {
      category: 'category',
      title: 'title',
      summary: 'summary',
      imgSrc: 'img_src',
      contentHtml: 'content_html',
      publishAt: 'reg_dttm',
    },
    titleCol: 'title',
    publishCol: 'reg_dttm',
    scopes: ['support'],
  },
}

export interface ContentListRow {
  id: number
  title: string
  state: 'draft' | 'published'
  publish_at: string | null
  version: number
  upd_dttm: string | null
}

export const contentListStmt = (db: D1Database, t: ContentTable) =>
  db.prepare(
    `SELECT ${t.key} AS id, ${t.titleCol} AS title, state, ${t.publishCol} AS publish_at, version, upd_dttm FROM ${t.table}
      ORDER BY state = 'draft' DESC, COALESCE(${t.publishCol}, '') DESC, ${t.key} DESC LIMIT 300`,
  )

export const contentRowStmt = (db: D1Database, t: ContentTable, id: number) =>
  db.prepare(`SELECT *, ${t.key} AS id FROM ${t.table} WHERE ${t.key} = ?1`).bind(id)

const bumps = (db: D1Database, t: ContentTable) => [bumpPagesStmt(db, t.scopes)]

/** A new draft and its first revision. `values` are column values in the order of `t.cols`. */
export function createContentStmts(db: D1Database, actor: Actor, kind: ContentKind, values: unknown[], snapshot: object, nowIso: string) {
  const t = CONTENT_TABLES[kind]
  const cols = Object.values(t.cols)
  const n = cols.length
  return [
    db
      .prepare(
        `INSERT INTO ${t.table} (${cols.join(', ')}, state, version, upd_dttm) VALUES (${cols.map((_, i) => `?${i + 1}`).join(', ')}, 'draft', 1, ?${n + 1})
         RETURNING ${t.key} AS id`,
      )
      .bind(...values, nowIso),
    db
      .prepare(
        `INSERT INTO console_revisions (kind, ref, version, snapshot, operator_no, login_id, at)
         VALUES (?1, CAST(last_insert_rowid() AS TEXT), 1, ?2, ?3, ?4, ?5)`,
      )
      .bind(kind, JSON.stringify(snapshot), actor.operatorNo, actor.loginId.slice(0, 40), nowIso),
  ]
}

/** A save from version `seen` (any state: a published item changes in the shop at once). */
export function saveContentStmts(
  db: D1Database,
  actor: Actor,
  kind: ContentKind,
  id: number,
  seen: number,
  values: unknown[],
  snapshot: Record<string, unknown>,
  nowIso: string,
): D1PreparedStatement[] {
  const t = CONTENT_TABLES[kind]
  const cols = Object.values(t.cols)
  const n = cols.length
  return [
    db
      .prepare(
        `UPDATE ${t.table} SET ${cols.map((c, i) => `${c} = ?${i + 3}`).join(', ')}, version = version + 1, upd_dttm = ?${n + 3}
          WHERE ${t.key} = ?1 AND version = ?2`,
      )
      .bind(id, seen, ...values, nowIso),
    changed(db, 'content.version'),
    revisionStmt(db, kind, id, seen + 1, snapshot, actor, nowIso),
    ...bumps(db, t),
  ]
}

/** Publish (the shop shows it from its publish time) or take back to draft, from version `seen`. */
export function stepContentStmts(
  db: D1Database,
  kind: ContentKind,
  id: number,
  seen: number,
  state: 'draft' | 'published',
  nowIso: string,
) {
  const t = CONTENT_TABLES[kind]
  return [
    db
      .prepare(
        `UPDATE ${t.table} SET state = ?3, version = version + 1, upd_dttm = ?4 WHERE ${t.key} = ?1 AND version = ?2 AND state <> ?3`,
      )
      .bind(id, seen, state, nowIso),
    changed(db, 'content.version'),
    ...bumps(db, t),
  ]
}

/* ---- terms versions ---- */

export interface TermsRow {
  terms_cd: string
  version: string
  title: string
  effective_ymd: string
  content_html: string
  state: 'draft' | 'published'
  rev: number
  reg_dttm: string
  upd_dttm: string | null
}

export const termsListStmt = (db: D1Database) =>
  db.prepare(
    `SELECT terms_cd, version, title, effective_ymd, state, rev, reg_dttm, upd_dttm, '' AS content_html FROM terms_documents
      ORDER BY terms_cd, effective_ymd DESC, version DESC LIMIT 500`,
  )

export const termsRowStmt = (db: D1Database, termsCd: string, version: string) =>
  db.prepare('SELECT * FROM terms_documents WHERE terms_cd = ?1 AND version = ?2').bind(termsCd, version)

/** How many members agreed to each version (member_terms_consents). */
export const termsConsentCountsStmt = (db: D1Database) =>
  db.prepare('SELECT terms_cd, version, COUNT(*) AS n FROM member_terms_consents GROUP BY terms_cd, version')

/** A new draft version of a terms document, its text copied from the newest version ('unique:…' when it exists). */
export function createTermsStmts(db: D1Database, actor: Actor, termsCd: string, version: string, effectiveYmd: string, nowIso: string) {
  return [
    holds(db, 'terms.missing', 'SELECT EXISTS (SELECT 1 FROM terms_documents WHERE terms_cd = ?1)', termsCd),
    db
      .prepare(
        `INSERT INTO terms_documents (terms_cd, version, title, effective_ymd, content_html, reg_dttm, state, rev, upd_dttm)
         SELECT terms_cd, ?2, title, ?3, content_html, ?4, 'draft', 1, ?4 FROM terms_documents WHERE terms_cd = ?1
          ORDER BY effective_ymd DESC, version DESC LIMIT 1`,
      )
      .bind(termsCd, version, effectiveYmd, nowIso),
    revisionStmt(db, 'terms', `${termsCd}:${version}`, 1, { version, effectiveYmd }, actor, nowIso),
  ]
}

/** A draft version's text and effective day, from revision `seen` ('terms.rev' when stale or already published). */
export function saveTermsStmts(
  db: D1Database,
  actor: Actor,
  termsCd: string,
  version: string,
  seen: number,
  w: { title: string; effectiveYmd: string; contentHtml: string },
  nowIso: string,
) {
  return [
    db
      .prepare(
        `UPDATE terms_documents SET title = ?4, effective_ymd = ?5, content_html = ?6, rev = rev + 1, upd_dttm = ?7
          WHERE terms_cd = ?1 AND version = ?2 AND rev = ?3 AND state = 'draft'`,
      )
      .bind(termsCd, version, seen, w.title, w.effectiveYmd, w.contentHtml, nowIso),
    changed(db, 'terms.rev'),
    revisionStmt(
      db,
      'terms',
      `${termsCd}:${version}`,
      seen + 1,
      { title: w.title, effectiveYmd: w.effectiveYmd, contentHtml: w.contentHtml },
      actor,
      nowIso,
    ),
  ]
}

/** Publishes a draft version whose effective day is today or later (Seoul), from revision `seen`. */
export function publishTermsStmts(db: D1Database, termsCd: string, version: string, seen: number, todayYmd: string, nowIso: string) {
  return [
    db
      .prepare(
        `UPDATE terms_documents SET state = 'published', rev = rev + 1, upd_dttm = ?5
          WHERE terms_cd = ?1 AND version = ?2 AND rev = ?3 AND state = 'draft' AND effective_ymd >= ?4`,
      )
      .bind(termsCd, version, seen, todayYmd, nowIso),
    changed(db, 'terms.rev'),
    bumpPagesStmt(db, ['terms']),
  ]
}
