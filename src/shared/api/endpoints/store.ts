import type { ApiClient, Query } from '../client'
import type { AreasAnswer, MyStoreAnswer, StoreDetail, StoreListAnswer } from '../store-types'

export interface StoreListParams extends Query {
  keyword?: string
  sido?: string
  sigungu?: string
  service?: string
  pickupYn?: string
  lat?: number | string
  lng?: number | string
  page?: number
  rows?: number
}

export const storeEndpoints = (api: ApiClient) => ({
  store: {
    list: (q: StoreListParams) => api.get<StoreListAnswer>('/api/v1/front/store/list', q),
    detail: (storeNo: number | string) => api.get<StoreDetail>(`/api/v1/front/store/detaile/${encodeURIComponent(String(storeNo))}`),
    mapConfig: () => api.get<{ kakaoMapKey: string | null }>('/api/v1/front/store/mapconfig'),
    areas: () => api.get<AreasAnswer>('/api/v1/front/store/areas'),
    myStore: () => api.get<MyStoreAnswer>('/api/v1/front/store/mystore'),
    setMyStore: (storeCode: string) => api.put<MyStoreAnswer>('/api/v1/front/store/mystore', { storeCode }),
  },
})
