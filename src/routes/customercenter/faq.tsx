import { createFileRoute } from '@tanstack/react-router'
import { pageHead, pageOrigin, pageSeo } from '~/client/components/Seo'
import { FaqList } from '~/client/components/support/FaqList'
import { CcListSkeleton } from '~/client/components/support/Skeletons'
import { siteQueries } from '~/client/queries/site'
import { supportQueries } from '~/client/queries/support'
import { oneOf, searchParams, text } from '~/shared/url-search'

// The FAQ_CATEGORY_CODES of ~/shared/schemas/support, inline: that module (every form schema) stays out of the entry chunk.
const FAQ_TABS = ['배송', '주문/결제', '취소/반품', '매장 픽업', '렌즈 예약', '회원'] as const
const search = searchParams({ category: oneOf(FAQ_TABS), keyword: text(50) })

export const Route = createFileRoute('/customercenter/faq')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ category: search.category, keyword: search.keyword || undefined }),
  loader: async ({ context: { queryClient }, deps }) => {
    const [faqs, seo, { faqJsonLd, htmlToText, jsonLdText }] = await Promise.all([
      queryClient.ensureQueryData(supportQueries.faqs(deps)),
      queryClient.ensureQueryData(siteQueries.seo()),
      import('~/shared/structured-data'),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '자주 묻는 질문',
        description: '배송, 주문/결제, 취소/반품, 매장 픽업, 렌즈 예약, 회원에 관해 자주 묻는 질문과 답변입니다.',
        path: '/customercenter/faq',
      }),
      jsonLd: jsonLdText(faqJsonLd(faqs.list.map((f) => ({ question: f.question, answer: htmlToText(f.answer) })))),
    }
  },
  head: pageHead,
  staticData: { title: '자주 묻는 질문' },
  pendingComponent: () => <CcListSkeleton />,
  component: function FaqPage() {
    const { category, keyword } = Route.useLoaderDeps()
    return <FaqList category={category} keyword={keyword} />
  },
})
