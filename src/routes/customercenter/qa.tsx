import { createFileRoute } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHeadNoindex } from '~/client/components/Seo'
import { InquiryPage } from '~/client/components/support/Inquiry'
import { siteQueries } from '~/client/queries/site'

export const Route = createFileRoute('/customercenter/qa')({
  loader: async ({ context: { queryClient } }) => {
    const seo = await queryClient.ensureQueryData(siteQueries.seo())
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '1:1 문의',
        description: '주문, 배송, 상품에 관해 궁금한 점을 1:1 문의로 남겨 주세요.',
        path: '/customercenter/qa',
      }),
    }
  },
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { title: '1:1 문의' },
  component: InquiryPage,
})
