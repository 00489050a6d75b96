import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { IdentityStart } from './-components/IdentityPopup'
import { oneOf, searchParams, text } from '~/shared/url-search'

export const Route = createFileRoute('/popup/sns-pass')({
  validateSearch: searchParams({ purpose: text(40), next: text(500), provider: oneOf(['pass', 'kcb', 'ipin']) }),
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { layout: 'empty', title: '본인인증' },
  component: function Popup() {
    const { purpose, next, provider } = Route.useSearch()
    return <IdentityStart provider={provider ?? 'pass'} purpose={purpose ?? 'verify'} next={next} />
  },
})
