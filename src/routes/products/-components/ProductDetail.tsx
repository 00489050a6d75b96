import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useState } from 'react'
import { Countdown } from '~/client/components/Countdown'
import { deferred } from '~/client/components/Deferred'
import { GoodsCoupons } from '~/client/components/benefits/GoodsCoupons'
import type { GoodsDetailAnswer } from '~/shared/api/goods-types'
import { formatNumber } from '~/shared/format'
import { RecentlyViewed, useRecordView } from '~/client/components/RecentlyViewed'
import type { AddedToCart } from './BuyBox'
import { BuyBar } from './BuyBar'
import { WishButton } from './WishButton'

// Below the fold: in the first HTML, but their code loads (and they hydrate) when they come near the screen.
const GoodsVoice = deferred(() => import('~/client/components/voice/GoodsVoice').then((m) => m.GoodsVoice), {
  fallback: <div className="skeleton mt-12 h-64 rounded-xl" />,
})
// The fit verdict for a signed-in member's face (frames and sunglasses): its code stays out of the page's first download.
const FrameFit = deferred(() => import('./FrameFit').then((m) => m.FrameFit))
// The buy box and the buying guide: server-rendered, their code after the page's (the phone buys through the pinned
// bar's sheet; the box stays inline on desktop and for reservation-only goods, whose options the visit carries).
const BuyBox = deferred(() => import('./BuyBox').then((m) => m.BuyBox), { fallback: <div className="skeleton mt-5 h-48 rounded-xl" /> })
const BuyingGuide = deferred(() => import('./BuyingGuide').then((m) => m.BuyingGuide), {
  fallback: <div className="skeleton mt-5 h-40 rounded-xl" />,
})
// Share: server-rendered, its code right after the page's (a tap before that is held and replayed).
const ShareButton = deferred(() => import('./ShareButton').then((m) => m.ShareButton), {
  fallback: <span className="block h-12 w-12 rounded-xl border border-gray-200" />,
})
const CartToast = lazy(() => import('./CartToast').then((m) => ({ default: m.CartToast })))
const RelatedGoods = deferred(() => import('./RelatedGoods').then((m) => m.RelatedGoods), {
  fallback: <div className="skeleton mt-12 h-64 rounded-xl" />,
})

