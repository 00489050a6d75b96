import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { FACE_MESH_BASE, FACE_MESH_FILES, FACE_MESH_VERSION } from './src/shared/face-mesh-assets.ts'

/**
 * The shop has no server functions: in the browser build, Start's server-function adapter is replaced by
 * src/client/build/no-server-functions.ts so the RPC fetcher and seroval's JSON codec stay out of the entry.
 */
function noServerFunctionsInClient(): Plugin {
  const stub = fileURLToPath(new URL('./src/client/build/no-server-functions.ts', import.meta.url))
  return {
    name: 'davich:no-server-functions-in-client',
    enforce: 'pre',
    applyToEnvironment: (env) => env.name === 'client',
    resolveId(source, importer) {
      if (source === './ServerFunctionSerializationAdapter.js' && importer?.includes('/start-client-core/')) return stub
    },
  }
}

/**
 * The fitting pages' face-landmark model (src/shared/face-mesh-assets.ts): its files are copied from node_modules
 * into the client build under FACE_MESH_BASE (served by the dev server from there too), so they come from the
 * shop's own origin. The build fails when the installed package is not the pinned version.
 */
function faceMeshAssets(): Plugin {
  const dir = dirname(createRequire(import.meta.url).resolve('@mediapipe/face_mesh/package.json'))
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version
  const types: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm' }
  return {
    name: 'davich:face-mesh-assets',
    applyToEnvironment: (env) => env.name === 'client',
    buildStart() {
      if (version !== FACE_MESH_VERSION) this.error(`@mediapipe/face_mesh ${version} installed, ${FACE_MESH_VERSION} pinned`)
    },
    generateBundle() {
      for (const f of FACE_MESH_FILES)
        this.emitFile({ type: 'asset', fileName: `${FACE_MESH_BASE.slice(1)}${f}`, source: readFileSync(join(dir, f)) })
    },
    configureServer(server) {
      server.middlewares.use(FACE_MESH_BASE, (req, res, next) => {
        const f = (req.url ?? '').replace(/^\//, '').split('?')[0]
        if (!(FACE_MESH_FILES as readonly string[]).includes(f)) return next()
        res.setHeader('content-type', types[f.split('.').pop()!] ?? 'application/octet-stream')
        res.end(readFileSync(join(dir, f)))
      })
    },
  }
}

// Identifies this build in the edge page cache's keys (src/server/edge/page-cache.ts).
const buildId = Date.now().toString(36)

/**
 * The production build (`CLOUDFLARE_ENV=production`, docs/deploy.md): wrangler.toml's [env.production] and no
 * demo shop — the entry's lazy import of src/demo is compiled out (__DEMO__ false), and the build fails if any
 * module under src/demo still reaches the Worker bundle. The demo's SVG images are never served there.
 */
const production = process.env.CLOUDFLARE_ENV === 'production'
function noDemoInProduction(): Plugin {
  return {
    name: 'davich:no-demo-in-production',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'ssr',
    generateBundle(_, bundle) {
      const demo = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? c.moduleIds.filter((id) => /\/src\/demo\//.test(id)) : []))
      if (demo.length) this.error(`the production bundle contains src/demo: ${demo.slice(0, 5).join(', ')}`)
    },
  }
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId), __DEMO__: JSON.stringify(!production) },
  server: { port: Number(process.env.PORT || 3000), host: '127.0.0.1' },
  preview: { port: Number(process.env.PORT || 3000), host: '127.0.0.1' },
  // DIST_DIR lets parallel builds (other checkouts, e2e runs) write their own output instead of sharing dist/.
  // No plugin-timing report after every build (it buried the test log); profile with `node --cpu-prof` instead.
  build: { outDir: process.env.DIST_DIR || 'dist', rolldownOptions: { checks: { pluginTimings: false } } },
  environments: {
    // The production Worker is minified (about a third of its upload); wrangler uploads its source maps
    // (upload_source_maps in wrangler.toml), so Workers Logs and the error tracker still show the source lines.
    ssr: { build: { minify: production, sourcemap: production ? 'hidden' : undefined } },
    client: {
      // Everything the entry imports statically goes into one chunk: every page downloads it anyway, and
      // one file compresses better than twenty small ones (initial JS of /main 148.8 → 141.4 KB gzip).
      build: {
        // No dependency-preload table in the entry (Vite's __vite__mapDeps: every chunk's file name and, for each
        // lazy import, the chunks it pulls in — 4.5 KB gzip of the entry). The first page is unaffected: the
        // server's HTML preloads its route's chunks itself (Start's manifest). A client-side navigation fetches
        // the route chunk and then its imports, one round trip more — mostly hidden by the router's preloading
        // on intent (hover, touch start).
        modulePreload: false,
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
          // Our own modules have no import side effects (dates.ts's dayjs.extend runs whenever its exports are
          // used): a chunk that imports one formatter from a module does not keep the rest (and dayjs) alive.
          treeshake: {
            moduleSideEffects: [
              { test: /\/src\/(shared|client)\/.*\.tsx?$/, sideEffects: false },
              { test: /\/node_modules\/dayjs\//, sideEffects: false },
            ],
          },
        },
      },
    },
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    noServerFunctionsInClient(),
    faceMeshAssets(),
    ...(production ? [noDemoInProduction()] : []),
    // PERSIST_DIR gives parallel checkouts and the e2e server their own local D1 (same as wrangler --persist-to).
    cloudflare({ viteEnvironment: { name: 'ssr' }, persistState: { path: process.env.PERSIST_DIR || '.wrangler/state' } }),
    tanstackStart({
      // Loaders are split out of the route tree too (not only components), which keeps their query
      // factories, schemas and API code out of the entry chunk every page downloads (npm run size). A route's
      // loader and component share one chunk (one lazy import per route in the tree, fetched together anyway);
      // pending/error/not-found views, rarely shown, share another.
      router: {
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent', 'errorComponent', 'notFoundComponent'],
          ],
        },
      },
    }),
    viteReact(),
    tailwindcss(),
  ],
})
