/** The goods catalogue of the seed: goods, items (SKU), images and icon mapping. */
import { goodsImageUrl, type GoodsImageParams } from '../images/urls'
import { SHAPE_OF_WORD } from '../images/eyewear'
import {
  BRANDS,
  CATEGORIES,
  CATEGORY_SYNONYMS,
  CL_SERIES,
  FRAME_COLORS,
  FRAME_SHAPES,
  FRAME_SIZES,
  GOODS_TYPES,
  IRIS_COLORS,
  LENS_INDEXES,
  LENS_SERIES,
  MINUS_POWERS,
  MODEL_NAMES,
  PHOTOCHROMIC_COLORS,
  SUN_LENS_COLORS,
  SUN_MODELS,
  SUN_SHAPES,
  SUN_SIZES,
} from './data-catalogue'
import { discountRate, makeGoods, makeGoodsIconMap, makeGoodsImage, makeGoodsItem } from './factories'
import type { Rng } from './prng'
import { DAY, iso } from './time'
import type { GoodsAttrRow, GoodsIconMapRow, GoodsImageRow, GoodsItemRow, GoodsRow, GoodsTypeCd } from '../../server/db/rows'

type ItemDraft = Omit<GoodsItemRow, 'item_no' | 'goods_no' | 'sort_seq' | 'stock_qtt'>

type Draft = {
  type: GoodsTypeCd
  ctgNo: number
  brandIdx: number
  name: string
  dscrt: string
  customer: number
  /** Discount percentages to choose from. */
  discounts: number[]
  items: ItemDraft[]
  image: Omit<GoodsImageParams, 'goodsTypeCd' | 'goodsNo' | 'view'>
  words: string[]
  /** The catalogue desk's attributes (src/shared/goods-attributes.ts) the list filters by; the same facts as the picture's. */
  attrs?: Record<string, string>
}

/** Extra facts about a seeded goods that content generation uses (not stored). */
export type GoodsMeta = { brandIdx: number; popularity: number }

export type Catalogue = {
  goods: GoodsRow[]
  images: GoodsImageRow[]
  items: GoodsItemRow[]
  iconMap: GoodsIconMapRow[]
  attrs: GoodsAttrRow[]
  meta: Map<string, GoodsMeta>
}

const item = (p: Partial<ItemDraft> & { item_nm: string }): ItemDraft => ({
  color: null,
  size: null,
  power: null,
  cylinder: null,
  axis: null,
  pack_count: null,
  add_price: 0,
  ...p,
})

function brandFor(rng: Rng, type: GoodsTypeCd): number {
  const idx = BRANDS.map((b, i) => ({ b, i })).filter(({ b }) => b.types.includes(type))
  return rng.weighted(idx, ({ b }) => (b.nm.startsWith('다비치') ? 2.2 : 1)).i
}

function modelCode(rng: Rng, brandIdx: number): string {
  const words = BRANDS[brandIdx].en.split(' ')
  const prefix =
    words.length > 1
      ? words
          .map((w) => w[0])
          .join('')
          .slice(0, 2)
      : words[0].slice(0, 2)
  return `${prefix}-${rng.int(10, 99)}${rng.int(0, 9)}${rng.pick([0, 1, 2, 5, 7])}`
}

/** A price between min and max ending in `ending` (e.g. 129,000 or 9,900). */
function price(rng: Rng, min: number, max: number, step: number, ending: number): number {
  const k = rng.int(Math.ceil(min / step), Math.floor(max / step))
  return k * step - ending
}

const byCategory = (rng: Rng, weights: Array<[number, number]>) => rng.weighted(weights, (w) => w[1])[0]

// ---------------------------------------------------------------------------------------------
// The picture's attributes come from the goods' own (name, category, colour, size): see ../images/eyewear.ts.

const FRAME_MATERIAL: Record<number, string> = { 101: 'acetate', 102: 'metal', 103: 'combi', 104: 'rimless', 105: 'titanium' }
/** The desk's material word of each frame category (FRAME_MATERIALS of src/shared/goods-attributes.ts). */
const FRAME_MATERIAL_KO: Record<number, string> = { 101: '아세테이트', 102: '메탈', 103: '혼합', 104: '베타티타늄', 105: '티타늄' }
const finishOf = (colourName: string) =>
  colourName.includes('데미') ? 'tortoise' : colourName.includes('크리스탈') ? 'clear' : colourName.includes('매트') ? 'matte' : 'gloss'
