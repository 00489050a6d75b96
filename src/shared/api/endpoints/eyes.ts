import type { ApiClient } from '../client'
import type { ContactSupplyAnswer, EyeRecord, EyeRecordListAnswer, LensOptionsAnswer } from '../eyes-types'

const P = '/api/v1/front/eyes'

export const eyesEndpoints = (api: ApiClient) => ({
  eyes: {
    records: () => api.get<EyeRecordListAnswer>(`${P}/records`),
    latest: () => api.get<{ record: EyeRecord | null }>(`${P}/records/latest`),
    record: (recordNo: number) => api.get<EyeRecord>(`${P}/records/${recordNo}`),
    /** multipart: the prescription's fields plus `file`. */
    uploadPrescription: (form: FormData) => api.post<EyeRecord>(`${P}/records`, form),
    contactSupply: () => api.get<ContactSupplyAnswer>(`${P}/contact-supply`),
    lensOptions: () => api.get<LensOptionsAnswer>(`${P}/lens-options`),
    remove: (recordNo: number) => api.delete<{ ok: true }>(`${P}/records/${recordNo}`),
  },
})
