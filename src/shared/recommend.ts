/**
 * The recommender's rules, pure (no D1): src/server/services/recommend.ts feeds them from the database, the offline
 * benchmark (scripts/bench-recommend.mjs) from the seed. Every recommendation carries the reason that weighed
 * most in its score, in Korean.
 *
 * What it knows about optics:
 * - face shape → frame shapes that balance it (round face → angular frames; square face → round and oval;
 *   long face → deep frames; heart face → frames heavier at the bottom; oval faces suit most shapes);
 * - face width → lens width (the first number of a frame size '52□18-145': narrow faces below 134 mm → 48–50,
 *   135–143 mm → 50–53, wider → 53–56);
 * - a high prescription (|SPH| ≥ 4.00 D on either eye) → high-index lenses (1.67, 1.74), and smaller frames
 *   (lens width ≤ 50 mm), whose lens edges stay thinner.
 * Signals: the member's favourite goods type, recent views, wishes and purchases (similar goods: same category
 * and brand), co-purchase ("people who bought this also bought"), their age group's best sellers, and the week's
 * best sellers as the floor.
 */

export type FaceShape = 'OVAL' | 'ROUND' | 'SQUARE' | 'LONG' | 'HEART'

export interface CandidateGoods {
  goodsNo: string
  goodsTypeCd: string
  ctgNo: number
  brandNo: number
  name: string
  /** Lens widths of its sizes (mm), from '52□18-145'. */
  lensWidths: number[]
  /** The week's ranking score (units × 10 + views). */
  popularity: number
}

export interface MemberSignals {
  faceShape: FaceShape | null
  faceWidth: number | null
  /** Largest |SPH| of the latest eye record, or null. */
  maxSph: number | null
  favGoodsType: string | null
  /** Ranking age group (10–50) of the member. */
  ageGroup: number | null
  recentViews: string[]
  wishes: string[]
  purchases: string[]
  /** Goods bought by members who bought what this member bought, with how many such members. */
  coPurchase: Map<string, number>
  /** Units the member's age group bought in the month, per goods. */
  ageTrending: Map<string, number>
}

export interface Recommendation {
  goodsNo: string
  score: number
  reason: string
}

const SHAPE_WORDS = [
  '크라운판토',
  '랩어라운드',
  '오버사이즈',
  '라운드',
  '스퀘어',
  '보스턴',
  '오벌',
  '캣아이',
  '웰링턴',
  '헥사곤',
  '보잉',
] as const

/** Frame shapes that suit each face shape. */
export const FITTING_SHAPES: Record<FaceShape, readonly string[]> = {
  ROUND: ['스퀘어', '웰링턴', '헥사곤', '크라운판토'],
  SQUARE: ['라운드', '오벌', '보스턴', '캣아이'],
  OVAL: ['웰링턴', '보스턴', '스퀘어', '캣아이', '라운드'],
  LONG: ['보스턴', '오버사이즈', '크라운판토', '웰링턴'],
  HEART: ['라운드', '오벌', '보잉', '보스턴'],
}
export const FACE_SHAPE_NAME: Record<FaceShape, string> = {
  ROUND: '둥근 얼굴형',
  SQUARE: '각진 얼굴형',
  OVAL: '계란형 얼굴',
  LONG: '긴 얼굴형',
  HEART: '하트형 얼굴',
}

/** The frame shape named in a goods name, or null. */
export function frameShape(name: string): string | null {
  return SHAPE_WORDS.find((w) => name.includes(w)) ?? null
}

/** Lens width (mm) of a frame size such as '52□18-145'; null for anything else. */
export function lensWidth(size: string | null | undefined): number | null {
  const m = /^(\d{2})\D/.exec(size ?? '')
  return m ? Number(m[1]) : null
}

/** Lens widths that fit a face width (mm). */
export function fittingLensWidths(faceWidth: number): [number, number] {
  if (faceWidth < 134) return [48, 50]
  if (faceWidth < 144) return [50, 53]
  return [53, 56]
}

