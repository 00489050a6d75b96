import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../server/auth/password'
import { renderImage } from '../images/svg'
import { SIDO } from './data-regions'
import {
  DEMO_PASSWORD,
  SEED_TABLE_ORDER,
  buildSeed,
  buildSeedSync,
  makeBrand,
  makeGoods,
  makeGoodsItem,
  makeMember,
  makeStore,
  resetFactorySequences,
  seedToSql,
  sqlLiteral,
  tableToSql,
  type SeedData,
} from './index'

const NOW = '2026-11-22T03:15:00Z'
const nowMs = Date.parse(NOW)
const migration = (name: string) => readFileSync(new URL(`../../../migrations/${name}`, import.meta.url), 'utf8')
const MIGRATIONS = ['0001_catalogue_content.sql', '0002_members.sql', '0003_stores.sql'].map(migration)
/** Later migrations of seeded tables: the catalogue desk's goods_attrs (0220) and its list counters (0231). */
const LATER = ['0220_catalogue_desk.sql', '0231_goods_attr_facets.sql'].map(migration)

/** Column names per table from the CREATE TABLE statements of migrations 0001–0003. */
function migrationColumns(sqls = MIGRATIONS): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const sql of sqls) {
    for (const m of sql.matchAll(/CREATE TABLE (\w+) \(([\s\S]*?)\n\);/g)) {
      const cols: string[] = []
      for (const line of m[2].split('\n')) {
        for (const part of line.split(/,\s*(?=[a-z_]+ (?:TEXT|INTEGER|REAL))/)) {
          const c = /^\s*([a-z_]+) (TEXT|INTEGER|REAL)/.exec(part)
          if (c) cols.push(c[1])
        }
      }
      out.set(m[1], cols)
    }
  }
  return out
}

let seed: SeedData
let hash: string
const sqlite: typeof import('node:sqlite') | null = await import('node:sqlite').catch(() => null)

beforeAll(async () => {
  seed = await buildSeed({ now: NOW })
  hash = seed.members[0].password_hash!
})

const keyOf = (row: Record<string, unknown>, cols: string[]) => cols.map((c) => String(row[c])).join('|')
function expectUnique<T extends object>(rows: T[], cols: Array<keyof T & string>) {
  const keys = rows.map((r) => keyOf(r as Record<string, unknown>, cols))
  expect(new Set(keys).size, `${cols.join(',')} unique`).toBe(keys.length)
}

describe('determinism', () => {
  it('two builds with the same now are identical (including the password hash)', async () => {
    const again = await buildSeed({ now: NOW })
    expect(again).toEqual(seed)
    expect(seedToSql(again)).toEqual(seedToSql(seed))
  })

  it('a different now only moves timestamps, not the catalogue', () => {
    const later = buildSeedSync({ now: nowMs + 37 * 86_400_000, passwordHash: hash })
    const strip = (g: SeedData['goods'][number]) => ({ ...g, reg_dttm: '' })
    expect(later.goods.map(strip)).toEqual(seed.goods.map(strip))
    expect(later.goods_items).toEqual(seed.goods_items)
    expect(later.stores).toEqual(seed.stores)
    expect(later.promotion_goods).toEqual(seed.promotion_goods)
    expect(later.time_deals[0].end_dttm).not.toBe(seed.time_deals[0].end_dttm)
  })
})

