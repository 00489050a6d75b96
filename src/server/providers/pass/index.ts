/**
 * Identity verification popups (PASS by the mobile carriers, KCB 휴대폰 본인확인, i-PIN). The popup
 * opens the provider's page with our transaction id and return URL; the provider answers to the return
 * URL with an encrypted result (encData) that the server opens and stores.
 * Real providers: PASS_SITE_CODE / KCB_CP_CODE / IPIN_SITE_CODE with their module keys. Their result
 * decryption needs the vendors' licensed modules, which are not part of this build; until configured,
 * the sandbox (/__sandbox/identity/<provider>/auth) speaks the same popup protocol.
 */
/** The identity verification providers this adapter speaks to. */
export type IdentityProviderName = 'pass' | 'kcb' | 'ipin'

export interface IdentityProviderEnv {
  PASS_SITE_CODE?: string
  KCB_CP_CODE?: string
  IPIN_SITE_CODE?: string
}

export function identityAuthUrl(env: IdentityProviderEnv, provider: IdentityProviderName, txId: string, returnUrl: string): string {
  const q = new URLSearchParams({ txId, returnUrl }).toString()
  const configured = provider === 'pass' ? env.PASS_SITE_CODE : provider === 'kcb' ? env.KCB_CP_CODE : env.IPIN_SITE_CODE
  if (configured) {
    // Real endpoints (request data is produced by the vendor module server-side).
    const base =
      provider === 'pass'
        ? 'https://nice.checkplus.co.kr/CheckPlusSafeModel/checkplus.cb'
        : provider === 'kcb'
          ? 'https://safe.ok-name.co.kr/CommonSvl'
          : 'https://cert.vno.co.kr/ipin.cb'
    return `${base}?${q}`
  }
  return `/__sandbox/identity/${provider}/auth?${q}`
}
