import { createFileRoute } from '@tanstack/react-router'
import { MypageSectionLayout, SectionError, SectionPending } from '~/client/layouts/Sections'

/** The section layout of /mypagestore/* (store owners): as /mypage's (src/routes/mypage/route.tsx), with the store menu and card. */
export const Route = createFileRoute('/mypagestore')({
  staticData: { layout: 'mypage' },
  pendingComponent: SectionPending,
  errorComponent: SectionError,
  component: () => <MypageSectionLayout store />,
})
