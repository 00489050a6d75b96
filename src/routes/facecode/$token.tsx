import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { composeTitle, pageOrigin, seoHead } from '~/client/components/Seo'
import { faceQueries } from '~/client/queries/face'
import { siteQueries } from '~/client/queries/site'
import { ApiCallError } from '~/shared/api/result'
import { FaceSharePage } from '~/client/components/face/FaceSharePage'

/** The public face-code share page: og:title/description and a raster og:image (the card, rasterised by /og). */
export const Route = createFileRoute('/facecode/$token')({
  loader: async ({ context: { queryClient }, params: { token } }) => {
    if (!/^[A-Za-z0-9_-]{16,40}$/.test(token)) throw notFound()
    try {
      const [share, seo] = await Promise.all([
        queryClient.ensureQueryData(faceQueries.shared(token)),
        queryClient.ensureQueryData(siteQueries.seo()),
      ])
      const who = share.nickname ? `${share.nickname}님의` : '나의'
      return {
        seo: {
          title: composeTitle(seo.commonSEO, `${who} 얼굴 코드 ${share.faceCode}`),
          description: `${who} 얼굴 코드는 ${share.faceCode}예요. 다비치마켓에서 얼굴형과 얼굴 너비에 맞는 안경테를 찾아보세요.`,
          keywords: seo.commonSEO.keywords,
          image: `/api/v1/front/face/share/${token}/card.svg`,
          imageAlt: `${who} 얼굴 코드 ${share.faceCode} 카드`,
          path: `/facecode/${token}`,
          origin: pageOrigin(),
          type: 'website' as const,
        },
      }
    } catch (e) {
      if (e instanceof ApiCallError && e.body.status === 404) throw notFound()
      throw e
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '얼굴 코드' },
  component: Page,
})

function Page() {
  const { token } = Route.useParams()
  const { data } = useSuspenseQuery(faceQueries.shared(token))
  return <FaceSharePage share={data} />
}
