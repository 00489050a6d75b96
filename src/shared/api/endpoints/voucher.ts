import type { ApiClient } from '../client'
import type { VoucherListAnswer, VoucherMoveAnswer, VoucherOrderAnswer } from '../voucher-types'
import type { VoucherOrderBody, VoucherSendBody } from '../../schemas/voucher'

const P = '/api/v1/front/voucher'

export const voucherEndpoints = (api: ApiClient) => ({
  voucher: {
    list: () => api.get<VoucherListAnswer>(P),
    order: (body: VoucherOrderBody) => api.post<VoucherOrderAnswer>(`${P}/order`, body),
    send: (ordNo: string, body: VoucherSendBody) => api.post<VoucherMoveAnswer>(`${P}/${ordNo}/send`, body),
    resend: (ordNo: string) => api.post<VoucherMoveAnswer>(`${P}/${ordNo}/resend`, {}),
    keep: (ordNo: string) => api.post<VoucherMoveAnswer>(`${P}/${ordNo}/keep`, {}),
  },
})
