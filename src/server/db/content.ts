import type { D1Database } from '@cloudflare/workers-types'
import type {
  CollectionDetailAnswer,
  CollectionListAnswer,
  EventDetailAnswer,
  EventListAnswer,
  EventListItem,
  EventStatus,
  PromotionDetailAnswer,
  PromotionListAnswer,
  PromotionListItem,
  StyleVoteListAnswer,
  TermsAnswer,
} from '../../shared/api/content-types'
import type { GoodsCard } from '../../shared/api/types'
import { sanitizeHtml } from '../html/sanitize'
import { maskName } from '../../shared/format'
import { votePhotoUrl } from './styleboard'
import { goodsCardsByQuery } from './goods'

// Content: collections, events, promotions (incl. fixed campaign pages by slug), terms, style votes, sitemap.

export function periodStatus(start: string, end: string, now: Date): EventStatus {
  const t = now.toISOString()
  if (end <= t) return 'ended'
  if (start > t) return 'upcoming'
  return 'ongoing'
}

export async function collectionList(db: D1Database): Promise<CollectionListAnswer> {
  const { results } = await db
    .prepare(
      `SELECT c.collection_no, c.title, c.subtitle, c.img_src,
              (SELECT COUNT(*) FROM collection_goods cg WHERE cg.collection_no = c.collection_no) AS n
         FROM collections c WHERE c.display_yn = 'Y' ORDER BY c.sort_seq, c.collection_no`,
    )
    .all<Record<string, unknown>>()
  return {
    collections: results.map((c) => ({
      id: c.collection_no as number,
      title: c.title as string,
      subtitle: c.subtitle as string,
      imgSrc: c.img_src as string,
      goodsCount: c.n as number,
    })),
  }
}

export async function collectionDetail(db: D1Database, id: number, now: Date): Promise<CollectionDetailAnswer | null> {
  const c = await db
    .prepare(`SELECT collection_no, title, subtitle, description, img_src FROM collections WHERE collection_no = ?1 AND display_yn = 'Y'`)
    .bind(id)
    .first<Record<string, unknown>>()
  if (!c) return null
  const goods = await goodsCardsByQuery(
    db,
    `JOIN collection_goods cg ON cg.goods_no = g.goods_no WHERE cg.collection_no = ?2 AND g.display_yn = 'Y' ORDER BY cg.sort_seq`,
    [id],
    now,
  )
  return {
    id: c.collection_no as number,
    title: c.title as string,
    subtitle: c.subtitle as string,
    description: c.description as string,
    imgSrc: c.img_src as string,
    goods,
  }
}

const toEvent = (r: Record<string, unknown>, now: Date): EventListItem => ({
  id: r.event_no as number,
  title: r.title as string,
  summary: r.summary as string,
  imgSrc: r.img_src as string,
  startDate: r.start_dttm as string,
  endDate: r.end_dttm as string,
  status: periodStatus(r.start_dttm as string, r.end_dttm as string, now),
})

export async function eventList(db: D1Database, status: 'all' | 'ongoing' | 'ended', now: Date): Promise<EventListAnswer> {
  const iso = now.toISOString()
  const cond =
    status === 'ongoing' ? 'WHERE start_dttm <= ?1 AND end_dttm > ?1' : status === 'ended' ? 'WHERE end_dttm <= ?1' : 'WHERE ?1 IS NOT NULL'
  const { results } = await db
    .prepare(
      `SELECT event_no, title, summary, img_src, start_dttm, end_dttm FROM events ${cond}
        ORDER BY (end_dttm > ?1) DESC, start_dttm DESC, event_no DESC`,
    )
    .bind(iso)
    .all<Record<string, unknown>>()
  return { events: results.map((r) => toEvent(r, now)), total: results.length }
}

export async function eventDetail(db: D1Database, id: number, now: Date): Promise<EventDetailAnswer | null> {
  const r = await db
    .prepare('SELECT event_no, title, summary, img_src, content_html, start_dttm, end_dttm FROM events WHERE event_no = ?1')
    .bind(id)
    .first<Record<string, unknown>>()
  return r ? { ...toEvent(r, now), contentHtml: await sanitizeHtml(r.content_html as string) } : null
}

