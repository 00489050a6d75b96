import type { GoodsDetailAnswer } from '~/shared/api/goods-types'
import type { GoodsReviewListAnswer } from '~/shared/api/voice-types'
import { goodsTypeName, goodsTypePath } from '~/shared/goods-types'
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from '~/shared/structured-data'

/** A product page's JSON-LD: Product (Offer, rating, reviews) and its breadcrumb (home › category › product). */
export function productPageJsonLd(origin: string, detail: GoodsDetailAnswer, reviews: GoodsReviewListAnswer | null): string {
  const g = detail.goods
  const name = goodsTypeName(g.goodsTypeCd)
  const category = name ? { name, path: goodsTypePath(g.goodsTypeCd) } : undefined
  return jsonLdText([
    productJsonLd({
      origin,
      goods: { ...g, categoryName: g.categoryName || name },
      images: detail.images.length ? detail.images : [g.imgSrc],
      soldOut: detail.items.length > 0 && detail.items.every((i) => i.soldOut),
      reviews: reviews?.list ?? [],
      category,
    }),
    breadcrumbJsonLd(origin, [
      { name: '홈', path: '/main' },
      ...(category ? [category] : []),
      { name: g.productName, path: `/products/${g.id}` },
    ]),
  ])
}
