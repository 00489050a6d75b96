import { createFileRoute } from '@tanstack/react-router'
import { IdentityStart } from './-components/IdentityPopup'
import { oneOf, searchParams, text } from '~/shared/url-search'

export const Route = createFileRoute('/popup/ipin')({
  validateSearch: searchParams({ purpose: text(40), next: text(500), provider: oneOf(['pass', 'kcb', 'ipin']) }),
  head: () => ({ meta: [{ title: '본인인증 | 다비치마켓' }] }),
  staticData: { layout: 'empty', title: '본인인증' },
  component: function Popup() {
    const { purpose, next, provider } = Route.useSearch()
    return <IdentityStart provider={provider ?? 'ipin'} purpose={purpose ?? 'signup'} next={next} />
  },
})
