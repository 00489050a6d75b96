import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeaders } from '@tanstack/react-start/server'
import fontsCss from '~/fonts.css?url'
import { afterPaintJs } from '~/shared/after-paint'
import { FONTS_COOKIE } from '~/shared/fonts-cookie'

/** Cookie: this browser has loaded the Pretendard subsets before (they are in its HTTP cache). Not personal. */
export { fontsCss }

const seen = (cookie: string | null | undefined) => new RegExp(`(?:^|;\\s*)${FONTS_COOKIE}=1`).test(cookie ?? '')
/** Whether this request's browser has the fonts cached (server: its Cookie header; browser: document.cookie). */
export const fontsSeen = createIsomorphicFn()
  .server(() => seen(getRequestHeaders().get('cookie')))
  .client(() => seen(document.cookie))

/**
 * The web-font strategy. Pretendard's 92 unicode-range subsets (src/fonts.css, `font-display: optional`) are
 * kept out of the render-blocking CSS. A phone's first visit paints in the system's Korean font (Apple SD
 * Gothic Neo, Noto Sans CJK KR: no swap, no layout shift) and this inline script fetches the subsets the page
 * uses once the page has loaded, has been hydrated and is idle — off the first screen's network and main thread
 * and after the page's own code — then sets the cookie; from then on the root renders the stylesheet link into
 * the head (src/routes/__root.tsx) and the cached subsets paint in the first frame. The edge page cache keys on
 * the cookie (edge/page-cache.ts).
 *
 * The first visit only fills the HTTP cache (warmFontsJs): the stylesheet is NOT put into the page. Put in, it
 * re-shaped every text on screen once the subsets arrived within the 100 ms `optional` allows (a fast network,
 * the lab): the whole page laid out again and moved (the cart's footer: CLS 0.134 in Lighthouse, "Web font
 * loaded"), and its text was invisible for up to 100 ms meanwhile.
 */
/**
 * Inline-script JavaScript: a function (cssUrl, cookie) that reads the fonts stylesheet, fetches into the HTTP cache
 * the subsets whose unicode-range holds a character of the page's text (not of its scripts), at low priority, and
 * sets `cookie` once they are all in. Nothing on the page changes: no stylesheet, no @font-face, no layout.
 */
export const warmFontsJs =
  `function(css,cookie){var seen={},w=document.createTreeWalker(document.body,4),t,i,p;` +
  `while((t=w.nextNode())){p=t.parentNode&&t.parentNode.nodeName;if(p==='SCRIPT'||p==='STYLE')continue;` +
  `for(i=0;i<t.data.length;i++)seen[t.data.charCodeAt(i)]=1}` +
  `var cps=Object.keys(seen).map(Number).sort(function(a,b){return a-b});` +
  // Any of the page's characters in [lo, hi]: the first one ≥ lo (binary search) is ≤ hi.
  `var any=function(lo,hi){var a=0,b=cps.length;while(a<b){var m=(a+b)>>1;if(cps[m]<lo)a=m+1;else b=m}return a<cps.length&&cps[a]<=hi};` +
  `var uses=function(range){return range.split(',').some(function(r){var m=/U\\+([0-9A-F?]+)(?:-([0-9A-F]+))?/i.exec(r);if(!m)return false;` +
  `var lo=parseInt(m[1].replace(/\\?/g,'0'),16),hi=m[2]?parseInt(m[2],16):parseInt(m[1].replace(/\\?/g,'F'),16);return any(lo,hi)})};` +
  `var base=new URL(css,location.href);return fetch(base).then(function(r){return r.text()}).then(function(text){` +
  `return Promise.all(text.split('@font-face').slice(1).map(function(face){var u=/url\\(\\s*["']?([^"')]+)/.exec(face),r=/unicode-range:\\s*([^;}]*)/.exec(face);` +
  `return u&&(!r||uses(r[1]))?fetch(new URL(u[1],base),{priority:'low'}):null}))}).then(function(){document.cookie=cookie})}`

export const fontLoaderScript =
  // After `load`, after hydration (`<html data-hydrated>`, set by the root's first effect) and after a painted
  // frame: a small page can fire `load` before its first paint, and subsets (highest priority, ~300 KB) fetched
  // then would compete with that paint (Lighthouse counted them into /search's first paint: 0.9 s ↔ 2.3 s); and
  // the page's code starts only once the first screen is up (src/server/edge/hydrate-after-paint.ts), so
  // without waiting for hydration the subsets — which a first visit does not even use (`optional`) — would be
  // downloaded before the code that makes the page work. rAF runs just before a paint; its task runs after.
  `(function(){var h=document.documentElement,n=0,go=function(){if(++n<2)return;${afterPaintJs(
    `function(){var i=window.requestIdleCallback||function(f){setTimeout(f,1500)};i(function(){` +
      `if(!document.querySelector('link[data-fonts]'))(${warmFontsJs})(${JSON.stringify(fontsCss)},${JSON.stringify(`${FONTS_COOKIE}=1; path=/; max-age=31536000; samesite=lax`)})},{timeout:4000})}`,
  )}};addEventListener('load',go);` +
  `if(h.hasAttribute('data-hydrated'))go();else{var o=new MutationObserver(function(){if(h.hasAttribute('data-hydrated')){o.disconnect();go()}});` +
  `o.observe(h,{attributes:true,attributeFilter:['data-hydrated']})}})()`
