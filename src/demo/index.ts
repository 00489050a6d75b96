/**
 * What only a local or demo shop runs, apart from production code (which never imports this folder;
 * ESLint enforces it): the provider sandboxes, the generated catalogue images and the seed generator
 * (src/demo/seed, loaded by scripts/seed.mjs and the tests, never by the Worker).
 *
 * The Worker entry (src/server.ts) hands this module to createApp as a lazy import; it is loaded on the
 * first /img/* or /__sandbox/* request or provider call, and only when SANDBOX=on.
 */
export { imageResponse } from './images'
/** Found by scripts/check-bundle.mjs in any Worker bundle that carries the demo shop (never in production). */
export const DEMO_BUNDLE_MARKER = 'davich-demo-shop-bundle'
export { sandboxApp, sandboxTransport } from './sandbox'
