import { useSuspenseQuery } from '@tanstack/react-query'
import { ScriptOnce } from '@tanstack/react-router'
import { useState, useSyncExternalStore } from 'react'
import { IconClose } from '~/client/components/icons'
import { inkSafeBackground } from '~/client/components/ui/color'
import { useMember } from '~/client/hooks/useMember'
import { mainQueries } from '~/client/queries/main'
import type { Audience } from '~/shared/api/types'
import { nextSeoulMidnight } from './popup-rules'

const TOP_KEY = 'davich.topBannerHiddenUntil'
const ID = 'top-banner'

const hiddenToday = () => {
  try {
    return Number(localStorage.getItem(TOP_KEY) ?? 0) > Date.now()
  } catch {
    return false
  }
}
const forViewer = (audience: Audience | undefined, signedIn: boolean) => (signedIn ? audience !== 'GUEST' : audience !== 'MEMBER')
const noSubscription = () => () => {}
/** false on the server and while the page hydrates, true in every later browser render. */
const useAfterHydration = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/**
 * The top banner, in the server HTML above the carousel, so its arrival shifts nothing (it used to be inserted
 * after hydration: /main's CLS 0.063). Two things only the browser knows decide whether it shows: "오늘 하루 보지
 * 않기" on this device (localStorage) and, on the edge's cached pages, who is looking (the banner's audience; a
 * member's home page is a guest shell with `self.__davichMember` in its head). The script right after it hides it
 * before the first paint; after hydration the component decides the same and drops it.
 */
export function TopBanner() {
  const { data } = useSuspenseQuery(mainQueries.topBanner())
  // The member query, not the router context: a member's home page is the edge's guest shell, whose member the
  // router seeds into the query cache (src/router.tsx) while the context hydrates as the shell's guest.
  const signedIn = !!useMember().member
  const browser = useAfterHydration()
  const [closed, setClosed] = useState(false)
  const top = data.topBanner
  if (!top || closed) return null
  // While hydrating, exactly the server's markup (the script has hidden it if it is not for this page view).
  if (browser && (hiddenToday() || !forViewer(top.audience, signedIn))) return null
  return (
    <>
      <div id={ID} data-audience={top.audience} className="relative" style={{ backgroundColor: inkSafeBackground(top.bgColor) }}>
        <a href={top.linkUrl || '#'} className="mx-auto block max-w-6xl px-10 py-2 text-center text-sm font-semibold text-white">
          {top.bannerNm}
          {top.bannerDscrt ? <span className="ml-2 font-normal">{top.bannerDscrt}</span> : null}
        </a>
        <button
          type="button"
          aria-label="상단 배너 닫기"
          className="absolute right-2 top-1/2 -translate-y-1/2 p-1 text-white"
          onClick={() => {
            localStorage.setItem(TOP_KEY, String(nextSeoulMidnight()))
            setClosed(true)
          }}
        >
          <IconClose width={16} height={16} />
        </button>
      </div>
      <ScriptOnce>
        {`(function(){var b=document.getElementById(${JSON.stringify(ID)});if(!b)return;var a=b.getAttribute('data-audience'),m=${signedIn}||!!self.__davichMember;` +
          `try{if(Number(localStorage.getItem(${JSON.stringify(TOP_KEY)})||0)>Date.now())a='HIDDEN'}catch(e){}` +
          `if(a==='HIDDEN'||(a==='GUEST'&&m)||(a==='MEMBER'&&!m))b.style.display='none'})()`}
      </ScriptOnce>
    </>
  )
}
