import { createFileRoute, Link } from '@tanstack/react-router'
import { btn } from '~/client/components/ui'
import { loadPageSeo, seoHeadNoindex } from '~/client/components/Seo'

export const Route = createFileRoute('/main/comingsoon')({
  loader: ({ context: { queryClient } }) =>
    loadPageSeo(queryClient, { title: '서비스 준비 중', description: '요청하신 서비스를 준비하고 있어요.', path: '/main/comingsoon' }),
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { title: '준비 중' },
  component: ComingSoon,
})

function ComingSoon() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <p aria-hidden="true" className="text-5xl">
        👓
      </p>
      <h1 className="mt-6 text-xl font-bold">더 좋은 모습으로 준비하고 있어요</h1>
      <p className="mt-3 text-sm leading-relaxed text-gray-600">
        요청하신 서비스는 곧 문을 열 예정이에요.
        <br />
        그동안 다비치마켓의 다른 상품과 혜택을 둘러보세요.
      </p>
      <div className="mt-8 flex gap-2">
        <Link to="/main" className={btn.primary}>
          홈으로 가기
        </Link>
        <Link to="/event" className={btn.secondary}>
          진행 중인 이벤트
        </Link>
      </div>
    </div>
  )
}
