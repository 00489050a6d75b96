import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { Banner } from '~/shared/api/types'

/**
 * Main banner carousel: PC and mobile images via <picture> (each shown whole at its own aspect, so no text is cut),
 * scroll-snap, the first image eager. Sign-up offers leave once the page knows a member is looking (after hydration:
 * the cached page is the guests').
 */
export function MainBanners({ banners: all }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0)
  const signedIn = !!useRouteContext({ from: '__root__', select: (c) => c.member })
  const [known, setKnown] = useState(false)
  useEffect(() => setKnown(true), [])
  const banners = known && signedIn ? all.filter((b) => b.audience !== 'GUEST') : all
  if (!banners.length) return null
  return (
    <section aria-roledescription="carousel" aria-label="메인 배너" className="relative">
      <div
        className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto"
        onScroll={(e) => {
          const el = e.currentTarget
          setIndex(Math.round(el.scrollLeft / el.clientWidth))
        }}
      >
        {banners.map((b, i) => (
          <a
            key={b.bannerNo}
            href={b.linkUrl || '#'}
            className="block w-full shrink-0 snap-start"
            aria-label={`${i + 1}/${banners.length}: ${b.bannerNm}`}
          >
            <picture>
              <source media="(min-width: 768px)" srcSet={b.imgSrc} width={1200} height={480} />
              <img
                src={b.mobileImgSrc}
                alt={`${b.bannerNm}${b.bannerDscrt ? ` - ${b.bannerDscrt}` : ''}`}
                width={750}
                height={900}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="aspect-[5/6] w-full object-cover md:aspect-[5/2]"
              />
            </picture>
          </a>
        ))}
      </div>
      <p className="absolute bottom-3 right-4 rounded-full bg-black/70 px-2.5 py-0.5 text-xs text-white" aria-live="polite">
        {index + 1} / {banners.length}
      </p>
    </section>
  )
}

/** Sub-banners: one shown, ten on request (the product spec: "Sub-banner view size goes from 1 to 10 on request"). */
export function SubBanners({ banners, viewSize, onMore }: { banners: Banner[]; viewSize: number; onMore: () => void }) {
  if (!banners.length) return null
  const shown = banners.slice(0, viewSize)
  return (
    <section aria-label="이벤트 배너" className="mx-auto max-w-6xl px-4">
      <ul className="grid gap-3 md:grid-cols-2">
        {shown.map((b) => (
          <li key={b.bannerNo}>
            <a href={b.linkUrl || '#'} className="block overflow-hidden rounded-xl">
              <img
                src={b.mobileImgSrc}
                alt={b.bannerNm}
                width={600}
                height={300}
                loading="lazy"
                className="aspect-[2/1] w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {viewSize < banners.length ? (
        <button
          type="button"
          onClick={onMore}
          className="mt-3 w-full rounded-xl border border-gray-200 py-2.5 text-sm font-medium text-gray-700"
        >
          배너 더보기 ({banners.length - viewSize}개)
        </button>
      ) : null}
    </section>
  )
}
