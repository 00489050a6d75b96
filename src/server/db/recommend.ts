import type { D1Database } from '@cloudflare/workers-types'
import type { CandidateGoods, FaceShape, MemberSignals } from '../../shared/recommend'
import { lensWidth } from '../../shared/recommend'

// What the recommender reads (services/recommend.ts): one batch for the member's signals, one for the candidates.

/** Month window (Seoul days) of co-purchase and age-group signals. */
const RECENT_DAYS = 90
/** Candidates per source (the best sellers, each category the member looked at, shapes that fit). */
const POOL = 120

interface MemberRow {
  fav_goods_type: string | null
  birth: string | null
  face_width: number | null
  face_shape: FaceShape | null
  max_sph: number | null
}

/** The member's signals; `ageGroup` is passed in (the spec's rule lives in src/shared/dates.ts). */
export async function memberSignals(
  db: D1Database,
  memberNo: number,
  fromYmd: string,
  rankingAge: (birth: string | null) => number | null,
): Promise<MemberSignals> {
  const [me, views, wishes, bought, co] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT m.fav_goods_type, m.birth, m.face_width, f.face_shape,
                (SELECT MAX(MAX(ABS(COALESCE(e.r_sph, 0)), ABS(COALESCE(e.l_sph, 0)))) FROM eye_records e
                  WHERE e.member_no = m.member_no AND e.record_no = (SELECT record_no FROM eye_records WHERE member_no = m.member_no
                                                                      ORDER BY exam_ymd DESC, record_no DESC LIMIT 1)) AS max_sph
           FROM members m LEFT JOIN face_profiles f ON f.member_no = m.member_no WHERE m.member_no = ?1`,
      )
      .bind(memberNo),
    db.prepare('SELECT goods_no FROM member_recent_views WHERE member_no = ?1 ORDER BY viewed_at DESC LIMIT 20').bind(memberNo),
    db.prepare('SELECT goods_no FROM dibs WHERE member_no = ?1 ORDER BY reg_dttm DESC LIMIT 40').bind(memberNo),
    db
      .prepare(
        `SELECT goods_no FROM goods_sales WHERE member_no = ?1 AND kind = 'SALE' GROUP BY goods_no ORDER BY MAX(reg_dttm) DESC LIMIT 40`,
      )
      .bind(memberNo),
    // People who bought what this member bought also bought: other buyers of the member's goods, their other goods.
    db
      .prepare(
        `WITH mine AS (SELECT DISTINCT goods_no FROM goods_sales WHERE member_no = ?1 AND kind = 'SALE'),
              buyers AS (SELECT DISTINCT member_no FROM goods_sales
                          WHERE kind = 'SALE' AND member_no IS NOT NULL AND member_no <> ?1 AND goods_no IN (SELECT goods_no FROM mine))
         SELECT goods_no, COUNT(DISTINCT member_no) AS n FROM goods_sales
          WHERE kind = 'SALE' AND member_no IN (SELECT member_no FROM buyers) AND goods_no NOT IN (SELECT goods_no FROM mine)
          GROUP BY goods_no ORDER BY n DESC LIMIT 60`,
      )
      .bind(memberNo),
  ])
  const m = me.results[0] as unknown as MemberRow | undefined
  const ageGroup = m ? rankingAge(m.birth) : null
  const trending = ageGroup ? await ageGroupTrending(db, ageGroup, fromYmd) : new Map<string, number>()
  return {
    faceShape: m?.face_shape ?? null,
    faceWidth: m?.face_width ?? null,
    maxSph: m?.max_sph ?? null,
    favGoodsType: m?.fav_goods_type ?? null,
    ageGroup,
    recentViews: views.results.map((r) => r.goods_no as string),
    wishes: wishes.results.map((r) => r.goods_no as string),
    purchases: bought.results.map((r) => r.goods_no as string),
    coPurchase: new Map(co.results.map((r) => [r.goods_no as string, r.n as number])),
    ageTrending: trending,
  }
}

/** Units each goods sold to an age group (10–50, 50 = 50 and above) since `fromYmd`. */
export async function ageGroupTrending(db: D1Database, ageGroup: number, fromYmd: string): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT goods_no, SUM(qty) AS n FROM goods_sales
        WHERE ymd >= ?2 AND age_group IS NOT NULL
          AND (CASE WHEN age_group < 20 THEN 10 WHEN age_group >= 50 THEN 50 ELSE age_group END) = ?1
        GROUP BY goods_no HAVING SUM(qty) > 0 ORDER BY n DESC LIMIT 60`,
    )
    .bind(ageGroup, fromYmd)
    .all<{ goods_no: string; n: number }>()
  return new Map(results.map((r) => [r.goods_no, r.n]))
}

