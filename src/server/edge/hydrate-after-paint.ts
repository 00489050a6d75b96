/**
 * Hydration starts after the server's HTML — the first screen, its pictures included — has been painted.
 *
 * TanStack Start ends the body with its client entry as `<script type="module" async src="/assets/index-….js">`,
 * and the head preloads that file and the first route's chunks (`<link rel="modulepreload">`). Left alone, the
 * ≈140 KB of script download while the first screen is being drawn, and on a busy phone the entry is evaluated and
 * the page hydrated before the first frame reaches the screen: the shopper looks at a white screen while
 * JavaScript rebuilds a page that is already there. Lighthouse shows it as a first paint that flips between ≈1 s
 * and ≈2.4 s from run to run, and as a largest paint a second after the first (its simulation puts every script
 * that finished before a paint on that paint's path).
 *
 * Here the entry's tag is made inert (`type="text/tsr-entry"`: the browser neither runs nor refetches it; React
 * does not patch attributes while hydrating, and the router's `<Scripts>` finds the same `src` in the document so
 * it adds no second copy), the head's module preloads are taken out, and a nonce'd inline script right after the
 * entry tag starts them all once the first screen is on the screen:
 * 1. the first contentful paint has been presented — the browser's paint timing entry, which it reports after
 *    the frame was shown (a `requestAnimationFrame` callback only says a frame is being made; under load it can
 *    reach the screen much later) — or, without paint timing, after the next frame;
 * 2. every picture on the first screen that was still loading has loaded (or failed), and its paint has been
 *    reported (the next largest-contentful-paint entry) or two more frames have passed.
 * At most START_AT_THE_LATEST_MS after the starter ran, whatever happened, so a picture that never comes does not
 * keep the page from working. It then puts the preloads back into the head (the links React rendered, so
 * hydration finds them and adds none) and inserts the entry as a module script. A hidden tab paints nothing, so
 * there it all starts at once.
 */
import { afterPaintJs } from '../../shared/after-paint'

const INERT_TYPE = 'text/tsr-entry'
/** The longest the client code waits for the first screen (from the end of the HTML). */
export const START_AT_THE_LATEST_MS = 3000

/** JSON for an inline script: `<` escaped, so no value can end the script. */
const inlineJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c')

/** The inline starter for one entry URL and the module preloads taken out of the head (see above). */
export function entryStarter(src: string, preloads: string[] = []): string {
  const start =
    `go=function(){if(go.d)return;go.d=1;clearTimeout(cap);p.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.src=u;d.head.appendChild(s)},cap=setTimeout(go,${START_AT_THE_LATEST_MS}),`
  // f after the next frame; f once an entry of `type` is reported (the paint timing entries come after presentation).
  const frame = `frame=function(f){${afterPaintJs('f')}},`
  const observe =
    `seen=function(type,f){if(k.indexOf(type)<0)return frame(f);var o=new P(function(l){if(type!=='paint'||l.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}});` +
    `o.observe({type:type,buffered:type==='paint'})},`
  // f once the pictures on the first screen that are still loading have loaded and been painted.
  const pictures =
    `pictures=function(f){var vw=innerWidth,vh=innerHeight,left=[].filter.call(d.querySelectorAll('img'),function(i){if(i.complete)return false;` +
    `var r=i.getBoundingClientRect();return r.width>0&&r.bottom>0&&r.top<vh&&r.right>0&&r.left<vw}),n=left.length;if(!n)return f();` +
    `var one=function(){if(--n)return;seen('largest-contentful-paint',f);frame(function(){frame(f)})};` +
    `left.forEach(function(i){i.addEventListener('load',one);i.addEventListener('error',one)})};`
  return (
    `(function(u,p){var d=document,P=window.PerformanceObserver,k=(P&&P.supportedEntryTypes)||[],${start}${frame}${observe}${pictures}` +
    `if(d.visibilityState!=='visible')go();else seen('paint',function(){pictures(go)})})(${inlineJson(src)},${inlineJson(preloads)});` +
    `document.currentScript.remove()`
  )
}

/**
 * Rewrites an HTML answer so that its client code starts after the first screen has been painted (see above), and
 * names the request in `<meta name="request-id">` (per request, also on pages served from the edge cache): the
 * browser's error reports carry it back (src/client/telemetry.ts), so a page's server logs and its browser errors
 * share one id.
 */
export function hydrateAfterFirstPaint(res: Response, nonce: string, requestId?: string): Response {
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/html')) return res
  const rid = requestId && /^[\w\-=]{1,255}$/.test(requestId) ? requestId : null
  // The head comes before the body's entry tag in the stream, so the preloads are known when the starter is written.
  const preloads: string[] = []
  return new HTMLRewriter()
    .on('head', {
      element(el) {
        if (rid) el.append(`<meta name="request-id" content="${rid}">`, { html: true })
      },
    })
    .on('head link[rel="modulepreload"][href^="/assets/"]', {
      element(el) {
        const href = el.getAttribute('href')
        if (!href) return
        preloads.push(href)
        el.remove()
      },
    })
    .on('body script[type="module"][async][src^="/assets/"]', {
      element(el) {
        const src = el.getAttribute('src')
        if (!src) return
        el.setAttribute('type', INERT_TYPE)
        el.after(`<script nonce="${nonce}">${entryStarter(src, preloads)}</script>`, { html: true })
      },
    })
    .transform(res)
}
