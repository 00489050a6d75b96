import { keepPreviousData, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { getApi } from '~/client/api'
import { memberQueries } from '~/client/queries/member'
import { storeQueries } from '~/client/queries/stores'
import type { StoreSummary } from '~/shared/api/store-types'
import { formatNumber } from '~/shared/format'
import { withJosa } from '~/shared/korean'
import { STORE_SERVICES, type StoreService } from '~/shared/store-services'
import { useDialog } from '../Dialogs'
import { StoreCard } from './StoreCard'
import { StoreDetailSkeleton, StoreDetailView } from './StoreDetailView'
import { EmptyState, ErrorState, ListSkeleton, btn, chipClass, field } from '~/client/components/ui'
import { deferred } from '../Deferred'

// The map is in the server HTML (the offline map's SVG; Kakao's box), but its code (Korea's outline, clustering,
// zoom) is no part of the page's first download: it loads and hydrates right after the page, and a tap on the
// map before that is replayed once it has (src/client/components/Deferred.tsx).
const mapSkeleton = <div className="skeleton aspect-[4/3] max-h-64 w-full rounded-2xl md:max-h-80" />
const OfflineStoreMap = deferred(() => import('./OfflineStoreMap').then((m) => m.OfflineStoreMap), { fallback: mapSkeleton })
const KakaoMap = deferred(() => import('./KakaoMap').then((m) => m.KakaoMap), { fallback: mapSkeleton })

export interface FinderSearch {
  keyword?: string
  sido?: string
  sigungu?: string
  service?: StoreService
  storeNo?: number
}

type Pos = { lat: number; lng: number; source: 'gps' | 'area' }
const PAGE = 20

/** The store finder: search, region, services, distance sort, optional Kakao map, detail. */
export function StoreFinder({ search, onSearch }: { search: FinderSearch; onSearch: (s: FinderSearch) => void }) {
  const { data: areas } = useSuspenseQuery(storeQueries.areas())
  const mapConfig = useQuery(storeQueries.mapConfig())
  const member = useQuery(memberQueries.info())
  const [keyword, setKeyword] = useState(search.keyword ?? '')
  const [gps, setGps] = useState<Pos | null>(null)
  const [locating, setLocating] = useState(false)
  const [rows, setRows] = useState(PAGE)
  const dialog = useDialog()
  const detailRef = useRef<HTMLDivElement>(null)

  const sido = areas.areas.find((a) => a.sido === search.sido)
  const sigungu = sido?.sigunguList.find((s) => s.sigungu === search.sigungu)
  const pos: Pos | null =
    gps ??
    (sigungu ? { lat: sigungu.lat, lng: sigungu.lng, source: 'area' } : sido ? { lat: sido.lat, lng: sido.lng, source: 'area' } : null)

  const locate = useCallback(
    (quiet: boolean) => {
      if (!('geolocation' in navigator)) {
        if (!quiet) void dialog.alert('이 브라우저에서는 위치 정보를 사용할 수 없어요. 지역을 선택해 주세요.')
        return
      }
      setLocating(true)
      navigator.geolocation.getCurrentPosition(
        (p) => {
          setGps({ lat: Math.round(p.coords.latitude * 1e6) / 1e6, lng: Math.round(p.coords.longitude * 1e6) / 1e6, source: 'gps' })
          setLocating(false)
        },
        () => {
          setLocating(false)
          if (!quiet) void dialog.alert('현재 위치를 확인하지 못했어요. 위치 권한을 허용하거나 지역을 선택해 주세요.')
        },
        { enableHighAccuracy: false, timeout: 8000, maximumAge: 300_000 },
      )
    },
    [dialog],
  )
  // Use the position right away when the shopper already granted it; never prompt without a tap.
  useEffect(() => {
    let alive = true
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((st) => alive && st.state === 'granted' && locate(true))
      .catch(() => {})
    return () => {
      alive = false
    }
  }, [locate])

  const params = {
    keyword: search.keyword || undefined,
    sido: search.sido || undefined,
    sigungu: search.sigungu || undefined,
    service: search.service || undefined,
    lat: pos?.lat,
    lng: pos?.lng,
    rows,
  }
  const list = useQuery({ ...storeQueries.list(params), placeholderData: keepPreviousData })
  const selectedNo = search.storeNo
  const detail = useQuery({ ...storeQueries.detail(selectedNo ?? 0), enabled: !!selectedNo })
  const qc = useQueryClient()
  const myStore = useQuery({ ...storeQueries.myStore(), enabled: !!member.data })

  const select = useCallback(
    (s: StoreSummary) => {
      onSearch({ ...search, storeNo: s.storeNo })
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }))
    },
    [onSearch, search],
  )

  const setMyStore = async (storeCode: string, name: string) => {
    if (!member.data) {
      if (await dialog.confirm('나의 매장 설정은 로그인 후 이용할 수 있어요. 로그인하시겠어요?', { confirmLabel: '로그인' }))
        window.location.assign(`/account/signin?returnUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`)
      return
    }
    if (!(await dialog.confirm(`${withJosa(name, '을/를')} 나의 매장으로 설정할까요?`))) return
    const r = await getApi().store.setMyStore(storeCode)
    if (!r.ok) return void dialog.warn(r.error.errors[0]?.reason ?? '나의 매장을 설정하지 못했어요.')
    qc.setQueryData(storeQueries.myStore().queryKey, r.data)
    await dialog.alert('나의 매장으로 설정했어요.')
  }

  const stores = useMemo(() => list.data?.stores ?? [], [list.data])
  const reserveHref = (storeNo: number) => `/davichstore/reservation?storeNo=${storeNo}`
  const key = mapConfig.data?.kakaoMapKey
  // The offline map shows the listed stores and the open store (a store page's store need not be in the list).
  const mapStores = useMemo(
    () => (detail.data && !stores.some((s) => s.storeNo === detail.data.storeNo) ? [...stores, detail.data] : stores),
    [stores, detail.data],
  )
  const onArea = useCallback(
    (sido?: string, sigungu?: string) => onSearch({ ...search, sido, sigungu, storeNo: undefined }),
    [onSearch, search],
  )

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-4 md:pt-8">
      <h1 className="text-xl font-bold tracking-tight md:text-2xl">매장 찾기</h1>
      <p className="mt-1 text-sm text-gray-500">가까운 다비치안경 매장을 찾고 방문 예약까지 한 번에 할 수 있어요.</p>

      <div className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,420px)_minmax(0,1fr)]">
        <section aria-label="매장 검색" className="min-w-0">
          <form
            role="search"
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault()
              setRows(PAGE)
              onSearch({ ...search, keyword: keyword.trim() || undefined, storeNo: undefined })
            }}
          >
            <div className="flex gap-2">
              <label htmlFor="store-keyword" className="sr-only">
                매장명 또는 주소
              </label>
              <input
                id="store-keyword"
                className={field.input}
                type="search"
                placeholder="매장명, 지역, 도로명으로 검색"
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                maxLength={50}
              />
              <button type="submit" className={`${btn.primary} shrink-0`}>
                검색
              </button>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <div>
                <label htmlFor="store-sido" className="sr-only">
                  시·도
                </label>
                <select
                  id="store-sido"
                  className={field.select}
                  value={search.sido ?? ''}
                  onChange={(e) => {
                    setRows(PAGE)
                    onSearch({ ...search, sido: e.target.value || undefined, sigungu: undefined, storeNo: undefined })
                  }}
                >
                  <option value="">시·도 전체</option>
                  {areas.areas.map((a) => (
                    <option key={a.sido} value={a.sido}>{`${a.sido} (${a.storeCount})`}</option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="store-sigungu" className="sr-only">
                  시·군·구
                </label>
                <select
                  id="store-sigungu"
                  className={field.select}
                  value={search.sigungu ?? ''}
                  disabled={!sido}
                  onChange={(e) => {
                    setRows(PAGE)
                    onSearch({ ...search, sigungu: e.target.value || undefined, storeNo: undefined })
                  }}
                >
                  <option value="">시·군·구 전체</option>
                  {sido?.sigunguList.map((s) => (
                    <option key={s.sigungu} value={s.sigungu}>{`${s.sigungu} (${s.storeCount})`}</option>
                  ))}
                </select>
              </div>
            </div>
            {/* min-w-0: a fieldset is min-content wide by default, so the chip row would widen the page. */}
            <fieldset className="min-w-0">
              <legend className="sr-only">서비스</legend>
              <div className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
                {[{ code: '' as const, name: '전체' }, ...STORE_SERVICES].map((s) => {
                  const on = (search.service ?? '') === s.code
                  return (
                    <button
                      key={s.code || 'all'}
                      type="button"
                      aria-pressed={on}
                      onClick={() => {
                        setRows(PAGE)
                        onSearch({ ...search, service: s.code || undefined, storeNo: undefined })
                      }}
                      className={chipClass(on)}
                    >
                      {s.name}
                    </button>
                  )
                })}
              </div>
            </fieldset>
          </form>

          <div className="mt-4 flex items-center justify-between gap-2 text-[13px]">
            <p className="text-gray-600" aria-live="polite">
              {list.data ? (
                <>
                  매장 <strong className="text-gray-900">{formatNumber(list.data.total)}</strong>곳
                </>
              ) : (
                '매장을 찾는 중'
              )}
              {pos ? (
                <span className="text-gray-500">
                  {' '}
                  · {pos.source === 'gps' ? '내 위치' : `${search.sigungu ?? search.sido} 중심`}에서 가까운 순
                </span>
              ) : (
                <span className="text-gray-500"> · 지역순</span>
              )}
            </p>
            <button type="button" className={btn.small} onClick={() => locate(false)} disabled={locating} aria-busy={locating}>
              {locating ? '위치 확인 중…' : gps ? '위치 새로고침' : '내 위치로 찾기'}
            </button>
          </div>

          <div className="mt-3">
            {list.isPending ? (
              <ListSkeleton rows={5} label="매장 목록을 불러오는 중" />
            ) : list.isError ? (
              <ErrorState
                title="매장 목록을 불러오지 못했어요"
                action={
                  <button type="button" className={btn.secondary} onClick={() => list.refetch()}>
                    다시 시도
                  </button>
                }
              >
                네트워크 상태를 확인한 뒤 다시 시도해 주세요.
              </ErrorState>
            ) : stores.length === 0 ? (
              <EmptyState
                title="조건에 맞는 매장이 없어요"
                action={
                  <button
                    type="button"
                    className={btn.secondary}
                    onClick={() => {
                      setKeyword('')
                      onSearch({})
                    }}
                  >
                    조건 초기화
                  </button>
                }
              >
                검색어나 지역, 서비스를 바꿔 다시 찾아보세요.
              </EmptyState>
            ) : (
              <>
                <ul className="space-y-3" aria-label="매장 목록">
                  {stores.map((s) => (
                    <StoreCard
                      key={s.storeNo}
                      store={s}
                      selected={s.storeNo === selectedNo}
                      onSelect={select}
                      reserveHref={reserveHref(s.storeNo)}
                    />
                  ))}
                </ul>
                {list.data && list.data.total > stores.length ? (
                  <button
                    type="button"
                    className={`${btn.secondary} mt-4 w-full`}
                    onClick={() => setRows((r) => Math.min(r + PAGE, 300))}
                    disabled={list.isPlaceholderData}
                  >
                    {/* isPlaceholderData, not isFetching: a stale list refetched on mount must not change the hydrated text (React #418) */}
                    {list.isPlaceholderData ? '불러오는 중…' : `매장 더 보기 (${stores.length}/${list.data.total})`}
                  </button>
                ) : null}
              </>
            )}
          </div>
        </section>

        <section aria-label="매장 상세" className="order-first min-w-0 md:order-none">
          <div
            ref={detailRef}
            className="scroll-mt-20 space-y-4 md:sticky md:top-20 md:max-h-[calc(100dvh-6rem)] md:overflow-y-auto md:pb-4"
          >
            {key ? (
              <KakaoMap appKey={key} stores={stores} onSelect={select} />
            ) : (
              <OfflineStoreMap
                areas={areas.areas}
                stores={mapStores}
                sido={search.sido}
                sigungu={search.sigungu}
                selectedNo={selectedNo}
                onArea={onArea}
                onSelect={select}
              />
            )}
            {selectedNo ? (
              detail.isPending ? (
                <StoreDetailSkeleton />
              ) : detail.data ? (
                <div>
                  <button
                    type="button"
                    className="mb-2 text-[13px] font-semibold text-gray-500 hover:text-gray-800"
                    onClick={() => onSearch({ ...search, storeNo: undefined })}
                  >
                    ← 목록으로
                  </button>
                  <StoreDetailView
                    store={detail.data}
                    reserveHref={reserveHref(detail.data.storeNo)}
                    isMyStore={myStore.data?.myStoreCode === detail.data.storeCode}
                    onSetMyStore={() => setMyStore(detail.data!.storeCode, detail.data!.storeName)}
                  />
                </div>
              ) : (
                <EmptyState title="매장 정보를 찾을 수 없어요">영업을 종료했거나 잘못된 매장 번호일 수 있어요.</EmptyState>
              )
            ) : (
              <div className="hidden rounded-2xl bg-gray-50 p-8 text-center md:block">
                <p className="text-base font-semibold">매장을 선택해 주세요</p>
                <p className="mt-2 text-sm text-gray-500">
                  영업시간, 휴무일, 제공 서비스와 길찾기를 확인할 수 있어요.{key ? '' : ' (지도 없이 목록으로 보여 드려요)'}
                </p>
              </div>
            )}
          </div>
        </section>
      </div>
    </div>
  )
}
