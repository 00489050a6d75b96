/**
 * Storefront seed (migration 0010 tables): downloadable goods coupons with their targets, popular search
 * keywords and goods reviews. Built from the catalogue of the main seed, deterministic for one PRNG seed.
 * Terms documents are static reference text in migration 0011.
 *
 *   const rows = buildStorefrontSeed(seed, now)      // rows per table
 *   const sql = storefrontSeedSql(seed, now)         // INSERT statements (children after parents)
 */
import { createRng } from './prng'
import { tableToSql } from './sql'
import { DAY, iso, toMs } from './time'
import type { SeedData } from '../../server/db/rows'

export interface StorefrontSeed {
  coupons: Array<Record<string, string | number | null>>
  coupon_target_goods: Array<{ coupon_no: number; goods_no: string }>
  coupon_target_categories: Array<{ coupon_no: number; ctg_no: number }>
  search_keywords: Array<{ keyword: string; search_count: number; prev_rank: number | null; last_search_dttm: string }>
  goods_reviews: Array<Record<string, string | number | null>>
}

export const STOREFRONT_TABLE_ORDER = [
  'coupons',
  'coupon_target_goods',
  'coupon_target_categories',
  'search_keywords',
  'goods_reviews',
] as const

const KEYWORDS: Array<[string, number]> = [
  ['선글라스', 1840],
  ['원데이 렌즈', 1620],
  ['티타늄 안경테', 1410],
  ['블루라이트 차단', 1290],
  ['컬러렌즈', 1170],
  ['뿔테', 980],
  ['누진다초점', 860],
  ['편광 선글라스', 790],
  ['난시렌즈', 640],
  ['다비치 오리지널', 610],
  ['안경닦이', 420],
  ['렌즈 세정액', 380],
  ['보스턴', 300],
  ['하금테', 260],
  ['변색 렌즈', 210],
]
const PREV = [2, 1, 3, 6, 4, 5, null, 7, 12, 9, 11, 10, 13, null, 14]

const REVIEW_TEXTS: Record<string, string[]> = {
  '01': [
    '생각보다 훨씬 가벼워서 하루 종일 써도 편해요.',
    '매장에서 피팅받으니 흘러내리지 않고 딱 맞아요.',
    '색감이 사진과 똑같고 얼굴이 환해 보여요.',
    '코받침이 편하고 마감이 깔끔합니다.',
    '두 번째 구매예요. 가성비 최고입니다.',
  ],
  '02': [
    '편광이라 운전할 때 눈부심이 확실히 줄었어요.',
    '케이스까지 고급스럽고 착용감이 좋아요.',
    '얼굴이 작아 보이는 핏이라 만족합니다.',
    '바닷가 여행 가서 잘 썼어요.',
    '렌즈 색이 자연스러워서 데일리로 좋아요.',
  ],
  '03': [
    '모니터 볼 때 눈이 덜 피곤해요.',
    '매장 검사가 꼼꼼해서 믿음이 갔어요.',
    '누진 적응이 생각보다 빨랐어요.',
    '렌즈가 얇아져서 안경이 가벼워졌어요.',
    '예약하고 가니 기다리지 않아 좋았습니다.',
  ],
  '04': [
    '건조함이 덜해서 오후에도 편해요.',
    '착용감이 부드럽고 이물감이 거의 없어요.',
    '컬러가 자연스러워서 데일리로 딱이에요.',
    '매장 수령하면서 스탬프도 받았어요.',
    '난시용인데 초점이 안정적이에요.',
  ],
  '05': [
    '세정력이 좋고 향이 강하지 않아요.',
    '안경닦이 여러 장 두고 쓰기 좋아요.',
    '케이스가 튼튼하고 가방에 넣기 편해요.',
    '김서림 방지 효과가 확실히 있어요.',
    '배송이 빨랐고 포장도 꼼꼼했어요.',
  ],
}
const WRITERS = ['김민지', '이서준', '박지우', '최유나', '정하늘', '강도윤', '조수아', '윤서연', '장예준', '임하린', '한지호', '오채원']

