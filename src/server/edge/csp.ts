import type { MarketingConfig } from '~/shared/marketing'

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
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com'],
    img: ['https://www.google-analytics.com'],
  },
  naverAnalytics: { script: ['https://wcs.naver.net'], connect: ['https://wcs.naver.com'] },
  kakaoMap: {
    script: ['https://dapi.kakao.com', 'https://t1.daumcdn.net'],
    img: ['https://*.daumcdn.net', 'https://*.kakaocdn.net'],
    connect: ['https://dapi.kakao.com'],
  },
  daumPostcode: { script: ['https://t1.daumcdn.net', 'https://postcode.map.daum.net'], frame: ['https://postcode.map.daum.net'] },
  kakaoLogin: { script: ['https://t1.kakaocdn.net'], formAction: ['https://kauth.kakao.com'] },
  /** 카카오톡 공유 (product pages, when KAKAO_JS_KEY is set): Kakao's SDK; the share itself opens Kakao's own window. */
  kakaoShare: { script: ['https://t1.kakaocdn.net'] },
  naverLogin: { script: ['https://static.nid.naver.com'], formAction: ['https://nid.naver.com'] },
  appleLogin: { script: ['https://appleid.cdn-apple.com'], formAction: ['https://appleid.apple.com'] },
  inicis: {
    script: ['https://stdpay.inicis.com', 'https://stgstdpay.inicis.com'],
    frame: ['https://stdpay.inicis.com', 'https://stgstdpay.inicis.com', 'https://mobile.inicis.com'],
    formAction: ['https://stdpay.inicis.com', 'https://stgstdpay.inicis.com', 'https://mobile.inicis.com'],
  },
} satisfies Record<string, ThirdParty>

type Name = keyof typeof THIRD_PARTIES

/** Which SDKs a path needs, beyond the every-page scripts. */
export function thirdPartiesFor(path: string): Name[] {
  const names: Name[] = []
  if (path.startsWith('/davichstore') || path.startsWith('/mypage/mystore') || path === '/mypage/manageorder/storeinfo')
    names.push('kakaoMap')
  if (
    path === '/payment' ||
    path.startsWith('/products/payment') ||
    path.startsWith('/mypage/manageorder/account') ||
    path === '/account/editinfo' ||
    path.startsWith('/account/regist')
  )
    names.push('daumPostcode')
  if (path === '/payment' || path.startsWith('/payment/') || path.startsWith('/products/payment')) names.push('inicis')
  if (path.startsWith('/account/')) names.push('kakaoLogin', 'naverLogin', 'appleLogin')
  return names
}

/**
 * The fitting pages run the face-landmark model (src/shared/face-mesh-assets.ts): same-origin WASM
 * ('wasm-unsafe-eval') whose Emscripten bindings build their glue with `new Function` ('unsafe-eval' — there is
 * no build of the model without it), and model files the page downloaded itself with a progress bar, handed to the
 * model as blob: URLs (connect-src blob:). Only these pages; every other page keeps the strict policy.
 */
export const isFaceModelPage = (path: string) => /^\/mypage\/myfaceinfo\/(measure|tryon)\/?$/i.test(path)

/** Permissions-Policy: the camera only on the fitting pages (measure, try-on), geolocation and payment for the shop. */
export const permissionsPolicy = (path: string) =>
  `camera=(${isFaceModelPage(path) ? 'self' : ''}), microphone=(), geolocation=(self), payment=(self)`

/** A fresh CSP nonce (128 random bits, hex): one per answer, never reused. */
export const newNonce = () => crypto.randomUUID().replace(/-/g, '')

/** The marketing tags configured (src/shared/marketing.ts) add their origins to every page's CSP; none when unset. */
export function buildCsp(path: string, nonce: string, opts: { marketing?: MarketingConfig; kakaoShare?: boolean } = {}): string {
  const parts: ThirdParty[] = thirdPartiesFor(path).map((n) => THIRD_PARTIES[n])
  if (opts.kakaoShare && /^\/products\/G\d+/.test(path)) parts.push(THIRD_PARTIES.kakaoShare)
  // Script origin from the configured URL (a same-origin stand-in needs none beyond 'self').
  const scriptOf = (src: string) => (src.startsWith('https://') ? [new URL(src).origin] : [])
  const { gtm, naver } = opts.marketing ?? { gtm: null, naver: null }
  if (gtm) parts.push({ ...THIRD_PARTIES.tagManager, script: scriptOf(gtm.src) })
  if (naver) parts.push({ ...THIRD_PARTIES.naverAnalytics, script: scriptOf(naver.src) })
  const collect = (k: keyof ThirdParty) => [...new Set(parts.flatMap((p) => p[k] ?? []))]
  const list = (base: string[], k: keyof ThirdParty) => [...base, ...collect(k)].join(' ')
  const model = isFaceModelPage(path)
  return [
    `default-src 'self'`,
    `script-src ${list([`'self'`, `'nonce-${nonce}'`, ...(model ? [`'wasm-unsafe-eval'`, `'unsafe-eval'`] : [])], 'script')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list([`'self'`, 'data:', 'blob:'], 'img')}`,
    `font-src 'self' data:`,
    `connect-src ${list([`'self'`, ...(model ? ['blob:'] : [])], 'connect')}`,
    `frame-src ${list([`'self'`], 'frame')}`,
    `form-action ${list([`'self'`], 'formAction')}`,
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ')
}
