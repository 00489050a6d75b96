/**
 * Row shapes of every table in migrations 0001–0003, keyed by the exact snake_case column names — the
 * schema's row types, used by the seed factories and by the queries in src/server/db (one definition).
 * Money is integer won; *_dttm are UTC ISO strings 'YYYY-MM-DDTHH:MM:SSZ'; *_ymd and birth are
 * 8-digit 'YYYYMMDD'; store hours are 'HHMM'. Y/N flags are 'Y' | 'N'.
 */
export type YN = 'Y' | 'N'
export type GoodsTypeCd = '01' | '02' | '03' | '04' | '05'

export interface SiteInfoRow {
  id: number
  market_name: string
  company_name: string
  ceo_name: string
  biz_reg_no: string
  mail_order_no: string
  address: string
  privacy_officer: string
  email: string
  cust_ct_tel_no: string
  cust_ct_lunch_time: string
  cust_ct_oper_time: string
  copyright: string
}

export interface GnbMenuRow {
  menu_no: number
  parent_no: number | null
  menu_nm: string
  link_url: string
  sort_seq: number
  use_yn: YN
}

export interface SeoSettingsRow {
  id: number
  common_title: string
  common_manager: string
  description: string
  keywords: string
  goods_detail_title: string
  goods_detail_manager: string
  robots_file_path: string
  anls_id: string
  og_image: string
}

export interface RedirectRow {
  from_path: string
  to_path: string
  status: number
}

export interface BrandRow {
  brand_no: number
  brand_nm: string
  brand_en_nm: string
  logo_src: string
  sort_seq: number
}

export interface CategoryRow {
  ctg_no: number
  goods_type_cd: GoodsTypeCd
  ctg_nm: string
  sort_seq: number
}

export interface GoodsIconRow {
  icon_cd: string
  icon_nm: string
  icon_img_src: string
  bg_color: string
}

export interface GoodsRow {
  goods_no: string
  goods_type_cd: GoodsTypeCd
  ctg_no: number
  brand_no: number
  goods_nm: string
  goods_dscrt: string
  img_src: string
  supply_price: number
  customer_price: number
  sale_price: number
  discount_rate: number
  grade: number
  review_count: number
  dibs_count: number
  sale_count: number
  view_count: number
  dlvr_yn: YN
  direct_yn: YN
  md_pick_yn: YN
  ai_pick_yn: YN
  search_text: string
  display_yn: YN
  reg_dttm: string
}

export interface GoodsImageRow {
  goods_no: string
  seq: number
  img_src: string
}

export interface GoodsItemRow {
  item_no: string
  goods_no: string
  item_nm: string
  color: string | null
  size: string | null
  power: string | null
  cylinder: string | null
  axis: string | null
  pack_count: number | null
  add_price: number
  stock_qtt: number
  sort_seq: number
}

/** The catalogue desk's attributes (0220): one value per goods and key. */
export interface GoodsAttrRow {
  goods_no: string
  attr_key: string
  attr_value: string
}

export interface GoodsIconMapRow {
  goods_no: string
  icon_cd: string
}

export type BannerType = 'MAIN' | 'SUB' | 'TOP'

export interface BannerRow {
  banner_no: number
  banner_type: BannerType
  goods_type_cd: GoodsTypeCd | null
  banner_nm: string
  banner_dscrt: string
  img_src: string
  mobile_img_src: string
  link_url: string
  bg_color: string
  sort_seq: number
  display_start: string
  display_end: string
  /** migration 0230: ALL (default), GUEST (sign-up offers), MEMBER. */
  audience_cd?: 'ALL' | 'GUEST' | 'MEMBER'
}

export interface PopupRow {
  popup_no: number
  popup_nm: string
  img_src: string
  link_url: string
  pc_gb_cd: 'C' | 'P' | 'M'
  sort_seq: number
  display_start: string
  display_end: string
  /** migration 0230: ALL (default), GUEST (sign-up offers), MEMBER. */
  audience_cd?: 'ALL' | 'GUEST' | 'MEMBER'
}

export interface CollectionRow {
  collection_no: number
  title: string
  subtitle: string
  description: string
  img_src: string
  sort_seq: number
  display_yn: YN
  reg_dttm: string
}

export interface CollectionGoodsRow {
  collection_no: number
  goods_no: string
  sort_seq: number
}

export interface PromotionRow {
  prmt_no: number
  slug: string | null
  title: string
  subtitle: string
  description: string
  img_src: string
  mobile_img_src: string
  content_html: string
  keywords: string
  dc_rate: number
  theme_color: string
  exhibition_yn: YN
  start_dttm: string
  end_dttm: string
}

