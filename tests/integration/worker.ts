// Test entry for the workers pool: the Hono app without TanStack Start (its virtual modules cannot load here).
import { createApp } from '../../src/server/app'

const { app } = createApp({ demo: () => import('../../src/demo') })
export default { fetch: app.fetch }
