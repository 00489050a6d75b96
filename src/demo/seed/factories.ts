/**
 * Row factories: each takes a partial override and returns a complete row whose keys are the exact
 * column names of the migrations. `buildSeed` passes every value explicitly; tests pass only what
 * they care about.
 *
 * Defaults: keys come from per-factory counters starting in a high range (900001, 'G900001',
 * 'S9001', 'user9001' …) so rows made in tests never collide with the seeded ones. reg_dttm-like
 * defaults use the fixed SEED_REFERENCE_NOW; display windows (banners, popups, promotions, events,
 * time deals, votes) default to "active now" (from Date.now() − 1 day to + 7 days) so a test row is
 * visible unless the test says otherwise. `resetFactorySequences()` restarts the counters.
 */
import { brandLogoUrl, goodsImageUrl, iconImageUrl, storeImageUrl, bannerImageUrl } from '../images/urls'
import { SEO, SITE_INFO } from './data-content'
import { DAY, SEED_REFERENCE_NOW, iso } from './time'
import type {
  AgeRankingRow,
  BannerRow,
  BrandRow,
  CategoryRow,
  CollectionGoodsRow,
  CollectionRow,
  EventRow,
  GnbMenuRow,
  GoodsIconMapRow,
  GoodsIconRow,
  GoodsImageRow,
  GoodsItemRow,
  GoodsRow,
  KeywordGoodsRow,
  KeywordGroupRow,
  MemberRow,
  NoticeRow,
  PopupRow,
  PromotionGoodsRow,
  PromotionRow,
  RedirectRow,
  SeoSettingsRow,
  SessionRow,
  SiteInfoRow,
  StoreHolidayRow,
  StoreHourRow,
  StoreRow,
  StyleVoteOptionRow,
  StyleVoteRow,
  TimeDealRow,
} from '../../server/db/rows'

const counters = new Map<string, number>()
function nextSeq(name: string): number {
  const n = (counters.get(name) ?? 0) + 1
  counters.set(name, n)
  return n
}
/** Restarts every factory counter (call in beforeEach for stable default keys). */
export function resetFactorySequences(): void {
  counters.clear()
}

/** Defaults overlaid by overrides; an override of `undefined` keeps the default. */
function merge<T extends object>(defaults: T, overrides: Partial<T> | undefined): T {
  const out = { ...defaults }
  if (overrides) {
    for (const k of Object.keys(overrides) as Array<keyof T>) {
      const v = overrides[k]
      if (v !== undefined) out[k] = v as T[keyof T]
    }
  }
  return out
}

function activeWindow(): { start: string; end: string } {
  const now = Date.now()
  return { start: iso(now - DAY), end: iso(now + 7 * DAY) }
}

/** floor((customer − sale) / customer × 100), 0 when customer is not positive. */
export function discountRate(customerPrice: number, salePrice: number): number {
  if (customerPrice <= 0) return 0
  return Math.max(0, Math.floor(((customerPrice - salePrice) / customerPrice) * 100))
}

// ---------------------------------------------------------------------------------------------

export function makeSiteInfo(o?: Partial<SiteInfoRow>): SiteInfoRow {
  return merge<SiteInfoRow>({ id: 1, ...SITE_INFO }, o)
}

export function makeGnbMenu(o?: Partial<GnbMenuRow>): GnbMenuRow {
  const n = nextSeq('gnb')
  return merge<GnbMenuRow>(
    { menu_no: 900000 + n, parent_no: null, menu_nm: `테스트 메뉴 ${n}`, link_url: '/main', sort_seq: n, use_yn: 'Y' },
    o,
  )
}

export function makeSeoSettings(o?: Partial<SeoSettingsRow>): SeoSettingsRow {
  return merge<SeoSettingsRow>({ id: 1, ...SEO }, o)
}

export function makeRedirect(o?: Partial<RedirectRow>): RedirectRow {
  const n = nextSeq('redirect')
  return merge<RedirectRow>({ from_path: `/front/test${n}.do`, to_path: '/main', status: 301 }, o)
}

export function makeBrand(o?: Partial<BrandRow>): BrandRow {
  const n = nextSeq('brand')
  const base = merge<BrandRow>(
    { brand_no: 900000 + n, brand_nm: `테스트 브랜드 ${n}`, brand_en_nm: `TEST BRAND ${n}`, logo_src: '', sort_seq: n },
    o,
  )
  if (!o?.logo_src) base.logo_src = brandLogoUrl({ brandNo: base.brand_no, name: base.brand_en_nm, koName: base.brand_nm })
  return base
}

