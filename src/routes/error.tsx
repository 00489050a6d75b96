import { createFileRoute, Link } from '@tanstack/react-router'
import { btn } from '~/client/components/ui'
import { loadPageSeo, seoHeadNoindex } from '~/client/components/Seo'
import { NoticePage } from '~/client/components/NoticePage'

export const Route = createFileRoute('/error')({
  loader: ({ context: { queryClient } }) =>
    loadPageSeo(queryClient, {
      title: '일시적인 오류',
      description: '요청을 처리하는 중에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
      path: '/error',
    }),
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { title: '오류' },
  component: ErrorPage,
})

function ErrorPage() {
  return (
    <NoticePage
      mark="!"
      markClassName="flex h-16 w-16 items-center justify-center rounded-full bg-red-50 text-3xl text-accent"
      title="일시적인 오류가 발생했어요"
      actions={
        <>
          <button type="button" className={btn.secondary} onClick={() => window.history.back()}>
            이전 페이지
          </button>
          <Link to="/main" className={btn.primary}>
            홈으로 가기
          </Link>
        </>
      }
      footer={
        <Link to="/customercenter/qa" className="mt-4 text-sm text-gray-500 underline">
          1:1 문의하기
        </Link>
      }
    >
      요청을 처리하는 중에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.
      <br />
      같은 문제가 계속되면 고객센터로 알려 주세요.
    </NoticePage>
  )
}
