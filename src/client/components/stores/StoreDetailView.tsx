import type { StoreDetail } from '~/shared/api/store-types'
import { formatDate8, formatHHMM, weekdayKo } from '~/shared/format'
import { seoulWeekday } from '~/shared/calendar'
import { Badge, btn } from '~/client/components/ui'

/** Store detail: photo, address, phone, hours per weekday (Korean names), holidays, services, directions. */
export function StoreDetailView({
  store,
  onSetMyStore,
  isMyStore,
  reserveHref,
  headingLevel = 2,
}: {
  store: StoreDetail
  onSetMyStore?: () => void
  isMyStore?: boolean
  reserveHref?: string
  headingLevel?: 2 | 3
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const today = seoulWeekday()
  return (
    <article aria-labelledby="store-detail-title" className="overflow-hidden rounded-2xl border border-gray-200 bg-white">
      {store.imgSrc ? (
        <img
          src={store.imgSrc}
          alt={`${store.storeName} 매장 사진`}
          width={800}
          height={400}
          className="aspect-[2/1] w-full bg-gray-100 object-cover md:aspect-[3/1] md:object-contain"
        />
      ) : null}
      <div className="p-5">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="brand">{store.storeKind}</Badge>
          {isMyStore ? <Badge tone="accent">나의 매장</Badge> : null}
        </div>
        <H id="store-detail-title" className="mt-2 text-lg font-bold">
          {store.storeName}
        </H>
        <dl className="mt-3 space-y-1.5 text-sm">
          <div className="flex gap-3">
            <dt className="w-14 shrink-0 text-gray-500">주소</dt>
            <dd className="text-gray-800">
              {store.address}
              {store.lotAddress ? <span className="block text-xs text-gray-500">(지번) {store.lotAddress}</span> : null}
            </dd>
          </div>
          <div className="flex gap-3">
            <dt className="w-14 shrink-0 text-gray-500">전화</dt>
            <dd>
              <a className="font-semibold text-brand-700 hover:underline" href={`tel:${store.telNo.replace(/-/g, '')}`}>
                {store.telNo}
              </a>
            </dd>
          </div>
          {store.services.length ? (
            <div className="flex gap-3">
              <dt className="w-14 shrink-0 text-gray-500">서비스</dt>
              <dd className="flex flex-wrap gap-1">
                {store.services.map((s) => (
                  <Badge key={s.code} tone={s.code === 'hearing' ? 'amber' : 'gray'}>
                    {s.name}
                  </Badge>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
        {store.promoNote ? <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-[13px] text-amber-800">{store.promoNote}</p> : null}

        <H className="mt-5 text-sm font-bold">영업시간</H>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">요일별 영업시간</caption>
          <tbody>
            {store.hours.map((h) => (
              <tr key={h.weekday} className={h.weekday === today ? 'font-semibold text-brand-700' : 'text-gray-700'}>
                <th
                  scope="row"
                  className={`w-12 py-1 text-left font-medium ${h.weekday === 0 ? 'text-accent' : h.weekday === 6 ? 'text-blue-600' : ''}`}
                >
                  {h.weekdayNm}
                  {h.weekday === today ? <span className="sr-only"> (오늘)</span> : null}
                </th>
                <td className="py-1">
                  {h.closedYn === 'Y' ? (
                    <span className="text-gray-500">정기휴무</span>
                  ) : (
                    `${formatHHMM(h.openTime)} ~ ${formatHHMM(h.closeTime)}`
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <H className="mt-5 text-sm font-bold">휴무 안내</H>
        {store.holidays.length ? (
          <ul className="mt-2 flex flex-wrap gap-1.5 text-[13px]">
            {store.holidays.slice(0, 8).map((h) => (
              <li key={h.ymd} className="rounded-lg bg-gray-100 px-2 py-1 text-gray-700">
                {formatDate8(h.ymd, '.').slice(5)}({weekdayKo(h.ymd)}) {h.reason}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-[13px] text-gray-500">앞으로 60일 동안 예정된 임시 휴무가 없습니다.</p>
        )}

        <div className="mt-5 grid grid-cols-2 gap-2">
          <a className={btn.secondary} href={store.directionsUrl} target="_blank" rel="noopener noreferrer">
            카카오맵 길찾기
          </a>
          {reserveHref ? (
            <a className={btn.primary} href={reserveHref}>
              방문 예약하기
            </a>
          ) : null}
          {onSetMyStore ? (
            <button type="button" className={`${btn.secondary} col-span-2`} onClick={onSetMyStore} disabled={isMyStore}>
              {isMyStore ? '나의 매장으로 설정되어 있어요' : '나의 매장으로 설정'}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  )
}

export function StoreDetailSkeleton() {
  return (
    <div role="status" aria-label="매장 정보를 불러오는 중" className="rounded-2xl border border-gray-100 p-5">
      <div className="skeleton h-6 w-1/2" />
      <div className="skeleton mt-4 h-4 w-full" />
      <div className="skeleton mt-2 h-4 w-2/3" />
      <div className="skeleton mt-6 h-32 w-full" />
    </div>
  )
}
