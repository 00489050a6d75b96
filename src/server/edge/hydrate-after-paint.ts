/**
 * Hydration starts after the server's HTML has been painted once.
 *
 * TanStack Start ends the body with its client entry as `<script type="module" async src="/assets/index-….js">`,
 * and the head already preloads that file. An async module runs as soon as it has arrived, so on a fast network
 * the entry (React, the router, the first route) could be evaluated — and the page hydrated — before the browser
 * had painted anything: the shopper looked at a white screen while JavaScript rebuilt a page that was already
 * there. Lighthouse shows it as a first paint that flips between ≈1 s and ≈2.4 s from run to run on the same page
 * (its simulation counts the entry's download into the paint whenever the entry ran first).
 *
 * Here the entry's tag is made inert (`type="text/tsr-entry"`: the browser neither runs nor refetches it; React
 * does not patch attributes while hydrating, and the router's `<Scripts>` finds the same `src` in the document so
 * it adds no second copy), and a nonce'd inline script right after it inserts the real module script on the
 * first frame after the paint (`requestAnimationFrame` runs just before a frame is painted; the task it queues
 * runs after). A hidden tab paints nothing, so there the entry starts at once. The preload in the head still
 * fetches the file early, at low priority, so the wait is one frame, not a download.
 */
import { afterPaintJs } from '../../shared/after-paint'

const INERT_TYPE = 'text/tsr-entry'

/** The inline starter for one entry URL (the URL is JSON-encoded, so it cannot end the script). */
export function entryStarter(src: string): string {
  const url = JSON.stringify(src).replace(/</g, '\\u003c')
  return (
    `(function(u){var go=function(){var s=document.createElement('script');s.type='module';s.src=u;document.head.appendChild(s)};` +
    `if(document.visibilityState!=='visible')go();else ${afterPaintJs('go')}})(${url});` +
    `document.currentScript.remove()`
  )
}

/**
 * Rewrites an HTML answer so that its client entry starts after the first paint (see above), and names the
 * request in `<meta name="request-id">` (per request, also on pages served from the edge cache): the browser's error
 * reports carry it back (src/client/telemetry.ts), so a page's server logs and its browser errors share one id.
 */
export function hydrateAfterFirstPaint(res: Response, nonce: string, requestId?: string): Response {
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/html')) return res
  const rid = requestId && /^[\w\-=]{1,255}$/.test(requestId) ? requestId : null
  return new HTMLRewriter()
    .on('head', {
      element(el) {
        if (rid) el.append(`<meta name="request-id" content="${rid}">`, { html: true })
      },
    })
    .on('body script[type="module"][async][src^="/assets/"]', {
      element(el) {
        const src = el.getAttribute('src')
        if (!src) return
        el.setAttribute('type', INERT_TYPE)
        el.after(`<script nonce="${nonce}">${entryStarter(src)}</script>`, { html: true })
      },
    })
    .transform(res)
}
