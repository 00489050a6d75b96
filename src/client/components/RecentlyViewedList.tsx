import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useMember } from '../hooks/useMember'
import { goodsQueries } from '../queries/goods'
import { GoodsGrid, GoodsGridSkeleton } from './GoodsCard'
import { deviceList } from './RecentlyViewed'

/**
 * 최근 본 상품: a member's list kept on the server, a guest's from this device. Read after the page is on screen
 * (the device list only exists in the browser); nothing is shown when there is nothing to show. A member's list
 * that the page's loader already read (my-page home) is in the server HTML, so it never pushes the page down
 * after hydration.
 */
export function RecentlyViewedList({ exclude, title = '최근 본 상품', limit = 10 }: { exclude?: string; title?: string; limit?: number }) {
  const { member, loading } = useMember()
  const [nos, setNos] = useState<string[] | null>(null)
  useEffect(() => setNos(deviceList()), [])
  const enabled = !loading && (!!member || (nos !== null && nos.length > 0))
  const { data, isPending, isError, refetch } = useQuery({ ...goodsQueries.recent(!!member, nos ?? []), enabled })
  if (loading || !enabled) return null
  // Server and hydration render the same: a member's list only when it is already read, a guest's never.
  if (nos === null && !(member && data)) return null
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
