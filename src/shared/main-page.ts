import type { GoodsCard, GoodsIcon, MainPageAnswer } from './api/types'
import { isGoodsType } from './goods-types'

/**
 * What a goods card draws (src/client/components/GoodsCard.tsx): the API's card minus the fields no card
 * shows (supply price, the icon image URLs — icons are drawn as coloured labels —, the legacy remainTime).
 * Pages that keep many cards in their query data (the main page) store this, so the HTML's dehydrated data
 * carries only what the page renders.
 */
export type CardGoods = Omit<GoodsCard, 'iconImgSrc' | 'supplyPrice' | 'remainTime' | 'goodsIconViewList'> & {
  goodsIconViewList: Array<Omit<GoodsIcon, 'iconImgSrc'>>
}
/** A goods thumbnail (collections, style votes): picture, name and link only. */
export type GoodsThumb = Pick<GoodsCard, 'id' | 'imgSrc' | 'productName'>

export function cardGoods(g: GoodsCard | CardGoods): CardGoods {
  return {
    id: g.id,
    category: g.category,
    goodsTypeCd: g.goodsTypeCd,
    brand: g.brand,
    dibs: g.dibs,
    dibsCount: g.dibsCount,
    grade: g.grade,
    reviewCount: g.reviewCount,
    imgSrc: g.imgSrc,
    productName: g.productName,
    customerPrice: g.customerPrice,
    salePrice: g.salePrice,
    discountRate: g.discountRate,
    timeDealRemainTime: g.timeDealRemainTime,
    timeDealEndAt: g.timeDealEndAt,
    ...(g.timeDealLeft != null ? { timeDealLeft: g.timeDealLeft } : {}),
    goodsIconViewList: g.goodsIconViewList.slice(0, 3).map((i) => ({ iconCd: i.iconCd, iconNm: i.iconNm, bgColor: i.bgColor })),
    prmtDcValue: g.prmtDcValue,
    dlvrYn: g.dlvrYn,
    directYn: g.directYn,
    ...(g.reason ? { reason: g.reason } : {}),
  }
}

const thumb = (g: GoodsThumb): GoodsThumb => ({ id: g.id, imgSrc: g.imgSrc, productName: g.productName })
/** Rails and grids show ten cards at most. */
const cards = (gs: GoodsCard[]) => gs.slice(0, 10).map(cardGoods)

/** The main page's sections below the banners, as the page keeps them (the banners come from their own call). */
export interface MainSectionsData {
  goodsType: string
  aiGoods: CardGoods[]
  mdPickGoods: CardGoods[]
  timedealGoods: CardGoods[]
  newGoods: CardGoods[]
  keywordGoods: { keywords: MainPageAnswer['keywordGoods']['keywords']; keywordNo: number | null; goods: CardGoods[] }
  ageGoods: Array<{ ageGroup: number; label: string; goods: CardGoods[] }>
  exhibitions: MainPageAnswer['exhibitions']
  collection: Array<Omit<MainPageAnswer['collection'][number], 'goods'> & { goods: GoodsThumb[] }>
  styleVotes: Array<
    Omit<MainPageAnswer['styleVotes'][number], 'options'> & {
      options: Array<Omit<MainPageAnswer['styleVotes'][number]['options'][number], 'goods'> & { goods: GoodsThumb | null }>
    }
  >
  notices: MainPageAnswer['notices']
}

/**
 * The main-page answer cut to what MainSections renders: no banners (the page reads them from the banner call
 * it awaits above the fold — they were dehydrated twice), at most ten cards per list, lean cards, thumbnails
 * for collections and votes. 139 KB → about a third as JSON (tests/unit/main-page.test.ts).
 */
export function mainSections(page: MainPageAnswer): MainSectionsData {
  return {
    goodsType: page.goodsType,
    aiGoods: cards(page.aiGoods),
    mdPickGoods: cards(page.mdPickGoods),
    timedealGoods: cards(page.timedealGoods),
    newGoods: cards(page.newGoods),
    keywordGoods: { keywords: page.keywordGoods.keywords, keywordNo: page.keywordGoods.keywordNo, goods: cards(page.keywordGoods.goods) },
    ageGoods: page.ageGoods.map((a) => ({ ageGroup: a.ageGroup, label: a.label, goods: cards(a.goods) })),
    exhibitions: page.exhibitions.slice(0, 6),
    collection: page.collection
      .slice(0, 6)
      .map((c) => ({ id: c.id, title: c.title, subtitle: c.subtitle, imgSrc: c.imgSrc, goods: c.goods.slice(0, 4).map(thumb) })),
    styleVotes: page.styleVotes.slice(0, 2).map((v) => ({
      ...v,
      options: v.options.map((o) => ({
        optionNo: o.optionNo,
        label: o.label,
        voteCount: o.voteCount,
        photoUrl: o.photoUrl,
        goods: o.goods ? thumb(o.goods) : null,
      })),
    })),
    notices: page.notices,
  }
}

/**
 * The home page's goods type: the one chosen in the URL, else the member's favourite category (authFavorite;
 * 05 has no home sections), else 01. Shared by the page's loader and the edge's member shell
 * (src/server/edge/page-cache.ts), which must pick the same page.
 */
export function homeGoodsType(chosen: string | undefined, favourite: string | undefined): string {
  if (chosen) return chosen
  return favourite && isGoodsType(favourite) && favourite !== '05' ? favourite : '01'
}

/** Header of the edge's own render of a member shell: the favourite goods type to render /main with (never trusted from outside). */
export const SHELL_GOODS_TYPE_HEADER = 'x-davich-shell-goods-type'
