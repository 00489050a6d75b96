import type { ApiClient } from '../client'
import type { FaceInfoAnswer, FaceMeasurementAnswer, FaceRecommendAnswer, FaceShareAnswer } from '../face-types'
import type { FaceInfoBody, FaceMeasurementBody } from '../../schemas/face'

const P = '/api/v1/front/face'

export const faceEndpoints = (api: ApiClient) => ({
  face: {
    info: () => api.get<FaceInfoAnswer>(`${P}/info`),
    save: (body: FaceInfoBody) => api.put<FaceInfoAnswer>(`${P}/info`, body),
    measurement: () => api.get<FaceMeasurementAnswer>(`${P}/measurement`),
    saveMeasurement: (body: FaceMeasurementBody) => api.post<FaceMeasurementAnswer>(`${P}/measurement`, body),
    recommend: () => api.get<FaceRecommendAnswer>(`${P}/recommend`),
    share: (showNickname: boolean) => api.post<FaceInfoAnswer>(`${P}/share`, { showNickname }),
    revoke: () => api.delete<FaceInfoAnswer>(`${P}/share`),
    shared: (token: string) => api.get<FaceShareAnswer>(`${P}/share/${encodeURIComponent(token)}`),
  },
})
