/**
 * Starts the shop's own field telemetry (src/client/telemetry.ts) without touching the first screen: uncaught
 * errors are queued from hydration on, and the reporter (with `web-vitals`) is imported once the page has loaded
 * and the main thread is idle. Everything it sends goes to this shop's own /api/v1/front/telemetry.
 */
export interface TelemetryConfig {
  vitalsSampleRate: number
}
export type QueuedError = { message: string; stack?: string }

let started = false
export function startTelemetry(config: TelemetryConfig | undefined, template: string) {
  if (started || typeof window === 'undefined') return
  started = true
  const queued: QueuedError[] = []
  const onError = (e: ErrorEvent) => queued.push({ message: String(e.message || e.error?.message || 'error'), stack: e.error?.stack })
  const onRejection = (e: PromiseRejectionEvent) => {
    const r = e.reason as { message?: string; stack?: string } | undefined
    queued.push({ message: `unhandled rejection: ${String(r?.message ?? r ?? '')}`, stack: r?.stack })
  }
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  const go = () =>
    void import('./telemetry').then((m) => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
      m.reportTelemetry({ sampleRate: config?.vitalsSampleRate ?? 0.1, template, queued })
    })
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(go, { timeout: 5000 }) : setTimeout(go, 1000))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