const sizeParam = (size: string) => size.replace('□', '-')
const SUN_FRAME_COLOURS: Record<string, string> = {
  블랙: '#1f2937',
  골드: '#c9a227',
  브라운데미: '#8b5a2b',
  실버: '#9ca3af',
  매트블랙: '#2b2d31',
}

function frame(rng: Rng): Draft {
  const brandIdx = brandFor(rng, '01')
  const ctgNo =
    brandIdx === 1
      ? rng.pick([105, 105, 104])
      : byCategory(rng, [
          [101, 35],
          [102, 24],
          [103, 12],
          [104, 10],
          [105, 19],
        ])
  const ctg = CATEGORIES['01'][ctgNo - 101]
  const shape = ctgNo === 104 ? rng.pick(['라운드', '스퀘어', '오벌', '헥사곤']) : rng.pick(FRAME_SHAPES)
  const model = rng.pick(MODEL_NAMES)
  const word = { 101: '뿔테 안경', 102: '메탈 안경테', 103: '하금테', 104: '무테 안경', 105: '티타늄 안경테' }[ctgNo]
  const metal = ctgNo !== 101
  const palette = FRAME_COLORS.filter(([c]) =>
    metal
      ? ['골드', '로즈골드', '실버', '건메탈', '블랙', '매트블랙', '블랙골드'].includes(c)
      : !['골드', '로즈골드', '실버', '건메탈', '블랙골드'].includes(c),
  )
  const colors = rng.sample(palette, rng.int(2, 4))
  const sizes = rng.sample(FRAME_SIZES, rng.int(1, 2)).sort()
  const items: ItemDraft[] = []
  for (const [c] of colors)
    for (const s of sizes)
      items.push(item({ item_nm: `${c} / ${s}`, color: c, size: s, add_price: c.includes('골드') && rng.chance(0.3) ? 10000 : 0 }))
  const weight = ctgNo === 101 ? rng.int(16, 26) : ctgNo === 105 || ctgNo === 104 ? rng.int(7, 14) : rng.int(12, 20)
  const material =
    (
      { 101: '아세테이트', 102: '스테인리스 메탈', 103: '메탈과 아세테이트 콤비', 104: '베타티타늄', 105: '순티타늄' } as Record<
        number,
        string
      >
    )[ctgNo] ?? '아세테이트'
  const range: Record<number, [number, number]> = { 101: [80, 260], 102: [100, 330], 103: [90, 240], 104: [130, 360], 105: [150, 390] }
  return {
    type: '01',
    ctgNo,
    brandIdx,
    name: `${BRANDS[brandIdx].nm} ${model} ${modelCode(rng, brandIdx)} ${shape} ${word}`,
    dscrt: `${material} 소재의 ${shape} 프레임으로 무게 약 ${weight}g의 ${weight < 15 ? '가벼운' : '안정적인'} 착용감을 줍니다. ${rng.pick([
      '얼굴선을 부드럽게 감싸 데일리로 쓰기 좋습니다.',
      '단정한 인상을 주어 출근룩과 잘 어울립니다.',
      '코패드와 템플 각도를 매장에서 무료로 조정해 드립니다.',
      '트렌디한 실루엣으로 캐주얼 스타일에 포인트가 됩니다.',
    ])}`,
    customer: price(rng, range[ctgNo][0] * 1000, range[ctgNo][1] * 1000, 10000, 1000),
    discounts: [0, 0, 10, 15, 20, 25, 30, 40],
    items,
    image: {
      color: colors[0][1],
      shape: SHAPE_OF_WORD[shape],
      material: FRAME_MATERIAL[ctgNo],
      finish: finishOf(colors[0][0]),
      size: sizeParam(sizes[0]),
    },
    words: [ctg, shape, material, ...colors.map(([c]) => c)],
    attrs: { shape, material: FRAME_MATERIAL_KO[ctgNo], color: colors[0][0] },
  }
}

