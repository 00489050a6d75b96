import type { ApiClient } from '../client'
import type {
  KioskCheckinAnswer,
  KioskIdentifyAnswer,
  KioskSessionAnswer,
  KioskStartAnswer,
  MyQueueAnswer,
  OwnerFaceInfoAnswer,
  OwnerDashboard,
  OwnerOrderDetail,
  OwnerOrderListAnswer,
  OwnerReservation,
  QueueEntry,
} from '../store-owner-types'

export type OwnerOrderQuery = {
  kind?: 'pickup' | 'booking'
  from?: string
  to?: string
  keyword?: string
  page?: number
}

const S = '/api/v1/front/mypagestore'
const K = '/api/v1/front/kiosk'
export const storeOwnerEndpoints = (api: ApiClient) => ({
  storeOwner: {
    dashboard: () => api.get<OwnerDashboard>(`${S}/dashboard`),
    orders: (q: OwnerOrderQuery) => api.get<OwnerOrderListAnswer>(`${S}/orders`, q),
    order: (ordNo: string) => api.get<OwnerOrderDetail>(`${S}/orders/${encodeURIComponent(ordNo)}`),
    pickupStep: (ordNo: string, action: 'ready' | 'pickup' | 'noshow') =>
      api.post<OwnerOrderDetail>(`${S}/orders/${encodeURIComponent(ordNo)}/${action}`, {}),
    markReservation: (reservationNo: string, action: 'visit' | 'noshow') =>
      api.post<OwnerReservation>(`${S}/reservations/${encodeURIComponent(reservationNo)}/${action}`, {}),
    eyeExam: (reservationNo: string, exam: Record<string, string | number | null>) =>
      api.post<OwnerReservation>(`${S}/reservations/${encodeURIComponent(reservationNo)}/eyeexam`, exam),
    faceInfo: () => api.get<OwnerFaceInfoAnswer>(`${S}/faceinfo`),
    queue: () => api.get<{ today: string; queue: QueueEntry[] }>(`${S}/queue`),
    receiveReturn: (claimNo: number) => api.post<unknown>(`${S}/claims/${claimNo}/receive`, { seen: 'REQUESTED' }),
    moveQueue: (queueNo: number, from: string, to: string) => api.post<QueueEntry>(`${S}/queue/${queueNo}/state`, { from, to }),
    startKiosk: (deviceName: string) => api.post<KioskStartAnswer>(`${S}/kiosk/start`, { deviceName }),
    revokeKiosk: (deviceNo: number) => api.post<{ deviceNo: number }>(`${S}/kiosk/devices/${deviceNo}/revoke`, {}),
  },
  kiosk: {
    session: () => api.get<KioskSessionAnswer>(`${K}/session`),
    identify: (mobile: string, certifyKey: string) => api.post<KioskIdentifyAnswer>(`${K}/identify`, { mobile, certifyKey }),
    checkin: (body: { mobile: string; certProof: string; reservationNo?: string; purpose?: string; answers?: string[] }) =>
      api.post<KioskCheckinAnswer>(`${K}/checkin`, body),
    myQueue: () => api.get<MyQueueAnswer>(`${K}/myqueue`),
  },
})
