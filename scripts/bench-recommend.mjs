// Offline benchmark of the recommender: hit rate @12 of each seeded member's held-out last purchase, against the
// best sellers (src/demo/seed/recommend-bench.ts). A benchmark, not a test: it prints the figures for the README.
//   npm run bench:recommend
import { build } from 'esbuild'
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, '.wrangler', 'tmp', 'bench-recommend.mjs')
mkdirSync(dirname(out), { recursive: true })
await build({
  entryPoints: [join(root, 'src/demo/seed/recommend-bench.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'es2022',
  outfile: out,
  logLevel: 'warning',
  alias: { '~': join(root, 'src') },
})
const { runRecommendBenchmark } = await import(`${pathToFileURL(out).href}?t=${Date.now()}`)
const k = Number(process.env.K ?? 12)
const r = await runRecommendBenchmark({ k })
const pct = (x) => `${(x * 100).toFixed(1)} %`
console.log(`members with a held-out purchase: ${r.members}`)
console.log(`hit rate @${r.k}: recommender ${pct(r.recommender)} · best sellers ${pct(r.bestSellers)}`)
for (const e of r.examples) {
  console.log(
    `  ${e.loginId}: held out ${e.heldOut} ${e.hit ? '(hit)' : '(miss)'} · top: ${e.top.map((t) => `${t.goodsNo} ${t.reason}`).join(' | ')}`,
  )
}
