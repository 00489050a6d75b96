import { lazy, Suspense, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { GoodsDetailAnswer } from '~/shared/api/goods-types'
import { useMember } from '~/client/hooks/useMember'
import { signInHref } from '~/shared/route-guards'
import { WishButton } from './WishButton'
import type { AddedToCart } from './BuyBox'

const loadSheet = () => import('./BuySheet')
const BuySheet = lazy(() => loadSheet().then((m) => ({ default: m.BuySheet })))

/** The order sheet of a direct buy (kept here too so this bar does not pull the buy box into the first download). */
const directBuy = (goodsNo: string, itemNo: string) => `/products/payment?goodsNo=${goodsNo}&itemNo=${encodeURIComponent(itemNo)}&buyQtt=1`

/**
 * Phones: the pinned bar "♡ | 장바구니 | 구매하기" (the tab bar is hidden on this page). 장바구니 and 구매하기 open the
 * option sheet; a goods with one option in stock goes to its order sheet in one tap. Reservation-only goods (lenses)
 * have one way forward: the store visit reservation.
 */
export function BuyBar({ data, onAdded }: { data: GoodsDetailAnswer; onAdded: (a: AddedToCart) => void }) {
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const { member } = useMember()
  const only = data.items.length === 1 && !data.items[0].soldOut ? data.items[0] : null
  const soldOut = data.items.length > 0 && data.items.every((i) => i.soldOut)
  const buy = () => {
    if (!only) return setOpen(true)
    const href = directBuy(data.goods.id, only.itemNo)
    void navigate({ href: member ? href : signInHref(href, href) })
  }
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] md:hidden"
      data-testid="buy-bar"
    >
      <div className="flex items-center gap-2">
        <WishButton goods={data.goods} compact />
        {data.reservationOnly ? (
          <a
            href={`/davichstore/reservation?goodsNo=${data.goods.id}&qty=1`}
            className="flex h-12 flex-1 items-center justify-center rounded-xl bg-brand-600 text-[15px] font-bold text-white"
          >
            매장 방문 예약하기
          </a>
        ) : soldOut ? (
          <p className="flex h-12 flex-1 items-center justify-center rounded-xl bg-gray-100 text-[15px] font-bold text-gray-500">
            품절된 상품이에요
          </p>
        ) : (
          <>
            <button
              type="button"
              aria-label="장바구니 담기"
              onPointerEnter={() => void loadSheet()}
              onClick={() => setOpen(true)}
              className="h-12 flex-1 rounded-xl border border-gray-900 text-[15px] font-bold"
            >
              장바구니
            </button>
            <button type="button" onClick={buy} className="h-12 flex-[1.4] rounded-xl bg-gray-900 text-[15px] font-bold text-white">
              구매하기
            </button>
          </>
        )}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <BuySheet data={data} onClose={() => setOpen(false)} onAdded={onAdded} />
        </Suspense>
      ) : null}
    </div>
  )
}
