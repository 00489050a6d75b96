import type { ApiClient } from '../client'
import type { CalendarAnswer, Reservation, ReservationListAnswer, SlotsAnswer, VisitProductAnswer } from '../store-types'

type GoodsLine = { goodsNo: string; itemNo?: string | null; buyQtt?: number }
export interface ReservationInput {
  storeNo: number
  rsvDate: string
  rsvTime: string
  purposeGroup: string
  purpose: string
  note?: string
  eyeTestYn?: 'Y' | 'N'
  goodsList?: GoodsLine[]
  channel?: 'ONLINE' | 'HOMESHOPPING'
  hsChannel?: string
  hsOrderNo?: string
  hsGoodsNm?: string
}
export type GuestReservationInput = ReservationInput & { guestName: string; mobile: string; certProof: string }
export interface GuestLookupInput {
  name: string
  mobile: string
  reservationNo: string
}

const R = '/api/v1/front/reservation'
export const reservationEndpoints = (api: ApiClient) => ({
  reservation: {
    slots: (storeNo: number, date: string) => api.get<SlotsAnswer>(`${R}/slots`, { storeNo, date }),
    calendar: (storeNo: number, month: string) => api.get<CalendarAnswer>(`${R}/calendar`, { storeNo, month }),
    visitProduct: (goodsList: GoodsLine[]) => api.post<VisitProductAnswer>(`${R}/visit/product`, { goodsList }),
    create: (body: ReservationInput) => api.post<Reservation>(R, body),
    list: (q: { status?: string; page?: number; rows?: number } = {}) => api.get<ReservationListAnswer>(`${R}/list`, q),
    visits: (q: { page?: number; rows?: number } = {}) => api.get<ReservationListAnswer>(`${R}/visits`, q),
    detail: (id: string) => api.get<Reservation>(`${R}/${encodeURIComponent(id)}`),
    change: (id: string, body: { rsvDate: string; rsvTime: string }) => api.put<Reservation>(`${R}/${encodeURIComponent(id)}`, body),
    cancel: (id: string) => api.post<Reservation>(`${R}/${encodeURIComponent(id)}/cancel`),
    guestCreate: (body: GuestReservationInput) => api.post<Reservation>(`${R}/guest`, body),
    guestLookup: (body: GuestLookupInput) => api.post<Reservation>(`${R}/guest/lookup`, body),
    guestCancel: (body: GuestLookupInput) => api.post<Reservation>(`${R}/guest/cancel`, body),
  },
})
