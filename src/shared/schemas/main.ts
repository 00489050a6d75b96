import * as v from 'valibot'
import { boundedText, goodsNoSchema, goodsTypeSchema, positiveIntString } from './common'
import { object } from './required'

// Unknown query keys (utm_*, cache busters) are ignored; malformed known values answer 400.

export const mainPageQuery = object({
  goodsType: v.optional(goodsTypeSchema, '01'),
  keyword: v.optional(boundedText('검색 키워드(keyword)', 50)),
})

export const mainBannerQuery = object({ goodsType: v.optional(goodsTypeSchema, '01') })

export const keywordGoodsQuery = object({
  goodsType: v.optional(goodsTypeSchema, '01'),
  keyword: v.optional(boundedText('검색 키워드(keyword)', 50)),
  keywordNo: positiveIntString('키워드 번호(keywordNo)'),
})

export const seoQuery = object({ goodsNo: v.optional(goodsNoSchema) })
