/**
 * The transport every provider adapter speaks its real protocol through: a `fetch`-shaped function.
 * Requests go to the network, except calls to the demo sandboxes (a URL whose path starts with
 * /__sandbox/): those stay inside this Worker (a Worker cannot reliably fetch its own origin, and tests
 * and the offline demo have no network) — but only when SANDBOX=on and the entry registered the
 * sandboxes (src/server.ts registers src/demo; production code never imports it).
 */
import type { Env } from '../env'

/** Answers a request addressed to /__sandbox/<provider>/… in-process. */
export type SandboxTransport = (req: Request, env: Env) => Promise<Response>

export const SANDBOX_PREFIX = '/__sandbox/'

let sandboxTransport: SandboxTransport | null = null

/** Called by the entry with the demo's sandboxes (or null to unregister, e.g. in a test). */
export function registerSandboxTransport(transport: SandboxTransport | null) {
  sandboxTransport = transport
}

/** Whether this request should be answered by the demo sandboxes instead of the network. */
export function isSandboxUrl(url: string | URL): boolean {
  try {
    return new URL(url).pathname.startsWith(SANDBOX_PREFIX)
  } catch {
    return false
  }
}

/** The transport of provider calls for this environment (see the module comment). */
export function providerFetch(env: Env): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init)
    if (!isSandboxUrl(req.url)) return fetch(req)
    if (env.SANDBOX !== 'on' || !sandboxTransport) {
      return Promise.resolve(new Response('sandbox unavailable', { status: 503 }))
    }
    return sandboxTransport(req, env)
  }) as typeof fetch
}

/**
 * The Worker itself, for a sandbox that plays a provider calling the shop (a gateway's deposit notice):
 * registered by the app, used only by src/demo sandboxes.
 */
export type AppTransport = (req: Request, env: Env) => Promise<Response>
let appTransport: AppTransport | null = null
export function registerAppTransport(transport: AppTransport | null) {
  appTransport = transport
}
export function shopFetch(env: Env): AppTransport {
  return (req) => (appTransport ? appTransport(req, env) : Promise.resolve(new Response('shop unavailable', { status: 503 })))
}