export function ProductDetail({ data }: { data: GoodsDetailAnswer }) {
  const g = data.goods
  useRecordView(g.id)
  const [imgIdx, setImgIdx] = useState(0)
  const [now] = useState(() => Date.now())
  const [added, setAdded] = useState<(AddedToCart & { at: number }) | null>(null)
  const onAdded = useCallback((a: AddedToCart) => setAdded({ ...a, at: Date.now() }), [])
  return (
    <div className="mx-auto max-w-6xl pb-28 md:px-4 md:pb-16">
      <nav aria-label="현재 위치" className="hidden py-4 text-sm text-gray-500 md:block">
        <Link to="/main">홈</Link> ›{' '}
        {g.goodsTypeCd === '05' ? (
          <Link to="/products/etc">용품</Link>
        ) : (
          <Link to="/products" search={{ category: g.goodsTypeCd as '01' }}>
            {g.categoryName}
          </Link>
        )}{' '}
        › <span>{g.ctgNm}</span>
      </nav>
      <div className="md:grid md:grid-cols-2 md:gap-10">
        <section aria-label="상품 이미지" className="md:sticky md:top-20 md:self-start">
          <div className="relative aspect-square overflow-hidden bg-gray-50 md:rounded-2xl">
            <img
              src={data.images[imgIdx]}
              alt={`${g.productName} 이미지 ${imgIdx + 1}`}
              width={800}
              height={800}
              fetchPriority="high"
              className="h-full w-full object-cover"
            />
            {g.timeDealRemainTime != null ? (
              <p className="absolute left-3 top-3 rounded-lg bg-gray-900/85 px-3 py-1.5 text-sm font-semibold text-white">
                타임딜 <Countdown seconds={g.timeDealRemainTime} endAt={g.timeDealEndAt} />
                {g.timeDealLeft != null ? ` · ${formatNumber(g.timeDealLeft)}개 남음` : null}
              </p>
            ) : null}
          </div>
          {data.images.length > 1 ? (
            <ul className="mt-2 flex gap-2 px-4 md:px-0" aria-label="이미지 선택">
              {data.images.map((src, i) => (
                <li key={src}>
                  <button
                    type="button"
                    onClick={() => setImgIdx(i)}
                    aria-pressed={i === imgIdx}
                    aria-label={`이미지 ${i + 1} 보기`}
                    className={`block overflow-hidden rounded-lg border-2 ${i === imgIdx ? 'border-gray-900' : 'border-transparent'}`}
                  >
                    <img src={src} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section aria-labelledby="goods-name" className="px-4 pt-5 md:px-0 md:pt-0">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-brand-700">{g.brand}</p>
              <h1 id="goods-name" className="mt-1 text-xl font-bold leading-snug md:text-2xl">
                {g.productName}
              </h1>
            </div>
            <div className="flex shrink-0 gap-2">
              <ShareButton
                title={g.productName}
                description={`${g.brand} · ${formatNumber(g.salePrice)}원`}
                image={data.images[0] ?? g.imgSrc}
              />
              <span className="hidden md:contents">
                <WishButton goods={g} />
              </span>
            </div>
          </div>
          {g.grade > 0 ? (
            <a href="#reviews" className="mt-2 inline-block text-sm text-gray-600">
              ★ {g.grade.toFixed(1)} · 리뷰 {formatNumber(g.reviewCount)}개
            </a>
          ) : null}
          <dl className="mt-4 space-y-1 border-y border-gray-100 py-4 text-sm">
            {g.customerPrice > g.salePrice ? (
              <>
                <div className="flex justify-between text-gray-500">
                  <dt>정가</dt>
                  <dd>
                    <del>{formatNumber(g.customerPrice)}원</del>
                  </dd>
                </div>
                <div className="flex justify-between text-accent">
                  <dt>할인</dt>
                  <dd>-{formatNumber(g.customerPrice - g.salePrice - (g.prmtDcValue ?? 0))}원</dd>
                </div>
                {g.prmtDcValue ? (
                  <div className="flex justify-between text-accent">
                    <dt>타임딜 할인</dt>
                    <dd>-{formatNumber(g.prmtDcValue)}원</dd>
                  </div>
                ) : null}
              </>
            ) : null}
            <div className="flex items-baseline justify-between pt-1">
              <dt className="font-semibold text-gray-900">판매가</dt>
              <dd className="flex items-baseline gap-2">
                {g.discountRate > 0 ? <span className="text-lg font-bold text-accent">{g.discountRate}%</span> : null}
                <span className="text-2xl font-extrabold">{formatNumber(g.salePrice)}원</span>
              </dd>
            </div>
          </dl>
          {/* Pinned to the phone's bottom edge; here in the DOM so the keyboard reaches it right after the price. */}
          <BuyBar data={data} onAdded={onAdded} />
          <Suspense fallback={<div className="skeleton mt-4 h-12 rounded-xl" />}>
            <GoodsCoupons goodsNo={g.id} goodsTypeCd={g.goodsTypeCd} />
          </Suspense>
          {g.goodsTypeCd === '01' || g.goodsTypeCd === '02' ? <FrameFit items={data.items} goodsNo={g.id} /> : null}
          {data.reservationOnly ? (
            <div className="mt-4 rounded-xl bg-gray-50 p-4 text-sm">
              <p>
                <span className="font-semibold">받는 방법</span> · 매장 방문 예약 후 매장에서 결제·수령
              </p>
            </div>
          ) : null}
          {data.reservationOnly ? (
            <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900" role="note">
              <p className="font-bold">매장 방문 예약 전용 상품이에요</p>
              <p className="mt-1 leading-relaxed">
                안경렌즈와 콘택트렌즈는 관련 법에 따라 온라인으로 판매하지 않아요. 가까운 매장을 예약하시면 검사 후 바로 맞춰 드려요.
              </p>
            </div>
          ) : null}
          <div className={data.reservationOnly ? '' : 'hidden md:block'}>
            <BuyBox data={data} onAdded={onAdded} />
          </div>
          <BuyingGuide data={data} now={now} />
        </section>
      </div>
      {g.goodsDscrtHtml || data.attributes?.length ? (
        <section aria-labelledby="desc" className="mt-12 px-4 md:px-0">
          <h2 id="desc" className="text-lg font-bold">
            상품 정보
          </h2>
          {data.attributes?.length ? (
            <dl className="mt-3 divide-y divide-gray-100 border-y border-gray-100 text-sm">
              {data.attributes.map((a) => (
                <div key={a.label} className="flex gap-4 py-2">
                  <dt className="w-24 shrink-0 text-gray-600">{a.label}</dt>
                  <dd className="text-gray-900">{a.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {/* Sanitized by the server's one sanitizer (src/server/html/sanitize.ts) on save and on read. */}
          {g.goodsDscrtHtml ? (
            <div
              className="mt-3 whitespace-pre-line text-[15px] leading-relaxed text-gray-700"
              dangerouslySetInnerHTML={{ __html: g.goodsDscrtHtml }}
            />
          ) : null}
        </section>
      ) : null}
      <GoodsVoice goodsNo={g.id} reviewCount={g.reviewCount} />
      <RelatedGoods goodsNo={g.id} />
      <RecentlyViewed exclude={g.id} />
      {added ? (
        <Suspense fallback={null}>
          <CartToast
            key={added.at}
            img={data.images[0] ?? g.imgSrc}
            name={g.productName}
            option={`${added.item.itemNm} · ${added.qty}개`}
            onClose={() => setAdded(null)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
