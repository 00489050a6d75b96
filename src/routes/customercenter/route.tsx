import { createFileRoute } from '@tanstack/react-router'
import { CustomerCenterLayout, SectionError, SectionPending } from '~/client/layouts/Sections'

/** The section layout of /customercenter/*: the frame and the menu (open to guests; 1:1 inquiry asks for sign-in itself). */
export const Route = createFileRoute('/customercenter')({
  staticData: { layout: 'customercenter' },
  pendingComponent: SectionPending,
  errorComponent: SectionError,
  component: CustomerCenterLayout,
})
