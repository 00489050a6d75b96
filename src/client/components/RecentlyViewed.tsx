import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useMember } from '../hooks/useMember'
import { detectDevice } from '../hooks/useDevice'
import { getApi } from '../api'
import { goodsQueries } from '../queries/goods'
import { GoodsGrid, GoodsGridSkeleton } from './GoodsCard'

const KEY = 'davich.recentGoods'
/** Goods kept on a guest's device (a member's list is kept on the server, RECENT_VIEWS_KEPT). */
const DEVICE_KEPT = 20

function deviceList(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && /^G\d{6}$/.test(x)).slice(0, DEVICE_KEPT) : []
  } catch {
    return []
  }
}

/**
 * A product page seen: the view is counted (once per page shown, in the browser — crawlers run no script and are
 * refused by the server too) and the goods goes first in the device's recently viewed list.
 */
export function useRecordView(goodsNo: string) {
  useEffect(() => {
    try {
      localStorage.setItem(KEY, JSON.stringify([goodsNo, ...deviceList().filter((n) => n !== goodsNo)].slice(0, DEVICE_KEPT)))
    } catch {
      /* storage unavailable: the member's server list still works */
    }
    // A crawler that runs scripts (spec §9 device class 'crawler') is not a view; the server checks again.
    if (detectDevice(navigator.userAgent, window.innerWidth) !== 'crawler') void getApi().goods.view(goodsNo)
  }, [goodsNo])
}

/**
 * 최근 본 상품: a member's list kept on the server, a guest's from this device. Read after the page is on screen
 * (the device list only exists in the browser); nothing is shown when there is nothing to show.
 */
export function RecentlyViewed({ exclude, title = '최근 본 상품', limit = 10 }: { exclude?: string; title?: string; limit?: number }) {
  const { member, loading } = useMember()
  const [nos, setNos] = useState<string[] | null>(null)
  useEffect(() => setNos(deviceList()), [])
  const enabled = !loading && nos !== null && (!!member || nos.length > 0)
  const { data, isPending, isError, refetch } = useQuery({ ...goodsQueries.recent(!!member, nos ?? []), enabled })
  if (nos === null || loading) return null
  if (!enabled) return null
  const goods = (data ?? []).filter((g) => g.id !== exclude).slice(0, limit)
  if (!isPending && !isError && !goods.length) return null
  return (
    <section aria-labelledby="recent-h" className="mt-12 px-4 md:px-0" data-testid="recently-viewed">
      <h2 id="recent-h" className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {isPending ? (
        <GoodsGridSkeleton count={5} />
      ) : isError ? (
        <p className="text-sm text-gray-500">
          최근 본 상품을 불러오지 못했어요.{' '}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => void refetch()}>
            다시 시도
          </button>
        </p>
      ) : (
        <GoodsGrid goods={goods} />
      )}
    </section>
  )
}
