import { useEffect } from 'react'
import { getApi } from '../api'
import { deferred } from './Deferred'

const KEY = 'davich.recentGoods'
/** Goods kept on a guest's device (a member's list is kept on the server, RECENT_VIEWS_KEPT). */
const DEVICE_KEPT = 20

export function deviceList(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && /^G\d{6}$/.test(x)).slice(0, DEVICE_KEPT) : []
  } catch {
    return []
  }
}

/**
 * A product page seen: the view is counted (once per page shown, in the browser — crawlers run no script and are
 * refused by the server too) and the goods goes first in the device's recently viewed list. The crawler check
 * (isbot) loads after the page is on screen: it is no part of the product page's first download.
 */
export function useRecordView(goodsNo: string) {
  useEffect(() => {
    try {
      localStorage.setItem(KEY, JSON.stringify([goodsNo, ...deviceList().filter((n) => n !== goodsNo)].slice(0, DEVICE_KEPT)))
    } catch {
      /* storage unavailable: the member's server list still works */
    }
    // A crawler that runs scripts (spec §9 device class 'crawler') is not a view; the server checks again.
    void import('../hooks/useDevice').then(({ detectDevice }) => {
      if (detectDevice(navigator.userAgent, window.innerWidth) !== 'crawler') void getApi().goods.view(goodsNo)
    })
  }, [goodsNo])
}

/**
 * 최근 본 상품 (RecentlyViewedList), below the fold of the product page and my-page home: nothing of it is in the
 * server HTML (the device list only exists in the browser), and its code (with the goods grid) loads when it
 * comes near the screen.
 */
export const RecentlyViewed = deferred(() => import('./RecentlyViewedList').then((m) => m.RecentlyViewedList))
