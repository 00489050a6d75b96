import { NETWORK_ERROR, type ApiResult } from './result'

type Domains = Record<string, Record<string, (...args: never[]) => Promise<ApiResult<unknown>>>>

/**
 * A stand-in for the typed endpoints whose transport loads on the first call: `api.goods.list(q)` awaits
 * `load()` once (a dynamic import in the browser, so the HTTP library and the endpoint tables are not part of
 * a page's initial JS) and then makes the real call. Every endpoint is an async function grouped by domain,
 * so the stand-in has the same type. Keeps the client's contract: when the code cannot be loaded (offline,
 * a new deployment removed the chunk) the call answers the network error instead of throwing.
 */
export function lazyEndpoints<E extends Domains>(load: () => Promise<E>): E {
  let loading: Promise<E> | undefined
  const real = () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined
      throw e
    }))
  const domains = new Map<string, unknown>()
  const domainProxy = (domain: string) =>
    new Proxy(
      {},
      {
        get: (_, method) =>
          typeof method !== 'string' || method === 'then'
            ? undefined
            : async (...args: never[]) => {
                let e: E
                try {
                  e = await real()
                } catch {
                  return { ok: false, status: 0, error: NETWORK_ERROR } satisfies ApiResult<never>
                }
                return e[domain]![method]!(...args)
              },
      },
    )
  return new Proxy({} as E, {
    get: (_, domain) => {
      if (typeof domain !== 'string' || domain === 'then') return undefined
      if (!domains.has(domain)) domains.set(domain, domainProxy(domain))
      return domains.get(domain)
    },
  })
}