export function buildStorefrontSeed(seed: SeedData, now: Date | string | number, prngSeed = 20261122): StorefrontSeed {
  const nowMs = toMs(now)
  const rng = createRng(prngSeed).fork('storefront')
  const t = (days: number) => iso(nowMs + days * DAY)
  const coupon = (no: number, o: Record<string, string | number | null>) => ({
    coupon_no: no,
    coupon_kind_cd: 'GOODS',
    coupon_nm: '',
    coupon_dscrt: '',
    benefit_type_cd: 'RATE',
    benefit_value: 0,
    benefit_max_amt: null,
    benefit_text: '',
    qtt_limit: null,
    issued_qtt: 0,
    dup_download_yn: 'N',
    solo_use_yn: 'N',
    valid_type_cd: 'ISSUE_DAYS',
    valid_start_dttm: null,
    valid_end_dttm: null,
    valid_days: 30,
    min_order_amt: 0,
    target_scope_cd: 'ALL',
    goods_type_cd: null,
    age_bands: '',
    channel_cd: 'ONLINE',
    download_yn: 'Y',
    issue_start_dttm: t(-10),
    issue_end_dttm: t(30),
    img_src: '',
    use_yn: 'Y',
    reg_dttm: t(-10),
    ...o,
  })
  const campaign = seed.promotions.find((p) => p.slug === 'promo428')
  const campaignGoods = campaign ? seed.promotion_goods.filter((p) => p.prmt_no === campaign.prmt_no).map((p) => p.goods_no) : []
  const sunCtg = seed.categories.find((c) => c.goods_type_cd === '02')?.ctg_no
  const coupons = [
    coupon(1, {
      coupon_nm: '안경테 첫 구매 10% 할인',
      coupon_dscrt: '모든 안경테에 쓸 수 있어요.',
      benefit_value: 10,
      benefit_max_amt: 10000,
      min_order_amt: 50000,
      goods_type_cd: '01',
    }),
    coupon(2, {
      coupon_nm: '선글라스 시즌 5,000원 할인',
      benefit_type_cd: 'AMOUNT',
      benefit_value: 5000,
      min_order_amt: 80000,
      target_scope_cd: 'INCLUDE',
      valid_days: 14,
    }),
    coupon(3, {
      coupon_nm: '오리지널 브랜드 위크 15% 할인',
      coupon_dscrt: '브랜드 위크 상품 전용',
      benefit_value: 15,
      benefit_max_amt: 30000,
      target_scope_cd: 'INCLUDE',
      valid_type_cd: 'FIXED',
      valid_start_dttm: t(-7),
      valid_end_dttm: t(24),
      valid_days: null,
      qtt_limit: 500,
      issued_qtt: rng.int(80, 300),
      solo_use_yn: 'Y',
    }),
    coupon(4, {
      coupon_nm: '용품 2,000원 할인',
      benefit_type_cd: 'AMOUNT',
      benefit_value: 2000,
      min_order_amt: 15000,
      goods_type_cd: '05',
    }),
    coupon(5, {
      coupon_kind_cd: 'GOODS_MOBILE',
      coupon_nm: '앱 전용 콘택트렌즈 1+1 교환권',
      benefit_type_cd: 'TEXT',
      benefit_text: '원데이 30P 구매 시 1박스 추가 증정(매장 수령)',
      goods_type_cd: '04',
      channel_cd: 'BOTH',
    }),
    coupon(6, {
      coupon_kind_cd: 'SIGNUP',
      coupon_nm: '가입 축하 3,000원 할인',
      benefit_type_cd: 'AMOUNT',
      benefit_value: 3000,
      min_order_amt: 30000,
      download_yn: 'N',
    }),
    coupon(7, {
      coupon_kind_cd: 'BIRTHDAY',
      coupon_nm: '생일 축하 15% 할인',
      benefit_value: 15,
      benefit_max_amt: 20000,
      download_yn: 'N',
      valid_days: 14,
    }),
    coupon(8, {
      coupon_nm: '지난 여름 선글라스 쿠폰',
      benefit_type_cd: 'AMOUNT',
      benefit_value: 7000,
      issue_start_dttm: t(-90),
      issue_end_dttm: t(-30),
      goods_type_cd: '02',
    }),
  ]
  const reviews: StorefrontSeed['goods_reviews'] = []
  let reviewNo = 1
  for (const g of seed.goods) {
    const n = Math.min(g.review_count, 6)
    const texts = REVIEW_TEXTS[g.goods_type_cd] ?? REVIEW_TEXTS['01']
    for (let i = 0; i < n; i++) {
      const score = Math.max(1, Math.min(5, Math.round(g.grade + (rng.next() - 0.5) * 1.6)))
      reviews.push({
        review_no: reviewNo++,
        goods_no: g.goods_no,
        member_no: null,
        writer_nm: rng.pick(WRITERS),
        score,
        content: rng.pick(texts),
        photo_yn: rng.chance(0.3) ? 'Y' : 'N',
        item_nm: '',
        display_yn: 'Y',
        reg_dttm: iso(nowMs - rng.int(1, 120) * DAY - rng.int(0, 86_000) * 1000),
      })
    }
  }
  return {
    coupons,
    coupon_target_goods: campaignGoods.map((goods_no) => ({ coupon_no: 3, goods_no })),
    coupon_target_categories: sunCtg ? [{ coupon_no: 2, ctg_no: sunCtg }] : [],
    search_keywords: KEYWORDS.map(([keyword, count], i) => ({
      keyword,
      search_count: count,
      prev_rank: PREV[i] ?? null,
      last_search_dttm: t(-i / 24),
    })),
    goods_reviews: reviews,
  }
}

export function storefrontSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const rows = buildStorefrontSeed(seed, now)
  return [
    ...STOREFRONT_TABLE_ORDER.flatMap((table) => tableToSql(table, rows[table])),
    // Sign-up offers (a link to the sign-up page, 신규 회원 …) are for guests only (migration 0230, issue 30).
    ...['banners', 'popups'].map(
      (t) =>
        `UPDATE ${t} SET audience_cd = 'GUEST' WHERE link_url = '/account/signup' OR ${t === 'banners' ? 'banner_nm' : 'popup_nm'} LIKE '%신규 회원%';`,
    ),
  ]
}
