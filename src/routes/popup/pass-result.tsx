import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { IdentityResult } from './-components/IdentityPopup'
import { searchParams, text } from '~/shared/url-search'

export const Route = createFileRoute('/popup/pass-result')({
  validateSearch: searchParams({ txId: text(200), encData: text(8000) }),
  loader: (ctx) => routeSeo(ctx, { title: '본인인증 결과' }),
  head: privatePageHead,
  staticData: { layout: 'empty', title: '본인인증' },
  component: function PopupResult() {
    const { txId, encData } = Route.useSearch()
    return <IdentityResult txId={txId} encData={encData} />
  },
})