export function makeCategory(o?: Partial<CategoryRow>): CategoryRow {
  const n = nextSeq('category')
  return merge<CategoryRow>({ ctg_no: 900000 + n, goods_type_cd: '01', ctg_nm: `테스트 분류 ${n}`, sort_seq: n }, o)
}

export function makeGoodsIcon(o?: Partial<GoodsIconRow>): GoodsIconRow {
  const n = nextSeq('icon')
  const base = merge<GoodsIconRow>({ icon_cd: `TEST${n}`, icon_nm: `아이콘${n}`, icon_img_src: '', bg_color: '#111827' }, o)
  if (!o?.icon_img_src) base.icon_img_src = iconImageUrl({ iconCd: base.icon_cd, label: base.icon_nm, bg: base.bg_color })
  return base
}

/**
 * A goods row. Unless overridden: discount_rate follows the prices, img_src follows goods_no and
 * goods_type_cd, search_text is the lower-cased name.
 */
export function makeGoods(o?: Partial<GoodsRow>): GoodsRow {
  const n = nextSeq('goods')
  const base = merge<GoodsRow>(
    {
      goods_no: `G9${String(n).padStart(5, '0')}`,
      goods_type_cd: '01',
      ctg_no: 101,
      brand_no: 1,
      goods_nm: `테스트 안경테 ${n}`,
      goods_dscrt: '테스트용 상품입니다.',
      img_src: '',
      supply_price: 40000,
      customer_price: 100000,
      sale_price: 80000,
      discount_rate: 0,
      grade: 4.5,
      review_count: 0,
      dibs_count: 0,
      sale_count: 0,
      view_count: 0,
      dlvr_yn: 'Y',
      direct_yn: 'Y',
      md_pick_yn: 'N',
      ai_pick_yn: 'N',
      search_text: '',
      display_yn: 'Y',
      reg_dttm: SEED_REFERENCE_NOW,
    },
    o,
  )
  if (o?.discount_rate === undefined) base.discount_rate = discountRate(base.customer_price, base.sale_price)
  if (!o?.img_src) base.img_src = goodsImageUrl({ goodsTypeCd: base.goods_type_cd, goodsNo: base.goods_no })
  if (o?.search_text === undefined) base.search_text = base.goods_nm.toLowerCase()
  return base
}

export function makeGoodsImage(o?: Partial<GoodsImageRow>): GoodsImageRow {
  const base = merge<GoodsImageRow>({ goods_no: 'G900001', seq: 1, img_src: '' }, o)
  if (!o?.img_src) base.img_src = goodsImageUrl({ goodsTypeCd: '01', goodsNo: base.goods_no, view: base.seq })
  return base
}

export function makeGoodsItem(o?: Partial<GoodsItemRow>): GoodsItemRow {
  const n = nextSeq('item')
  const goodsNo = o?.goods_no ?? 'G900001'
  return merge<GoodsItemRow>(
    {
      item_no: `${goodsNo}-T${String(n).padStart(3, '0')}`,
      goods_no: goodsNo,
      item_nm: `옵션 ${n}`,
      color: null,
      size: null,
      power: null,
      cylinder: null,
      axis: null,
      pack_count: null,
      add_price: 0,
      stock_qtt: 10,
      sort_seq: n,
    },
    o,
  )
}

export function makeGoodsIconMap(o?: Partial<GoodsIconMapRow>): GoodsIconMapRow {
  return merge<GoodsIconMapRow>({ goods_no: 'G900001', icon_cd: 'NEW' }, o)
}

export function makeBanner(o?: Partial<BannerRow>): BannerRow {
  const n = nextSeq('banner')
  const w = activeWindow()
  const base = merge<BannerRow>(
    {
      banner_no: 900000 + n,
      banner_type: 'MAIN',
      goods_type_cd: null,
      banner_nm: `테스트 배너 ${n}`,
      banner_dscrt: '',
      img_src: '',
      mobile_img_src: '',
      link_url: '/main',
      bg_color: '#ffffff',
      sort_seq: n,
      display_start: w.start,
      display_end: w.end,
    },
    o,
  )
  if (!o?.img_src) base.img_src = bannerImageUrl({ key: `banner-${base.banner_no}`, title: base.banner_nm })
  if (!o?.mobile_img_src)
    base.mobile_img_src = bannerImageUrl({ key: `banner-${base.banner_no}`, title: base.banner_nm, width: 750, height: 900 })
  return base
}

