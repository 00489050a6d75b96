/** Visit purposes (domain notes: group → options). Pickup bookings default to '주문상품 픽업'. */
export const PURPOSE_GROUPS = [
  { group: '상담(검사)', options: ['일반검사', '정밀검사', '상담'] },
  { group: '일반안경', options: ['블루라이트차단', '변색', '착색', '일반', '시력보호용', '근용'] },
  { group: '누진안경', options: ['개인맞춤누진', '사무용누진'] },
  { group: '콘택트렌즈', options: ['컬러', '팩', '난시', '멀티포컬', '일반', '샘플예약'] },
  { group: '기타', options: ['피팅', '불편상담', 'AS', '선글라스'] },
  { group: '재구매', options: ['재구매'] },
  { group: '픽업', options: ['주문상품 픽업', '예약상품 픽업'] },
] as const

/**
 * A home-shopping order number as the channels print it: letters, digits and dashes, 4 to 30 characters
 * (the reservation form's input and the API's check read this one rule).
 */
export const HS_ORDER_NO_MIN = 4
export const HS_ORDER_NO_MAX = 30
export const HS_ORDER_NO_HINT = `영문·숫자 ${HS_ORDER_NO_MIN}~${HS_ORDER_NO_MAX}자`
const HS_ORDER_NO = new RegExp(`^[A-Za-z0-9-]{${HS_ORDER_NO_MIN},${HS_ORDER_NO_MAX}}$`)
export const isHsOrderNo = (value: string) => HS_ORDER_NO.test(value)
/** What a typed value keeps: the characters an order number may have. */
export const hsOrderNoInput = (value: string) => value.replace(/[^A-Za-z0-9-]/g, '').slice(0, HS_ORDER_NO_MAX)

export type PurposeGroup = (typeof PURPOSE_GROUPS)[number]['group']
export const PURPOSE_GROUP_NAMES = PURPOSE_GROUPS.map((g) => g.group) as unknown as readonly [PurposeGroup, ...PurposeGroup[]]

/** '콘택트렌즈 · 난시', or just '재구매' when the option repeats the group. */
export function purposeLabel(group: string, option: string): string {
  return !option || option === group ? group : `${group} · ${option}`
}

export function isValidPurpose(group: string, option: string): boolean {
  const g = PURPOSE_GROUPS.find((p) => p.group === group)
  return !!g && (g.options as readonly string[]).includes(option)
}

/** The purpose group that fits the goods being reserved: contact lenses → 콘택트렌즈, glasses lenses → 일반안경. */
export function purposeForGoodsTypes(types: readonly string[]): { group: PurposeGroup; option: string } | null {
  if (types.includes('04')) return { group: '콘택트렌즈', option: '일반' }
  if (types.includes('03')) return { group: '일반안경', option: '일반' }
  return null
}

/** TV home-shopping channels whose buyers may book a fitting visit. */
export const HOMESHOPPING_CHANNELS = [
  'GS샵',
  'CJ온스타일',
  '롯데홈쇼핑',
  '현대홈쇼핑',
  'NS홈쇼핑',
  '홈앤쇼핑',
  '공영쇼핑',
  'KT알파쇼핑',
  'SK스토아',
  '신세계라이브쇼핑',
] as const

/** Reservation status → Korean label. */
export const RESERVATION_STATUS = {
  RESERVED: '예약완료',
  VISITED: '방문완료',
  CANCELLED: '예약취소',
  NOSHOW: '미방문',
} as const
export type ReservationStatus = keyof typeof RESERVATION_STATUS
