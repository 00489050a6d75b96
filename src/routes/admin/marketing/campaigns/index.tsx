import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchParams, text } from '~/shared/url-search'
import { CampaignList } from '../-components/CampaignList'

/** Marketing: campaign pages (기획전) by phase, and a new draft. */
export const Route = createFileRoute('/admin/marketing/campaigns/')({
  validateSearch: searchParams({ phase: oneOf(['draft', 'scheduled', 'published', 'ended'] as const), keyword: text(50) }),
  staticData: { title: '기획전 페이지' },
  component: CampaignList,
})