export function makePopup(o?: Partial<PopupRow>): PopupRow {
  const n = nextSeq('popup')
  const w = activeWindow()
  const base = merge<PopupRow>(
    {
      popup_no: 900000 + n,
      popup_nm: `테스트 팝업 ${n}`,
      img_src: '',
      link_url: '',
      pc_gb_cd: 'C',
      sort_seq: n,
      display_start: w.start,
      display_end: w.end,
    },
    o,
  )
  if (!o?.img_src) base.img_src = bannerImageUrl({ key: `popup-${base.popup_no}`, title: base.popup_nm, width: 500, height: 600 })
  return base
}

export function makeCollection(o?: Partial<CollectionRow>): CollectionRow {
  const n = nextSeq('collection')
  const base = merge<CollectionRow>(
    {
      collection_no: 900000 + n,
      title: `테스트 컬렉션 ${n}`,
      subtitle: '',
      description: '',
      img_src: '',
      sort_seq: n,
      display_yn: 'Y',
      reg_dttm: SEED_REFERENCE_NOW,
    },
    o,
  )
  if (!o?.img_src) base.img_src = bannerImageUrl({ key: `collection-${base.collection_no}`, title: base.title, width: 800, height: 500 })
  return base
}

export function makeCollectionGoods(o?: Partial<CollectionGoodsRow>): CollectionGoodsRow {
  const n = nextSeq('collection_goods')
  return merge<CollectionGoodsRow>({ collection_no: 900001, goods_no: 'G900001', sort_seq: n }, o)
}

export function makePromotion(o?: Partial<PromotionRow>): PromotionRow {
  const n = nextSeq('promotion')
  const w = activeWindow()
  const base = merge<PromotionRow>(
    {
      prmt_no: 900000 + n,
      slug: null,
      title: `테스트 기획전 ${n}`,
      subtitle: '',
      description: '',
      img_src: '',
      mobile_img_src: '',
      content_html: '',
      keywords: '',
      dc_rate: 0,
      theme_color: '#0f766e',
      exhibition_yn: 'Y',
      start_dttm: w.start,
      end_dttm: w.end,
    },
    o,
  )
  const key = base.slug ?? `promo-${base.prmt_no}`
  if (!o?.img_src) base.img_src = bannerImageUrl({ key, title: base.title, subtitle: base.subtitle, theme: base.theme_color })
  if (!o?.mobile_img_src)
    base.mobile_img_src = bannerImageUrl({
      key,
      title: base.title,
      subtitle: base.subtitle,
      theme: base.theme_color,
      width: 750,
      height: 750,
    })
  return base
}

export function makePromotionGoods(o?: Partial<PromotionGoodsRow>): PromotionGoodsRow {
  const n = nextSeq('promotion_goods')
  return merge<PromotionGoodsRow>({ prmt_no: 900001, goods_no: 'G900001', sort_seq: n }, o)
}

export function makeEvent(o?: Partial<EventRow>): EventRow {
  const n = nextSeq('event')
  const w = activeWindow()
  const base = merge<EventRow>(
    {
      event_no: 900000 + n,
      title: `테스트 이벤트 ${n}`,
      summary: '',
      img_src: '',
      content_html: '',
      start_dttm: w.start,
      end_dttm: w.end,
      reg_dttm: SEED_REFERENCE_NOW,
    },
    o,
  )
  if (!o?.img_src) base.img_src = bannerImageUrl({ key: `event-${base.event_no}`, title: base.title, width: 800, height: 400 })
  return base
}

export function makeKeywordGroup(o?: Partial<KeywordGroupRow>): KeywordGroupRow {
  const n = nextSeq('keyword')
  return merge<KeywordGroupRow>({ keyword_no: 900000 + n, goods_type_cd: '01', keyword: `#테스트${n}`, sort_seq: n }, o)
}

export function makeKeywordGoods(o?: Partial<KeywordGoodsRow>): KeywordGoodsRow {
  const n = nextSeq('keyword_goods')
  return merge<KeywordGoodsRow>({ keyword_no: 900001, goods_no: 'G900001', sort_seq: n }, o)
}

export function makeTimeDeal(o?: Partial<TimeDealRow>): TimeDealRow {
  const n = nextSeq('time_deal')
  const w = activeWindow()
  return merge<TimeDealRow>({ deal_no: 900000 + n, goods_no: 'G900001', deal_price: 50000, start_dttm: w.start, end_dttm: w.end }, o)
}

export function makeAgeRanking(o?: Partial<AgeRankingRow>): AgeRankingRow {
  const n = nextSeq('age_ranking')
  return merge<AgeRankingRow>({ age_group: 20, goods_type_cd: '01', rank: n, goods_no: 'G900001' }, o)
}