describe('shape', () => {
  it('covers every table of migrations 0001–0003 (and goods_attrs of 0220) with the exact column names', () => {
    const tables = migrationColumns()
    tables.set('goods_attrs', migrationColumns(LATER).get('goods_attrs')!)
    expect([...tables.keys()].sort()).toEqual([...SEED_TABLE_ORDER].sort())
    for (const [table, cols] of tables) {
      const rows = seed[table as keyof SeedData] as object[]
      if (table !== 'sessions') expect(rows.length, table).toBeGreaterThan(0)
      for (const row of rows.slice(0, 3)) expect(Object.keys(row).sort(), table).toEqual([...cols].sort())
    }
  })

  it('has the expected volumes', () => {
    expect(seed.goods.length).toBeGreaterThanOrEqual(400)
    for (const t of ['01', '02', '03', '04', '05'])
      expect(seed.goods.filter((g) => g.goods_type_cd === t).length).toBeGreaterThanOrEqual(40)
    expect(seed.stores.length).toBeGreaterThanOrEqual(250)
    expect(new Set(seed.stores.map((s) => s.sido)).size).toBe(17)
    expect(seed.brands.length).toBeGreaterThanOrEqual(28)
    expect(seed.promotions.length).toBe(19)
    expect(seed.events.length).toBe(16)
    expect(seed.notices.length).toBe(20)
    expect(seed.collections.length).toBe(8)
    expect(seed.age_rankings.length).toBe(250)
    expect(seed.style_votes.length).toBe(3)
    expect(seed.popups.length).toBe(4)
    expect(seed.members.length).toBeGreaterThanOrEqual(33)
  })

  it('has unique primary keys', () => {
    expectUnique(seed.goods, ['goods_no'])
    expectUnique(seed.goods_items, ['item_no'])
    expectUnique(seed.goods_images, ['goods_no', 'seq'])
    expectUnique(seed.goods_icon_map, ['goods_no', 'icon_cd'])
    expectUnique(seed.collection_goods, ['collection_no', 'goods_no'])
    expectUnique(seed.promotion_goods, ['prmt_no', 'goods_no'])
    expectUnique(seed.keyword_goods, ['keyword_no', 'goods_no'])
    expectUnique(seed.age_rankings, ['age_group', 'goods_type_cd', 'rank'])
    expectUnique(seed.stores, ['store_code'])
    expectUnique(seed.store_hours, ['store_no', 'weekday'])
    expectUnique(seed.store_holidays, ['store_no', 'holiday_ymd'])
    expectUnique(seed.members, ['login_id'])
    expectUnique(seed.members, ['mobile'])
    expectUnique(seed.members, ['email'])
    expectUnique(
      seed.members.filter((m) => m.nick_name),
      ['nick_name'],
    )
    expectUnique(
      seed.promotions.filter((p) => p.slug),
      ['slug'],
    )
    expectUnique(seed.goods, ['goods_nm'])
    expectUnique(seed.stores, ['store_nm'])
  })
})

describe('referential integrity', () => {
  it('every reference points at an existing row', () => {
    const goods = new Set(seed.goods.map((g) => g.goods_no))
    const brands = new Set(seed.brands.map((b) => b.brand_no))
    const ctg = new Map(seed.categories.map((c) => [c.ctg_no, c.goods_type_cd]))
    const icons = new Set(seed.goods_icons.map((i) => i.icon_cd))
    const stores = new Set(seed.stores.map((s) => s.store_no))
    const storeCodes = new Set(seed.stores.map((s) => s.store_code))
    const menus = new Set(seed.gnb_menus.map((m) => m.menu_no))
    for (const g of seed.goods) {
      expect(brands.has(g.brand_no), g.goods_no).toBe(true)
      expect(ctg.get(g.ctg_no), g.goods_no).toBe(g.goods_type_cd)
    }
    const refs: Array<[string, Array<{ goods_no: string }>]> = [
      ['goods_images', seed.goods_images],
      ['goods_items', seed.goods_items],
      ['goods_icon_map', seed.goods_icon_map],
      ['collection_goods', seed.collection_goods],
      ['promotion_goods', seed.promotion_goods],
      ['keyword_goods', seed.keyword_goods],
      ['time_deals', seed.time_deals],
      ['age_rankings', seed.age_rankings],
      ['style_vote_options', seed.style_vote_options],
    ]
    for (const [table, rows] of refs) for (const r of rows) expect(goods.has(r.goods_no), `${table} ${r.goods_no}`).toBe(true)
    for (const r of seed.goods_icon_map) expect(icons.has(r.icon_cd)).toBe(true)
    for (const r of seed.collection_goods) expect(seed.collections.some((c) => c.collection_no === r.collection_no)).toBe(true)
    for (const r of seed.promotion_goods) expect(seed.promotions.some((p) => p.prmt_no === r.prmt_no)).toBe(true)
    for (const r of seed.keyword_goods) expect(seed.keyword_groups.some((k) => k.keyword_no === r.keyword_no)).toBe(true)
    for (const r of seed.style_vote_options) expect(seed.style_votes.some((v) => v.vote_no === r.vote_no)).toBe(true)
    for (const r of [...seed.store_hours, ...seed.store_holidays]) expect(stores.has(r.store_no)).toBe(true)
    for (const m of seed.gnb_menus) if (m.parent_no !== null) expect(menus.has(m.parent_no)).toBe(true)
    for (const m of seed.members) {
      if (m.my_store_code) expect(storeCodes.has(m.my_store_code)).toBe(true)
      if (m.store_code) expect(storeCodes.has(m.store_code)).toBe(true)
    }
  })

  it('content only features displayed goods', () => {
    const shown = new Set(seed.goods.filter((g) => g.display_yn === 'Y').map((g) => g.goods_no))
    for (const r of [...seed.collection_goods, ...seed.promotion_goods, ...seed.keyword_goods, ...seed.time_deals, ...seed.age_rankings])
      expect(shown.has(r.goods_no)).toBe(true)
  })
})

