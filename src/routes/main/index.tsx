import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import * as v from 'valibot'
import { GoodsGrid, GoodsGridSkeleton } from '~/client/components/GoodsCard'
import { mainQueries } from '~/client/queries/main'
import { GOODS_TYPES } from '~/shared/codes'
import { subBannerViewSize } from '~/shared/rules'
import { goodsTypeSchema } from '~/shared/schemas/common'
import { MainBanners, SubBanners } from './-components/MainBanners'
import { Section } from './-components/Section'

const search = v.object({ goodsType: v.optional(v.fallback(goodsTypeSchema, '01')) })

export const Route = createFileRoute('/main/')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ goodsType: search.goodsType ?? '01' }),
  loader: async ({ context: { queryClient }, deps: { goodsType } }) => {
    // Below the fold: started now, streamed into <Suspense> as it resolves (not awaited).
    void queryClient.prefetchQuery(mainQueries.page(goodsType))
    // Above the fold: awaited, so the first HTML bytes already carry the banners.
    await queryClient.ensureQueryData(mainQueries.banners(goodsType))
  },
  staticData: { title: '다비치마켓', logo: true },
  component: MainPage,
})

function MainPage() {
  const { goodsType = '01' } = Route.useSearch()
  const { data } = useSuspenseQuery(mainQueries.banners(goodsType))
  const [expanded, setExpanded] = useState(false)
  return (
    <>
      <h1 className="sr-only">다비치마켓 메인</h1>
      <MainBanners banners={data.mainBanners} />
      <nav aria-label="카테고리" className="scrollbar-none mx-auto flex max-w-6xl gap-2 overflow-x-auto px-4 py-4">
        {GOODS_TYPES.filter((t) => t.code !== '05').map((t) => (
          <a
            key={t.code}
            href={`/main?goodsType=${t.code}`}
            aria-current={t.code === goodsType ? 'true' : undefined}
            className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold ${t.code === goodsType ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-200 text-gray-700'}`}
          >
            {t.name}
          </a>
        ))}
      </nav>
      <SubBanners banners={data.subBanners} viewSize={subBannerViewSize(expanded)} onMore={() => setExpanded(true)} />
      <Suspense fallback={<MainSectionsSkeleton />}>
        <MainSections goodsType={goodsType} />
      </Suspense>
    </>
  )
}

function MainSections({ goodsType }: { goodsType: string }) {
  const { data } = useSuspenseQuery(mainQueries.page(goodsType))
  return (
    <>
      {data.timedealGoods.length ? (
        <Section title="오늘의 타임딜" id="sec-timedeal">
          <GoodsGrid goods={data.timedealGoods.slice(0, 5)} />
        </Section>
      ) : null}
      {data.mdPickGoods.length ? (
        <Section title="MD 추천 상품" id="sec-md" more={{ href: `/products?category=${goodsType}` }}>
          <GoodsGrid goods={data.mdPickGoods.slice(0, 10)} />
        </Section>
      ) : null}
      <Section title="새로 나온 상품" id="sec-new" more={{ href: `/products?category=${goodsType}&sort=new` }}>
        <GoodsGrid goods={data.newGoods.slice(0, 10)} />
      </Section>
      {data.notices.length ? (
        <Section title="공지사항" id="sec-notice" more={{ href: '/customercenter/notice' }}>
          <ul className="divide-y divide-gray-100 rounded-xl border border-gray-100">
            {data.notices.map((n) => (
              <li key={n.noticeNo}>
                <a href={`/customercenter/notice/${n.noticeNo}`} className="flex items-center gap-2 px-4 py-3 text-sm">
                  {n.importantYn === 'Y' ? <span className="rounded bg-accent px-1.5 py-0.5 text-[11px] font-bold text-white">중요</span> : null}
                  <span className="truncate">{n.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
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
