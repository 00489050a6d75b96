import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import type { QueuedError } from './telemetry-start'

/**
 * Field data and browser error reports, sent to the shop's own endpoint (no third party):
 * - web vitals (LCP, INP, CLS, TTFB, FCP) of a sample of page loads (VITALS_SAMPLE_RATE, default 10 %), attributed to
 *   the landing page's template (its route id, e.g. /products/$id), sent once with `sendBeacon` when the page is
 *   hidden. Not sent when the browser asks not to be tracked (Global Privacy Control or Do Not Track) or the shopper
 *   opted out (localStorage `davich:telemetry` = 'off').
 * - uncaught errors and unhandled rejections, with the page's request id (the edge puts it in
 *   `<meta name="request-id">`), so a browser error and the server's log lines of that page share one id.
 */
const VITALS_URL = '/api/v1/front/telemetry/vitals'
const ERRORS_URL = '/api/v1/front/telemetry/errors'
const MAX_ERRORS = 5

export function trackingAllowed(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1') return false
  try {
    return localStorage.getItem('davich:telemetry') !== 'off'
  } catch {
    return true
  }
}

const pageRequestId = () => document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content || undefined

function post(url: string, body: unknown) {
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' })
  if (navigator.sendBeacon?.(url, blob)) return
  void fetch(url, {
    method: 'POST',
    body: blob,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  })
}

export function reportTelemetry({ sampleRate, template, queued }: { sampleRate: number; template: string; queued: QueuedError[] }) {
  let sent = 0
  const sendError = (e: QueuedError) => {
    if (sent++ >= MAX_ERRORS) return
    post(ERRORS_URL, {
      message: e.message.slice(0, 1000),
      stack: e.stack?.slice(0, 4000),
      path: location.pathname.slice(0, 300),
      template,
      pageRequestId: pageRequestId(),
    })
  }
  queued.forEach(sendError)
  window.addEventListener('error', (e) => sendError({ message: String(e.message || e.error?.message || 'error'), stack: e.error?.stack }))
  window.addEventListener('unhandledrejection', (e) => {
    const r = e.reason as { message?: string; stack?: string } | undefined
    sendError({ message: `unhandled rejection: ${String(r?.message ?? r ?? '')}`, stack: r?.stack })
  })

  if (!trackingAllowed() || Math.random() >= sampleRate) return
  // The page is measured (the e2e test waits for this before it hides the page).
  document.documentElement.dataset.vitals = 'on'
  const metrics = new Map<string, number>()
  const add = (m: Metric) => void metrics.set(m.name, m.value)
  // reportAllChanges off: each callback fires with the final value (LCP on input or hide, CLS/INP on hide).
  onLCP(add)
  onINP(add)
  onCLS(add)
  onFCP(add)
  onTTFB(add)
  let flushed = false
  const flush = () => {
    if (flushed || !metrics.size) return
    flushed = true
    post(VITALS_URL, { template, metrics: [...metrics].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 })) })
  }
  // web-vitals reports LCP, CLS and INP on visibilitychange → hidden; our listener on the same target is added after
  // its own, so it runs last and sends them all in one beacon.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush())
  addEventListener('pagehide', flush)
}
