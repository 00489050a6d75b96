import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MyHome } from '~/client/components/account/MyHome'

export const Route = createFileRoute('/mypage/')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '마이페이지' },
  component: () => <MyHome />,
})
