import { createFileRoute } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHeadNoindex } from '~/client/components/Seo'
import { PartnershipForm } from '~/client/components/support/Partnership'
import { siteQueries } from '~/client/queries/site'

export const Route = createFileRoute('/customercenter/partnership')({
  loader: async ({ context: { queryClient } }) => {
    const seo = await queryClient.ensureQueryData(siteQueries.seo())
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '제휴 문의',
        description: '입점, 공동 마케팅, 기업 복지 등 다비치마켓과의 제휴를 제안해 주세요.',
        path: '/customercenter/partnership',
      }),
    }
  },
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { title: '제휴 문의' },
  component: PartnershipForm,
})
