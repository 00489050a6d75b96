/**
 * Deterministic seed of the shop: realistic Korean catalogue, content, stores and members.
 * Pure TypeScript (no Node APIs) so it runs in Node (scripts/seed.mjs), vitest and workerd tests.
 */
export * from '../../server/db/rows'
export * from './prng'
export * from './time'
export * from './factories'
export { SEED, buildSeed, buildSeedSync, type BuildSeedOptions } from './build'
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedPasswordHash } from './members'
export { SEED_TABLE_ORDER, seedCounts, seedToSql, sqlLiteral, tableToSql, type SeedToSqlOptions } from './sql'
export { commerceSeedSql } from './commerce'
export { reservationSeedSql } from './reservations'
export { storefrontSeedSql } from './storefront'
export { storeOwnerSeedSql } from './store-owner'
export { supportSeedSql, buildSupportSeed, FAQ_CATEGORIES } from './support'
export {
  eyesSeedSql,
  eyesSeedFiles,
  prescriptionPdf,
  SEED_PRESCRIPTION_FILE_ID,
  SEED_FITTING_PHOTO_FILE_ID,
  SEED_FACE_SHARE_TOKEN,
} from './eyes'
export { voiceSeedSql, buildVoiceSeed } from './voice'
export { searchIndexSeedSql } from './search-index'
export { cashSeedSql, buildCashSeed } from './cash'
export { familySeedSql, SEED_FAMILY_INVITE_CODE, FAMILY_DEMO } from './family'
export { benefitsSeedSql, buildBenefitsSeed, DEMO_GIFT_CARDS } from './benefits'
export { signalsSeedSql, buildSignalsSeed } from './signals'
export { operatorsSeedSql, operatorSql, DEMO_OPERATORS } from './operators'
export { storeSystemSeedSql, buildStoreSystemSeed, STORE_SYSTEM_DEMO } from './store-system'
