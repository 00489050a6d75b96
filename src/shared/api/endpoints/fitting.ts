import type { ApiClient } from '../client'
import type { FittingAnswer } from '../fitting-types'

const P = '/api/v1/front/fitting'

export const fittingEndpoints = (api: ApiClient) => ({
  fitting: {
    get: () => api.get<FittingAnswer>(P),
    agree: () => api.post<FittingAnswer>(`${P}/consent`),
    revoke: () => api.delete<FittingAnswer>(`${P}/consent`),
    remove: (sessionNo: number) => api.delete<FittingAnswer>(`${P}/sessions/${sessionNo}`),
  },
})