/**
 * Whether a guest sees a campaign page (?1 = now): published at once, scheduled from its start time, a draft never
 * (console campaigns, migration 0211; a published page that has not started shows as '오픈 예정').
 */
const PROMO_PUBLIC = `(state = 'published' OR (state = 'scheduled' AND start_dttm <= ?1))`
const PROMO_COLUMNS = 'prmt_no, slug, title, subtitle, img_src, mobile_img_src, dc_rate, theme_color, start_dttm, end_dttm'
const toPromotion = (r: Record<string, unknown>, now: Date): PromotionListItem => ({
  id: r.prmt_no as number,
  slug: (r.slug as string | null) ?? null,
  title: r.title as string,
  subtitle: r.subtitle as string,
  imgSrc: r.img_src as string,
  mobileImgSrc: r.mobile_img_src as string,
  dcRate: r.dc_rate as number,
  themeColor: r.theme_color as string,
  startDate: r.start_dttm as string,
  endDate: r.end_dttm as string,
  status: periodStatus(r.start_dttm as string, r.end_dttm as string, now),
})

export async function promotionList(db: D1Database, now: Date): Promise<PromotionListAnswer> {
  const { results } = await db
    .prepare(
      `SELECT ${PROMO_COLUMNS} FROM promotions WHERE start_dttm <= ?1 AND ${PROMO_PUBLIC} ORDER BY (end_dttm > ?1) DESC, start_dttm DESC`,
    )
    .bind(now.toISOString())
    .all<Record<string, unknown>>()
  return { promotions: results.map((r) => toPromotion(r, now)) }
}

/**
 * By number ('12') or campaign slug ('promo428'). `previewHash` (the SHA-256 of a draft's preview token, from the
 * console) opens the page in any state until the token expires; otherwise only what a guest may see.
 */
export async function promotionDetail(
  db: D1Database,
  idOrSlug: string,
  now: Date,
  previewHash?: string,
): Promise<PromotionDetailAnswer | null> {
  const bySlug = !/^\d+$/.test(idOrSlug)
  const visible = previewHash ? `preview_token_hash = ?3 AND preview_expires > ?2` : PROMO_PUBLIC.replace(/\?1/g, '?2')
  const r = await db
    .prepare(
      `SELECT ${PROMO_COLUMNS}, description, content_html, keywords, og_title, og_description, og_img_src, version FROM promotions
        WHERE ${bySlug ? 'slug = ?1' : 'prmt_no = ?1'} AND ${visible}`,
    )
    .bind(bySlug ? idOrSlug : Number(idOrSlug), now.toISOString(), ...(previewHash ? [previewHash] : []))
    .first<Record<string, unknown>>()
  if (!r) return null
  const goods: GoodsCard[] = await goodsCardsByQuery(
    db,
    `JOIN promotion_goods pg ON pg.goods_no = g.goods_no WHERE pg.prmt_no = ?2 AND g.display_yn = 'Y' ORDER BY pg.sort_seq LIMIT 60`,
    [r.prmt_no],
    now,
  )
  return {
    ...toPromotion(r, now),
    description: r.description as string,
    contentHtml: await sanitizeHtml(r.content_html as string),
    keywords: r.keywords as string,
    goods,
    ogTitle: r.og_title as string,
    ogDescription: r.og_description as string,
    ogImgSrc: r.og_img_src as string,
    version: r.version as number,
    ...(previewHash ? { preview: true } : {}),
  }
}

export async function terms(db: D1Database, termsCd: string, version: string | undefined, now: Date): Promise<TermsAnswer | null> {
  // The version in force on this Seoul day (a new version takes effect at 00:00 Seoul on its effective day).
  const today = new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')
  const { results } = await db
    .prepare(
      `SELECT version, title, effective_ymd, content_html FROM terms_documents WHERE terms_cd = ?1 AND state = 'published'
        ORDER BY effective_ymd DESC, version DESC`,
    )
    .bind(termsCd)
    .all<{ version: string; title: string; effective_ymd: string; content_html: string }>()
  const doc = version
    ? results.find((d) => d.version === version)
    : (results.find((d) => d.effective_ymd <= today) ?? results[results.length - 1])
  if (!doc) return null
  return {
    termsCd,
    title: doc.title,
    version: doc.version,
    effectiveDate: doc.effective_ymd,
    contentHtml: await sanitizeHtml(doc.content_html),
    versions: results.map((d) => ({ version: d.version, effectiveDate: d.effective_ymd })),
  }
}

