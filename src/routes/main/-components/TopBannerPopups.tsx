import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { mainQueries } from '~/client/queries/main'
import { useMember } from '~/client/hooks/useMember'
import { nextSeoulMidnight, visiblePopups } from './popup-rules'
import { Modal } from '~/client/components/ui/Modal'

const HIDE_KEY = 'davich.popupHiddenUntil'
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
 * The popups of the main page (their data comes with the top banner's, loaded with the page: TopBanner.tsx).
 * Rendered only in the browser, after hydration (the main page loads this module lazily); a modal dialog moves
 * nothing on the page.
 */
export function TopBannerPopups() {
  const { data } = useQuery(mainQueries.topBanner())
  const [hidden, setHidden] = useState<Record<string, number>>({})
  const [closed, setClosed] = useState<number[]>([])
  // Which popup is open: the first one, once per visit; another only when the shopper asks for it ("N개 더").
  const [open, setOpen] = useState<number | null>(null)
  const [autoOpen, setAutoOpen] = useState(false)
  const signedIn = !!useMember().member // the query, as TopBanner (a member's shell hydrates its context as a guest)
  useEffect(() => {
    setHidden(hiddenMap())
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
  const hideToday = (popupNo: number) => {
    const next = { ...hiddenMap(), [popupNo]: nextSeoulMidnight() }
    localStorage.setItem(HIDE_KEY, JSON.stringify(next))
    setHidden(next)
  }
  return (
    <>
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