function sunglasses(rng: Rng): Draft {
  const brandIdx = brandFor(rng, '02')
  const ctgNo = byCategory(rng, [
    [201, 40],
    [202, 28],
    [203, 16],
    [204, 16],
  ])
  const ctg = CATEGORIES['02'][ctgNo - 201]
  const shape = ctgNo === 203 ? '랩어라운드' : rng.pick(SUN_SHAPES)
  const kind = { 201: '', 202: '편광 ', 203: '스포츠 ', 204: '미러 ' }[ctgNo]
  const lensPool =
    ctgNo === 204 ? SUN_LENS_COLORS.filter(([c]) => c.includes('미러')) : SUN_LENS_COLORS.filter(([c]) => !c.includes('미러'))
  const lenses = rng.sample(lensPool, rng.int(1, Math.min(3, lensPool.length)))
  const frames = rng.sample(['블랙', '골드', '브라운데미', '실버', '매트블랙'], lenses.length)
  const sizes = rng.sample(SUN_SIZES, rng.int(1, 2)).sort()
  const items: ItemDraft[] = []
  lenses.forEach(([lc], i) => {
    for (const s of sizes) items.push(item({ item_nm: `${frames[i]}/${lc} / ${s}`, color: `${frames[i]}/${lc}`, size: s }))
  })
  return {
    type: '02',
    ctgNo,
    brandIdx,
    name: `${BRANDS[brandIdx].nm} ${rng.pick(SUN_MODELS)} ${modelCode(rng, brandIdx)} ${shape} ${kind}선글라스`,
    dscrt: `UV400 자외선 차단 ${ctgNo === 202 ? '편광 ' : ''}렌즈를 적용한 ${shape} 선글라스입니다. ${rng.pick([
      '운전과 야외 활동에서 눈부심을 줄여 줍니다.',
      '가벼운 프레임으로 장시간 착용해도 편안합니다.',
      '도수 선글라스로 매장에서 제작할 수 있습니다.',
      '케이스와 안경닦이가 함께 제공됩니다.',
    ])}`,
    customer: price(rng, 70000, 330000, 10000, 1000),
    discounts: [0, 10, 15, 20, 30, 35, 40],
    items,
    image: {
      color: lenses[0][1],
      shape: SHAPE_OF_WORD[shape],
      material: ['골드', '실버'].includes(frames[0]) ? 'metal' : 'acetate',
      finish: lenses[0][0].includes('미러') ? 'mirror' : lenses[0][0].includes('그라데이션') ? 'gradient' : 'gloss',
      size: sizeParam(sizes[0]),
      frameColor: SUN_FRAME_COLOURS[frames[0]],
    },
    words: [ctg, shape, 'uv400', ...lenses.map(([c]) => c)],
    attrs: {
      shape,
      material: ['골드', '실버'].includes(frames[0]) ? '메탈' : '아세테이트',
      lensColor: lenses[0][0],
      uv: ctgNo === 202 ? '편광' : 'UV400',
    },
  }
}

function glassesLens(rng: Rng): Draft {
  const ctgNo = byCategory(rng, [
    [301, 22],
    [302, 22],
    [303, 26],
    [304, 14],
    [305, 16],
  ])
  const brandIdx = brandFor(rng, '03')
  const series = rng.pick(LENS_SERIES[ctgNo])
  const ctg = CATEGORIES['03'][ctgNo - 301]
  const photo = ctgNo === 304 ? rng.pick(PHOTOCHROMIC_COLORS) : null
  const kindWord = {
    301: '비구면 단초점 렌즈',
    302: '누진다초점 렌즈',
    303: '블루라이트 차단 렌즈',
    304: `${photo?.[0]} 변색 렌즈`,
    305: '사무용 렌즈',
  }[ctgNo]
  const base = { 301: [30, 120], 302: [180, 550], 303: [50, 180], 304: [80, 220], 305: [120, 300] }[ctgNo] as [number, number]
  const fixedIndex = rng.chance(0.5) ? rng.pick(LENS_INDEXES.slice(1)) : null
  const items: ItemDraft[] = []
  if (fixedIndex) {
    const ranges = ['SPH 0.00 ~ -4.00', 'SPH -4.25 ~ -8.00', ...(fixedIndex.idx === '1.74' ? ['SPH -8.25 ~ -12.00'] : [])]
    ranges.forEach((r, i) => items.push(item({ item_nm: `${fixedIndex.idx} / ${r}`, color: photo?.[0] ?? null, add_price: i * 20000 })))
  } else {
    const from = rng.int(0, 1)
    for (const ix of LENS_INDEXES.slice(from))
      items.push(item({ item_nm: ix.label, color: photo?.[0] ?? null, add_price: ix.add - LENS_INDEXES[from].add }))
  }
  const feature = {
    301: '비구면 설계로 주변부 왜곡을 줄이고 멀티 코팅으로 반사를 최소화한 기본 렌즈입니다',
    302: '먼 곳부터 가까운 곳까지 자연스럽게 이어지는 누진 설계로 노안 초기에도 적응이 쉽습니다',
    303: '스마트폰과 모니터에서 나오는 청색광을 줄여 눈의 피로를 덜어 주는 코팅 렌즈입니다',
    304: `실내에서는 투명하고 자외선을 받으면 ${photo?.[0]} 톤으로 짙어지는 변색 렌즈입니다`,
    305: '1~3m 거리의 사무 환경에 맞춰 중간·근거리 시야를 넓힌 렌즈입니다',
  }[ctgNo]
  const color = { 301: '#6fbf9a', 302: '#8b7cf6', 303: '#5b7cfa', 304: photo?.[1] ?? '#6b7280', 305: '#38bdf8' }[ctgNo]
  return {
    type: '03',
    ctgNo,
    brandIdx,
    name: `${BRANDS[brandIdx].nm} ${series} ${kindWord}${fixedIndex ? ` ${fixedIndex.idx}` : ''}`,
    dscrt: `${feature}. 관련 법령에 따라 매장 방문 예약 후 정밀 검사를 거쳐 제작됩니다.`,
    customer: price(rng, base[0] * 1000, base[1] * 1000, 10000, 0),
    discounts: [0, 10, 15, 20, 30],
    items,
    image: { color, label: fixedIndex?.idx ?? items[0].item_nm.slice(0, 4) },
    words: [ctg, series, '굴절률', ...(fixedIndex ? [fixedIndex.idx] : LENS_INDEXES.map((x) => x.idx)), ...(photo ? [photo[0]] : [])],
  }
}

