import type { D1Database } from '@cloudflare/workers-types'
import type { MemberInfo } from '../../shared/api/member-types'

export interface MemberRow {
  member_no: number
  login_id: string
  password_hash: string | null
  member_nm: string
  gender: 'M' | 'F' | null
  birth: string
  email: string | null
  mobile: string | null
  nick_name: string | null
  my_store_code: string | null
  online_card_no: string | null
  integration_member_gb_nm: string
  auth_role: 'ROLE_USER' | 'ROLE_STORE'
  store_code: string | null
  fav_goods_type: string
  eye_style: string | null
  face_style: string | null
  face_width: number | null
  status: 'ACTIVE' | 'DORMANT' | 'WITHDRAWN'
  mkt_app_yn: string
  mkt_sms_yn: string
  mkt_email_yn: string
  mkt_kakao_yn: string
  failed_login_count: number
  locked_until: string | null
}

export const memberByLoginId = (db: D1Database, loginId: string) =>
  db.prepare(`SELECT * FROM members WHERE login_id = ?1 AND status <> 'WITHDRAWN'`).bind(loginId).first<MemberRow>()

export const memberByNo = (db: D1Database, memberNo: number) =>
  db.prepare('SELECT * FROM members WHERE member_no = ?1').bind(memberNo).first<MemberRow>()

export function toMemberInfo(m: MemberRow, snsLoginType: string | null = null): MemberInfo {
  return {
    id: m.login_id,
    memberNo: m.member_no,
    loginId: m.login_id,
    userName: m.member_nm,
    userGender: m.gender,
    birth: m.birth,
    birthyear: m.birth.slice(0, 4),
    userEmail: m.email,
    userMobile: m.mobile,
    nickName: m.nick_name,
    myStoreCode: m.my_store_code,
    onlineCardNo: m.online_card_no,
    integrationMemberGbNm: m.integration_member_gb_nm,
    authRole: m.auth_role,
    authGbCd: m.auth_role === 'ROLE_STORE' ? 'S' : 'U',
    storeCode: m.store_code,
    eyeCode: !!m.eye_style,
    faceCode: !!m.face_style,
    faceWidth: m.face_width,
    lastChangeCode: null,
    authFavorite: { favGoodsType: m.fav_goods_type || '01' },
    marketingAgree: {
      app: m.mkt_app_yn === 'Y',
      sms: m.mkt_sms_yn === 'Y',
      email: m.mkt_email_yn === 'Y',
      kakao: m.mkt_kakao_yn === 'Y',
    },
    snsLoginType,
  }
}
