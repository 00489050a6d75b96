import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { IdentityResult } from './-components/IdentityPopup'

export const Route = createFileRoute('/popup/sns-pass-result')({
  validateSearch: v.object({ txId: v.optional(v.string()), encData: v.optional(v.string()) }),
  head: () => ({ meta: [{ title: '본인인증 결과 | 다비치마켓' }] }),
  staticData: { layout: 'empty', title: '본인인증' },
  component: function PopupResult() {
    const { txId, encData } = Route.useSearch()
    return <IdentityResult txId={txId} encData={encData} />
  },
})
