/** The request's execution context (for waitUntil), or null where there is none (an in-process call without one). */
export function executionContext(c: {
  executionCtx: { waitUntil(p: Promise<unknown>): void }
}): { waitUntil(p: Promise<unknown>): void } | null {
  try {
    return c.executionCtx
  } catch {
    return null
  }
}
