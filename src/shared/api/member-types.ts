import type { DormancyData } from '../member-state'
/** Member answers (the member-state field names the product spec lists: authToken, authRole, loginId …). */
export type AuthRole = 'ROLE_GUEST' | 'ROLE_USER' | 'ROLE_STORE'

export interface LoginAnswer {
  /** Only /login/native (the app) receives the token; the web keeps it in the HttpOnly cookie. */
  token: string | null
  roles: AuthRole[]
  memberNo: number
}

export interface MemberInfo {
  id: string
  memberNo: number
  loginId: string
  userName: string
  userGender: 'M' | 'F' | null
  birth: string
  birthyear: string
  userEmail: string | null
  userMobile: string | null
  nickName: string | null
  myStoreCode: string | null
  onlineCardNo: string | null
  integrationMemberGbNm: string
  authRole: Exclude<AuthRole, 'ROLE_GUEST'>
  authGbCd: string
  storeCode: string | null
  eyeCode: boolean
  faceCode: boolean
  faceWidth: number | null
  /** 'PASSWORD' when the password has not changed for 90 days (src/shared/member-state.ts), else null. */
  lastChangeCode: 'PASSWORD' | null
  /** When the account turns dormant (a year after the last sign-in), or since when it is. */
  dormancyData: DormancyData
  authFavorite: { favGoodsType: string }
  marketingAgree: { app: boolean; sms: boolean; email: boolean; kakao: boolean }
  snsLoginType: string | null
}

/** login/sns: a linked account signs in; an unknown one gets a sign-up ticket for /account/moreinfo/{type}. */
export type SnsLoginAnswer =
  | (LoginAnswer & { registered: true })
  | {
      registered: false
      snsTicket: string
      type: 'kakao' | 'naver' | 'apple'
      email: string | null
      name: string | null
      mobile: string | null
    }

export interface DupAnswer {
  duplicated: boolean
}
export interface CertSendAnswer {
  sent: true
  expiresIn: number
}
export interface CertValidAnswer {
  valid: true
  certProof: string
}
export interface FindIdAnswer {
  /** Masked login ids (e.g. mem***01) with the sign-up date (YYYY.MM.DD). */
  accounts: { loginId: string; regDate: string; sns: string[] }[]
}
export interface IdentityStartAnswer {
  txId: string
  authUrl: string
}
export interface IdentityAnswer {
  txId: string
  name: string
  birth: string
  gender: 'M' | 'F'
  /** The verified mobile (the person's own; shown masked on screen). */
  mobile: string
  /** Whether a member with this identity exists already. */
  registered: boolean
  under14: boolean
}
export interface OAuthTokenAnswer {
  accessToken: string
  returnUrl: string | null
  storeCode: string | null
}