/**
 * Candidate goods on sale: the best sellers, everything the signals name (views, wishes, purchases, co-purchase,
 * age group), the best of the categories the member looked at, frames whose name has a shape in `shapes`, and
 * high-index lenses when asked — with what the rules read (lens widths from the sizes, the week's score).
 */
export async function candidateGoods(
  db: D1Database,
  o: { named: string[]; shapes: string[]; highIndex: boolean; goodsType: string | null },
): Promise<CandidateGoods[]> {
  const { results } = await db
    .prepare(
      `WITH named AS (SELECT value AS goods_no FROM json_each(?1)),
            pool AS (
              SELECT goods_no FROM named
              UNION SELECT goods_no FROM (SELECT goods_no FROM goods WHERE display_yn = 'Y' AND (?4 IS NULL OR goods_type_cd = ?4)
                                            ORDER BY popular_score DESC, sale_count DESC LIMIT ?5)
              UNION SELECT goods_no FROM (SELECT g.goods_no FROM goods g WHERE g.display_yn = 'Y'
                                            AND g.ctg_no IN (SELECT ctg_no FROM goods WHERE goods_no IN (SELECT goods_no FROM named))
                                            ORDER BY g.popular_score DESC, g.sale_count DESC LIMIT ?5)
              UNION SELECT goods_no FROM (SELECT g.goods_no FROM goods g WHERE g.display_yn = 'Y' AND g.goods_type_cd IN ('01', '02')
                                            AND EXISTS (SELECT 1 FROM json_each(?2) s WHERE instr(g.goods_nm, s.value) > 0)
                                            ORDER BY g.popular_score DESC, g.sale_count DESC LIMIT ?5)
              UNION SELECT goods_no FROM (SELECT g.goods_no FROM goods g WHERE ?3 = 1 AND g.display_yn = 'Y' AND g.goods_type_cd = '03'
                                            AND (instr(g.goods_nm, '1.67') > 0 OR instr(g.goods_nm, '1.74') > 0)
                                            ORDER BY g.popular_score DESC, g.sale_count DESC LIMIT 30))
       SELECT g.goods_no, g.goods_type_cd, g.ctg_no, g.brand_no, g.goods_nm, g.popular_score,
              (SELECT json_group_array(DISTINCT i.size) FROM goods_items i WHERE i.goods_no = g.goods_no AND i.size IS NOT NULL) AS sizes
         FROM goods g WHERE g.display_yn = 'Y' AND g.goods_no IN (SELECT goods_no FROM pool)`,
    )
    .bind(JSON.stringify(o.named), JSON.stringify(o.shapes), o.highIndex ? 1 : 0, o.goodsType, POOL)
    .all<{
      goods_no: string
      goods_type_cd: string
      ctg_no: number
      brand_no: number
      goods_nm: string
      popular_score: number
      sizes: string
    }>()
  return results.map((r) => ({
    goodsNo: r.goods_no,
    goodsTypeCd: r.goods_type_cd,
    ctgNo: r.ctg_no,
    brandNo: r.brand_no,
    name: r.goods_nm,
    lensWidths: [...new Set((JSON.parse(r.sizes || '[]') as string[]).map(lensWidth).filter((w): w is number => w !== null))],
    popularity: r.popular_score,
  }))
}

/** The goods type's manual MD picks (md_pick_yn), best-selling first. */
export async function mdPickNos(db: D1Database, goodsType: string, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT goods_no FROM goods WHERE display_yn = 'Y' AND goods_type_cd = ?1 AND md_pick_yn = 'Y'
        ORDER BY popular_score DESC, sale_count DESC, goods_no LIMIT ?2`,
    )
    .bind(goodsType, limit)
    .all<{ goods_no: string }>()
  return results.map((r) => r.goods_no)
}

export { RECENT_DAYS }
