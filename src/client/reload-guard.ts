/**
 * Chunk-load recovery (the product spec: "On a chunk-load error during navigation, the target path is reloaded
 * and state kept"): when a lazy route chunk fails to load during navigation (usually a new
 * deploy), reload the target path once. The reload guard remembers the path for 10 seconds ("Reload guard 10 seconds") so
 * a chunk that keeps failing shows the error page instead of reloading forever. State that must survive
 * the reload lives in local/session storage already (cart, kiosk code, recent searches).
 */
export const RELOAD_GUARD_MS = 10_000
const KEY = 'davich.reloadGuard'

export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    msg,
  )
}

export interface GuardStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** True when the path may be reloaded now (and records it); false within 10 s of the last reload of it. */
export function claimReload(path: string, store: GuardStore, now = Date.now()): boolean {
  try {
    const last = JSON.parse(store.getItem(KEY) ?? 'null') as { path: string; at: number } | null
    if (last && last.path === path && now - last.at < RELOAD_GUARD_MS) return false
  } catch {
    /* a broken entry is simply replaced */
  }
  store.setItem(KEY, JSON.stringify({ path, at: now }))
  return true
}
