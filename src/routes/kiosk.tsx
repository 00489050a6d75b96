import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { KioskCheckin } from '~/client/components/kiosk/KioskCheckin'

/** The store kiosk's first screen: visit check-in (the device is bound to a store from /mypagestore). */
export const Route = createFileRoute('/kiosk')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { layout: 'empty', title: '매장 방문 접수' },
  component: KioskCheckin,
})
