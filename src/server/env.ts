import type { D1Database } from '@cloudflare/workers-types'

/** Bindings and variables of the Worker (wrangler.toml). Read per request, never at module scope. */
export interface Env {
  DB: D1Database
  /** "on" serves the provider sandboxes under /__sandbox/*; production sets "off". */
  SANDBOX?: string
  MARKET_NAME?: string
  /** When set, the API client calls this external backend instead of the in-process Hono app. */
  API_BASE_URL?: string
}

export interface AppVariables {
  requestId: string
  /** Kiosk store code from the x-store-code header or the storeCode cookie ('0000' when absent). */
  storeCode: string
}

export type AppEnv = { Bindings: Env; Variables: AppVariables }