function powers(rng: Rng, n: number): string[] {
  const keep = new Set(rng.sample(MINUS_POWERS, n))
  return MINUS_POWERS.filter((p) => keep.has(p))
}

function contactLens(rng: Rng): Draft {
  const ctgNo = byCategory(rng, [
    [401, 30],
    [402, 12],
    [403, 12],
    [404, 26],
    [405, 12],
  ])
  const brandIdx = brandFor(rng, '04')
  const ctg = CATEGORIES['04'][ctgNo - 401]
  const items: ItemDraft[] = []
  let name: string
  let pack: number
  let customer: number
  let tint: [string, string] | null = null
  let cycle: string
  const water = rng.int(38, 58)
  if (ctgNo === 401) {
    pack = rng.pick([30, 30, 30, 90, 10])
    cycle = '원데이'
    name = `${BRANDS[brandIdx].nm} ${rng.pick(CL_SERIES.daily)} 원데이 ${pack}P`
    customer =
      pack === 90 ? price(rng, 50000, 100000, 1000, 0) : pack === 10 ? price(rng, 9000, 16000, 1000, 0) : price(rng, 19000, 42000, 1000, 0)
  } else if (ctgNo === 402) {
    pack = 6
    cycle = '2주'
    name = `${BRANDS[brandIdx].nm} ${rng.pick(CL_SERIES.biweekly)} 2주착용 ${pack}P`
    customer = price(rng, 18000, 36000, 1000, 0)
  } else if (ctgNo === 403) {
    pack = rng.pick([1, 2, 3])
    cycle = '한달'
    name = `${BRANDS[brandIdx].nm} ${rng.pick(CL_SERIES.monthly)} 한달착용 ${pack}P`
    customer = price(rng, 12000 + pack * 4000, 20000 + pack * 6000, 1000, 0)
  } else if (ctgNo === 404) {
    tint = rng.pick(IRIS_COLORS)
    const daily = rng.chance(0.65)
    pack = daily ? 10 : 1
    cycle = daily ? '원데이' : '한달'
    name = `${BRANDS[brandIdx].nm} ${rng.pick(CL_SERIES.color)} ${tint[0]} ${daily ? '원데이' : '한달'} 컬러렌즈 ${pack}P`
    customer = daily ? price(rng, 14000, 29000, 1000, 0) : price(rng, 16000, 32000, 1000, 0)
  } else {
    const kind = rng.pick(['daily', 'biweekly', 'monthly'] as const)
    pack = kind === 'daily' ? 30 : kind === 'biweekly' ? 6 : 2
    cycle = kind === 'daily' ? '원데이' : kind === 'biweekly' ? '2주' : '한달'
    name = `${BRANDS[brandIdx].nm} ${rng.pick(CL_SERIES.toric)} 난시 ${cycle} ${pack}P`
    customer = kind === 'daily' ? price(rng, 35000, 56000, 1000, 0) : price(rng, 26000, 46000, 1000, 0)
  }
  if (ctgNo === 405) {
    const cyls = rng.sample(['-0.75', '-1.25', '-1.75', '-2.25'], 2).sort().reverse()
    const axes = rng.sample(['180', '90', '10', '170'], 2)
    for (const p of powers(rng, 5))
      for (const c of cyls)
        for (const a of axes)
          items.push(item({ item_nm: `SPH ${p} / CYL ${c} / AXIS ${a}`, power: p, cylinder: c, axis: a, pack_count: pack }))
  } else {
    const list = ctgNo === 404 ? ['0.00', ...powers(rng, rng.int(8, 12))] : powers(rng, rng.int(10, 16))
    const high = rng.chance(0.3)
    for (const p of list)
      items.push(
        item({
          item_nm: `${tint ? `${tint[0]} / ` : ''}SPH ${p}`,
          power: p,
          color: tint?.[0] ?? null,
          pack_count: pack,
          add_price: high && Number(p) <= -6.25 ? 3000 : 0,
        }),
      )
  }
  const dia = tint ? ` 그래픽 직경 ${(12.8 + rng.int(0, 8) / 10).toFixed(1)}mm,` : ''
  return {
    type: '04',
    ctgNo,
    brandIdx,
    name,
    dscrt: `${cycle} 착용 ${ctgNo === 405 ? '토릭 ' : ''}소프트 렌즈로 함수율 ${water}%,${dia} UV 차단 기능을 갖췄습니다. 매장 방문 예약 후 수령하는 예약전용 상품입니다.`,
    customer,
    discounts: [0, 0, 5, 10, 15, 20, 25],
    items,
    image: {
      color: tint ? ['#db2777', '#a855f7', '#f97316'][rng.int(0, 2)] : ['#0ea5e9', '#0891b2', '#2563eb', '#14b8a6'][rng.int(0, 3)],
      tint: tint?.[1],
      pack,
      kind: cycle === '원데이' ? 'daily' : cycle === '2주' ? '2week' : 'monthly',
    },
    words: [ctg, cycle, `${pack}p`, `${pack}팩`, ...(tint ? [tint[0], '컬러렌즈'] : [])],
  }
}

