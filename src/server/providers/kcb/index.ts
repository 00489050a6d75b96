/** KCB 휴대폰 본인확인: same popup protocol as ../pass (identityAuthUrl with provider 'kcb'); env KCB_CP_CODE. */
export { identityAuthUrl } from '../pass'