export const HIGH_SPH = 4
const isHighIndexLens = (g: CandidateGoods) => g.goodsTypeCd === '03' && /1\.(67|74)/.test(g.name)
const isFrame = (g: CandidateGoods) => g.goodsTypeCd === '01' || g.goodsTypeCd === '02'
/** Contact lenses and supplies are bought again; frames and sunglasses are not recommended twice. */
const rebuyable = (g: CandidateGoods) => g.goodsTypeCd === '04' || g.goodsTypeCd === '05'
const TYPE_NAME: Record<string, string> = { '01': '안경테', '02': '선글라스', '03': '안경렌즈', '04': '콘택트렌즈', '05': '용품' }

/** Recommendations for a member: at most `size`, best first, at most 3 of one brand. */
export function recommendFor(m: MemberSignals, candidates: CandidateGoods[], size = 12): Recommendation[] {
  const byNo = new Map(candidates.map((g) => [g.goodsNo, g]))
  const like = (nos: string[]) => nos.map((n) => byNo.get(n)).filter((g): g is CandidateGoods => !!g)
  const viewed = like(m.recentViews.slice(0, 10))
  const wished = like(m.wishes.slice(0, 20))
  const bought = like(m.purchases)
  const boughtSet = new Set(m.purchases)
  const wishSet = new Set(m.wishes)
  const maxCo = Math.max(1, ...m.coPurchase.values())
  const maxAge = Math.max(1, ...m.ageTrending.values())
  const maxPop = Math.max(1, ...candidates.map((g) => g.popularity))
  const fitShapes = m.faceShape ? FITTING_SHAPES[m.faceShape] : null
  const widths = m.faceWidth ? fittingLensWidths(m.faceWidth) : null
  const highRx = m.maxSph != null && m.maxSph >= HIGH_SPH
  const similarity = (g: CandidateGoods, to: CandidateGoods[]) =>
    to.reduce((s, t) => Math.max(s, t.goodsNo === g.goodsNo ? 0 : (t.ctgNo === g.ctgNo ? 1 : 0) + (t.brandNo === g.brandNo ? 1 : 0)), 0)

  const out: Recommendation[] = []
  for (const g of candidates) {
    if (wishSet.has(g.goodsNo)) continue
    if (boughtSet.has(g.goodsNo) && !rebuyable(g)) continue
    const parts: Array<[number, string]> = []
    const shape = isFrame(g) ? frameShape(g.name) : null
    if (fitShapes && shape && fitShapes.includes(shape)) parts.push([3, `${FACE_SHAPE_NAME[m.faceShape!]}에 어울리는 ${shape} 프레임`])
    if (widths && isFrame(g) && g.lensWidths.some((w) => w >= widths[0] && w <= widths[1]))
      parts.push([1.5, `얼굴 너비에 맞는 ${g.lensWidths.find((w) => w >= widths[0] && w <= widths[1])}mm 사이즈`])
    if (highRx && isHighIndexLens(g)) parts.push([3.5, '도수가 높아 얇은 고굴절 렌즈를 추천해요'])
    if (highRx && g.goodsTypeCd === '01' && g.lensWidths.some((w) => w <= 50))
      parts.push([1.5, '도수가 높아 렌즈가 작은 테가 더 얇게 맞춰져요'])
    const co = m.coPurchase.get(g.goodsNo) ?? 0
    if (co) parts.push([4 * (co / maxCo) + 1, '함께 구매한 고객이 많은 상품'])
    const sv = similarity(g, viewed)
    if (sv) parts.push([sv * 1.2, '최근 본 상품과 비슷해요'])
    const sw = similarity(g, wished)
    if (sw) parts.push([sw * 1.0, '찜한 상품과 비슷해요'])
    if (boughtSet.has(g.goodsNo)) parts.push([2.5, '다시 구매하기 좋은 상품'])
    else if (bought.some((b) => b.brandNo === g.brandNo && b.goodsTypeCd === g.goodsTypeCd))
      parts.push([0.8, '구매하신 브랜드의 다른 상품'])
    const age = m.ageTrending.get(g.goodsNo) ?? 0
    if (age && m.ageGroup) parts.push([2 * (age / maxAge), `${m.ageGroup >= 50 ? '50대 이상' : `${m.ageGroup}대`} 고객이 많이 찾는 상품`])
    if (m.favGoodsType && g.goodsTypeCd === m.favGoodsType) parts.push([0.7, `자주 찾으시는 ${TYPE_NAME[g.goodsTypeCd]}`])
    if (g.popularity) parts.push([1.2 * (g.popularity / maxPop), '지금 많이 팔리는 상품'])
    if (!parts.length) continue
    const score = parts.reduce((s, [w]) => s + w, 0)
    const reason = parts.reduce((a, b) => (b[0] > a[0] ? b : a))[1]
    out.push({ goodsNo: g.goodsNo, score, reason })
  }
  out.sort((a, b) => b.score - a.score || (a.goodsNo < b.goodsNo ? -1 : 1))
  return diversify(out, byNo, size)
}

