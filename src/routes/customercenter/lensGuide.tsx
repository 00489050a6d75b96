import { createFileRoute } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { LensGuide } from '~/client/components/support/LensGuide'
import { siteQueries } from '~/client/queries/site'
import { oneOf, searchParams } from '~/shared/url-search'

const search = searchParams({
  age: oneOf(['u20', 'a20', 'a40', 'a50']),
  screen: oneOf(['low', 'mid', 'high']),
  wear: oneOf(['glasses', 'contact', 'both']),
  concern: oneOf(['near', 'glare', 'tired', 'none']),
})

export const Route = createFileRoute('/customercenter/lensGuide')({
  validateSearch: search,
  loader: async ({ context: { queryClient } }) => {
    const seo = await queryClient.ensureQueryData(siteQueries.seo())
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '렌즈 가이드 (비전체크)',
        description: '네 가지 질문으로 나에게 맞는 안경렌즈·콘택트렌즈를 추천받고 바로 매장 방문을 예약하세요.',
        path: '/customercenter/lensGuide',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '렌즈 가이드' },
  component: function LensGuidePage() {
    const s = Route.useSearch()
    return <LensGuide key={JSON.stringify(s)} initial={s} />
  },
})
