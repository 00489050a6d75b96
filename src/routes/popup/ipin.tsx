import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { IdentityStart } from './-components/IdentityPopup'

export const Route = createFileRoute('/popup/ipin')({
  validateSearch: v.object({ purpose: v.optional(v.string()), next: v.optional(v.string()), provider: v.optional(v.picklist(['pass', 'kcb', 'ipin'])) }),
  head: () => ({ meta: [{ title: '본인인증 | 다비치마켓' }] }),
  staticData: { layout: 'empty', title: '본인인증' },
  component: function Popup() {
    const { purpose, next, provider } = Route.useSearch()
    return <IdentityStart provider={provider ?? 'ipin'} purpose={purpose ?? 'signup'} next={next} />
  },
})
