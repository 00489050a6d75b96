/**
 * The contract type test (tests/types/contract.ts) checks every route of the sub-apps it names (`Whole<typeof x, …>`:
 * a route without a row fails `tsc`). This test closes the other end: every sub-app the API mounts — the shop's
 * (src/server/api/index.ts) and the console's desks (src/server/api/admin/index.ts) — is one of them, so a new
 * sub-app cannot land unchecked.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const mounted = (src: string) => [...src.matchAll(/\.route\('[^']*',\s*(\w+)\)/g)].map((m) => m[1])
const checked = new Set([...read('tests/types/contract.ts').matchAll(/Whole<\s*typeof (\w+)/g)].map((m) => m[1]))

describe('every mounted sub-app is in the contract', () => {
  for (const [file, min] of [
    ['src/server/api/index.ts', 25],
    ['src/server/api/admin/index.ts', 9],
  ] as const) {
    it(file, () => {
      const apps = mounted(read(file))
      expect(apps.length).toBeGreaterThanOrEqual(min) // the pattern still reads the file
      expect(apps.filter((a) => !checked.has(a))).toEqual([])
    })
  }
})
