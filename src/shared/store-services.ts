/**
 * Services a store offers (store finder filter, store detail). Apart from the request schemas so the
 * finder's URL params can use the codes without pulling valibot into the route tree.
 */
export const STORE_SERVICES = [
  { code: 'eyetest', name: '시력검사' },
  { code: 'hearing', name: '보청기(청력센터)' },
  { code: 'pickup', name: '매장픽업' },
  { code: 'contact', name: '콘택트렌즈 전문' },
] as const
export type StoreService = (typeof STORE_SERVICES)[number]['code']
export const STORE_SERVICE_CODES = STORE_SERVICES.map((s) => s.code)