describe('goods rules', () => {
  it('prices are whole won with supply < sale ≤ customer and the discount formula', () => {
    for (const g of seed.goods) {
      for (const p of [g.supply_price, g.sale_price, g.customer_price]) expect(Number.isInteger(p)).toBe(true)
      expect(g.supply_price).toBeGreaterThan(0)
      expect(g.supply_price).toBeLessThan(g.sale_price)
      expect(g.sale_price).toBeLessThanOrEqual(g.customer_price)
      expect(g.discount_rate).toBe(Math.floor(((g.customer_price - g.sale_price) / g.customer_price) * 100))
      expect(g.grade).toBeGreaterThanOrEqual(3.5)
      expect(g.grade).toBeLessThanOrEqual(5)
      expect(g.review_count).toBeGreaterThan(0)
      expect(g.goods_no).toMatch(/^G\d{6}$/)
      expect(g.search_text).toBe(g.search_text.toLowerCase())
      expect(g.search_text).toContain(g.goods_nm.toLowerCase())
      expect(Date.parse(g.reg_dttm)).toBeLessThanOrEqual(nowMs)
      expect(Date.parse(g.reg_dttm)).toBeGreaterThan(nowMs - 731 * 86_400_000)
    }
  })

  it('glasses and contact lenses are reservation-only; others mostly both ways', () => {
    for (const g of seed.goods.filter((x) => x.goods_type_cd === '03' || x.goods_type_cd === '04')) {
      expect([g.dlvr_yn, g.direct_yn]).toEqual(['N', 'Y'])
    }
    const frames = seed.goods.filter((g) => g.goods_type_cd === '01' || g.goods_type_cd === '02')
    expect(frames.filter((g) => g.dlvr_yn === 'Y' && g.direct_yn === 'Y').length / frames.length).toBeGreaterThan(0.6)
    expect(frames.some((g) => g.dlvr_yn === 'N' && g.direct_yn === 'Y')).toBe(true)
    expect(frames.some((g) => g.dlvr_yn === 'Y' && g.direct_yn === 'N')).toBe(true)
    expect(seed.goods.some((g) => g.md_pick_yn === 'Y')).toBe(true)
    expect(seed.goods.some((g) => g.ai_pick_yn === 'Y')).toBe(true)
  })

  it('every goods has 2–4 images and at least one item; lens items carry power, pack and toric data', () => {
    for (const g of seed.goods) {
      const imgs = seed.goods_images.filter((i) => i.goods_no === g.goods_no)
      expect(imgs.length).toBeGreaterThanOrEqual(2)
      expect(imgs.length).toBeLessThanOrEqual(4)
      expect(imgs[0].img_src).toBe(g.img_src)
      expect(seed.goods_items.some((i) => i.goods_no === g.goods_no)).toBe(true)
    }
    const clItems = seed.goods_items.filter((i) => seed.goods.find((g) => g.goods_no === i.goods_no)?.goods_type_cd === '04')
    expect(clItems.every((i) => i.power !== null && i.pack_count !== null)).toBe(true)
    expect(clItems.every((i) => /^(0\.00|-\d\.\d{2})$/.test(i.power!))).toBe(true)
    expect(clItems.some((i) => i.cylinder !== null && i.axis !== null)).toBe(true)
    expect(seed.goods_items.some((i) => i.stock_qtt === 0)).toBe(true)
    expect(seed.goods_items.every((i) => i.stock_qtt >= 0 && i.stock_qtt <= 50)).toBe(true)
  })
})

