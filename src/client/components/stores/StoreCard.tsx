import type { StoreSummary } from '~/shared/api/store-types'
import { formatDistance, kakaoDirectionsUrl } from '~/shared/geo'
import { Badge, btn } from '~/client/components/ui'

export function storeBadges(s: Pick<StoreSummary, 'eyeTestYn' | 'hearingYn' | 'pickupYn' | 'contactOnlyYn' | 'storeKind'>) {
  const out: string[] = []
  if (s.eyeTestYn === 'Y') out.push('시력검사')
  if (s.hearingYn === 'Y' || s.storeKind === '청력센터') out.push('보청기')
  if (s.pickupYn === 'Y') out.push('매장픽업')
  if (s.contactOnlyYn === 'Y' || s.storeKind === '콘택트전용샵') out.push('콘택트 전문')
  return out
}

/** One store in the finder list. */
export function StoreCard({
  store,
  selected,
  onSelect,
  reserveHref,
}: {
  store: StoreSummary
  selected?: boolean
  onSelect: (s: StoreSummary) => void
  reserveHref: string
}) {
  return (
    <li>
      <article
        className={`rounded-2xl border p-4 transition-colors ${selected ? 'border-brand-600 bg-brand-50/40' : 'border-gray-200 bg-white'}`}
        aria-labelledby={`store-${store.storeNo}`}
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={`store-${store.storeNo}`} className="text-[15px] font-bold text-gray-900">
              <button type="button" className="text-left hover:underline" onClick={() => onSelect(store)}>
                {store.storeName}
              </button>
            </h3>
            <p className="mt-1 text-[13px] leading-snug text-gray-600">{store.address}</p>
            <p className="mt-0.5 text-[13px] text-gray-500">
              <a href={`tel:${store.telNo.replace(/-/g, '')}`} className="hover:underline">
                {store.telNo}
              </a>
            </p>
          </div>
          {store.distanceKm != null ? (
            <span
              className="shrink-0 rounded-full bg-gray-900 px-2 py-1 text-[11px] font-bold text-white"
              aria-label={`현재 위치에서 ${formatDistance(store.distanceKm)}`}
            >
              {formatDistance(store.distanceKm)}
            </span>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap gap-1">
          {storeBadges(store).map((b) => (
            <Badge key={b} tone={b === '보청기' ? 'amber' : 'brand'}>
              {b}
            </Badge>
          ))}
        </div>
        <div className="mt-3 grid grid-cols-3 gap-2">
          <button type="button" className={btn.small} onClick={() => onSelect(store)}>
            매장 정보
          </button>
          <a
            className={btn.small}
            href={kakaoDirectionsUrl(store.storeName, store.lat, store.lng)}
            target="_blank"
            rel="noopener noreferrer"
          >
            길찾기
          </a>
          <a className={btn.smallPrimary} href={reserveHref}>
            방문 예약
          </a>
        </div>
      </article>
    </li>
  )
}
