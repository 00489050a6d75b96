/**
 * Client stand-in for TanStack Start's ServerFunctionSerializationAdapter (aliased in vite.config.ts, client
 * build only). The shop has no server functions (its API is the Hono app, reached through one typed client),
 * yet Start's hydration registers an adapter that would turn a dehydrated server-function reference into an
 * RPC caller — which pulls the server-function fetcher, its frame decoder and seroval's JSON (de)serializer
 * into the entry chunk every page downloads (≈ 5 KB gzip). Same key and test, so a reference (there are none)
 * is still recognised; turning one into a caller fails loudly instead of silently doing nothing.
 */
import { createSerializationAdapter } from '@tanstack/router-core'

const TSS_SERVER_FUNCTION = Symbol.for('TSS_SERVER_FUNCTION')

export const ServerFunctionSerializationAdapter = createSerializationAdapter({
  key: '$TSS/serverfn',
  test: (v: unknown): v is never =>
    typeof v === 'function' && TSS_SERVER_FUNCTION in v && !!(v as unknown as Record<symbol, unknown>)[TSS_SERVER_FUNCTION],
  toSerializable: () => {
    throw new Error('server functions are not used in this app')
  },
  fromSerializable: (): never => {
    throw new Error('server functions are not used in this app')
  },
})