export function makeStyleVote(o?: Partial<StyleVoteRow>): StyleVoteRow {
  const n = nextSeq('vote')
  const w = activeWindow()
  return merge<StyleVoteRow>({ vote_no: 900000 + n, title: `테스트 투표 ${n}`, description: '', start_dttm: w.start, end_dttm: w.end }, o)
}

export function makeStyleVoteOption(o?: Partial<StyleVoteOptionRow>): StyleVoteOptionRow {
  const n = nextSeq('vote_option')
  return merge<StyleVoteOptionRow>({ option_no: 900000 + n, vote_no: 900001, goods_no: 'G900001', label: `보기 ${n}`, vote_count: 0 }, o)
}

export function makeNotice(o?: Partial<NoticeRow>): NoticeRow {
  const n = nextSeq('notice')
  return merge<NoticeRow>(
    {
      notice_no: 900000 + n,
      title: `테스트 공지 ${n}`,
      content_html: '<p>테스트 공지입니다.</p>',
      important_yn: 'N',
      view_count: 0,
      reg_dttm: SEED_REFERENCE_NOW,
    },
    o,
  )
}

export function makeMember(o?: Partial<MemberRow>): MemberRow {
  const n = nextSeq('member')
  return merge<MemberRow>(
    {
      member_no: 900000 + n,
      login_id: `user${9000 + n}`,
      password_hash: null,
      member_nm: '테스트회원',
      gender: null,
      birth: '00000000',
      email: `user${9000 + n}@example.com`,
      mobile: `0109${String(n).padStart(7, '0')}`,
      nick_name: null,
      my_store_code: null,
      online_card_no: null,
      integration_member_gb_nm: '정회원',
      auth_role: 'ROLE_USER',
      store_code: null,
      fav_goods_type: '01',
      eye_style: null,
      face_style: null,
      face_width: null,
      status: 'ACTIVE',
      mkt_app_yn: 'N',
      mkt_app_dttm: null,
      mkt_sms_yn: 'N',
      mkt_sms_dttm: null,
      mkt_email_yn: 'N',
      mkt_email_dttm: null,
      mkt_kakao_yn: 'N',
      mkt_kakao_dttm: null,
      failed_login_count: 0,
      locked_until: null,
      last_login_dttm: null,
      reg_dttm: SEED_REFERENCE_NOW,
      upd_dttm: SEED_REFERENCE_NOW,
    },
    o,
  )
}

export function makeSession(o?: Partial<SessionRow>): SessionRow {
  const n = nextSeq('session')
  return merge<SessionRow>(
    {
      token_hash: n.toString(16).padStart(64, '0'),
      member_no: 900001,
      created_dttm: SEED_REFERENCE_NOW,
      last_seen_dttm: SEED_REFERENCE_NOW,
      expires_dttm: iso(Date.parse(SEED_REFERENCE_NOW) + 30 * DAY),
      revoked_dttm: null,
      user_agent: '',
    },
    o,
  )
}

export function makeStore(o?: Partial<StoreRow>): StoreRow {
  const n = nextSeq('store')
  const base = merge<StoreRow>(
    {
      store_no: 900000 + n,
      store_code: `S9${String(n).padStart(3, '0')}`,
      store_nm: `다비치안경 테스트${n}점`,
      sido: '서울특별시',
      sigungu: '강남구',
      road_addr: '서울특별시 강남구 테헤란로 1',
      lot_addr: '',
      tel_no: '02-0000-0000',
      fax_no: '',
      lat: 37.4979,
      lng: 127.0276,
      store_kind: '다비치',
      ownership: '가맹점',
      pickup_yn: 'Y',
      eye_test_yn: 'Y',
      hearing_yn: 'N',
      contact_only_yn: 'N',
      parking_yn: 'N',
      img_src: '',
      blog_url: '',
      promo_note: '',
      slot_capacity: 3,
      open_yn: 'Y',
    },
    o,
  )
  if (!o?.img_src) base.img_src = storeImageUrl({ storeCode: base.store_code, name: base.store_nm })
  return base
}

export function makeStoreHour(o?: Partial<StoreHourRow>): StoreHourRow {
  return merge<StoreHourRow>({ store_no: 900001, weekday: 1, open_time: '1000', close_time: '2100', closed_yn: 'N' }, o)
}

export function makeStoreHoliday(o?: Partial<StoreHolidayRow>): StoreHolidayRow {
  return merge<StoreHolidayRow>({ store_no: 900001, holiday_ymd: '20270207', reason: '설날 연휴 휴무' }, o)
}
