import * as v from 'valibot'
import { boundedText, goodsNoSchema, goodsTypeSchema, positiveIntString } from './common'

// Unknown query keys (utm_*, cache busters) are ignored; malformed known values answer 400.

export const mainPageQuery = v.object({
  goodsType: v.optional(goodsTypeSchema, '01'),
  keyword: v.optional(boundedText('검색 키워드(keyword)', 50)),
})

export const mainBannerQuery = v.object({ goodsType: v.optional(goodsTypeSchema, '01') })

export const keywordGoodsQuery = v.object({
  goodsType: v.optional(goodsTypeSchema, '01'),
  keyword: v.optional(boundedText('검색 키워드(keyword)', 50)),
  keywordNo: positiveIntString('키워드 번호(keywordNo)'),
})

export const seoQuery = v.object({ goodsNo: v.optional(goodsNoSchema) })
