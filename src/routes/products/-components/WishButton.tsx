import { useDibbed, useDibsToggle } from '~/client/components/commerce/useDibsToggle'
import { HeartIcon } from '~/client/components/HeartIcon'
import type { CardGoods } from '~/shared/main-page'
import { formatNumber } from '~/shared/format'

/** The product page's wish (찜) button with everyone's count: the member's heart from their wish list, guests asked to sign in. */
export function WishButton({ goods }: { goods: CardGoods }) {
  const toggle = useDibsToggle()
  const dibs = useDibbed(goods)
  return (
    <button
      type="button"
      onClick={() => void toggle({ ...goods, dibs })}
      aria-pressed={dibs}
      data-dibs-goods={goods.id}
      data-testid="wish-button"
      className="flex shrink-0 flex-col items-center rounded-xl border border-gray-200 px-3 py-1.5 text-[11px] text-gray-600"
    >
      <HeartIcon goodsNo={goods.id} dibs={dibs} size={22} />
      <span className="sr-only">찜하기, </span>
      <span>{formatNumber(goods.dibsCount)}</span>
      <span className="sr-only">명이 찜함</span>
    </button>
  )
}
