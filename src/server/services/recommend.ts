import type { D1Database } from '@cloudflare/workers-types'
import type { GoodsCard, RecommendAnswer } from '../../shared/api/types'
import { ageGroup, rankingAgeGroup, seoulNow } from '../../shared/dates'
import {
  FITTING_SHAPES,
  HIGH_SPH,
  MD_PICK_REASON,
  recommendFor,
  recommendForGuest,
  withMdPicks,
  type Recommendation,
} from '../../shared/recommend'
import { goodsCardsByQuery } from '../db/goods'
import { candidateGoods, mdPickNos, memberSignals, RECENT_DAYS } from '../db/recommend'

/** Cards in the main page's AI row; the 3rd and 8th are the goods type's MD picks (withMdPicks). */
export const RECOMMEND_SIZE = 12

/**
 * A member's recommendations (the rules: src/shared/recommend.ts) with the goods type's MD picks in their
 * slots. A member with no signal at all gets their age group's best sellers, else the week's.
 */
export async function memberRecommendations(db: D1Database, memberNo: number, goodsType: string, now: Date): Promise<RecommendAnswer> {
  const from = seoulNow(now)
    .subtract(RECENT_DAYS - 1, 'day')
    .format('YYYYMMDD')
  const m = await memberSignals(db, memberNo, from, (birth) =>
    birth && birth !== '00000000' ? rankingAgeGroup(ageGroup(birth, now)) : null,
  )
  const named = [...m.recentViews, ...m.wishes, ...m.purchases, ...m.coPurchase.keys(), ...m.ageTrending.keys()]
  const candidates = await candidateGoods(db, {
    named,
    shapes: m.faceShape ? [...FITTING_SHAPES[m.faceShape]] : [],
    highIndex: m.maxSph != null && m.maxSph >= HIGH_SPH,
    goodsType: null,
  })
  const known = !!(m.faceShape || m.faceWidth || m.maxSph || m.recentViews.length || m.wishes.length || m.purchases.length)
  const recs = known
    ? recommendFor(m, candidates, RECOMMEND_SIZE)
    : recommendForGuest(candidates, m.ageTrending, m.ageGroup, RECOMMEND_SIZE)
  const picks = (await mdPickNos(db, goodsType, 4)).map((goodsNo): Recommendation => ({ goodsNo, score: 0, reason: MD_PICK_REASON }))
  const row = withMdPicks(recs, picks, (r) => r.goodsNo, RECOMMEND_SIZE)
  return { goodsType, personalized: known, goods: await cardsWithReasons(db, row, now) }
}

/** The recommendations as goods cards, in order, each with its reason. */
export async function cardsWithReasons(db: D1Database, row: Recommendation[], now: Date): Promise<GoodsCard[]> {
  if (!row.length) return []
  const cards = await goodsCardsByQuery(
    db,
    `WHERE g.goods_no IN (SELECT value FROM json_each(?2))`,
    [JSON.stringify(row.map((r) => r.goodsNo))],
    now,
  )
  const byNo = new Map(cards.map((c) => [c.id, c]))
  return row.flatMap((r) => {
    const c = byNo.get(r.goodsNo)
    return c ? [{ ...c, reason: r.reason }] : []
  })
}
