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
 */
export const fontLoaderScript =
  // After `load`, after hydration (`<html data-hydrated>`, set by the root's first effect) and after a painted
  // frame: a small page can fire `load` before its first paint, and subsets (highest priority, ~300 KB) fetched
  // then would compete with that paint (Lighthouse counted them into /search's first paint: 0.9 s ↔ 2.3 s); and
  // the page's code starts only once the first screen is up (src/server/edge/hydrate-after-paint.ts), so
  // without waiting for hydration the subsets — which a first visit does not even use (`optional`) — would be
  // downloaded before the code that makes the page work. rAF runs just before a paint; its task runs after.
  `(function(){var h=document.documentElement,n=0,go=function(){if(++n<2)return;${afterPaintJs(
    `function(){var i=window.requestIdleCallback||function(f){setTimeout(f,1500)};i(function(){` +
      `if(document.querySelector('link[data-fonts]'))return;var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(fontsCss)};l.setAttribute('data-fonts','');` +
      `l.onload=function(){document.cookie=${JSON.stringify(`${FONTS_COOKIE}=1; path=/; max-age=31536000; samesite=lax`)}};document.head.appendChild(l)},{timeout:4000})}`,
  )}};addEventListener('load',go);` +
  `if(h.hasAttribute('data-hydrated'))go();else{var o=new MutationObserver(function(){if(h.hasAttribute('data-hydrated')){o.disconnect();go()}});` +
  `o.observe(h,{attributes:true,attributeFilter:['data-hydrated']})}})()`
