import { useEffect, useRef } from 'react'
import type { MarketingConfig } from '~/shared/marketing'

type Win = Window & {
  dataLayer?: unknown[]
  wcs?: { inflow?: () => void }
  wcs_add?: Record<string, string>
  wcs_do?: () => void
  _nasa?: Record<string, unknown>
}

function addScript(src: string, onload?: () => void) {
  const s = document.createElement('script')
  s.src = src
  s.async = true
  if (onload) s.onload = onload
  document.head.appendChild(s)
}

/** Runs `f` once the page has loaded and the main thread is idle (never during the first screen's work). */
function afterInteractive(f: () => void): () => void {
  let cancelled = false
  let idle: ReturnType<typeof setTimeout> | number | undefined
  const run = () => {
    if (cancelled) return
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(f, { timeout: 5000 }) : setTimeout(f, 2000)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
    if (idle === undefined) return
    if (typeof cancelIdleCallback === 'function' && typeof idle === 'number') cancelIdleCallback(idle)
    else clearTimeout(idle)
  }
}

/** Tells the tags about a page view (the first one is sent by the tags themselves when they load). */
export function reportPageView(config: MarketingConfig, path: string) {
  const w = window as Win
  if (config.gtm) (w.dataLayer ??= []).push({ event: 'page_view', page_path: path, page_title: document.title })
  if (config.naver && w.wcs_do) w.wcs_do()
}

/**
 * The tag manager and the portal analytics script (src/shared/marketing.ts), loaded after the page is
 * interactive (load + idle): they never compete with the first screen. Client-side navigations report a page
 * view to both. Nothing happens when neither is configured.
 */
export function useMarketingTags(config: MarketingConfig | undefined, path: string) {
  const loaded = useRef(false)
  const last = useRef(path)
  const gtm = config?.gtm ?? null
  const naver = config?.naver ?? null
  useEffect(() => {
    if (!gtm && !naver) return
    return afterInteractive(() => {
      const w = window as Win
      if (gtm) {
        ;(w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
        addScript(gtm.src)
      }
      if (naver) {
        w.wcs_add = { wa: naver.id }
        addScript(naver.src, () => w.wcs_do?.())
      }
      loaded.current = true
    })
  }, [gtm, naver])
  useEffect(() => {
    if (path === last.current) return
    last.current = path
    if (loaded.current && config) reportPageView(config, path)
  }, [path, config])
}
