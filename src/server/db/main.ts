import { votePhotoUrl } from './styleboard'
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type {
  AgeRanking,
  Banner,
  CollectionSummary,
  Exhibition,
  GoodsCard,
  KeywordGroup,
  MainBannersAnswer,
  MainPageAnswer,
  NoticeSummary,
  Popup,
  StyleVote,
  TopBannerAnswer,
  Audience,
} from '../../shared/api/types'
import { GOODS_CARD_COLUMNS, GOODS_CARD_FROM, type GoodsCardRow, RUNNING_DEAL, toGoodsCard } from './goods'
import { guestRow } from '../../shared/recommend'

// Main-page queries. Every section is one prepared statement; a page is one D1 batch (one round trip).
// Parameter ?1 is always "now" (ISO, UTC) so displayed windows and time deals are judged consistently.

const AGE_GROUPS = [10, 20, 30, 40, 50] as const
/** Goods per age group on the main page (top N of the ranking; the full ranking is /products/ranking). */
export const AGE_RANKING_SIZE = 6
const ageLabel = (g: number) => (g >= 50 ? '50대+' : `${g}대`)

interface BannerRow {
  banner_no: number
  banner_nm: string
  banner_dscrt: string
  img_src: string
  mobile_img_src: string
  link_url: string
  bg_color: string
  audience_cd: Audience
}
const toBanner = (r: BannerRow): Banner => ({
  bannerNo: r.banner_no,
  bannerNm: r.banner_nm,
  bannerDscrt: r.banner_dscrt,
  imgSrc: r.img_src,
  mobileImgSrc: r.mobile_img_src,
  linkUrl: r.link_url,
  bgColor: r.bg_color,
  audience: r.audience_cd,
})

const bannerStmt = (db: D1Database, type: 'MAIN' | 'SUB' | 'TOP', now: string, goodsType: string | null) =>
  db
    .prepare(
      `SELECT banner_no, banner_nm, banner_dscrt, img_src, mobile_img_src, link_url, bg_color, audience_cd FROM banners
        WHERE banner_type = ?2 AND display_start <= ?1 AND display_end > ?1
          AND (goods_type_cd IS NULL OR ?3 IS NULL OR goods_type_cd = ?3)
        ORDER BY sort_seq, banner_no LIMIT 12`,
    )
    .bind(now, type, goodsType)

const goodsStmt = (db: D1Database, now: string, tail: string, ...params: unknown[]) =>
  db.prepare(`SELECT ${GOODS_CARD_COLUMNS} ${GOODS_CARD_FROM} ${tail}`).bind(now, ...params)

export async function mainBanners(db: D1Database, goodsType: string, now: Date): Promise<MainBannersAnswer> {
  const iso = now.toISOString()
  const [main, sub] = await db.batch<BannerRow>([bannerStmt(db, 'MAIN', iso, goodsType), bannerStmt(db, 'SUB', iso, null)])
  return { mainBanners: main.results.map(toBanner), subBanners: sub.results.map(toBanner) }
}

export async function topBanner(db: D1Database, now: Date): Promise<TopBannerAnswer> {
  const iso = now.toISOString()
  const [top, popups] = await db.batch<Record<string, unknown>>([
    bannerStmt(db, 'TOP', iso, null),
    db
      .prepare(
        `SELECT popup_no, popup_nm, img_src, link_url, pc_gb_cd, sort_seq, audience_cd FROM popups
          WHERE display_start <= ?1 AND display_end > ?1 ORDER BY sort_seq, popup_no`,
      )
      .bind(iso),
  ])
  return {
    topBanner: top.results[0] ? toBanner(top.results[0] as unknown as BannerRow) : null,
    // Every displayed popup is answered with its pcGbCd; the page keeps only 'C' ("only popups with pcGbCd C,
    // sorted by sortSeq", filterPopups in src/shared/rules.ts).
    popups: popups.results.map((r) => ({
      popupNo: r.popup_no as number,
      popupNm: r.popup_nm as string,
      imgSrc: r.img_src as string,
      linkUrl: r.link_url as string,
      pcGbCd: r.pc_gb_cd as string,
      sortSeq: r.sort_seq as number,
      audience: r.audience_cd as Audience,
    })) satisfies Popup[],
  }
}

/** A keyword shelf (alias k) is shown inside its schedule (migration 0222; `now` names the parameter, NULL ends are open). */
const shelfShown = (now: string) =>
  `(k.display_start IS NULL OR k.display_start <= ${now}) AND (k.display_end IS NULL OR k.display_end > ${now})`

