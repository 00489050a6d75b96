import type { D1Database, Queue, R2Bucket } from '@cloudflare/workers-types'

/** Bindings and variables of the Worker (wrangler.toml). Read per request, never at module scope. */
export interface Env {
  DB: D1Database
  /** Private uploads (R2): read back only through the API, by their owner. */
  FILES: R2Bucket
  /** Producer of the job queue (src/server/jobs/queue.ts): nightly and background work, consumed by queue(). */
  JOBS: Queue<unknown>
  /** "on" serves the provider sandboxes under /__sandbox/*; production sets "off". */
  SANDBOX?: string
  MARKET_NAME?: string
  /** When set, the API client calls this external backend instead of the in-process Hono app. */
  API_BASE_URL?: string
  /** Public origin for provider redirect URIs (e.g. https://shop.example.com). */
  PUBLIC_ORIGIN?: string
  // Real providers: each adapter uses the sandbox under /__sandbox/* while its keys are unset.
  KAKAO_CLIENT_ID?: string
  KAKAO_CLIENT_SECRET?: string
  NAVER_CLIENT_ID?: string
  NAVER_CLIENT_SECRET?: string
  APPLE_CLIENT_ID?: string
  SMS_APP_KEY?: string
  SMS_SECRET_KEY?: string
  SMS_SEND_NO?: string
  SMS_API_BASE?: string
  /** FCM HTTP v1 (push): project id and a service account's email and PKCS#8 private key. */
  FCM_PROJECT_ID?: string
  FCM_CLIENT_EMAIL?: string
  FCM_PRIVATE_KEY?: string
  PASS_SITE_CODE?: string
  KCB_CP_CODE?: string
  IPIN_SITE_CODE?: string
  /** base64 of 32 bytes: AES-GCM key for CI/DI at rest (required when SANDBOX is off). */
  IDENTITY_KEY?: string
  INICIS_MID?: string
  INICIS_SIGNKEY?: string
  INICIS_APIKEY?: string
  INICIS_STDPAY_URL?: string
  INICIS_API_URL?: string
  KAKAO_MAP_KEY?: string
  /**
   * Kakao JavaScript key (public by design: Kakao limits it to the site's registered domains): with it the product
   * page offers 카카오톡 공유 (Kakao's share SDK); unset → no KakaoTalk button (the phone's share sheet and 링크 복사 remain).
   */
  KAKAO_JS_KEY?: string
  /** The logistics centre's dispatch notices (src/server/providers/wms): the shared HMAC secret. */
  WMS_NOTICE_SECRET?: string
  /** The logistics centre's booking API (return pickups, exchange reshipments); unset + SANDBOX=on → /__sandbox/wms. */
  WMS_API_BASE?: string
  /** The chain's store system (src/server/providers/store-system): its API base URL and the shared HMAC secret. */
  STORE_SYSTEM_URL?: string
  STORE_SYSTEM_SECRET?: string
  /** Marketing tags (src/shared/marketing.ts): absent → none load and the CSP names neither. */
  GTM_CONTAINER_ID?: string
  NAVER_ANALYTICS_ID?: string
  MARKETING_SCRIPT_BASE?: string
  /** Naver Search Advisor's site verification token (the naver-site-verification meta on every page). */
  NAVER_SITE_VERIFICATION?: string
  /** Error tracker (@sentry/cloudflare): off unless set. */
  SENTRY_DSN?: string
  /** Share of page views (0–1) whose web vitals the browser reports to /api/v1/front/vitals (default 0.1). */
  VITALS_SAMPLE_RATE?: string
}

export interface AppVariables {
  requestId: string
  /** Kiosk store code from the x-store-code header or the storeCode cookie ('0000' when absent). */
  storeCode: string
}

export type AppEnv = { Bindings: Env; Variables: AppVariables }

/** Our public origin, for provider redirect URIs: PUBLIC_ORIGIN, or the origin the request came to. */
export const publicOrigin = (env: Env, requestUrl: string) => env.PUBLIC_ORIGIN ?? new URL(requestUrl).origin

/** The Kakao JavaScript key for 카카오톡 공유, or null (no KakaoTalk button, no Kakao SDK in the CSP). */
export const kakaoJsKey = (env: Env) => env.KAKAO_JS_KEY?.trim() || null
