import { formatNumber } from '~/shared/format'
import { Badge, EmptyState, ListSkeleton } from '~/client/components/ui'

/** 상품 확인: the goods the visit is for (reservation-only lenses are paid and fitted in the store). */
export function GoodsStep({
  loading,
  list,
  total,
}: {
  loading: boolean
  list: {
    goodsNo: string
    goodsNm: string
    itemNm: string | null
    brandNm: string
    imgSrc: string
    salePrice: number
    buyQtt: number
    reservationOnlyYn: string
  }[]
  total: number
}) {
  if (loading) return <ListSkeleton rows={2} label="예약 상품을 불러오는 중" />
  if (!list.length)
    return (
      <EmptyState title="예약할 수 있는 상품이 없어요">
        판매가 끝났거나 잘못된 상품일 수 있어요. 상품 없이 방문 예약만 진행할 수 있어요.
      </EmptyState>
    )
  return (
    <div>
      <p className="mb-3 text-sm text-gray-600">
        안경렌즈·콘택트렌즈는 관련 법에 따라 온라인으로 판매할 수 없어 매장에서 결제하고 착용해 보실 수 있어요.
      </p>
      <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200" aria-label="예약 상품">
        {list.map((g) => (
          <li key={`${g.goodsNo}-${g.itemNm}`} className="flex gap-3 p-3">
            <img src={g.imgSrc} alt={g.goodsNm} width={72} height={72} className="h-18 w-18 shrink-0 rounded-xl bg-gray-50 object-cover" />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold text-gray-500">{g.brandNm}</p>
              <p className="line-clamp-2 text-sm font-medium">{g.goodsNm}</p>
              {g.itemNm ? <p className="text-xs text-gray-500">옵션: {g.itemNm}</p> : null}
              <p className="mt-1 flex items-center gap-2 text-sm">
                <strong>{formatNumber(g.salePrice)}원</strong>
                <span className="text-gray-500">· {g.buyQtt}개</span>
                {g.reservationOnlyYn === 'Y' ? <Badge tone="brand">예약전용</Badge> : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-right text-sm">
        매장 결제 예정 금액 <strong className="text-base">{formatNumber(total)}원</strong>
      </p>
    </div>
  )
}
