import type { ApiClient } from '../client'
import type { LoginAnswer, MemberInfo } from '../member-types'

export const memberEndpoints = (api: ApiClient) => ({
  member: {
    login: (body: { loginId: string; password: string }) => api.post<LoginAnswer>('/v1/front/member/login/normal', body),
    logout: () => api.post<{ ok: true }>('/v1/front/member/logout'),
    info: () => api.get<MemberInfo>('/v1/front/member/info'),
  },
})
