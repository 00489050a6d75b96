import handler from '@tanstack/react-start/server-entry'
import { createApp } from './server/app'

/**
 * Worker entry: the Hono edge app; whatever is not API (or sandbox, or a generated image) goes to
 * TanStack Start's streaming SSR handler.
 */
const { app } = createApp({ ssr: (request) => handler.fetch(request) })

export default { fetch: app.fetch }
