import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { PageTitle } from '~/client/components/ui'
import { searchParams, matching } from '~/shared/url-search'
import { TryOnView } from './-components/TryOnView'

/** Virtual try-on: the frame's front at its real size on the live camera (the model runs on this device). */
export const Route = createFileRoute('/mypage/myfaceinfo/tryon')({
  validateSearch: searchParams({ goodsNo: matching(/^G\d{6}$/) }),
  loader: (ctx) => routeSeo(ctx, { title: '가상 착용' }),
  head: privatePageHead,
  staticData: { title: '가상 착용' },
  component: Page,
})

function Page() {
  const { goodsNo } = Route.useSearch()
  return (
    <>
      <PageTitle sub="찜한 안경테와 추천 안경테를 실제 크기로 얼굴에 씌워 봐요. 영상은 기기 밖으로 나가지 않아요.">가상 착용</PageTitle>
      <TryOnView goodsNo={goodsNo} />
    </>
  )
}
