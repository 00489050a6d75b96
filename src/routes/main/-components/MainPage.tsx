import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { lazy, Suspense, useEffect, useState } from 'react'
import { GoodsGridSkeleton } from '~/client/components/GoodsCard'
import { pageOrigin, pageSeo } from '~/client/components/Seo'
import { mainQueries } from '~/client/queries/main'
import { memberQueries } from '~/client/queries/member'
import { siteQueries } from '~/client/queries/site'
import { GOODS_TYPES, isGoodsType } from '~/shared/goods-types'
import { homeGoodsType, SHELL_GOODS_TYPE_HEADER } from '~/shared/main-page'
import { subBannerViewSize } from '~/shared/rules'
import { MainBanners, SubBanners } from './MainBanners'
import { MainSections } from './MainSections'
import { TopBanner } from './TopBanner'

/**
 * Loader of the home page. goodsType: the one in the URL, else the member's favourite category
 * (authFavorite), else 01. The canonical address is /main, also when the page is served at /.
 */
export async function loadMain(queryClient: QueryClient, chosen: string | undefined) {
  // The edge's member shell (src/server/edge/page-cache.ts) renders a guest's page with a member's favourite.
  const shell = chosen ? undefined : shellGoodsType()
  const member = chosen || shell ? null : await queryClient.ensureQueryData(memberQueries.info())
  const goodsType = homeGoodsType(chosen ?? shell, member?.authFavorite.favGoodsType)
  // Below the fold: started now, streamed into <Suspense> as it resolves (not awaited).
  void queryClient.prefetchQuery(mainQueries.page(goodsType))
  // Above the fold: awaited, so the first HTML bytes already carry the banners (the top banner's query brings the
  // popups' data too).
  const [, , seo, site, { homeJsonLd, jsonLdText }] = await Promise.all([
    queryClient.ensureQueryData(mainQueries.banners(goodsType)),
    queryClient.ensureQueryData(mainQueries.topBanner()),
    queryClient.ensureQueryData(siteQueries.seo()),
    queryClient.ensureQueryData(siteQueries.info()),
    import('~/shared/structured-data'),
  ])
  const origin = pageOrigin()
  // Organization + WebSite (SearchAction → /search) for search engines (src/shared/structured-data.ts, loaded by
  // the loader only: the server writes it into the HTML, the browser fetches it on a client-side navigation).
  const jsonLd = jsonLdText(homeJsonLd(origin, { name: site.marketName, logo: '/favicon.svg', telNo: site.callCenterInfo.custCtTelNo }))
  return { goodsType, seo: pageSeo(seo.commonSEO, origin, { path: '/main' }), jsonLd }
}

/** The favourite goods type the edge asks a member shell to be rendered with (server only; the edge strips it from outside requests). */
const shellGoodsType = createIsomorphicFn()
  .server(() => {
    const v = getRequestHeader(SHELL_GOODS_TYPE_HEADER)
    return v && isGoodsType(v) && v !== '05' ? v : undefined
  })
  .client(() => undefined)

/** The home page (banners, sections of goods, collections, exhibitions, notices), served at /main and at /. */
export function MainPage({ goodsType }: { goodsType: string }) {
  const { data } = useSuspenseQuery(mainQueries.banners(goodsType))
  const [expanded, setExpanded] = useState(false)
  return (
    <>
      <TopBanner />
      <Popups />
      <h1 className="sr-only">다비치마켓 메인</h1>
      <MainBanners banners={data.mainBanners} />
      <nav aria-label="관심 카테고리" className="scrollbar-none mx-auto flex max-w-6xl gap-2 overflow-x-auto px-4 py-4">
        {GOODS_TYPES.filter((t) => t.code !== '05').map((t) => (
          <Link
            key={t.code}
            to="/main"
            search={{ goodsType: t.code }}
            resetScroll={false}
            aria-current={t.code === goodsType ? 'true' : undefined}
            className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold ${t.code === goodsType ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-200 text-gray-700'}`}
          >
            {t.name}
          </Link>
        ))}
      </nav>
      <SubBanners banners={data.subBanners} viewSize={subBannerViewSize(expanded)} onMore={() => setExpanded(true)} />
      <Suspense fallback={<MainSectionsSkeleton />}>
        <MainSections goodsType={goodsType} />
      </Suspense>
      <div className="h-16" />
    </>
  )
}

function MainSectionsSkeleton() {
  return (
    <div className="mx-auto mt-10 max-w-6xl px-4" role="status" aria-label="상품을 불러오는 중">
      <div className="skeleton mb-4 h-6 w-40" />
      <GoodsGridSkeleton count={10} />
    </div>
  )
}

/** The popups are client-only (they depend on this device's "오늘 하루 보지 않기"): loaded after the page. */
const TopBannerPopups = lazy(() => import('./TopBannerPopups').then((m) => ({ default: m.TopBannerPopups })))
function Popups() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? (
    <Suspense fallback={null}>
      <TopBannerPopups />
    </Suspense>
  ) : null
}