describe('time-relative content', () => {
  const active = (s: string, e: string) => Date.parse(s) <= nowMs && nowMs <= Date.parse(e)

  it('time deals run now and end hours to a few days later, below the sale price', () => {
    expect(seed.time_deals.length).toBeGreaterThanOrEqual(6)
    for (const d of seed.time_deals) {
      const end = Date.parse(d.end_dttm)
      expect(Date.parse(d.start_dttm)).toBeLessThanOrEqual(nowMs)
      expect(end).toBeGreaterThan(nowMs)
      expect(end - nowMs).toBeLessThan(5 * 86_400_000)
      expect(d.deal_price).toBeLessThan(seed.goods.find((g) => g.goods_no === d.goods_no)!.sale_price)
    }
  })

  it('banners: 5 displayed MAIN banners per goods type and for all, 12 SUB, a TOP banner', () => {
    for (const t of ['01', '02', '03', '04', '05', null]) {
      const shown = seed.banners.filter((b) => b.banner_type === 'MAIN' && b.goods_type_cd === t && active(b.display_start, b.display_end))
      expect(shown.length, String(t)).toBe(5)
    }
    expect(seed.banners.filter((b) => b.banner_type === 'SUB' && active(b.display_start, b.display_end)).length).toBe(12)
    const top = seed.banners.filter((b) => b.banner_type === 'TOP')
    expect(top.filter((b) => active(b.display_start, b.display_end)).length).toBe(1)
    expect(seed.banners.some((b) => !active(b.display_start, b.display_end))).toBe(true)
  })

  it('popups mix C/P/M with sort_seq out of insertion order', () => {
    expect(new Set(seed.popups.map((p) => p.pc_gb_cd))).toEqual(new Set(['C', 'P', 'M']))
    const seqs = seed.popups.map((p) => p.sort_seq)
    expect(seqs).not.toEqual([...seqs].sort((a, b) => a - b))
    for (const p of seed.popups) expect(active(p.display_start, p.display_end)).toBe(true)
  })

  it('events and promotions: some ongoing, some ended; campaign slugs present with 8–16 goods', () => {
    expect(seed.events.filter((e) => active(e.start_dttm, e.end_dttm)).length).toBeGreaterThanOrEqual(5)
    expect(seed.events.filter((e) => Date.parse(e.end_dttm) < nowMs).length).toBeGreaterThanOrEqual(3)
    for (const slug of ['promo428', 'promo432', 'promo440', 'promo469', 'promo470', 'promo484', 'promo494']) {
      const p = seed.promotions.find((x) => x.slug === slug)!
      expect(p, slug).toBeDefined()
      expect(active(p.start_dttm, p.end_dttm)).toBe(true)
      expect(p.content_html).toContain('<p>')
      const n = seed.promotion_goods.filter((g) => g.prmt_no === p.prmt_no).length
      expect(n).toBeGreaterThanOrEqual(8)
      expect(n).toBeLessThanOrEqual(16)
    }
    expect(new Set(seed.promotions.map((p) => p.title)).size).toBe(seed.promotions.length)
  })

  it('keyword groups: 4–6 per goods type with 8–12 goods of that type each', () => {
    const type = new Map(seed.goods.map((g) => [g.goods_no, g.goods_type_cd]))
    for (const t of ['01', '02', '03', '04', '05']) {
      const groups = seed.keyword_groups.filter((k) => k.goods_type_cd === t)
      expect(groups.length).toBeGreaterThanOrEqual(4)
      expect(groups.length).toBeLessThanOrEqual(6)
      for (const k of groups) {
        const goods = seed.keyword_goods.filter((g) => g.keyword_no === k.keyword_no)
        expect(goods.length).toBeGreaterThanOrEqual(8)
        expect(goods.length).toBeLessThanOrEqual(12)
        for (const g of goods) expect(type.get(g.goods_no)).toBe(t)
      }
    }
  })

  it('age rankings cover 5 age groups × 5 goods types × ranks 1–10 within the goods type', () => {
    const type = new Map(seed.goods.map((g) => [g.goods_no, g.goods_type_cd]))
    for (const age of [10, 20, 30, 40, 50])
      for (const t of ['01', '02', '03', '04', '05']) {
        const rows = seed.age_rankings.filter((r) => r.age_group === age && r.goods_type_cd === t)
        expect(rows.map((r) => r.rank).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        for (const r of rows) expect(type.get(r.goods_no)).toBe(t)
      }
  })

  it('gnb menus: two levels, sort_seq not in insertion order', () => {
    const top = seed.gnb_menus.filter((m) => m.parent_no === null)
    expect(top.map((m) => m.sort_seq)).not.toEqual([...top.map((m) => m.sort_seq)].sort((a, b) => a - b))
    const contact = top.find((m) => m.menu_nm === '콘택트렌즈')!
    expect(seed.gnb_menus.filter((m) => m.parent_no === contact.menu_no).map((m) => m.menu_nm)).toEqual(
      expect.arrayContaining(['원데이', '2주착용', '컬러렌즈', '난시렌즈']),
    )
  })
})

describe('stores', () => {
  it('spread over all 17 시·도 with coordinates near their 시·군·구 and the right area code', () => {
    for (const s of seed.stores) {
      const sido = SIDO.find((x) => x.name === s.sido)!
      const sg = sido.sigungu.find((x) => x.name === s.sigungu)!
      expect(sg, `${s.sido} ${s.sigungu}`).toBeDefined()
      expect(Math.abs(s.lat - sg.lat)).toBeLessThanOrEqual(sido.jitter + 1e-6)
      expect(Math.abs(s.lng - sg.lng)).toBeLessThanOrEqual(sido.jitter * 1.3 + 1e-6)
      expect(s.tel_no.startsWith(`${sg.areaCode ?? sido.areaCode}-`)).toBe(true)
      expect(s.road_addr.startsWith(`${s.sido} ${s.sigungu} `)).toBe(true)
      expect(s.store_code).toMatch(/^S\d{4}$/)
      expect(s.slot_capacity).toBeGreaterThanOrEqual(2)
      expect(s.slot_capacity).toBeLessThanOrEqual(4)
    }
    const seoul = seed.stores.filter((s) => s.sido === '서울특별시').length
    const sejong = seed.stores.filter((s) => s.sido === '세종특별자치시').length
    expect(seoul).toBeGreaterThan(sejong * 10)
    expect(seed.stores.some((s) => s.store_kind === '콘택트전용샵')).toBe(true)
    expect(seed.stores.some((s) => s.store_kind === '청력센터' && s.hearing_yn === 'Y')).toBe(true)
    expect(seed.stores.some((s) => s.ownership === '직영')).toBe(true)
  })

  it('hours for every weekday (HHMM or closed) and holidays including 설날 2027', () => {
    for (const s of seed.stores) {
      const hours = seed.store_hours.filter((h) => h.store_no === s.store_no)
      expect(hours.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6])
      for (const h of hours) {
        if (h.closed_yn === 'Y') expect([h.open_time, h.close_time]).toEqual([null, null])
        else {
          expect(h.open_time).toMatch(/^\d{4}$/)
          expect(h.close_time! > h.open_time!).toBe(true)
        }
      }
      const days = new Set(seed.store_holidays.filter((h) => h.store_no === s.store_no).map((h) => h.holiday_ymd))
      for (const d of ['20270206', '20270207', '20270208']) expect(days.has(d)).toBe(true)
    }
    expect(seed.store_hours.some((h) => h.weekday === 0 && h.closed_yn === 'Y')).toBe(true)
    expect(seed.store_holidays.every((h) => /^\d{8}$/.test(h.holiday_ymd))).toBe(true)
  })
})

