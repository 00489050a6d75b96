import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { GoodsGrid, GoodsGridSkeleton } from '~/client/components/GoodsCard'
import { goodsQueries } from '~/client/queries/goods'

/** 함께 보면 좋은 상품: the goods page's related goods, below the fold (streamed, hydrated when seen). */
export function RelatedGoods({ goodsNo }: { goodsNo: string }) {
  return (
    <section aria-labelledby="related-h" className="mt-12 px-4 md:px-0">
      <h2 id="related-h" className="mb-4 text-lg font-bold">
        함께 보면 좋은 상품
      </h2>
      <Suspense fallback={<GoodsGridSkeleton count={5} />}>
        <Related goodsNo={goodsNo} />
      </Suspense>
    </section>
  )
}

function Related({ goodsNo }: { goodsNo: string }) {
  const { data } = useSuspenseQuery(goodsQueries.related(goodsNo))
  if (!data.goods.length) return <p className="text-sm text-gray-500">비슷한 상품을 준비하고 있어요.</p>
  return <GoodsGrid goods={data.goods.slice(0, 10)} />
}
