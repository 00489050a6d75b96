import { createFileRoute } from '@tanstack/react-router'
import { MyHome } from '~/client/components/account/MyHome'

export const Route = createFileRoute('/mypagestore/')({
  head: () => ({ meta: [{ title: '가맹점 마이페이지 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '가맹점 마이페이지' },
  component: () => <MyHome store />,
})
