import { GOODS_TYPE_CODES } from '~/shared/goods-types'
import { oneOf, searchParams } from '~/shared/url-search'

/** ?goodsType= of the home page (/ and /main): the favourite category that switches the category sections. */
export const mainSearch = searchParams({ goodsType: oneOf(GOODS_TYPE_CODES) })
