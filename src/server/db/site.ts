import type { D1Database } from '@cloudflare/workers-types'
import type { CommonSeo, GnbMenu, GoodsSeo, SiteInfoAnswer } from '../../shared/api/types'
import { sortGnbs } from '../../shared/rules'

export async function siteInfo(db: D1Database): Promise<SiteInfoAnswer | null> {
  const [info, menus] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT * FROM site_info WHERE id = 1'),
    db.prepare(`SELECT menu_no, parent_no, menu_nm, link_url, sort_seq FROM gnb_menus WHERE use_yn = 'Y'`),
  ])
  const s = info.results[0] as Record<string, string> | undefined
  if (!s) return null
  const nodes = new Map<number, GnbMenu & { parentNo: number | null }>()
  for (const m of menus.results) {
    nodes.set(m.menu_no as number, {
      menuNo: m.menu_no as number,
      parentNo: (m.parent_no as number | null) ?? null,
      menuNm: m.menu_nm as string,
      linkUrl: m.link_url as string,
      sortSeq: m.sort_seq as number,
      children: [],
    })
  }
  const roots: GnbMenu[] = []
  for (const n of nodes.values()) {
    const parent = n.parentNo != null ? nodes.get(n.parentNo) : undefined
    ;(parent ? parent.children : roots).push(n)
  }
  const strip = (m: GnbMenu & { parentNo?: number | null }): GnbMenu => ({
    menuNo: m.menuNo,
    menuNm: m.menuNm,
    linkUrl: m.linkUrl,
    sortSeq: m.sortSeq,
    children: m.children.map(strip),
  })
  return {
    marketName: s.market_name,
    companyInfo: {
      companyName: s.company_name,
      ceoName: s.ceo_name,
      bizRegNo: s.biz_reg_no,
      mailOrderNo: s.mail_order_no,
      address: s.address,
      privacyOfficer: s.privacy_officer,
      email: s.email,
      copyright: s.copyright,
    },
    callCenterInfo: {
      custCtTelNo: s.cust_ct_tel_no,
      custCtLunchTime: s.cust_ct_lunch_time,
      custCtOperTime: s.cust_ct_oper_time,
    },
    gnbs: sortGnbs(roots.map(strip)),
  }
}

export async function commonSeo(db: D1Database): Promise<CommonSeo | null> {
  const r = await db.prepare('SELECT * FROM seo_settings WHERE id = 1').first<Record<string, string>>()
  if (!r) return null
  return {
    commonTitle: r.common_title,
    commonManager: r.common_manager,
    description: r.description,
    keywords: r.keywords,
    goodsDetailTitle: r.goods_detail_title,
    goodsDetailManager: r.goods_detail_manager,
    robotsFilePath: r.robots_file_path,
    anlsId: r.anls_id,
    ogImage: r.og_image,
  }
}

export async function goodsSeo(db: D1Database, goodsNo: string): Promise<GoodsSeo | null> {
  const r = await db
    .prepare(
      `SELECT g.goods_no, g.goods_nm, g.goods_dscrt, g.img_src, b.brand_nm, c.ctg_nm
         FROM goods g JOIN brands b ON b.brand_no = g.brand_no JOIN categories c ON c.ctg_no = g.ctg_no
        WHERE g.goods_no = ?1 AND g.display_yn = 'Y'`,
    )
    .bind(goodsNo)
    .first<Record<string, string>>()
  if (!r) return null
  return {
    goodsNo: r.goods_no,
    title: r.goods_nm,
    description: r.goods_dscrt || `${r.brand_nm} ${r.goods_nm}`,
    keywords: [r.brand_nm, r.ctg_nm, r.goods_nm].join(','),
    imgSrc: r.img_src,
  }
}

/** The legacy-path redirect table (from → to, 301/302). */
export async function redirectRows(db: D1Database) {
  const { results } = await db
    .prepare('SELECT from_path, to_path, status FROM redirects')
    .all<{ from_path: string; to_path: string; status: number }>()
  return results
}
