import type { ApiClient } from '../client'
import type { FamilyAcceptAnswer, FamilyAnswer, FamilyInviteAnswer, FamilyInvitePreview, FamilyReceiptAnswer } from '../family-types'
import type { FamilyAcceptBody, FamilyInviteBody } from '../../schemas/family'

const P = '/api/v1/front/family'

export const familyEndpoints = (api: ApiClient) => ({
  family: {
    list: () => api.get<FamilyAnswer>(P),
    invite: (body: FamilyInviteBody) => api.post<FamilyInviteAnswer>(`${P}/invites`, body),
    cancelInvite: (inviteNo: number) => api.delete<FamilyAnswer>(`${P}/invites/${inviteNo}`),
    preview: (code: string) => api.get<FamilyInvitePreview>(`${P}/invitation/${encodeURIComponent(code)}`),
    accept: (body: FamilyAcceptBody) => api.post<FamilyAcceptAnswer>(`${P}/accept`, body),
    remove: (memberNo: number) => api.delete<FamilyAnswer>(`${P}/members/${memberNo}`),
    leave: () => api.post<FamilyAnswer>(`${P}/leave`, {}),
    receipt: (year: number) => api.get<FamilyReceiptAnswer>(`${P}/receipt`, { year: String(year) }),
  },
})
