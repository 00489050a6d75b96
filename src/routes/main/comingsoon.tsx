import { createFileRoute, Link } from '@tanstack/react-router'
import { btn } from '~/client/components/ui'
import { loadPageSeo, seoHeadNoindex } from '~/client/components/Seo'
import { NoticePage } from '~/client/components/NoticePage'

export const Route = createFileRoute('/main/comingsoon')({
  loader: ({ context: { queryClient } }) =>
    loadPageSeo(queryClient, { title: '서비스 준비 중', description: '요청하신 서비스를 준비하고 있어요.', path: '/main/comingsoon' }),
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { title: '준비 중' },
  component: ComingSoon,
})

function ComingSoon() {
  return (
    <NoticePage
      mark="👓"
      markClassName="text-5xl"
      title="더 좋은 모습으로 준비하고 있어요"
      actions={
        <>
          <Link to="/main" className={btn.primary}>
            홈으로 가기
          </Link>
          <Link to="/event" className={btn.secondary}>
            진행 중인 이벤트
          </Link>
        </>
      }
    >
      요청하신 서비스는 곧 문을 열 예정이에요.
      <br />
      그동안 다비치마켓의 다른 상품과 혜택을 둘러보세요.
    </NoticePage>
  )
}