function supplies(rng: Rng): Draft {
  const ctgNo = byCategory(rng, [
    [501, 30],
    [502, 22],
    [503, 20],
    [504, 14],
    [505, 14],
  ])
  const brandIdx = brandFor(rng, '05')
  const b = BRANDS[brandIdx].nm
  const ctg = CATEGORIES['05'][ctgNo - 501]
  let name: string
  let kind: string
  let customer: number
  const items: ItemDraft[] = []
  let color = rng.pick(['#0f766e', '#0e7490', '#1e3a5f', '#7c3aed', '#be123c', '#15803d'])
  let dscrt: string
  if (ctgNo === 501) {
    const vol = rng.pick(['120ml 휴대용', '360ml', '500ml'])
    name = `${b} ${rng.pick(['멀티퍼퍼스', '하이드로 클린', '센서티브', '프로틴 클리어', '퓨어 솔루션'])} 렌즈 ${rng.pick(['세정액', '세정·보존액', '보존액'])} ${vol}`
    kind = 'bottle'
    customer = price(rng, vol.startsWith('120') ? 4000 : 8000, vol.startsWith('120') ? 7000 : 16000, 1000, 100)
    items.push(item({ item_nm: '1개' }), item({ item_nm: '2개 세트', add_price: customer - 1000 }))
    dscrt = '소프트 콘택트렌즈의 세척, 헹굼, 소독, 보존을 한 번에. 렌즈 케이스가 함께 들어 있습니다.'
  } else if (ctgNo === 502) {
    const spray = rng.chance(0.35)
    name = spray
      ? `${b} 렌즈 클리너 스프레이 ${rng.pick(['30ml', '60ml'])}`
      : `${b} ${rng.pick(['극세사 안경닦이', '초극세사 클리닝 클로스', '일회용 안경 클리닝 티슈'])} ${rng.pick([5, 10, 30, 50])}매`
    kind = spray ? 'spray' : 'cloth'
    customer = price(rng, 3000, 12000, 1000, 100)
    items.push(item({ item_nm: '기본' }))
    dscrt = '렌즈 코팅을 상하지 않게 지문과 유분을 부드럽게 닦아 냅니다.'
  } else if (ctgNo === 503) {
    const style = rng.pick(['하드', '가죽', '접이식', '슬림 세미하드', '렌즈'])
    name = `${b} ${style} ${style === '렌즈' ? '케이스 3종 세트' : '안경 케이스'}`
    kind = style === '렌즈' ? 'lenscase' : 'case'
    customer = price(rng, 5000, 29000, 1000, 100)
    const colors = rng.sample(['블랙', '네이비', '베이지', '버건디', '그린', '그레이'], rng.int(2, 4))
    for (const c of colors) items.push(item({ item_nm: c, color: c }))
    color = rng.pick(['#1e3a5f', '#334155', '#7f1d1d', '#166534'])
    dscrt = '가방 속에서도 안경을 안전하게 지켜 주는 케이스입니다.'
  } else if (ctgNo === 504) {
    const form = rng.pick(['스프레이 20ml', '젤 15ml', '클로스 5매', '티슈 30매'])
    name = `${b} 김서림 방지제 ${form}`
    kind = form.startsWith('클로스') || form.startsWith('티슈') ? 'cloth' : 'spray'
    customer = price(rng, 5000, 15000, 1000, 100)
    items.push(item({ item_nm: '1개' }), item({ item_nm: '1+1', add_price: Math.floor((customer * 0.6) / 100) * 100 }))
    dscrt = '마스크 착용이나 온도 차가 큰 날에도 렌즈에 김이 서리지 않도록 코팅해 줍니다.'
  } else {
    const what = rng.pick(['실리콘 코패드 10쌍', '비즈 안경줄', '스포츠 안경 스트랩', '렌즈 착용 집게', '안경 나사 수리 키트'])
    name = `${b} ${what}`
    kind = what.includes('줄') || what.includes('스트랩') ? 'cloth' : 'case'
    customer = price(rng, 3000, 19000, 1000, 100)
    items.push(item({ item_nm: '기본' }))
    dscrt = '안경을 더 편하고 오래 쓰기 위한 작은 액세서리입니다.'
  }
  return {
    type: '05',
    ctgNo,
    brandIdx,
    name,
    dscrt,
    customer,
    discounts: [0, 0, 0, 10, 15, 20],
    items,
    image: { color, kind },
    words: [ctg],
  }
}