describe('members', () => {
  it('has the three demo accounts with the shared password', async () => {
    const m = (id: string) => seed.members.find((x) => x.login_id === id)!
    const seoulCodes = new Set(seed.stores.filter((s) => s.sido === '서울특별시').map((s) => s.store_code))
    expect(m('member01')).toMatchObject({ auth_role: 'ROLE_USER', member_nm: '김다비', gender: 'F', birth: '19920315', status: 'ACTIVE' })
    expect(seoulCodes.has(m('member01').my_store_code!)).toBe(true)
    expect(m('member01').mkt_sms_yn === 'Y' && m('member01').mkt_sms_dttm).toBeTruthy()
    expect(m('store01')).toMatchObject({ auth_role: 'ROLE_STORE', member_nm: '박점주' })
    expect(seed.stores.some((s) => s.store_code === m('store01').store_code)).toBe(true)
    expect(m('dormant01').status).toBe('DORMANT')
    expect(await verifyPassword(DEMO_PASSWORD, m('member01').password_hash)).toBe(true)
    expect(seed.members.every((x) => x.password_hash === hash)).toBe(true)
    for (const x of seed.members) expect(x.mobile).toMatch(/^010\d{8}$/)
    expect(seed.members.filter((x) => /^member\d{2}$/.test(x.login_id)).length).toBeGreaterThanOrEqual(30)
  })
})

