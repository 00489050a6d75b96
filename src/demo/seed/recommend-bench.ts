/**
 * Offline benchmark of the recommender (scripts/bench-recommend.mjs): for every seeded member with at least two
 * purchases, the last one is held out; the recommender sees the rest (face info, eye record, favourite goods type,
 * wishes, the earlier purchases, everyone else's purchases for co-purchase and age groups) and the hit rate @K is
 * the share of members whose held-out goods is in its top K. The baseline is the best sellers (the same
 * popularity the recommender's candidates carry, without the held-out purchases). Pure: the seed is built in memory.
 */
import { buildSeed } from './build'
import { buildSignalsSeed } from './signals'
import { ageGroup, rankingAgeGroup } from '../../shared/dates'
import { lensWidth, recommendFor, type CandidateGoods, type FaceShape, type MemberSignals } from '../../shared/recommend'

export interface BenchResult {
  members: number
  k: number
  recommender: number
  bestSellers: number
  examples: Array<{ loginId: string; heldOut: string; hit: boolean; top: Array<{ goodsNo: string; reason: string }> }>
}

export async function runRecommendBenchmark(opts: { now?: string; k?: number } = {}): Promise<BenchResult> {
  const now = opts.now ?? '2026-11-22T00:00:00Z'
  const k = opts.k ?? 12
  const seed = await buildSeed({ now, passwordHash: 'x' })
  const s = buildSignalsSeed(seed, now)
  const sizes = new Map<string, number[]>()
  for (const i of seed.goods_items) {
    const w = lensWidth(i.size)
    if (w) sizes.set(i.goods_no, [...(sizes.get(i.goods_no) ?? []), w])
  }
  // Purchases per member in time order, from the seeded orders.
  const lineOf = new Map(s.orderLines.map((l) => [l.ord_no as string, l.goods_no as string]))
  const history = new Map<number, Array<{ goodsNo: string; at: string }>>()
  for (const o of s.orders) {
    const list = history.get(o.member_no as number) ?? []
    list.push({ goodsNo: lineOf.get(o.ord_no as string)!, at: o.paid_dttm as string })
    history.set(o.member_no as number, list)
  }
  for (const list of history.values()) list.sort((a, b) => (a.at < b.at ? -1 : 1))
  const heldOut = new Map([...history].filter(([, l]) => l.length >= 2).map(([m, l]) => [m, l[l.length - 1]!.goodsNo]))
  // What everyone bought, without the held-out purchases.
  const seen = new Map([...history].map(([m, l]) => [m, heldOut.has(m) ? l.slice(0, -1).map((x) => x.goodsNo) : l.map((x) => x.goodsNo)]))
  const units = new Map<string, number>()
  for (const l of seen.values()) for (const g of l) units.set(g, (units.get(g) ?? 0) + 1)
  const views = new Map<string, number>()
  for (const v of s.views) views.set(v.goods_no, (views.get(v.goods_no) ?? 0) + v.view_cnt)
  const candidates: CandidateGoods[] = seed.goods
    .filter((g) => g.display_yn === 'Y')
    .map((g) => ({
      goodsNo: g.goods_no,
      goodsTypeCd: g.goods_type_cd,
      ctgNo: g.ctg_no,
      brandNo: g.brand_no,
      name: g.goods_nm,
      lensWidths: [...new Set(sizes.get(g.goods_no) ?? [])],
      popularity: (units.get(g.goods_no) ?? 0) * 10 + Math.round((views.get(g.goods_no) ?? 0) / 7),
    }))
  const bestSellers = [...candidates].sort((a, b) => b.popularity - a.popularity || (a.goodsNo < b.goodsNo ? -1 : 1))
  const faceOf = new Map(s.faces.map((f) => [f.member_no as number, f.face_shape as FaceShape]))
  const widthOf = new Map(s.faceWidths.map((w) => [w.member_no, w.face_width]))
  const sphOf = new Map(
    s.eyeRecords.map((e) => [e.member_no as number, Math.max(Math.abs(e.r_sph as number), Math.abs(e.l_sph as number))]),
  )
  const members = new Map(seed.members.map((m) => [m.member_no, m]))
  const groupOf = (memberNo: number) => rankingAgeGroup(ageGroup(members.get(memberNo)?.birth ?? null, new Date(now)))

  let hits = 0
  let baseHits = 0
  const examples: BenchResult['examples'] = []
  for (const [memberNo, target] of heldOut) {
    const m = members.get(memberNo)!
    const mine = seen.get(memberNo)!
    const co = new Map<string, number>()
    for (const [other, list] of seen) {
      if (other === memberNo || !list.some((g) => mine.includes(g))) continue
      for (const g of new Set(list)) if (!mine.includes(g)) co.set(g, (co.get(g) ?? 0) + 1)
    }
    const age = new Map<string, number>()
    for (const [other, list] of seen) if (groupOf(other) === groupOf(memberNo)) for (const g of list) age.set(g, (age.get(g) ?? 0) + 1)
    const signals: MemberSignals = {
      faceShape: faceOf.get(memberNo) ?? null,
      faceWidth: widthOf.get(memberNo) ?? m.face_width ?? null,
      maxSph: sphOf.get(memberNo) ?? null,
      favGoodsType: m.fav_goods_type,
      ageGroup: groupOf(memberNo),
      recentViews: [],
      wishes: [],
      purchases: [...mine].reverse(),
      coPurchase: co,
      ageTrending: age,
    }
    const top = recommendFor(signals, candidates, k)
    const hit = top.some((r) => r.goodsNo === target)
    // The baseline also leaves out what the member already has (a fair comparison).
    const base = bestSellers.filter((g) => !mine.includes(g.goodsNo) || ['04', '05'].includes(g.goodsTypeCd)).slice(0, k)
    if (hit) hits++
    if (base.some((g) => g.goodsNo === target)) baseHits++
    if (examples.length < 3)
      examples.push({
        loginId: m.login_id,
        heldOut: target,
        hit,
        top: top.slice(0, 3).map((r) => ({ goodsNo: r.goodsNo, reason: r.reason })),
      })
  }
  const n = heldOut.size
  return { members: n, k, recommender: n ? hits / n : 0, bestSellers: n ? baseHits / n : 0, examples }
}