/** A guest (or a member with nothing to go on): their age group's best sellers when known, else the week's. */
export function recommendForGuest(
  candidates: CandidateGoods[],
  ageTrending: Map<string, number> | null,
  ageGroup: number | null,
  size = 12,
) {
  const maxPop = Math.max(1, ...candidates.map((g) => g.popularity))
  const maxAge = Math.max(1, ...(ageTrending?.values() ?? []))
  const out = candidates
    .map((g): Recommendation => {
      const age = ageTrending?.get(g.goodsNo) ?? 0
      return age && ageGroup
        ? { goodsNo: g.goodsNo, score: 2 + age / maxAge, reason: `${ageGroup >= 50 ? '50대 이상' : `${ageGroup}대`} 고객이 많이 찾는 상품` }
        : { goodsNo: g.goodsNo, score: g.popularity / maxPop, reason: '지금 많이 팔리는 상품' }
    })
    .sort((a, b) => b.score - a.score || (a.goodsNo < b.goodsNo ? -1 : 1))
  return diversify(out, new Map(candidates.map((g) => [g.goodsNo, g])), size)
}

function diversify(sorted: Recommendation[], byNo: Map<string, CandidateGoods>, size: number): Recommendation[] {
  const perBrand = new Map<number, number>()
  const picked: Recommendation[] = []
  for (const r of sorted) {
    const b = byNo.get(r.goodsNo)!.brandNo
    if ((perBrand.get(b) ?? 0) >= 3) continue
    perBrand.set(b, (perBrand.get(b) ?? 0) + 1)
    picked.push(r)
    if (picked.length === size) break
  }
  return picked
}

/** MD picks go into the reserved slots (3rd and 8th) of a recommendation row, unless already in it. */
export const MD_SLOTS = [2, 7]
export const MD_PICK_REASON = 'MD가 직접 고른 상품'
export const BEST_SELLER_REASON = '지금 많이 팔리는 상품'

export function withMdPicks<T>(recs: T[], mdPicks: T[], key: (t: T) => string, size = 12): T[] {
  const picks = mdPicks.slice(0, MD_SLOTS.length)
  const out = recs.filter((r) => !picks.some((p) => key(p) === key(r)))
  MD_SLOTS.forEach((slot, i) => {
    if (picks[i]) out.splice(Math.min(slot, out.length), 0, picks[i])
  })
  return out.slice(0, size)
}

/** A guest's AI row (edge-cached, no member data): the week's best sellers, MD picks in the reserved slots. */
export function guestRow<G extends { id: string }>(bestSellers: G[], mdPicks: G[], size = 12): Array<G & { reason: string }> {
  return withMdPicks(
    bestSellers.map((g) => ({ ...g, reason: BEST_SELLER_REASON })),
    mdPicks.map((g) => ({ ...g, reason: MD_PICK_REASON })),
    (g) => g.id,
    size,
  )
}
