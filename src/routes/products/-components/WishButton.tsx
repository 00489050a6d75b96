import { useDibbed, useDibsToggle } from '~/client/components/commerce/useDibsToggle'
import { HeartIcon } from '~/client/components/HeartIcon'
import type { CardGoods } from '~/shared/main-page'
import { formatNumber } from '~/shared/format'

/** The product page's wish (찜) button with everyone's count: the member's heart from their wish list, guests asked to sign in. */
/** `compact`: the phone buy bar's heart (no border, same button). */
export function WishButton({ goods, compact }: { goods: CardGoods; compact?: boolean }) {
  const toggle = useDibsToggle()
  const dibs = useDibbed(goods)
  return (
    <button
      type="button"
      onClick={() => void toggle({ ...goods, dibs })}
      aria-pressed={dibs}
      data-dibs-goods={goods.id}
      data-testid="wish-button"
      className={`flex shrink-0 flex-col items-center text-[11px] text-gray-600 ${compact ? 'h-12 w-12 justify-center' : 'rounded-xl border border-gray-200 px-3 py-1.5'}`}
    >
      <HeartIcon goodsNo={goods.id} dibs={dibs} size={22} />
      <span className="sr-only">찜하기, </span>
      <span>{formatNumber(goods.dibsCount)}</span>
      <span className="sr-only">명이 찜함</span>
    </button>
  )
}
