import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { storeQueries } from '~/client/queries/stores'
import type { StoreSummary } from '~/shared/api/store-types'
import { formatDistance } from '~/shared/geo'
import { Badge, EmptyState, ListSkeleton, btn, field } from '~/client/components/ui'

/** 매장 선택: nearest first when location is allowed, the member's own store on top, keyword search. */
export function StorePickStep({
  selected,
  myStoreNo,
  onPick,
}: {
  selected: number | null
  myStoreNo: number | null
  onPick: (s: StoreSummary) => void
}) {
  const [q, setQ] = useState('')
  const [keyword, setKeyword] = useState('')
  const [pos, setPos] = useState<{ lat: number; lng: number } | null>(null)
  useEffect(() => {
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((st) => {
        if (st.state === 'granted')
          navigator.geolocation.getCurrentPosition(
            (p) => setPos({ lat: p.coords.latitude, lng: p.coords.longitude }),
            () => {},
          )
      })
      .catch(() => {})
  }, [])
  const list = useQuery(storeQueries.list({ keyword: keyword || undefined, lat: pos?.lat, lng: pos?.lng, rows: 20 }))
  const stores = useMemo(() => {
    const s = list.data?.stores ?? []
    return myStoreNo ? [...s.filter((x) => x.storeNo === myStoreNo), ...s.filter((x) => x.storeNo !== myStoreNo)] : s
  }, [list.data, myStoreNo])
  return (
    <div>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          setKeyword(q.trim())
        }}
      >
        <label htmlFor="pick-keyword" className="sr-only">
          매장 검색
        </label>
        <input
          id="pick-keyword"
          className={field.input}
          type="search"
          placeholder="매장명이나 지역으로 검색"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit" className={`${btn.primary} shrink-0`}>
          검색
        </button>
      </form>
      <p className="mt-3 text-xs text-gray-500">
        {pos ? '내 위치에서 가까운 순으로 보여 드려요.' : '위치 권한을 허용하시면 가까운 매장부터 보여 드려요.'}{' '}
        <Link to="/davichstore" className="underline">
          지도·상세 검색
        </Link>
      </p>
      <div className="mt-3">
        {list.isPending ? (
          <ListSkeleton rows={4} />
        ) : !stores.length ? (
          <EmptyState title="검색된 매장이 없어요">다른 검색어로 찾아보세요.</EmptyState>
        ) : (
          <ul className="space-y-2" aria-label="예약할 매장">
            {stores.map((s) => (
              <li key={s.storeNo}>
                <button
                  type="button"
                  onClick={() => onPick(s)}
                  aria-pressed={s.storeNo === selected}
                  className={`w-full rounded-2xl border p-4 text-left ${s.storeNo === selected ? 'border-brand-600 bg-brand-50/50' : 'border-gray-200 hover:border-gray-400'}`}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-bold">{s.storeName}</span>
                    <span className="flex shrink-0 items-center gap-1">
                      {s.storeNo === myStoreNo ? <Badge tone="accent">나의 매장</Badge> : null}
                      {s.distanceKm != null ? <Badge>{formatDistance(s.distanceKm)}</Badge> : null}
                    </span>
                  </span>
                  <span className="mt-1 block text-[13px] text-gray-600">{s.address}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