export async function styleVotes(db: D1Database, status: 'all' | 'ongoing' | 'ended', now: Date): Promise<StyleVoteListAnswer> {
  const iso = now.toISOString()
  const cond =
    status === 'ongoing' ? 'v.start_dttm <= ?1 AND v.end_dttm > ?1' : status === 'ended' ? 'v.end_dttm <= ?1' : 'v.start_dttm <= ?1'
  const { results } = await db
    .prepare(
      `SELECT v.vote_no, v.title, v.description, v.start_dttm, v.end_dttm, v.writer_nm, v.member_no, o.option_no, o.label, o.vote_count, o.goods_no, o.photo_key
         FROM style_votes v LEFT JOIN style_vote_options o ON o.vote_no = v.vote_no
        WHERE ${cond} AND v.hidden_yn = 'N' ORDER BY (v.end_dttm > ?1) DESC, v.end_dttm DESC, v.vote_no, o.sort_seq, o.option_no`,
    )
    .bind(iso)
    .all<Record<string, unknown>>()
  const goodsNos = [...new Set(results.map((r) => r.goods_no as string | null).filter((n): n is string => !!n))]
  const cards = goodsNos.length
    ? await goodsCardsByQuery(db, 'WHERE g.goods_no IN (SELECT value FROM json_each(?2))', [JSON.stringify(goodsNos)], now)
    : []
  const byNo = new Map(cards.map((c) => [c.id, c]))
  const votes: StyleVoteListAnswer['votes'] = []
  for (const r of results) {
    let v = votes.find((x) => x.voteNo === r.vote_no)
    if (!v) {
      v = {
        voteNo: r.vote_no as number,
        title: r.title as string,
        description: r.description as string,
        startDate: r.start_dttm as string,
        endDate: r.end_dttm as string,
        status: periodStatus(r.start_dttm as string, r.end_dttm as string, now),
        writer: r.member_no == null ? (r.writer_nm as string) : maskName(r.writer_nm as string),
        totalVotes: 0,
        options: [],
      }
      votes.push(v)
    }
    if (r.option_no != null) {
      v.options.push({
        optionNo: r.option_no as number,
        label: r.label as string,
        voteCount: r.vote_count as number,
        goods: byNo.get(r.goods_no as string) ?? null,
        photoUrl: r.photo_key ? votePhotoUrl(r.photo_key as string) : null,
      })
      v.totalVotes += r.vote_count as number
    }
  }
  return { votes }
}

/** Paths for the sitemap: fixed pages plus goods, collections, events and promotions from D1. */
export async function sitemapEntries(db: D1Database, now: Date): Promise<Array<{ path: string; lastmod?: string }>> {
  const iso = now.toISOString()
  // Goods have their own chunked sitemaps (src/server/db/sitemap.ts).
  const [cols, evs, prmts] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT collection_no, reg_dttm FROM collections WHERE display_yn = 'Y' ORDER BY collection_no`),
    db.prepare('SELECT event_no, start_dttm FROM events WHERE start_dttm <= ?1 ORDER BY event_no').bind(iso),
    db.prepare(`SELECT prmt_no, slug, start_dttm FROM promotions WHERE start_dttm <= ?1 AND ${PROMO_PUBLIC} ORDER BY prmt_no`).bind(iso),
  ])
  const fixed = [
    '/main',
    '/products?category=01',
    '/products?category=02',
    '/products?category=03',
    '/products?category=04',
    '/products/etc',
    '/products/ranking',
    '/products/rankingbrand',
    '/collection',
    '/event',
    '/promotion',
    '/davichstore',
    '/customercenter/notice',
    '/customercenter/faq',
    '/terms/service',
    '/terms/privacypolicy',
  ]
  return [
    ...fixed.map((path) => ({ path })),
    ...cols.results.map((c) => ({ path: `/collection/${c.collection_no}`, lastmod: c.reg_dttm as string })),
    ...evs.results.map((e) => ({ path: `/event/${e.event_no}`, lastmod: e.start_dttm as string })),
    ...prmts.results.map((p) => ({ path: `/promotion/${(p.slug as string | null) ?? p.prmt_no}`, lastmod: p.start_dttm as string })),
  ]
}