// ---------------------------------------------------------------------------------------------

const MAKERS: Record<GoodsTypeCd, (rng: Rng) => Draft> = {
  '01': frame,
  '02': sunglasses,
  '03': glassesLens,
  '04': contactLens,
  '05': supplies,
}

/**
 * Builds the whole catalogue. Brand numbers are 1-based indexes of BRANDS. `total` (SEED_GOODS) scales every
 * goods type's count to a chain-sized catalogue (e.g. 20,000); the default keeps the demo's ~420.
 */
export function buildCatalogue(root: Rng, nowMs: number, total?: number): Catalogue {
  const base = GOODS_TYPES.reduce((a, t) => a + t.count, 0)
  const countOf = (t: (typeof GOODS_TYPES)[number]) =>
    total && total !== base ? Math.max(1, Math.round((t.count * total) / base)) : t.count
  const rng = root.fork('goods')
  const out: Catalogue = { goods: [], images: [], items: [], iconMap: [], attrs: [], meta: new Map() }
  const names = new Set<string>()
  let n = 0
  for (const t of GOODS_TYPES) {
    for (let i = 0, count = countOf(t); i < count; i++) {
      n++
      const goodsNo = `G${String(n).padStart(6, '0')}`
      let d = MAKERS[t.cd](rng)
      for (let tries = 0; names.has(d.name) && tries < 30; tries++) d = MAKERS[t.cd](rng)
      if (names.has(d.name)) d.name = `${d.name} ${n}`
      names.add(d.name)

      const dc = rng.pick(d.discounts)
      const sale = dc === 0 ? d.customer : Math.floor((d.customer * (100 - dc)) / 100 / 100) * 100
      const supply = Math.max(100, Math.floor((sale * (0.4 + rng.next() * 0.22)) / 100) * 100)
      const pop = rng.next() ** 2.2
      const review = Math.floor(pop * 2400) + rng.int(1, 12)
      const sales = Math.floor(review * (2.5 + rng.next() * 4)) + rng.int(0, 40)
      const dibs = Math.floor(review * (0.6 + rng.next())) + rng.int(0, 30)
      const views = Math.floor(sales * (8 + rng.next() * 20)) + rng.int(50, 500)
      const grade = Math.round((3.5 + 1.5 * Math.sqrt(rng.next())) * 10) / 10
      const recent = rng.chance(0.12)
      const ageMs = recent ? rng.int(1, 29 * 24 * 60) * 60_000 : rng.int(30 * 24 * 60, 730 * 24 * 60) * 60_000
      const reserve = t.cd === '03' || t.cd === '04'
      const r = rng.next()
      const [dlvr, direct] = reserve
        ? (['N', 'Y'] as const)
        : t.cd === '05'
          ? r < 0.85
            ? (['Y', 'Y'] as const)
            : (['Y', 'N'] as const)
          : r < 0.8
            ? (['Y', 'Y'] as const)
            : r < 0.9
              ? (['N', 'Y'] as const)
              : (['Y', 'N'] as const)
      const brand = BRANDS[d.brandIdx]
      const ctgNm = CATEGORIES[t.cd][(d.ctgNo % 100) - 1]
      const imgParams = { goodsTypeCd: t.cd, goodsNo, ...d.image }
      const itemRows = d.items.map((it, k) =>
        makeGoodsItem({
          ...it,
          item_no: `${goodsNo}-${String(k + 1).padStart(2, '0')}`,
          goods_no: goodsNo,
          sort_seq: k + 1,
          stock_qtt: rng.chance(0.12) ? 0 : rng.int(1, 50),
        }),
      )
      const search = [d.name, brand.nm, brand.en, t.nm, ctgNm, t.words, CATEGORY_SYNONYMS[ctgNm] ?? '', ...d.words]
        .join(' ')
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim()
      const g = makeGoods({
        goods_no: goodsNo,
        goods_type_cd: t.cd,
        ctg_no: d.ctgNo,
        brand_no: d.brandIdx + 1,
        goods_nm: d.name,
        goods_dscrt: d.dscrt,
        img_src: goodsImageUrl(imgParams),
        supply_price: supply,
        customer_price: d.customer,
        sale_price: sale,
        discount_rate: discountRate(d.customer, sale),
        grade,
        review_count: review,
        dibs_count: dibs,
        sale_count: sales,
        view_count: views,
        dlvr_yn: dlvr,
        direct_yn: direct,
        md_pick_yn: rng.chance(0.1) ? 'Y' : 'N',
        ai_pick_yn: rng.chance(0.1) ? 'Y' : 'N',
        search_text: search,
        display_yn: n % 71 === 0 ? 'N' : 'Y',
        reg_dttm: iso(nowMs - ageMs),
      })
      out.goods.push(g)
      out.items.push(...itemRows)
      for (const [attr_key, attr_value] of Object.entries(d.attrs ?? {})) out.attrs.push({ goods_no: goodsNo, attr_key, attr_value })
      out.meta.set(goodsNo, { brandIdx: d.brandIdx, popularity: pop })

      // Frames and sunglasses show all four views (front, ¾, side, worn); the draw stays for the seed's sequence.
      const drawn = rng.int(2, 4)
      const imageCount = t.cd === '01' || t.cd === '02' ? 4 : drawn
      for (let s = 1; s <= imageCount; s++)
        out.images.push(makeGoodsImage({ goods_no: goodsNo, seq: s, img_src: goodsImageUrl({ ...imgParams, view: s }) }))

      const icons: string[] = []
      if (nowMs - ageMs > nowMs - 30 * DAY) icons.push('NEW')
      if (sales > 3000) icons.push('BEST')
      if (g.discount_rate >= 20) icons.push('SALE')
      if (dlvr === 'Y' && (sale >= 50000 || (t.cd === '05' && rng.chance(0.3)))) icons.push('FREE_DLVR')
      if (!reserve && direct === 'Y' && rng.chance(0.5)) icons.push('PICKUP')
      if (reserve) icons.push('RESERVE')
      if (rng.chance(0.05)) icons.push('LIMITED')
      if (g.md_pick_yn === 'Y') icons.push('MD_PICK')
      if (rng.chance(0.08)) icons.push('COUPON')
      for (const icon_cd of icons) out.iconMap.push(makeGoodsIconMap({ goods_no: goodsNo, icon_cd }))
    }
  }
  return out
}
