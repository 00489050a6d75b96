import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getApi } from '../../api'
import { btn, field } from '~/client/components/ui'

export interface PickedStore {
  storeCode: string
  storeName: string
  address: string
  telNo: string
}

/** Pickup store picker over GET /api/v1/front/store/list?pickupYn=Y (the stores domain). */
export function StorePicker({ value, onChange }: { value: PickedStore | null; onChange: (s: PickedStore | null) => void }) {
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(!value)
  const list = useQuery({
    queryKey: ['commerce', 'pickup-stores', query],
    queryFn: async () => {
      const r = await getApi().store.list({ keyword: query || undefined, pickupYn: 'Y', page: 1, rows: 20 })
      if (!r.ok)
        throw new Error(
          r.status === 404 ? '매장 목록을 아직 제공하지 않고 있어요.' : (r.error.errors[0]?.reason ?? '매장 목록을 불러오지 못했어요.'),
        )
      return r.data
    },
    enabled: open,
    retry: false,
  })
  if (value && !open) {
    return (
      <div className="flex items-start justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm">
        <div>
          <p className="font-bold text-brand-800">{value.storeName}</p>
          <p className="text-gray-600">{value.address}</p>
          <p className="text-gray-600">{value.telNo}</p>
        </div>
        <button type="button" className={btn.small} onClick={() => setOpen(true)}>
          매장 변경
        </button>
      </div>
    )
  }
  return (
    <div className="rounded-xl border border-gray-200 p-3">
      <form
        className="flex gap-2"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          setQuery(keyword.trim())
        }}
      >
        <label htmlFor="store-keyword" className="sr-only">
          픽업 매장 검색
        </label>
        <input
          id="store-keyword"
          className={field.input}
          placeholder="매장명 또는 지역 (예: 강남)"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit" className={btn.secondary}>
          검색
        </button>
      </form>
      <div className="mt-2 max-h-72 overflow-y-auto" aria-live="polite">
        {list.isPending ? (
          <div className="space-y-2 py-2" role="status" aria-label="매장을 불러오는 중">
            <div className="skeleton h-12" />
            <div className="skeleton h-12" />
          </div>
        ) : list.isError ? (
          <p className="py-4 text-center text-sm text-gray-600" role="alert">
            {list.error.message} 잠시 후 다시 시도하시거나 택배 배송을 선택해 주세요.{' '}
            <button type="button" className="font-semibold text-brand-700 underline" onClick={() => void list.refetch()}>
              다시 시도
            </button>
          </p>
        ) : !list.data.stores.length ? (
          <p className="py-4 text-center text-sm text-gray-600">검색한 지역에 픽업 가능한 매장이 없어요.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {list.data.stores.map((s) => (
              <li key={s.storeCode}>
                <button
                  type="button"
                  className="flex w-full items-start justify-between gap-2 py-2.5 text-left text-sm hover:bg-gray-50"
                  onClick={() => {
                    onChange({ storeCode: s.storeCode, storeName: s.storeName, address: s.address, telNo: s.telNo })
                    setOpen(false)
                  }}
                >
                  <span>
                    <span className="block font-semibold">{s.storeName}</span>
                    <span className="block text-xs text-gray-500">{s.address}</span>
                  </span>
                  <span className="shrink-0 text-xs text-gray-500">{s.distanceKm != null ? `${s.distanceKm}km` : s.telNo}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
