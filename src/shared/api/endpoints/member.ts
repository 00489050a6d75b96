import type * as v from 'valibot'
import type { IntegrationAnswer } from '../store-system-types'
import type {
  findIdBody,
  integrationBody,
  pushBody,
  registerBody,
  resetPasswordBody,
  restoreBody,
  updateInfoBody,
} from '../../schemas/member'
import type { ApiClient } from '../client'
import type {
  CertSendAnswer,
  CertValidAnswer,
  DupAnswer,
  FindIdAnswer,
  IdentityAnswer,
  IdentityStartAnswer,
  LoginAnswer,
  MemberInfo,
  OAuthTokenAnswer,
  SnsLoginAnswer,
} from '../member-types'

/** What a hook sends is what the route's schema takes (tests/types/contract.ts checks the 'body' rows). */
type In<T extends v.GenericSchema> = v.InferInput<T>
const M = '/v1/front/member'

export const memberEndpoints = (api: ApiClient) => ({
  member: {
    login: (body: { loginId: string; password: string }) => api.post<LoginAnswer>(`${M}/login/normal`, body),
    loginSns: (body: { type: string; accessToken: string; storeCode?: string }) => api.post<SnsLoginAnswer>(`${M}/login/sns`, body),
    loginVerify: (body: { identityTxId: string }) => api.post<LoginAnswer>(`${M}/login/verify`, body),
    logout: () => api.post<{ ok: true }>(`${M}/logout`),
    info: () => api.get<MemberInfo>(`${M}/info`),
    register: (body: In<typeof registerBody>) => api.post<LoginAnswer>(`${M}/register`, body),
    registerSns: (body: Record<string, unknown>) => api.post<LoginAnswer & { registered: true }>(`${M}/register/sns`, body),
    checkDupId: (loginId: string) => api.get<DupAnswer>(`${M}/checkdupid`, { loginId }),
    checkDupMobile: (mobile: string) => api.get<DupAnswer>(`${M}/checkdupmobile`, { mobile }),
    checkDupEmail: (email: string) => api.get<DupAnswer>(`${M}/checkdupemail`, { email }),
    checkDupNickName: (nickName: string) => api.get<DupAnswer>(`${M}/checkdupnickname`, { nickName }),
    sendCert: (mobile: string, title: string) => api.post<CertSendAnswer>(`${M}/send/sms/certify`, {}, { mobile, title }),
    validCert: (mobile: string, certifyKey: string) => api.post<CertValidAnswer>(`${M}/send/sms/certify/valid`, {}, { mobile, certifyKey }),
    updatePush: (body: In<typeof pushBody>) =>
      api.put<{ marketingAgree: MemberInfo['marketingAgree']; push: boolean }>(`${M}/update/push`, body),
    updateInfo: (body: In<typeof updateInfoBody>) => api.put<MemberInfo>(`${M}/update/info`, body),
    restore: (body: In<typeof restoreBody>) => api.post<LoginAnswer>(`${M}/restore`, body),
    restoreSns: (body: Record<string, unknown>) => api.post<LoginAnswer>(`${M}/restore/sns`, body),
    updateLoginVerify: (body: { identityTxId: string; memberNo: number }) => api.post<{ ok: true }>(`${M}/update/login-verify`, body),
    findId: (body: In<typeof findIdBody>) => api.post<FindIdAnswer>(`${M}/find/id`, body),
    resetPassword: (body: In<typeof resetPasswordBody>) => api.post<{ ok: true }>(`${M}/find/password`, body),
    withdraw: (body: Record<string, unknown>) => api.post<{ ok: true }>(`${M}/withdraw`, body),
    integration: (body: In<typeof integrationBody>) => api.post<IntegrationAnswer>(`${M}/integration`, body),
    oauthToken: (body: { type: string; state: string; code?: string }) => api.post<OAuthTokenAnswer>(`${M}/oauth/token`, body),
    identityStart: (body: { provider: string; purpose?: string }) => api.post<IdentityStartAnswer>(`${M}/identity/start`, body),
    identityComplete: (body: { txId: string; encData: string }) => api.post<IdentityAnswer>(`${M}/identity/complete`, body),
  },
})
