import { createFileRoute } from '@tanstack/react-router'
import { matching, oneOf, searchParams } from '~/shared/url-search'
import { ContentDesk } from './-components/ContentDesk'

/** Marketing: customer-center content — notices, FAQ, magazine articles (draft → scheduled → published) and terms versions. */
export const Route = createFileRoute('/admin/marketing/content')({
  validateSearch: searchParams({
    kind: oneOf(['notices', 'faqs', 'magazine', 'terms'] as const),
    id: matching(/^(new|\d{1,9})$/),
    termsCd: matching(/^[A-Za-z]{1,20}$/),
    version: matching(/^[\w.]{1,10}$/),
  }),
  staticData: { title: '고객센터 글' },
  component: ContentDesk,
})
