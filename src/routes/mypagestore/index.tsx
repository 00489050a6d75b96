import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MyHome } from '~/client/components/account/MyHome'

export const Route = createFileRoute('/mypagestore/')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '가맹점 마이페이지' },
  component: () => <MyHome store />,
})
