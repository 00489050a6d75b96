/**
 * buildSeed: the whole seed as rows per table. Content that is relative to time (time deals, display
 * windows of banners/popups/promotions/events/votes, store holidays in the next two months, reg_dttm
 * spreads) is computed from `now`; everything else comes from one fixed PRNG seed, so two builds with
 * the same `now` are identical and builds with different `now` differ only in those timestamps.
 */
import { buildContent } from './content'
import { buildCatalogue } from './goods'
import { buildMembers, seedPasswordHash } from './members'
import { createRng } from './prng'
import { buildStores } from './stores'
import { toMs } from './time'
import type { SeedData } from '../../server/db/rows'

/** The fixed PRNG seed of the catalogue. */
export const SEED = 20261122

export type BuildSeedOptions = {
  /** Current time; defaults to the wall clock. */
  now?: Date | string | number
  /** Precomputed hash for every seeded member (see seedPasswordHash); computed when absent. */
  passwordHash?: string
  /** PRNG seed; defaults to SEED. */
  seed?: number
  /** Catalogue size (SEED_GOODS, e.g. 20000 for a chain-sized catalogue); defaults to the demo's ~420 goods. */
  goods?: number
}

/**
 * Builds the seed. Async because the members' password hash is PBKDF2 via Web Crypto; it is computed
 * once per call (or pass `passwordHash` to skip it, e.g. in tests that build many times).
 */
export async function buildSeed(opts: BuildSeedOptions = {}): Promise<SeedData> {
  const seed = opts.seed ?? SEED
  const passwordHash = opts.passwordHash ?? (await seedPasswordHash(seed))
  return buildSeedSync({ ...opts, seed, passwordHash })
}

/** Synchronous variant for callers that already hold the password hash. */
export function buildSeedSync(opts: BuildSeedOptions & { passwordHash: string }): SeedData {
  const nowMs = toMs(opts.now ?? Date.now())
  const root = createRng(opts.seed ?? SEED)
  const catalogue = buildCatalogue(root, nowMs, opts.goods)
  const content = buildContent(root, nowMs, catalogue)
  const stores = buildStores(root, nowMs)
  const members = buildMembers(root, nowMs, stores.stores, opts.passwordHash)
  return {
    site_info: content.site_info,
    gnb_menus: content.gnb_menus,
    seo_settings: content.seo_settings,
    redirects: content.redirects,
    brands: content.brands,
    categories: content.categories,
    goods_icons: content.goods_icons,
    goods: catalogue.goods,
    goods_images: catalogue.images,
    goods_items: catalogue.items,
    goods_icon_map: catalogue.iconMap,
    goods_attrs: catalogue.attrs,
    banners: content.banners,
    popups: content.popups,
    collections: content.collections,
    collection_goods: content.collection_goods,
    promotions: content.promotions,
    promotion_goods: content.promotion_goods,
    events: content.events,
    keyword_groups: content.keyword_groups,
    keyword_goods: content.keyword_goods,
    time_deals: content.time_deals,
    age_rankings: content.age_rankings,
    style_votes: content.style_votes,
    style_vote_options: content.style_vote_options,
    notices: content.notices,
    stores: stores.stores,
    store_hours: stores.hours,
    store_holidays: stores.holidays,
    members,
    sessions: [],
  }
}