describe('images', () => {
  it('every img_src of the seed renders through renderImage', () => {
    const srcs = [
      ...seed.goods.map((g) => g.img_src),
      ...seed.goods_images.filter((_, i) => i % 7 === 0).map((g) => g.img_src),
      ...seed.banners.flatMap((b) => [b.img_src, b.mobile_img_src]),
      ...seed.popups.map((p) => p.img_src),
      ...seed.promotions.flatMap((p) => [p.img_src, p.mobile_img_src]),
      ...seed.events.map((e) => e.img_src),
      ...seed.collections.map((c) => c.img_src),
      ...seed.stores.slice(0, 20).map((s) => s.img_src),
      ...seed.brands.map((b) => b.logo_src),
      ...seed.goods_icons.map((i) => i.icon_img_src),
      seed.seo_settings[0].og_image,
    ]
    for (const src of srcs) {
      const url = new URL(src, 'http://x')
      const svg = renderImage(url.pathname, url.searchParams)
      expect(svg, src).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/)
    }
  })
})

describe('SQL', () => {
  it('escapes quotes, writes NULLs and numbers', () => {
    expect(sqlLiteral("O'Neil's")).toBe("'O''Neil''s'")
    expect(sqlLiteral(null)).toBe('NULL')
    expect(sqlLiteral(undefined)).toBe('NULL')
    expect(sqlLiteral(37.5)).toBe('37.5')
    expect(sqlLiteral(true)).toBe('1')
    expect(() => sqlLiteral(Number.NaN)).toThrow()
    const brand = makeBrand({ brand_no: 1, brand_nm: "다비치's 오리지널", brand_en_nm: "DAVICH'S" })
    const [stmt] = tableToSql('brands', [brand])
    expect(stmt).toContain("'다비치''s 오리지널'")
    expect(stmt).toContain("'DAVICH''S'")
  })

  it('groups ≤ 50 rows per INSERT in dependency order', () => {
    const stmts = seedToSql(seed)
    for (const s of stmts) {
      const rows = s.split('\n').length - 1
      expect(rows).toBeLessThanOrEqual(50)
      expect(new TextEncoder().encode(s).length).toBeLessThan(100_000)
      expect(s.endsWith(';')).toBe(true)
    }
    const firstIndex = (t: string) => stmts.findIndex((s) => s.startsWith(`INSERT INTO ${t} `))
    expect(firstIndex('brands')).toBeLessThan(firstIndex('goods'))
    expect(firstIndex('goods')).toBeLessThan(firstIndex('goods_items'))
    expect(firstIndex('stores')).toBeLessThan(firstIndex('store_hours'))
    expect(seedToSql(seed, { deleteFirst: true })[0]).toBe('DELETE FROM sessions;')
  })

  // node:sqlite ships with Node 22; where it is missing, scripts/seed.mjs covers this against local D1.
  it.skipIf(!sqlite)('loads into SQLite with the migrations and foreign keys on', () => {
    const db = new sqlite!.DatabaseSync(':memory:')
    db.exec('PRAGMA foreign_keys = ON;')
    for (const m of [...MIGRATIONS, ...LATER]) db.exec(m)
    db.exec(seedToSql(seed).join('\n'))
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([])
    const count = (t: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n
    for (const t of SEED_TABLE_ORDER) expect(count(t), t).toBe(seed[t].length)
    // The list's attribute counters (0231) equal a live count after the seed and after every kind of change.
    const keptEqualsLive = () =>
      expect(
        db
          .prepare(
            `SELECT goods_type_cd, ctg_no, brand_no, attr_key, attr_value, n FROM goods_attr_counts WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5`,
          )
          .all(),
      ).toEqual(
        db
          .prepare(
            `SELECT g.goods_type_cd, g.ctg_no, g.brand_no, a.attr_key, a.attr_value, COUNT(*) AS n FROM goods_attrs a
               JOIN goods g ON g.goods_no = a.goods_no WHERE g.display_yn = 'Y' GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
          )
          .all(),
      )
    keptEqualsLive()
    const frame = seed.goods.find((g) => g.goods_type_cd === '01' && g.display_yn === 'Y')!.goods_no
    expect(count(`goods_attrs WHERE goods_no = '${frame}'`)).toBe(3)
    db.exec(`UPDATE goods SET display_yn = 'N' WHERE goods_no = '${frame}'`)
    keptEqualsLive()
    db.exec(`UPDATE goods SET display_yn = 'Y', brand_no = 2, ctg_no = 104 WHERE goods_no = '${frame}'`)
    keptEqualsLive()
    db.exec(`UPDATE goods_attrs SET attr_value = '헥사곤' WHERE goods_no = '${frame}' AND attr_key = 'shape'`)
    db.exec(`DELETE FROM goods_attrs WHERE goods_no = '${frame}' AND attr_key = 'color'`)
    db.exec(`INSERT INTO goods_attrs (goods_no, attr_key, attr_value) VALUES ('${frame}', 'color', '와인')`)
    keptEqualsLive()
    expect(seed.goods_attrs.some((a) => a.attr_key === 'shape' && a.attr_value === '보스턴')).toBe(true)
    const deal = db.prepare('SELECT COUNT(*) AS n FROM time_deals WHERE end_dttm > ?').get(new Date(nowMs).toISOString()) as { n: number }
    expect(deal.n).toBe(seed.time_deals.length)
    db.close()
  })
})

describe('factories', () => {
  it('return complete rows with consistent defaults and unique keys', () => {
    resetFactorySequences()
    const a = makeGoods({ goods_nm: "Ray's 테스트", customer_price: 100000, sale_price: 75000 })
    const b = makeGoods({ goods_type_cd: '04' })
    expect(a.goods_no).not.toBe(b.goods_no)
    expect(a.discount_rate).toBe(25)
    expect(a.search_text).toBe("ray's 테스트")
    expect(b.img_src).toBe(`/img/goods/04/${b.goods_no}.svg`)
    expect(Object.keys(a).sort()).toEqual(Object.keys(seed.goods[0]).sort())
    const item = makeGoodsItem({ goods_no: a.goods_no, power: '-1.00' })
    expect(item.goods_no).toBe(a.goods_no)
    expect(Object.keys(item).sort()).toEqual(Object.keys(seed.goods_items[0]).sort())
    const m1 = makeMember()
    const m2 = makeMember({ login_id: 'x' })
    expect(m1.mobile).not.toBe(m2.mobile)
    expect(Object.keys(m1).sort()).toEqual(Object.keys(seed.members[0]).sort())
    expect(Object.keys(makeStore()).sort()).toEqual(Object.keys(seed.stores[0]).sort())
    expect(makeGoods({ discount_rate: 3 }).discount_rate).toBe(3)
  })
})
