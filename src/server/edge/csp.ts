/**
 * Content-Security-Policy per page: exactly the third-party origins a page needs (the maps,
 * postcode, login and payment SDKs load only on the pages that use them; the tag manager and portal
 * analytics everywhere, when configured). Inline scripts are allowed only with the per-request nonce.
 */
export interface ThirdParty {
  script?: string[]
  connect?: string[]
  frame?: string[]
  img?: string[]
  formAction?: string[]
}

export const THIRD_PARTIES = {
  tagManager: { script: ['https://www.googletagmanager.com'], connect: ['https://www.google-analytics.com'], img: ['https://www.google-analytics.com'] },
  naverAnalytics: { script: ['https://wcs.naver.net'], connect: ['https://wcs.naver.com'] },
  kakaoMap: { script: ['https://dapi.kakao.com', 'https://t1.daumcdn.net'], img: ['https://*.daumcdn.net', 'https://*.kakaocdn.net'], connect: ['https://dapi.kakao.com'] },
  daumPostcode: { script: ['https://t1.daumcdn.net', 'https://postcode.map.daum.net'], frame: ['https://postcode.map.daum.net'] },
  kakaoLogin: { script: ['https://t1.kakaocdn.net'], formAction: ['https://kauth.kakao.com'] },
  naverLogin: { script: ['https://static.nid.naver.com'], formAction: ['https://nid.naver.com'] },
  appleLogin: { script: ['https://appleid.cdn-apple.com'], formAction: ['https://appleid.apple.com'] },
  inicis: { script: ['https://stdpay.inicis.com', 'https://stgstdpay.inicis.com'], frame: ['https://stdpay.inicis.com', 'https://stgstdpay.inicis.com', 'https://mobile.inicis.com'], formAction: ['https://stdpay.inicis.com', 'https://stgstdpay.inicis.com', 'https://mobile.inicis.com'] },
} satisfies Record<string, ThirdParty>

type Name = keyof typeof THIRD_PARTIES

/** Which SDKs a path needs, beyond the every-page scripts. */
export function thirdPartiesFor(path: string): Name[] {
  const names: Name[] = []
  if (path.startsWith('/davichstore') || path.startsWith('/mypage/mystore') || path === '/mypage/manageorder/storeinfo') names.push('kakaoMap')
  if (path === '/payment' || path.startsWith('/products/payment') || path.startsWith('/mypage/manageorder/account') || path === '/account/editinfo' || path.startsWith('/account/regist'))
    names.push('daumPostcode')
  if (path === '/payment' || path.startsWith('/payment/') || path.startsWith('/products/payment')) names.push('inicis')
  if (path.startsWith('/account/')) names.push('kakaoLogin', 'naverLogin', 'appleLogin')
  return names
}

/** A fresh CSP nonce (128 random bits, hex): one per answer, never reused. */
export const newNonce = () => crypto.randomUUID().replace(/-/g, '')

export function buildCsp(path: string, nonce: string, opts: { analytics: boolean }): string {
  const parts: ThirdParty[] = thirdPartiesFor(path).map((n) => THIRD_PARTIES[n])
  if (opts.analytics) parts.push(THIRD_PARTIES.tagManager, THIRD_PARTIES.naverAnalytics)
  const collect = (k: keyof ThirdParty) => [...new Set(parts.flatMap((p) => p[k] ?? []))]
  const list = (base: string[], k: keyof ThirdParty) => [...base, ...collect(k)].join(' ')
  return [
    `default-src 'self'`,
    `script-src ${list([`'self'`, `'nonce-${nonce}'`], 'script')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list([`'self'`, 'data:', 'blob:'], 'img')}`,
    `font-src 'self' data:`,
    `connect-src ${list([`'self'`], 'connect')}`,
    `frame-src ${list([`'self'`], 'frame')}`,
    `form-action ${list([`'self'`], 'formAction')}`,
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ')
}
