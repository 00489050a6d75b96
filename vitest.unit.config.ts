import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Unit layer: pure code in Node (src/shared rules, formatters, codes, schemas, API client, seed factories).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'unit',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    // Node by default; component tests opt into a DOM with a `// @vitest-environment happy-dom` first line.
    environment: 'node',
    env: { TZ: 'UTC' },
  },
})
