import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { IconClose } from '~/client/components/icons'
import { mainQueries } from '~/client/queries/main'
import { nextSeoulMidnight, visiblePopups } from './popup-rules'
import { inkSafeBackground } from '~/client/components/ui/color'
import { Modal } from '~/client/components/ui/Modal'

const HIDE_KEY = 'davich.popupHiddenUntil'
const TOP_KEY = 'davich.topBannerHiddenUntil'
const POPUP_ID = 'main-popup'
/** One popup opens by itself per visit (browser session); the rest wait behind "N개 더". */
const VISIT_KEY = 'davich.popupShownThisVisit'

function hiddenMap(): Record<string, number> {
  try {
    return JSON.parse(localStorage.getItem(HIDE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

/**
 * Top banner and popups, loaded once on the first main-page load in the browser ("The first
 * main-page load also loads the top banner and popups"). Rendered only
 * in the browser, after hydration (the main page loads this module lazily).
 */
export function TopBannerPopups() {
  const { data } = useQuery({ ...mainQueries.topBanner(), staleTime: Infinity })
  const [hidden, setHidden] = useState<Record<string, number>>({})
  const [topHidden, setTopHidden] = useState(true)
  const [closed, setClosed] = useState<number[]>([])
  // Which popup is open: the first one, once per visit; another only when the shopper asks for it ("N개 더").
  const [open, setOpen] = useState<number | null>(null)
  const [autoOpen, setAutoOpen] = useState(false)
  const signedIn = !!useRouteContext({ from: '__root__', select: (c) => c.member })
  useEffect(() => {
    setHidden(hiddenMap())
    setTopHidden(Number(localStorage.getItem(TOP_KEY) ?? 0) > Date.now())
    setAutoOpen(sessionStorage.getItem(VISIT_KEY) !== '1')
  }, [])
  // A message dialog that is open (e.g. the store-owner block) comes first: the popups wait until it closes,
  // so they never cover it (a later modal would make it inert).
  const [otherModal, setOtherModal] = useState(false)
  useEffect(() => {
    const check = () => setOtherModal(!!document.querySelector(`dialog[open]:not(#${POPUP_ID})`))
    check()
    const watch = new MutationObserver(check)
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
    return () => watch.disconnect()
  }, [])
  if (!data) return null
  // Who is looking: sign-up offers only to guests, member offers only to members (audience, migration 0230).
  const forViewer = <T extends { audience?: string }>(x: T) => (signedIn ? x.audience !== 'GUEST' : x.audience !== 'MEMBER')
  const popups = visiblePopups(data.popups.filter(forViewer), hidden, closed)
  const current = open !== null ? popups.find((p) => p.popupNo === open) : autoOpen ? popups[0] : undefined
  const popup = otherModal ? undefined : current
  const others = popup ? popups.filter((p) => p.popupNo !== popup.popupNo) : []
  const close = (popupNo: number) => {
    setClosed((c) => [...c, popupNo])
    setOpen(null)
    setAutoOpen(false)
  }
  if (popup && autoOpen && open === null) sessionStorage.setItem(VISIT_KEY, '1')
  const top = data.topBanner && forViewer(data.topBanner) ? data.topBanner : null
  const hideToday = (popupNo: number) => {
    const next = { ...hiddenMap(), [popupNo]: nextSeoulMidnight() }
    localStorage.setItem(HIDE_KEY, JSON.stringify(next))
    setHidden(next)
  }
  return (
    <>
      {top && !topHidden ? (
        <div className="relative" style={{ backgroundColor: inkSafeBackground(top.bgColor) }}>
          <a href={top.linkUrl || '#'} className="mx-auto block max-w-6xl px-10 py-2 text-center text-sm font-semibold text-white">
            {top.bannerNm}
            {top.bannerDscrt ? <span className="ml-2 font-normal">{top.bannerDscrt}</span> : null}
          </a>
          <button
            type="button"
            aria-label="상단 배너 닫기"
            className="absolute right-2 top-1/2 -translate-y-1/2 p-1 text-white"
            onClick={() => (localStorage.setItem(TOP_KEY, String(nextSeoulMidnight())), setTopHidden(true))}
          >
            <IconClose width={16} height={16} />
          </button>
        </div>
      ) : null}
      {popup ? (
        <Modal
          id={POPUP_ID}
          key={popup.popupNo}
          label={popup.popupNm}
          onClose={() => close(popup.popupNo)}
          className="mx-auto mb-0 mt-auto w-full max-w-sm bg-transparent backdrop:bg-black/50 md:mb-auto"
        >
          <div className="w-full overflow-hidden rounded-t-2xl bg-white md:rounded-2xl">
            <a href={popup.linkUrl || '#'} onClick={() => close(popup.popupNo)}>
              <img src={popup.imgSrc} alt={popup.popupNm} width={600} height={600} className="aspect-square w-full object-cover" />
            </a>
            <div className={`grid border-t border-gray-100 text-sm ${others.length ? 'grid-cols-3' : 'grid-cols-2'}`}>
              <button type="button" className="py-3.5 text-gray-600" onClick={() => (hideToday(popup.popupNo), close(popup.popupNo))}>
                오늘 하루 보지 않기
              </button>
              {others.length ? (
                <button
                  type="button"
                  className="border-l border-gray-100 py-3.5 text-brand-700"
                  onClick={() => (setClosed((c) => [...c, popup.popupNo]), setOpen(others[0].popupNo))}
                >
                  {others.length}개 더
                </button>
              ) : null}
              <button
                type="button"
                data-autofocus
                className="border-l border-gray-100 py-3.5 font-semibold"
                onClick={() => close(popup.popupNo)}
              >
                닫기
              </button>
            </div>
          </div>
        </Modal>
      ) : null}
    </>
  )
}
