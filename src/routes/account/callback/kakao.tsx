import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { OAuthCallback } from '../-components/OAuthCallback'

export const Route = createFileRoute('/account/callback/kakao')({
  validateSearch: v.object({ code: v.optional(v.string()), state: v.optional(v.string()), error: v.optional(v.string()) }),
  head: () => ({ meta: [{ title: '간편 로그인 | 다비치마켓' }] }),
  staticData: { title: '간편 로그인' },
  component: function Callback() {
    const { code, state, error } = Route.useSearch()
    return <OAuthCallback type="kakao" code={code} state={state} error={error} />
  },
})
