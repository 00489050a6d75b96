import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { OAuthCallback } from '../-components/OAuthCallback'
import { searchParams, text } from '~/shared/url-search'

export const Route = createFileRoute('/account/callback/kakao')({
  validateSearch: searchParams({ code: text(2000), state: text(500), error: text(200) }),
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '간편 로그인' },
  component: function Callback() {
    const { code, state, error } = Route.useSearch()
    return <OAuthCallback type="kakao" code={code} state={state} error={error} />
  },
})
