/**
 * Goods attributes per goods type (the domain notes: "contact lenses — wear cycle, focus, material, colour, graphic
 * diameter, UV, pack quantity; glasses lenses — use, focus, function, colour, maker, thickness, design; frames —
 * shape, material, size, colour. Lens power (SPH/CYL/AXIS) is per item (SKU)"). The catalogue desk's form draws its
 * fields from this table and the API checks a goods' attributes against it; values also feed the goods' search text.
 * Pure and light (no valibot): the form and the schema both read it.
 */
import type { GoodsTypeCode } from './goods-types'

export interface AttrDef {
  key: string
  label: string
  /** A closed list (select) or free text of at most `max` characters. */
  options?: readonly string[]
  max?: number
}

/** The shapes as the shop names them (goods names and the list's shape filter use the same words). */
export const SHAPES = [
  '라운드',
  '스퀘어',
  '보스턴',
  '웰링턴',
  '오벌',
  '캣아이',
  '헥사곤',
  '크라운판토',
  '보잉',
  '오버사이즈',
  '랩어라운드',
  '하금테',
  '반무테',
  '무테',
] as const
const FRAME_MATERIALS = ['티타늄', '베타티타늄', '아세테이트', 'TR90', '메탈', '울템', '혼합'] as const

export const GOODS_ATTRIBUTES: Record<GoodsTypeCode, readonly AttrDef[]> = {
  '01': [
    { key: 'shape', label: '모양', options: SHAPES },
    { key: 'material', label: '소재', options: FRAME_MATERIALS },
    { key: 'size', label: '사이즈', max: 20 },
    { key: 'color', label: '색상', max: 20 },
  ],
  '02': [
    { key: 'shape', label: '모양', options: SHAPES },
    { key: 'material', label: '소재', options: FRAME_MATERIALS },
    { key: 'lensColor', label: '렌즈 색상', max: 20 },
    { key: 'uv', label: '자외선 차단', options: ['UV400', 'UV 차단', '편광'] },
  ],
  '03': [
    { key: 'use', label: '용도', options: ['근시·원시', '누진다초점', '근용', '운전용', '사무용'] },
    { key: 'focus', label: '초점', options: ['단초점', '이중초점', '누진'] },
    { key: 'function', label: '기능', options: ['일반', '블루라이트 차단', '변색', '편광', '김서림 방지'] },
    { key: 'color', label: '컬러', options: ['투명', '착색', '미러'] },
    { key: 'maker', label: '제조사', max: 30 },
    { key: 'thickness', label: '굴절률(두께)', options: ['1.50', '1.56', '1.60', '1.67', '1.74'] },
    { key: 'design', label: '설계', options: ['구면', '비구면', '양면비구면'] },
  ],
  '04': [
    { key: 'wearCycle', label: '착용 주기', options: ['원데이', '2주', '한달', '3개월', '장기'] },
    { key: 'focus', label: '초점', options: ['근시', '난시', '멀티포컬'] },
    { key: 'material', label: '소재', options: ['실리콘 하이드로겔', '하이드로겔'] },
    { key: 'color', label: '컬러', options: ['투명', '컬러'] },
    { key: 'graphicDiameter', label: '그래픽 직경(mm)', max: 10 },
    { key: 'uv', label: 'UV 차단', options: ['있음', '없음'] },
    { key: 'packQty', label: '포장 수량', options: ['1', '2', '6', '10', '30', '90'] },
  ],
  '05': [{ key: 'kind', label: '종류', options: ['세정액', '보존액', '렌즈 케이스', '안경 케이스', '안경닦이', '김서림 방지', '기타'] }],
}

/** Item (SKU) fields each goods type uses besides name, extra price and stock. */
export const SKU_FIELDS: Record<GoodsTypeCode, readonly ('color' | 'size' | 'power' | 'cylinder' | 'axis' | 'packCount')[]> = {
  '01': ['color', 'size'],
  '02': ['color', 'size'],
  '03': ['power', 'cylinder'],
  '04': ['power', 'cylinder', 'axis', 'packCount'],
  '05': ['color', 'size'],
}

export const SKU_LABELS = {
  color: '색상',
  size: '사이즈',
  power: '도수(SPH)',
  cylinder: '난시(CYL)',
  axis: '축(AXIS)',
  packCount: '입수',
} as const

/** The Korean reason an attribute value is refused with, or null when it fits the type's table. */
export function attrProblem(type: GoodsTypeCode, key: string, value: string): string | null {
  const def = GOODS_ATTRIBUTES[type].find((d) => d.key === key)
  if (!def) return `이 상품 유형에는 '${key}' 속성이 없습니다.`
  if (def.options && !def.options.includes(value)) return `${def.label}은(는) 목록에서 골라 주세요.`
  if (!def.options && value.length > (def.max ?? 30)) return `${def.label}은(는) ${def.max ?? 30}자 이내로 입력해 주세요.`
  return null
}
