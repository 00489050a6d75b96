import type { ApiClient } from '../client'
import type { CartAddAnswer, CartAnswer, DibsListAnswer, DibsToggleAnswer, DibsMineAnswer } from '../commerce-types'

export const cartEndpoints = (api: ApiClient) => ({
  cart: {
    list: () => api.get<CartAnswer>('/api/v1/front/cart/list'),
    count: () => api.get<{ cartCount: number }>('/api/v1/front/cart/count'),
    add: (body: { goodsNo?: string; itemNo: string; buyQtt: number }) => api.post<CartAddAnswer>('/api/v1/front/cart/add', body),
    change: (body: { cartNo: number; buyQtt: number }) => api.put<CartAnswer>('/api/v1/front/cart/change', body),
    remove: (cartNos: number[]) => api.post<CartAnswer>('/api/v1/front/cart/remove', { cartNos }),
    select: (cartNos: number[], selectYn: 'Y' | 'N') => api.post<CartAnswer>('/api/v1/front/cart/select', { cartNos, selectYn }),
    merge: () => api.post<{ merged: number; cartCount: number }>('/api/v1/front/cart/merge'),
  },
  dibs: {
    /** `dibs` is the state the heart should have (idempotent); without it the server toggles. */
    toggle: (goodsNo: string, dibs?: boolean) =>
      api.post<DibsToggleAnswer>('/api/v1/front/dibs/toggle', dibs === undefined ? { goodsNo } : { goodsNo, dibs }),
    mine: () => api.get<DibsMineAnswer>('/api/v1/front/dibs/mine'),
    list: (q: { page?: number; rows?: number }) => api.get<DibsListAnswer>('/api/v1/front/dibs/list', q),
  },
})
