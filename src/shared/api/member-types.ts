/** Member answers (spec §3 member state field names). */
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
  lastChangeCode: string | null
  authFavorite: { favGoodsType: string }
  marketingAgree: { app: boolean; sms: boolean; email: boolean; kakao: boolean }
  snsLoginType: string | null
}
