import { captureException, withSentry } from '@sentry/cloudflare'
import type { Env } from './env'

/**
 * The error tracker: Sentry's Workers SDK, on only when SENTRY_DSN is set. Each handler of the Worker (fetch,
 * scheduled, queue…) goes through Sentry's wrapper when the DSN is there and straight to the shop otherwise — no
 * tracker code on a request's path while it is off. Events carry the request id as a tag; no personal data.
 */
type Handler = (first: any, env: Env, ctx: any) => unknown
type Handlers = Record<string, Handler>

export function withErrorTracker<H extends Handlers>(worker: H): H {
  // Sentry wraps the handlers of the object it is given in place (and proxies `env`, timing and rewriting every
  // D1 statement): it gets a copy, so the shop's own handlers stay untouched for the path without a DSN.
  const tracked = withSentry<Env>(
    (env) => ({ dsn: env.SENTRY_DSN, environment: env.SANDBOX === 'on' ? 'sandbox' : 'production', sendDefaultPii: false }),
    { ...worker } as never,
  ) as unknown as Handlers
  const out: Handlers = {}
  for (const [name, fn] of Object.entries(worker)) {
    out[name] = (first, env, ctx) => (env?.SENTRY_DSN ? (tracked[name] as Handler)(first, env, ctx) : fn.call(worker, first, env, ctx))
  }
  return out as H
}

/** Reports an error the shop handled (a logged 500, a browser's report) when the tracker is on. */
export function reportError(env: Env, error: unknown, requestId: string, extra?: Record<string, string>) {
  if (!env.SENTRY_DSN) return
  captureException(error, { tags: { requestId, ...extra } })
}