const keywordGoodsStmt = (db: D1Database, now: string, keywordNo: number) =>
  goodsStmt(
    db,
    now,
    `JOIN keyword_goods kg ON kg.goods_no = g.goods_no WHERE kg.keyword_no = ?2 AND g.display_yn = 'Y'
      ORDER BY kg.sort_seq LIMIT 12`,
    keywordNo,
  )

export async function keywordGoods(
  db: D1Database,
  goodsType: string,
  keywordNo: number,
  now: Date,
): Promise<{ keyword: string; goods: GoodsCard[] } | null> {
  const kw = await db
    .prepare(`SELECT keyword FROM keyword_groups k WHERE keyword_no = ?1 AND goods_type_cd = ?2 AND ${shelfShown('?3')}`)
    .bind(keywordNo, goodsType, now.toISOString())
    .first<{ keyword: string }>()
  if (!kw) return null
  const { results } = await keywordGoodsStmt(db, now.toISOString(), keywordNo).all<GoodsCardRow>()
  return { keyword: kw.keyword, goods: results.map((r) => toGoodsCard(r, now)) }
}

export async function mainPage(db: D1Database, goodsType: string, keyword: string | undefined, now: Date): Promise<MainPageAnswer> {
  const iso = now.toISOString()
  const keywords = (
    await db
      .prepare(
        `SELECT keyword_no, keyword FROM keyword_groups k WHERE goods_type_cd = ?1 AND ${shelfShown('?2')} ORDER BY sort_seq, keyword_no`,
      )
      .bind(goodsType, iso)
      .all<{ keyword_no: number; keyword: string }>()
  ).results.map((k): KeywordGroup => ({ keywordNo: k.keyword_no, keyword: k.keyword }))
  const chosen = (keyword && keywords.find((k) => k.keyword === keyword || k.keyword === `#${keyword}`)) || keywords[0]

  const visible = `g.display_yn = 'Y' AND g.goods_type_cd = ?2`
  const stmts: D1PreparedStatement[] = [
    bannerStmt(db, 'MAIN', iso, goodsType),
    bannerStmt(db, 'SUB', iso, null),
    // The AI row for guests: the week's best sellers (the same score as the ranking) with MD picks in its reserved
    // slots (src/shared/recommend.ts guestRow); members get theirs from /v1/front/main/recommend.
    goodsStmt(db, iso, `WHERE ${visible} ORDER BY g.popular_score DESC, g.sale_count DESC LIMIT 12`, goodsType),
    goodsStmt(db, iso, `WHERE ${visible} AND g.md_pick_yn = 'Y' ORDER BY g.popular_score DESC, g.sale_count DESC LIMIT 12`, goodsType),
    db
      .prepare(
        `SELECT c.collection_no, c.title, c.subtitle, c.img_src,
           (SELECT json_group_array(goods_no) FROM (SELECT goods_no FROM collection_goods cg
              WHERE cg.collection_no = c.collection_no ORDER BY cg.sort_seq LIMIT 4)) AS goods_json
         FROM collections c WHERE c.display_yn = 'Y' ORDER BY c.sort_seq, c.collection_no LIMIT 6`,
      )
      .bind(),
    db
      .prepare(
        `SELECT prmt_no, slug, title, subtitle, img_src, mobile_img_src, start_dttm, end_dttm FROM promotions
          WHERE exhibition_yn = 'Y' AND state != 'draft' AND start_dttm <= ?1 AND end_dttm > ?1 ORDER BY start_dttm DESC LIMIT 8`,
      )
      .bind(iso),
    goodsStmt(
      db,
      iso,
      `JOIN time_deals td ON td.goods_no = g.goods_no AND ${RUNNING_DEAL}
        WHERE g.display_yn = 'Y' ORDER BY td.end_dttm, td.deal_no LIMIT 10`,
    ),
    goodsStmt(
      db,
      iso,
      `JOIN age_rankings ar ON ar.goods_no = g.goods_no
        WHERE ar.goods_type_cd = ?2 AND ar.rank <= ?3 AND g.display_yn = 'Y' ORDER BY ar.age_group, ar.rank`,
      goodsType,
      AGE_RANKING_SIZE,
    ),
    db
      .prepare('SELECT age_group, goods_no FROM age_rankings WHERE goods_type_cd = ?1 AND rank <= ?2 ORDER BY age_group, rank')
      .bind(goodsType, AGE_RANKING_SIZE),
    goodsStmt(db, iso, `WHERE ${visible} ORDER BY g.reg_dttm DESC LIMIT 12`, goodsType),
    db
      .prepare(
        `SELECT v.vote_no, v.title, v.description, v.end_dttm, o.option_no, o.label, o.vote_count, o.goods_no, o.photo_key
           FROM style_votes v JOIN style_vote_options o ON o.vote_no = v.vote_no
          WHERE v.start_dttm <= ?1 AND v.end_dttm > ?1 AND v.hidden_yn = 'N' ORDER BY v.end_dttm, v.vote_no, o.sort_seq, o.option_no`,
      )
      .bind(iso),
    db
      .prepare(
        `SELECT notice_no, title, important_yn, reg_dttm FROM notices WHERE state = 'published' AND reg_dttm <= ?1
          ORDER BY important_yn DESC, reg_dttm DESC LIMIT 5`,
      )
      .bind(iso),
  ]
  if (chosen) stmts.push(keywordGoodsStmt(db, iso, chosen.keywordNo))

  const res = await db.batch<Record<string, unknown>>(stmts)
  const rows = <T>(i: number) => res[i].results as unknown as T[]
  const cards = (i: number) => rows<GoodsCardRow>(i).map((r) => toGoodsCard(r, now))

  // Collections and style votes reference goods outside the type filter: one follow-up query for those cards.
  const collectionRows = rows<{ collection_no: number; title: string; subtitle: string; img_src: string; goods_json: string }>(4)
  const voteRows = rows<{
    vote_no: number
    title: string
    description: string
    end_dttm: string
    option_no: number
    label: string
    vote_count: number
    goods_no: string | null
    photo_key: string | null
  }>(10)
  const extraNos = [
    ...new Set([
      ...collectionRows.flatMap((c) => JSON.parse(c.goods_json) as string[]),
      ...voteRows.flatMap((v) => (v.goods_no ? [v.goods_no] : [])),
    ]),
  ]
  const extra = new Map<string, GoodsCard>()
  if (extraNos.length) {
    const { results } = await goodsStmt(
      db,
      iso,
      `WHERE g.goods_no IN (SELECT value FROM json_each(?2))`,
      JSON.stringify(extraNos),
    ).all<GoodsCardRow>()
    for (const r of results) extra.set(r.goods_no, toGoodsCard(r, now))
  }

  const ageCards = cards(7)
  const byNo = new Map(ageCards.map((c) => [c.id, c]))
  const ageGoods: AgeRanking[] = AGE_GROUPS.map((ageGroup) => ({
    ageGroup,
    label: ageLabel(ageGroup),
    goods: rows<{ age_group: number; goods_no: string }>(8)
      .filter((r) => r.age_group === ageGroup)
      .map((r) => byNo.get(r.goods_no))
      .filter((c): c is GoodsCard => !!c),
  }))

  const styleVotes: StyleVote[] = []
  for (const r of voteRows) {
    let vote = styleVotes.find((v) => v.voteNo === r.vote_no)
    if (!vote) {
      vote = { voteNo: r.vote_no, title: r.title, description: r.description, endDate: r.end_dttm, options: [] }
      styleVotes.push(vote)
    }
    const goods = r.goods_no ? (extra.get(r.goods_no) ?? null) : null
    const photoUrl = r.photo_key ? votePhotoUrl(r.photo_key) : null
    if (goods || photoUrl) vote.options.push({ optionNo: r.option_no, label: r.label, voteCount: r.vote_count, goods, photoUrl })
  }

  return {
    goodsType,
    mainBanners: rows<BannerRow>(0).map(toBanner),
    subBanners: rows<BannerRow>(1).map(toBanner),
    aiGoods: guestRow(cards(2), cards(3)),
    mdPickGoods: cards(3),
    collection: collectionRows.map((c): CollectionSummary => ({
      id: c.collection_no,
      title: c.title,
      subtitle: c.subtitle,
      imgSrc: c.img_src,
      goods: (JSON.parse(c.goods_json) as string[]).map((n) => extra.get(n)).filter((g): g is GoodsCard => !!g),
    })),
    exhibitions: rows<{
      prmt_no: number
      slug: string | null
      title: string
      subtitle: string
      img_src: string
      mobile_img_src: string
      start_dttm: string
      end_dttm: string
    }>(5).map((p): Exhibition => ({
      id: p.prmt_no,
      slug: p.slug,
      title: p.title,
      subtitle: p.subtitle,
      imgSrc: p.img_src,
      mobileImgSrc: p.mobile_img_src,
      startDate: p.start_dttm,
      endDate: p.end_dttm,
    })),
    keywordGoods: { keywords, keywordNo: chosen?.keywordNo ?? null, goods: chosen ? cards(12) : [] },
    timedealGoods: cards(6),
    ageGoods,
    newGoods: cards(9),
    styleVotes,
    notices: rows<{ notice_no: number; title: string; important_yn: 'Y' | 'N'; reg_dttm: string }>(11).map((n): NoticeSummary => ({
      noticeNo: n.notice_no,
      title: n.title,
      importantYn: n.important_yn,
      regDate: n.reg_dttm,
    })),
  }
}
