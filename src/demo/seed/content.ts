/** Storefront content of the seed: menus, banners, popups, collections, promotions, events, … */
import { bannerImageUrl, brandLogoUrl, iconImageUrl } from '../images/urls'
import { BRANDS, CATEGORIES, GOODS_TYPES } from './data-catalogue'
import {
  CAMPAIGNS,
  COLLECTIONS,
  EVENTS,
  GNB,
  ICONS,
  KEYWORDS,
  MAIN_BANNERS,
  NOTICES,
  POPUPS,
  REDIRECTS,
  SEO,
  SITE_INFO,
  STYLE_VOTES,
  SUB_BANNERS,
  THEMES,
  TOP_BANNERS,
  type GoodsFilter,
} from './data-content'
import {
  makeAgeRanking,
  makeBanner,
  makeBrand,
  makeCategory,
  makeCollection,
  makeCollectionGoods,
  makeEvent,
  makeGnbMenu,
  makeGoodsIcon,
  makeKeywordGoods,
  makeKeywordGroup,
  makeNotice,
  makePopup,
  makePromotion,
  makePromotionGoods,
  makeRedirect,
  makeSeoSettings,
  makeSiteInfo,
  makeStyleVote,
  makeStyleVoteOption,
  makeTimeDeal,
} from './factories'
import type { Catalogue } from './goods'
import type { Rng } from './prng'
import { DAY, HOUR, MINUTE, dotDateKst, hourFloor, iso, kstMidnight } from './time'
import type { GoodsRow, GoodsTypeCd, SeedData } from '../../server/db/rows'

/** Plain text as HTML text (the steps say 마이페이지 > 포인트): stored as the sanitizer would keep it. */
const textHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

type Content = Omit<
  SeedData,
  | 'goods'
  | 'goods_images'
  | 'goods_items'
  | 'goods_icon_map'
  | 'goods_attrs'
  | 'stores'
  | 'store_hours'
  | 'store_holidays'
  | 'members'
  | 'sessions'
>

/** A display window in whole KST days around now: [00:00 of day `from`, 23:59:59 of day `to`]. */
function windowDays(nowMs: number, from: number, to: number): { start: string; end: string } {
  const day0 = kstMidnight(nowMs)
  return { start: iso(day0 + from * DAY), end: iso(day0 + (to + 1) * DAY - 1000) }
}

