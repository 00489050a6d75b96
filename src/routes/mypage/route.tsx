import { createFileRoute } from '@tanstack/react-router'
import { MypageSectionLayout, SectionError, SectionPending } from '~/client/layouts/Sections'

/**
 * The section layout of /mypage/*: the frame, the menu and the gate (src/client/layouts/Sections.tsx). A page
 * below it is only its content: it reads the member from `context.member` (resolved once by the root), loads
 * its data with `ensureQueryData` in the loader and `useSuspenseQuery` in the component, and a guest gets the
 * sign-in card in its place — unless the page opts out with `staticData: { guest: true }`.
 */
export const Route = createFileRoute('/mypage')({
  staticData: { layout: 'mypage' },
  pendingComponent: SectionPending,
  errorComponent: SectionError,
  component: MypageSectionLayout,
})
