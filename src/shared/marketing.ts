/**
 * Marketing tags (the product spec: a tag manager and a portal analytics script on every page), configured by
 * environment: `GTM_CONTAINER_ID` (Google Tag Manager, GTM-XXXXXXX) and `NAVER_ANALYTICS_ID` (Naver Analytics
 * `wa` key). Absent → nothing loads and the CSP names neither origin. `MARKETING_SCRIPT_BASE` points both at
 * another place (the demo's stand-ins under /__sandbox/marketing, used by `LH_MARKETING=1 npm run lighthouse` to
 * show what the tags cost). The browser loads them after the page is interactive (src/client/marketing.ts).
 */
export interface MarketingConfig {
  gtm: { id: string; src: string } | null
  naver: { id: string; src: string } | null
}

export interface MarketingEnv {
  GTM_CONTAINER_ID?: string
  NAVER_ANALYTICS_ID?: string
  MARKETING_SCRIPT_BASE?: string
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/
const WA_ID = /^[0-9a-zA-Z_]{4,32}$/
/** A same-origin path or an https origin (+ path), nothing that could carry script into an attribute. */
const BASE = /^(\/[A-Za-z0-9/_-]*|https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9/_-]*)?)$/

export function marketingConfig(env: MarketingEnv): MarketingConfig {
  const base = env.MARKETING_SCRIPT_BASE && BASE.test(env.MARKETING_SCRIPT_BASE) ? env.MARKETING_SCRIPT_BASE.replace(/\/$/, '') : null
  const gtm = env.GTM_CONTAINER_ID && GTM_ID.test(env.GTM_CONTAINER_ID) ? env.GTM_CONTAINER_ID : null
  const wa = env.NAVER_ANALYTICS_ID && WA_ID.test(env.NAVER_ANALYTICS_ID) ? env.NAVER_ANALYTICS_ID : null
  return {
    gtm: gtm ? { id: gtm, src: `${base ?? 'https://www.googletagmanager.com'}/gtm.js?id=${gtm}` } : null,
    naver: wa ? { id: wa, src: `${base ?? 'https://wcs.naver.net'}/wcslog.js` } : null,
  }
}