export function buildContent(root: Rng, nowMs: number, cat: Catalogue): Content {
  const rng = root.fork('content')
  const visible = cat.goods.filter((g) => g.display_yn === 'Y')

  /** n distinct visible goods matching the filter, topped up from the filter's goods types. */
  function pick(r: Rng, f: GoodsFilter, n: number): GoodsRow[] {
    const types = f.type
    const inType = visible.filter((g) => !types || types.includes(g.goods_type_cd))
    const strict = inType.filter(
      (g) => (!f.ctg || f.ctg.includes(g.ctg_no)) && (!f.brandIdx || f.brandIdx.includes(cat.meta.get(g.goods_no)?.brandIdx ?? -1)),
    )
    const chosen = r.sample(strict, n)
    if (chosen.length < n) {
      const have = new Set(chosen.map((g) => g.goods_no))
      chosen.push(
        ...r.sample(
          inType.filter((g) => !have.has(g.goods_no)),
          n - chosen.length,
        ),
      )
    }
    return chosen
  }

  // -- site-wide ------------------------------------------------------------------------------
  const site_info = [makeSiteInfo()]
  const seo_settings = [
    makeSeoSettings({
      og_image: bannerImageUrl({
        key: 'og',
        title: SEO.common_title,
        subtitle: '눈이 편안한 쇼핑, 가까운 매장에서 픽업',
        theme: '#0f766e',
        width: 1200,
        height: 630,
      }),
    }),
  ]
  const redirects = REDIRECTS.map(([from_path, to_path, status]) => makeRedirect({ from_path, to_path, status }))

  const gnb_menus: SeedData['gnb_menus'] = []
  let menuNo = 0
  for (const m of GNB) {
    const parent = ++menuNo
    gnb_menus.push(
      makeGnbMenu({ menu_no: parent, parent_no: null, menu_nm: m.nm, link_url: m.url, sort_seq: m.sort, use_yn: m.use ?? 'Y' }),
    )
    for (const c of m.children ?? [])
      gnb_menus.push(
        makeGnbMenu({ menu_no: ++menuNo, parent_no: parent, menu_nm: c.nm, link_url: c.url, sort_seq: c.sort, use_yn: c.use ?? 'Y' }),
      )
  }

  const brands = BRANDS.map((b, i) =>
    makeBrand({
      brand_no: i + 1,
      brand_nm: b.nm,
      brand_en_nm: b.en,
      logo_src: brandLogoUrl({ brandNo: i + 1, name: b.en, koName: b.nm }),
      sort_seq: i + 1,
    }),
  )
  const categories = GOODS_TYPES.flatMap((t) =>
    CATEGORIES[t.cd].map((nm, i) => makeCategory({ ctg_no: Number(t.cd) * 100 + i + 1, goods_type_cd: t.cd, ctg_nm: nm, sort_seq: i + 1 })),
  )
  const goods_icons = ICONS.map((ic) =>
    makeGoodsIcon({
      icon_cd: ic.cd,
      icon_nm: ic.nm,
      bg_color: ic.bg,
      icon_img_src: iconImageUrl({ iconCd: ic.cd, label: ic.nm, bg: ic.bg }),
    }),
  )

  // -- banners and popups ----------------------------------------------------------------------
  const r1 = rng.fork('banners')
  const banners: SeedData['banners'] = []
  let bannerNo = 0
  const addBanner = (
    type: 'MAIN' | 'SUB' | 'TOP',
    goodsType: GoodsTypeCd | null,
    [title, subtitle, link]: [string, string, string],
    sort: number,
    win: { start: string; end: string },
    size: [number, number, number, number],
  ) => {
    const no = ++bannerNo
    const theme = THEMES[(no * 7) % THEMES.length]
    const key = `${type.toLowerCase()}-${no}`
    banners.push(
      makeBanner({
        banner_no: no,
        banner_type: type,
        goods_type_cd: goodsType,
        banner_nm: title,
        banner_dscrt: subtitle,
        img_src: bannerImageUrl({ key, title, subtitle, theme, width: size[0], height: size[1] }),
        mobile_img_src: bannerImageUrl({ key, title, subtitle, theme, width: size[2], height: size[3] }),
        link_url: link,
        bg_color: theme,
        sort_seq: sort,
        display_start: win.start,
        display_end: win.end,
      }),
    )
  }
  const mainGroups: Array<[GoodsTypeCd | null, Array<[string, string, string]>]> = [
    [null, MAIN_BANNERS.ALL],
    ...GOODS_TYPES.map((t): [GoodsTypeCd, Array<[string, string, string]>] => [t.cd, MAIN_BANNERS[t.cd]]),
  ]
  for (const [goodsType, list] of mainGroups) {
    const sorts = r1.shuffle(list.map((_, i) => i + 1))
    list.forEach((b, i) =>
      addBanner('MAIN', goodsType, b, sorts[i], windowDays(nowMs, -r1.int(1, 20), r1.int(5, 40)), [1200, 480, 750, 900]),
    )
  }
  // Not displayed now: one ended, one not yet started.
  addBanner('MAIN', null, ['지난 시즌 클리어런스', '종료된 배너입니다', '/promotion'], 6, windowDays(nowMs, -40, -3), [1200, 480, 750, 900])
  addBanner(
    'MAIN',
    null,
    ['다음 주 오픈 예정 기획전', '예약 게시 배너입니다', '/promotion'],
    7,
    windowDays(nowMs, 4, 30),
    [1200, 480, 750, 900],
  )
  const subSorts = r1.shuffle(SUB_BANNERS.map((_, i) => i + 1))
  SUB_BANNERS.forEach((b, i) =>
    addBanner('SUB', null, b, subSorts[i], windowDays(nowMs, -r1.int(1, 15), r1.int(10, 60)), [600, 300, 600, 300]),
  )
  addBanner('TOP', null, TOP_BANNERS[0], 1, windowDays(nowMs, -7, 30), [1920, 60, 750, 80])
  addBanner('TOP', null, TOP_BANNERS[1], 2, windowDays(nowMs, -60, -30), [1920, 60, 750, 80])

  const popups = POPUPS.map((p, i) =>
    makePopup({
      popup_no: i + 1,
      popup_nm: p.nm,
      img_src: bannerImageUrl({ key: `popup-${i + 1}`, title: p.nm, theme: THEMES[(i * 3 + 1) % THEMES.length], width: 500, height: 600 }),
      link_url: p.url,
      pc_gb_cd: p.gb,
      sort_seq: p.sort,
      ...(() => {
        const w = windowDays(nowMs, -r1.int(1, 10), r1.int(7, 30))
        return { display_start: w.start, display_end: w.end }
      })(),
    }),
  )

  // -- collections -----------------------------------------------------------------------------
  const r2 = rng.fork('collections')
  const collections: SeedData['collections'] = []
  const collection_goods: SeedData['collection_goods'] = []
  COLLECTIONS.forEach((c, i) => {
    const no = i + 1
    collections.push(
      makeCollection({
        collection_no: no,
        title: c.title,
        subtitle: c.subtitle,
        description: c.description,
        img_src: bannerImageUrl({
          key: `collection-${no}`,
          title: c.title,
          subtitle: c.subtitle,
          theme: THEMES[(i * 4 + 2) % THEMES.length],
          width: 800,
          height: 500,
        }),
        sort_seq: COLLECTIONS.length - i,
        display_yn: 'Y',
        reg_dttm: iso(nowMs - (i * 9 + r2.int(1, 8)) * DAY - r2.int(0, 600) * MINUTE),
      }),
    )
    pick(r2, c.filter, r2.int(6, 12)).forEach((g, k) =>
      collection_goods.push(makeCollectionGoods({ collection_no: no, goods_no: g.goods_no, sort_seq: k + 1 })),
    )
  })

  // -- promotions ------------------------------------------------------------------------------
  const r3 = rng.fork('promotions')
  const promotions: SeedData['promotions'] = []
  const promotion_goods: SeedData['promotion_goods'] = []
  CAMPAIGNS.forEach((c, i) => {
    const no = i + 1
    const w = windowDays(nowMs, c.window[0], c.window[1])
    const key = c.slug ?? `promo-${no}`
    const period = `${dotDateKst(Date.parse(w.start))} ~ ${dotDateKst(Date.parse(w.end))}`
    promotions.push(
      makePromotion({
        prmt_no: no,
        slug: c.slug,
        title: c.title,
        subtitle: c.subtitle,
        description: c.description,
        img_src: bannerImageUrl({ key, title: c.title, subtitle: c.subtitle, theme: c.theme }),
        mobile_img_src: bannerImageUrl({ key, title: c.title, subtitle: c.subtitle, theme: c.theme, width: 750, height: 750 }),
        content_html:
          `<h2>${c.title}</h2>` +
          c.paragraphs.map((p) => `<p>${p}</p>`).join('') +
          `<ul><li>기간: ${period}</li><li>혜택: 기획전 상품 최대 ${c.dc}% 할인</li><li>문의: 고객센터 ${SITE_INFO.cust_ct_tel_no}</li></ul>`,
        keywords: c.keywords,
        dc_rate: c.dc,
        theme_color: c.theme,
        exhibition_yn: c.exhibition ?? 'Y',
        start_dttm: w.start,
        end_dttm: w.end,
      }),
    )
    pick(r3, c.filter, r3.int(8, 16)).forEach((g, k) =>
      promotion_goods.push(makePromotionGoods({ prmt_no: no, goods_no: g.goods_no, sort_seq: k + 1 })),
    )
  })

  // -- events ----------------------------------------------------------------------------------
  const events = EVENTS.map(([title, summary, [from, to], steps], i) => {
    const w = windowDays(nowMs, from, to)
    const no = i + 1
    return makeEvent({
      event_no: no,
      title,
      summary,
      img_src: bannerImageUrl({
        key: `event-${no}`,
        title,
        subtitle: summary,
        theme: THEMES[(i * 5 + 4) % THEMES.length],
        width: 800,
        height: 400,
      }),
      // The page shows the title, summary and period above the body: the body says what they do not.
      content_html:
        `<h2>참여 방법</h2><ol>${steps.map((t) => `<li>${textHtml(t)}</li>`).join('')}</ol>` +
        '<h2>유의사항</h2><ul><li>이벤트 혜택은 회원 1인당 1회 드려요.</li><li>부정한 방법으로 참여하시면 혜택이 회수될 수 있어요.</li>' +
        `<li>궁금한 점은 고객센터 ${SITE_INFO.cust_ct_tel_no}로 문의해 주세요.</li></ul>`,
      start_dttm: w.start,
      end_dttm: w.end,
      reg_dttm: iso(Date.parse(w.start) - 3 * DAY + 10 * HOUR),
    })
  })

  // -- keywords --------------------------------------------------------------------------------
  const r4 = rng.fork('keywords')
  const keyword_groups: SeedData['keyword_groups'] = []
  const keyword_goods: SeedData['keyword_goods'] = []
  let kwNo = 0
  for (const t of GOODS_TYPES) {
    KEYWORDS[t.cd].forEach(([keyword, f], i) => {
      const no = ++kwNo
      keyword_groups.push(makeKeywordGroup({ keyword_no: no, goods_type_cd: t.cd, keyword, sort_seq: i + 1 }))
      pick(r4, { ...f, type: [t.cd] }, r4.int(8, 12)).forEach((g, k) =>
        keyword_goods.push(makeKeywordGoods({ keyword_no: no, goods_no: g.goods_no, sort_seq: k + 1 })),
      )
    })
  }

  // -- time deals: end hours to a few days after now --------------------------------------------
  const r5 = rng.fork('timedeals')
  const hour0 = hourFloor(nowMs)
  const dealPool = visible.filter((g) => ['01', '02', '05'].includes(g.goods_type_cd) && g.dlvr_yn === 'Y' && g.sale_price >= 5000)
  const endsIn = [3, 6, 11, 19, 27, 40, 56, 75]
  const time_deals = r5.sample(dealPool, endsIn.length).map((g, i) =>
    makeTimeDeal({
      deal_no: i + 1,
      goods_no: g.goods_no,
      deal_price: Math.min(g.sale_price - 100, Math.floor((g.sale_price * (0.7 + r5.int(0, 15) / 100)) / 100) * 100),
      start_dttm: iso(hour0 - r5.int(1, 24) * HOUR),
      end_dttm: iso(hour0 + endsIn[i] * HOUR),
    }),
  )

  // -- age rankings ----------------------------------------------------------------------------
  const r6 = rng.fork('rankings')
  const age_rankings: SeedData['age_rankings'] = []
  const affinity = (age: number, g: GoodsRow): number => {
    const young = age <= 20
    const old = age >= 40
    switch (g.ctg_no) {
      case 404:
        return young ? 3 : old ? 0.4 : 1.4
      case 302:
      case 305:
        return age >= 50 ? 4 : age === 40 ? 2.5 : 0.2
      case 101:
        return young ? 2 : 1
      case 104:
      case 105:
      case 103:
        return old ? 2.2 : 0.8
      case 203:
        return old ? 2 : 0.8
      default:
        return 1
    }
  }
  for (const age of [10, 20, 30, 40, 50]) {
    for (const t of GOODS_TYPES) {
      let pool = visible.filter((g) => g.goods_type_cd === t.cd)
      for (let rank = 1; rank <= 10 && pool.length; rank++) {
        const g = r6.weighted(pool, (x) => (x.sale_count + 50) * affinity(age, x))
        pool = pool.filter((x) => x !== g)
        age_rankings.push(makeAgeRanking({ age_group: age, goods_type_cd: t.cd, rank, goods_no: g.goods_no }))
      }
    }
  }

  // -- style votes -----------------------------------------------------------------------------
  const r7 = rng.fork('votes')
  const style_votes: SeedData['style_votes'] = []
  const style_vote_options: SeedData['style_vote_options'] = []
  let optionNo = 0
  STYLE_VOTES.forEach((v, i) => {
    const w = windowDays(nowMs, v.window[0], v.window[1])
    style_votes.push(makeStyleVote({ vote_no: i + 1, title: v.title, description: v.description, start_dttm: w.start, end_dttm: w.end }))
    const used = new Set<string>()
    for (const o of v.options) {
      const g = pick(r7, o.filter, 6).find((x) => !used.has(x.goods_no))
      if (!g) continue
      used.add(g.goods_no)
      style_vote_options.push(
        makeStyleVoteOption({ option_no: ++optionNo, vote_no: i + 1, goods_no: g.goods_no, label: o.label, vote_count: r7.int(20, 800) }),
      )
    }
  })

  // -- notices ---------------------------------------------------------------------------------
  const r8 = rng.fork('notices')
  const notices = NOTICES.map(([title, important, daysAgo], i) =>
    makeNotice({
      notice_no: i + 1,
      title,
      content_html:
        `<p>안녕하세요, ${SITE_INFO.market_name}입니다.</p><p>${title} 드립니다. 자세한 내용은 아래를 확인해 주세요.</p>` +
        `<ul><li>대상: 다비치마켓 및 전국 다비치안경 매장 이용 고객</li><li>문의: 고객센터 ${SITE_INFO.cust_ct_tel_no} (${SITE_INFO.cust_ct_oper_time})</li></ul>` +
        '<p>이용에 불편을 드려 죄송하며, 더 나은 서비스로 보답하겠습니다. 감사합니다.</p>',
      important_yn: important ? 'Y' : 'N',
      view_count: r8.int(120, 9800),
      reg_dttm: iso(kstMidnight(nowMs) - daysAgo * DAY + r8.int(9, 17) * HOUR + r8.int(0, 59) * MINUTE),
    }),
  )

  return {
    site_info,
    gnb_menus,
    seo_settings,
    redirects,
    brands,
    categories,
    goods_icons,
    banners,
    popups,
    collections,
    collection_goods,
    promotions,
    promotion_goods,
    events,
    keyword_groups,
    keyword_goods,
    time_deals,
    age_rankings,
    style_votes,
    style_vote_options,
    notices,
  }
}
