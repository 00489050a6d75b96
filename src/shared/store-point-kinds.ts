/** Kinds of store-point (다비치포인트) movements, as the store system names them (the domain notes' events). */
export const STORE_POINT_KINDS = [
  '가입',
  '일반후기',
  '포토후기',
  '탈퇴소멸',
  '결제사용',
  '결제취소반환',
  '구매확정적립',
  '적립회수',
] as const
export type StorePointKind = (typeof STORE_POINT_KINDS)[number]
