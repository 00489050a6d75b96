/**
 * The chain's store system (ERP/POS) adapter — docs/store-system-protocol.md. The shop calls it to look up and link
 * store memberships (POST {base}/v1/memberships/lookup, /v1/memberships/link); the store system calls the shop back
 * with signed webhooks and till calls (src/server/api/store-system.ts). Real when STORE_SYSTEM_URL and
 * STORE_SYSTEM_SECRET are set; with SANDBOX=on and none set, the demo's sandbox store system (/__sandbox/pos).
 *
 * Transport rules: a call times out after STORE_TIMEOUT_MS; 5xx answers and timeouts/network errors are retried
 * (STORE_ATTEMPTS in all, backoff STORE_BACKOFF_MS × 3ⁿ) — a 4xx never is (the same request would be refused
 * again). Writes carry one idempotency key across every retry. A circuit breaker (state in D1, shared by every
 * isolate, given by the caller) opens after STORE_BREAKER_FAILURES failed calls in a row and fails fast for
 * STORE_BREAKER_OPEN_S seconds, so the shop keeps answering — with STORE_DOWN_MESSAGE — while the store system is down.
 */
import type { Env } from '../../env'
import { providerFetch } from '../transport'
import {
  SANDBOX_STORE_SECRET,
  signedHeaders,
  type StoreErrorBody,
  type StoreErrorCode,
  type StoreLinkAnswer,
  type StoreMatch,
} from './protocol'

export * from './protocol'

export const STORE_TIMEOUT_MS = 2500
export const STORE_ATTEMPTS = 3
export const STORE_BACKOFF_MS = 100
export const STORE_BREAKER_FAILURES = 3
export const STORE_BREAKER_OPEN_S = 30
/** What a member reads while the store system cannot be reached. */
export const STORE_DOWN_MESSAGE =
  '지금은 매장 시스템과 연결할 수 없어요. 온라인 쇼핑은 그대로 이용하실 수 있고, 잠시 후 다시 시도해 주세요.'

export const SANDBOX_STORE_BASE = 'https://sandbox.invalid/__sandbox/pos/api'

export function storeSystemConfig(env: Env): { base: string; secret: string } | null {
  if (env.STORE_SYSTEM_URL && env.STORE_SYSTEM_SECRET)
    return { base: env.STORE_SYSTEM_URL.replace(/\/+$/, ''), secret: env.STORE_SYSTEM_SECRET }
  return env.SANDBOX === 'on' ? { base: SANDBOX_STORE_BASE, secret: SANDBOX_STORE_SECRET } : null
}

/** The secret the store system's webhooks and till calls are signed with (null: not configured → 503). */
export function storeSystemSecret(env: Env): string | null {
  return env.STORE_SYSTEM_SECRET || (env.SANDBOX === 'on' ? SANDBOX_STORE_SECRET : null)
}

/** The breaker's state, kept by the caller (src/server/db/store-system.ts keeps it in D1). */
export interface StoreBreaker {
  /** Whether calls may go out now (closed, or open long enough to try one again). */
  allows(nowMs: number): Promise<boolean>
  success(): Promise<void>
  failure(nowMs: number): Promise<void>
}

export class StoreSystemError extends Error {
  constructor(
    /** down: unreachable, timed out, 5xx after retries, or the breaker is open · refused: a 4xx with its code. */
    readonly kind: 'down' | 'refused',
    readonly code: StoreErrorCode | 'BREAKER_OPEN' | 'TIMEOUT' | 'NETWORK',
    readonly status: number,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'StoreSystemError'
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export interface StoreSystemClient {
  lookup(q: { name: string; mobile: string; storeCode?: string | null }): Promise<StoreMatch[]>
  link(q: { storeMemberId: string; onlineMemberNo: number; name: string; mobile: string }, idempotencyKey: string): Promise<StoreLinkAnswer>
}

export function storeSystem(env: Env, breaker: StoreBreaker, opts: { backoffMs?: number; timeoutMs?: number } = {}): StoreSystemClient {
  const backoff = opts.backoffMs ?? STORE_BACKOFF_MS
  const timeout = opts.timeoutMs ?? STORE_TIMEOUT_MS
  async function post<T>(path: string, payload: Record<string, unknown>, idempotencyKey?: string): Promise<T> {
    const cfg = storeSystemConfig(env)
    if (!cfg) throw new StoreSystemError('down', 'UNAVAILABLE', 503, 'store system not configured')
    if (!(await breaker.allows(Date.now()))) throw new StoreSystemError('down', 'BREAKER_OPEN', 503, 'breaker open')
    const body = JSON.stringify(payload)
    let last: StoreSystemError | null = null
    for (let attempt = 0; attempt < STORE_ATTEMPTS; attempt++) {
      if (attempt) await sleep(backoff * 3 ** (attempt - 1))
      let res: Response
      try {
        res = await providerFetch(env)(`${cfg.base}${path}`, {
          method: 'POST',
          headers: await signedHeaders(cfg.secret, body, idempotencyKey),
          body,
          signal: AbortSignal.timeout(timeout),
        })
      } catch (e) {
        const timedOut = (e as Error)?.name === 'TimeoutError' || (e as Error)?.name === 'AbortError'
        last = new StoreSystemError('down', timedOut ? 'TIMEOUT' : 'NETWORK', 504, String(e))
        continue
      }
      const data = (await res.json().catch(() => null)) as (T & Partial<StoreErrorBody>) | null
      if (res.ok && data) {
        await breaker.success()
        return data
      }
      const err = data?.error
      if (res.status >= 500 || !data) {
        last = new StoreSystemError('down', err?.code ?? 'INTERNAL', res.status, err?.message ?? `store system answered ${res.status}`)
        continue
      }
      // A 4xx: the store system is up and refused this request; retrying would not change its answer.
      await breaker.success()
      const { code, message, ...detail } = err ?? { code: 'BAD_REQUEST' as const, message: `store system answered ${res.status}` }
      throw new StoreSystemError('refused', code, res.status, message, detail)
    }
    await breaker.failure(Date.now())
    throw last!
  }
  return {
    async lookup(q) {
      const a = await post<{ matches: StoreMatch[] }>('/v1/memberships/lookup', {
        type: 'membership.lookup',
        ...q,
        storeCode: q.storeCode ?? null,
      })
      return a.matches
    },
    link(q, key) {
      return post<StoreLinkAnswer>('/v1/memberships/link', { type: 'membership.link', ...q }, key)
    },
  }
}
