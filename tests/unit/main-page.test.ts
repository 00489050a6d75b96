import { describe, expect, it } from 'vitest'
import type { GoodsCard, MainPageAnswer } from '../../src/shared/api/types'
import { cardGoods, mainSections } from '../../src/shared/main-page'

const goods = (n: number): GoodsCard => ({
  id: `G${String(n).padStart(6, '0')}`,
  category: '01',
  goodsTypeCd: '01',
  brand: '다비치 티타늄',
  dibs: false,
  dibsCount: 28,
  grade: 3.9,
  reviewCount: 3,
  imgSrc: `/img/goods/01/G${n}.svg?c=3f3a2a`,
  iconImgSrc: '/img/icon/FREE_DLVR.svg?n=%EB%AC%B4%EB%A3%8C%EB%B0%B0%EC%86%A1&bg=0f766e',
  productName: '다비치 티타늄 온새 DT-8262 헥사곤 티타늄 안경테',
  supplyPrice: 64400,
  customerPrice: 149000,
  salePrice: 129000,
  discountRate: 13,
  remainTime: null,
  timeDealRemainTime: null,
  timeDealEndAt: null,
  goodsIconViewList: ['FREE_DLVR', 'NEW', 'PICKUP', 'BEST'].map((c) => ({
    iconCd: c,
    iconNm: c,
    iconImgSrc: `/img/icon/${c}.svg?n=${c}&bg=0f766e`,
    bgColor: '#0f766e',
  })),
  prmtDcValue: null,
  dlvrYn: 'Y',
  directYn: 'Y',
})
const list = (k: number) => Array.from({ length: 12 }, (_, i) => goods(k * 100 + i))
const banner = (n: number) => ({
  bannerNo: n,
  bannerNm: `배너 ${n}`,
  bannerDscrt: '설명',
  imgSrc: `/img/banner/main-${n}.svg?t=${'가'.repeat(20)}`,
  mobileImgSrc: `/img/banner/main-${n}.svg?w=780`,
  linkUrl: '/event',
})

const page: MainPageAnswer = {
  goodsType: '01',
  mainBanners: Array.from({ length: 10 }, (_, i) => banner(i)),
  subBanners: Array.from({ length: 12 }, (_, i) => banner(20 + i)),
  aiGoods: list(1),
  mdPickGoods: list(2),
  timedealGoods: list(3),
  newGoods: list(4),
  keywordGoods: { keywords: [{ keywordNo: 1, keyword: '#뿔테' }], keywordNo: 1, goods: list(5) },
  ageGoods: [10, 20, 30, 40, 50].map((a) => ({ ageGroup: a, label: `${a}대`, goods: list(a) })),
  exhibitions: [],
  collection: Array.from({ length: 6 }, (_, i) => ({
    id: i,
    title: '컬렉션',
    subtitle: '',
    imgSrc: '/img/banner/collection-1.svg',
    goods: list(60 + i),
  })),
  styleVotes: [
    {
      voteNo: 1,
      title: '투표',
      description: '',
      endDate: '2026-12-01',
      options: [0, 1, 2].map((o) => ({
        optionNo: o,
        label: `${o}`,
        voteCount: 10 + o,
        goods: o === 2 ? null : goods(900 + o),
        photoUrl: o === 2 ? '/api/v1/front/files/abc' : null,
      })),
    },
  ],
  notices: [],
} as unknown as MainPageAnswer

describe('the main page as it keeps its sections', () => {
  it('drops the banners (read from their own call), caps lists at ten and keeps only what a card draws', () => {
    const s = mainSections(page)
    expect(s).not.toHaveProperty('mainBanners')
    expect(s).not.toHaveProperty('subBanners')
    expect(s.aiGoods).toHaveLength(10)
    expect(s.ageGoods.map((a) => a.goods.length)).toEqual([10, 10, 10, 10, 10])
    const card = s.newGoods[0]!
    expect(card).not.toHaveProperty('supplyPrice')
    expect(card).not.toHaveProperty('iconImgSrc')
    expect(card.goodsIconViewList).toEqual([
      { iconCd: 'FREE_DLVR', iconNm: 'FREE_DLVR', bgColor: '#0f766e' },
      { iconCd: 'NEW', iconNm: 'NEW', bgColor: '#0f766e' },
      { iconCd: 'PICKUP', iconNm: 'PICKUP', bgColor: '#0f766e' },
    ])
    expect(card).toMatchObject({ id: 'G000400', salePrice: 129000, customerPrice: 149000, discountRate: 13, dibs: false, dibsCount: 28 })
    expect(s.collection[0]!.goods).toEqual(
      [0, 1, 2, 3].map((i) => ({ id: goods(6000 + i).id, imgSrc: goods(6000 + i).imgSrc, productName: goods(6000 + i).productName })),
    )
  })

  it('keeps every vote option (the shares are of all of them) with a thumbnail each', () => {
    const v = mainSections(page).styleVotes[0]!
    expect(v.options.map((o) => o.voteCount)).toEqual([10, 11, 12])
    expect(Object.keys(v.options[0]!.goods!).sort()).toEqual(['id', 'imgSrc', 'productName'])
    expect(v.options[2]).toMatchObject({ goods: null, photoUrl: '/api/v1/front/files/abc' }) // a member's photo look
  })

  it('is a fraction of the answer it comes from, and idempotent', () => {
    const before = JSON.stringify(page).length
    const after = JSON.stringify(mainSections(page)).length
    expect(after / before).toBeLessThan(0.45)
    expect(cardGoods(cardGoods(goods(1)))).toEqual(cardGoods(goods(1)))
  })
})