export interface PromotionGoodsRow {
  prmt_no: number
  goods_no: string
  sort_seq: number
}

export interface EventRow {
  event_no: number
  title: string
  summary: string
  img_src: string
  content_html: string
  start_dttm: string
  end_dttm: string
  reg_dttm: string
}

export interface KeywordGroupRow {
  keyword_no: number
  goods_type_cd: GoodsTypeCd
  keyword: string
  sort_seq: number
}

export interface KeywordGoodsRow {
  keyword_no: number
  goods_no: string
  sort_seq: number
}

export interface TimeDealRow {
  deal_no: number
  goods_no: string
  deal_price: number
  start_dttm: string
  end_dttm: string
}

export interface AgeRankingRow {
  age_group: number
  goods_type_cd: GoodsTypeCd
  rank: number
  goods_no: string
}

export interface StyleVoteRow {
  vote_no: number
  title: string
  description: string
  start_dttm: string
  end_dttm: string
}

export interface StyleVoteOptionRow {
  option_no: number
  vote_no: number
  goods_no: string
  label: string
  vote_count: number
}

export interface NoticeRow {
  notice_no: number
  title: string
  content_html: string
  important_yn: YN
  view_count: number
  reg_dttm: string
}

export type AuthRole = 'ROLE_USER' | 'ROLE_STORE'
export type MemberStatus = 'ACTIVE' | 'DORMANT' | 'WITHDRAWN'

export interface MemberRow {
  member_no: number
  login_id: string
  password_hash: string | null
  member_nm: string
  gender: 'M' | 'F' | null
  birth: string
  email: string | null
  mobile: string | null
  nick_name: string | null
  my_store_code: string | null
  online_card_no: string | null
  integration_member_gb_nm: string
  auth_role: AuthRole
  store_code: string | null
  fav_goods_type: string
  eye_style: string | null
  face_style: string | null
  face_width: number | null
  status: MemberStatus
  mkt_app_yn: YN
  mkt_app_dttm: string | null
  mkt_sms_yn: YN
  mkt_sms_dttm: string | null
  mkt_email_yn: YN
  mkt_email_dttm: string | null
  mkt_kakao_yn: YN
  mkt_kakao_dttm: string | null
  failed_login_count: number
  locked_until: string | null
  last_login_dttm: string | null
  reg_dttm: string
  upd_dttm: string
}

export interface SessionRow {
  token_hash: string
  member_no: number
  created_dttm: string
  last_seen_dttm: string
  expires_dttm: string
  revoked_dttm: string | null
  user_agent: string
}

export interface StoreRow {
  store_no: number
  store_code: string
  store_nm: string
  sido: string
  sigungu: string
  road_addr: string
  lot_addr: string
  tel_no: string
  fax_no: string
  lat: number
  lng: number
  store_kind: string
  ownership: string
  pickup_yn: YN
  eye_test_yn: YN
  hearing_yn: YN
  contact_only_yn: YN
  parking_yn: YN
  img_src: string
  blog_url: string
  promo_note: string
  slot_capacity: number
  open_yn: YN
}

export interface StoreHourRow {
  store_no: number
  weekday: number
  open_time: string | null
  close_time: string | null
  closed_yn: YN
}

export interface StoreHolidayRow {
  store_no: number
  holiday_ymd: string
  reason: string
}

/** Every table of migrations 0001–0003 (sessions stays empty in the seed). */
export interface SeedData {
  site_info: SiteInfoRow[]
  gnb_menus: GnbMenuRow[]
  seo_settings: SeoSettingsRow[]
  redirects: RedirectRow[]
  brands: BrandRow[]
  categories: CategoryRow[]
  goods_icons: GoodsIconRow[]
  goods: GoodsRow[]
  goods_images: GoodsImageRow[]
  goods_items: GoodsItemRow[]
  goods_icon_map: GoodsIconMapRow[]
  goods_attrs: GoodsAttrRow[]
  banners: BannerRow[]
  popups: PopupRow[]
  collections: CollectionRow[]
  collection_goods: CollectionGoodsRow[]
  promotions: PromotionRow[]
  promotion_goods: PromotionGoodsRow[]
  events: EventRow[]
  keyword_groups: KeywordGroupRow[]
  keyword_goods: KeywordGoodsRow[]
  time_deals: TimeDealRow[]
  age_rankings: AgeRankingRow[]
  style_votes: StyleVoteRow[]
  style_vote_options: StyleVoteOptionRow[]
  notices: NoticeRow[]
  stores: StoreRow[]
  store_hours: StoreHourRow[]
  store_holidays: StoreHolidayRow[]
  members: MemberRow[]
  sessions: SessionRow[]
}

export type SeedTableName = keyof SeedData
