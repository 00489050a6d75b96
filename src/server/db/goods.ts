import type { D1Database } from '@cloudflare/workers-types'
import type { GoodsCard } from '../../shared/api/types'

/**
 * A running time deal (alias td, "now" is ?1): its window is open and, with a stock cap, units are left (migration
 * 0221). The goods card, /main's deal shelf and the order's price all read this one rule.
 */
export const RUNNING_DEAL = `td.start_dttm <= ?1 AND td.end_dttm > ?1 AND (td.stock_cap IS NULL OR td.sold_qtt < td.stock_cap)`
/** The running deal of goods `g` that ends first (one indexed read per card). */
const runningDeal = (col: string) =>
  `(SELECT ${col} FROM time_deals td WHERE td.goods_no = g.goods_no AND ${RUNNING_DEAL} ORDER BY td.end_dttm, td.deal_no LIMIT 1)`

/** Columns of a goods card: the goods row, its brand, its icons (JSON) and a running time deal. */
export const GOODS_CARD_COLUMNS = `
  g.goods_no, g.goods_type_cd, g.goods_nm, g.img_src, g.supply_price, g.customer_price, g.sale_price,
  g.discount_rate, g.grade, g.review_count, g.dibs_count, g.dlvr_yn, g.direct_yn, b.brand_nm,
  (SELECT json_group_array(json_object('iconCd', i.icon_cd, 'iconNm', i.icon_nm,
          'iconImgSrc', i.icon_img_src, 'bgColor', i.bg_color))
     FROM goods_icon_map m JOIN goods_icons i ON i.icon_cd = m.icon_cd WHERE m.goods_no = g.goods_no) AS icons_json,
  ${runningDeal('td.end_dttm')} AS deal_end, ${runningDeal('td.deal_price')} AS deal_price,
  ${runningDeal('td.stock_cap - td.sold_qtt')} AS deal_left`

export const GOODS_CARD_FROM = `FROM goods g JOIN brands b ON b.brand_no = g.brand_no`

export interface GoodsCardRow {
  goods_no: string
  goods_type_cd: string
  goods_nm: string
  img_src: string
  supply_price: number
  customer_price: number
  sale_price: number
  discount_rate: number
  grade: number
  review_count: number
  dibs_count: number
  dlvr_yn: 'Y' | 'N'
  direct_yn: 'Y' | 'N'
  brand_nm: string
  icons_json: string | null
  deal_end: string | null
  deal_price: number | null
  /** Units left under the running deal's cap (null: no deal, or no cap). */
  deal_left: number | null
}

/** Seconds from now until an ISO instant, never negative. */
export function secondsUntil(iso: string, now: Date): number {
  return Math.max(0, Math.floor((Date.parse(iso) - now.getTime()) / 1000))
}

export function toGoodsCard(row: GoodsCardRow, now: Date, dibbed = false): GoodsCard {
  const icons = row.icons_json ? (JSON.parse(row.icons_json) as GoodsCard['goodsIconViewList']) : []
  const remain = row.deal_end ? secondsUntil(row.deal_end, now) : null
  const salePrice = row.deal_price ?? row.sale_price
  const discountRate =
    row.customer_price > 0 && salePrice < row.customer_price ? Math.floor(((row.customer_price - salePrice) / row.customer_price) * 100) : 0
  return {
    id: row.goods_no,
    category: row.goods_type_cd,
    goodsTypeCd: row.goods_type_cd,
    brand: row.brand_nm,
    dibs: dibbed,
    dibsCount: row.dibs_count,
    grade: Math.round(row.grade * 10) / 10,
    reviewCount: row.review_count,
    imgSrc: row.img_src,
    iconImgSrc: icons[0]?.iconImgSrc ?? '',
    productName: row.goods_nm,
    supplyPrice: row.supply_price,
    customerPrice: row.customer_price,
    salePrice,
    discountRate,
    remainTime: remain,
    timeDealRemainTime: remain,
    timeDealEndAt: remain !== null ? row.deal_end : null,
    timeDealLeft: remain !== null ? (row.deal_left ?? null) : null,
    goodsIconViewList: icons,
    prmtDcValue: row.deal_price != null ? row.sale_price - row.deal_price : null,
    dlvrYn: row.dlvr_yn,
    directYn: row.direct_yn,
  }
}

export async function goodsCardsByQuery(db: D1Database, whereOrderLimit: string, params: unknown[], now: Date): Promise<GoodsCard[]> {
  const sql = `SELECT ${GOODS_CARD_COLUMNS} ${GOODS_CARD_FROM} ${whereOrderLimit}`
  const { results } = await db
    .prepare(sql)
    .bind(now.toISOString(), ...params)
    .all<GoodsCardRow>()
  return results.map((r) => toGoodsCard(r, now))
}
