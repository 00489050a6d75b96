import { Link } from '@tanstack/react-router'
import type { CardGoods as Goods } from '~/shared/main-page'
import { formatNumber } from '~/shared/text'
import { isReservationOnly } from '~/shared/rules'
import { useDibbed, useDibsToggle } from './commerce/useDibsToggle'
import { Countdown } from './Countdown'
import { HeartIcon } from './HeartIcon'
import { inkSafeBackground } from './ui/color'

/**
 * Goods card: brand, name, image, customer price struck through, sale price, discount rate,
 * grade, icons, dibs heart with count, time-deal remaining time, promotion discount.
 */
export function GoodsCard<G extends Goods>({ goods, eager = false, onDibs }: { goods: G; eager?: boolean; onDibs?: (g: G) => void }) {
  // Without an explicit handler the heart still works: toggle for members, sign-in prompt for guests.
  const toggleDibs = useDibsToggle()
  const dibs = useDibbed(goods)
  const discounted = goods.discountRate > 0 && goods.customerPrice > goods.salePrice
  return (
    <article className="group relative flex min-w-0 flex-col">
      <Link to="/products/$id" params={{ id: goods.id }} className="block">
        <div className="relative aspect-square overflow-hidden rounded-xl bg-gray-50">
          <img
            src={goods.imgSrc}
            alt={goods.productName}
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
          {isReservationOnly(goods.goodsTypeCd) ? (
            <span
              className={`absolute left-2 rounded-md bg-white/90 px-2 py-1 text-[11px] font-semibold text-brand-700 ${goods.timeDealRemainTime != null ? 'bottom-8' : 'bottom-2'}`}
            >
              매장 예약 전용
            </span>
          ) : null}
          {/* The time deal's clock: a strip along the picture's foot, clear of the heart at its top corner. */}
          {goods.timeDealRemainTime != null ? (
            <span className="absolute inset-x-0 bottom-0 bg-gray-900/80 px-2 py-1 text-center text-[11px] font-semibold tabular-nums text-white">
              <Countdown seconds={goods.timeDealRemainTime} endAt={goods.timeDealEndAt} />
            </span>
          ) : null}
        </div>
        {goods.reason ? <p className="mt-2 line-clamp-2 text-[11px] font-semibold leading-snug text-brand-700">{goods.reason}</p> : null}
        <p className={`${goods.reason ? 'mt-1' : 'mt-2'} truncate text-xs font-semibold text-gray-500`}>{goods.brand}</p>
        <h3 className="mt-0.5 line-clamp-2 text-[13px] leading-snug text-gray-900 md:text-sm">{goods.productName}</h3>
        <div className="mt-1.5">
          {discounted ? (
            <del className="block text-xs text-gray-500">
              <span className="sr-only">정가 </span>
              {formatNumber(goods.customerPrice)}원
            </del>
          ) : null}
          <p className="flex items-baseline gap-1.5">
            {discounted ? <span className="text-[15px] font-bold text-accent">{goods.discountRate}%</span> : null}
            <span className="text-[15px] font-bold">
              <span className="sr-only">판매가 </span>
              {formatNumber(goods.salePrice)}원
            </span>
          </p>
          {goods.prmtDcValue ? (
            <p className="text-[11px] font-medium text-accent">
              타임딜 {formatNumber(goods.prmtDcValue)}원 추가 할인
              {goods.timeDealLeft != null ? ` · ${formatNumber(goods.timeDealLeft)}개 남음` : null}
            </p>
          ) : null}
        </div>
      </Link>
      <div className="mt-1.5 flex flex-wrap items-center gap-1">
        {goods.goodsIconViewList.slice(0, 3).map((icon) => (
          <span
            key={icon.iconCd}
            className="rounded px-1.5 py-0.5 text-[10px] font-semibold text-white"
            style={{ backgroundColor: inkSafeBackground(icon.bgColor) }}
          >
            {icon.iconNm}
          </span>
        ))}
      </div>
      <div className="mt-1 flex items-center gap-2 text-[11px] text-gray-500">
        {goods.grade > 0 ? (
          <span aria-label={`평점 ${goods.grade}점, 리뷰 ${goods.reviewCount}개`}>
            ★ {goods.grade.toFixed(1)} ({formatNumber(goods.reviewCount)})
          </span>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => void (onDibs ?? toggleDibs)({ ...goods, dibs })}
        className="absolute right-1.5 top-1.5 flex items-center gap-0.5 rounded-full bg-white/90 px-2 py-1 text-[11px] text-gray-700 shadow-sm"
        aria-pressed={dibs}
        data-dibs-goods={goods.id}
      >
        {/* The name is the visible count plus hidden words ('찜하기, 316명이 찜함'); the state is aria-pressed. */}
        <HeartIcon goodsNo={goods.id} dibs={dibs} size={16} />
        <span className="sr-only">찜하기, </span>
        {formatNumber(goods.dibsCount)}
        <span className="sr-only">명이 찜함</span>
      </button>
    </article>
  )
}

export function GoodsGrid({ goods, eagerCount = 0 }: { goods: Goods[]; eagerCount?: number }) {
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-4 lg:grid-cols-5">
      {goods.map((g, i) => (
        <GoodsCard key={g.id} goods={g} eager={i < eagerCount} />
      ))}
    </div>
  )
}

export function GoodsGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-4 lg:grid-cols-5" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <div className="skeleton aspect-square rounded-xl" />
          <div className="skeleton mt-2 h-3 w-1/3" />
          <div className="skeleton mt-2 h-4 w-5/6" />
          <div className="skeleton mt-2 h-4 w-1/2" />
        </div>
      ))}
    </div>
  )
}
