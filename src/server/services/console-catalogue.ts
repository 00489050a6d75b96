import type { Env } from '../env'
import {
  createBrandStmts,
  createCategoryStmts,
  createKeywordStmts,
  deleteBrandStmts,
  deleteCategoryStmts,
  deleteKeywordStmts,
  newRowRevisionStmt,
  readBrand,
  readBrands,
  readCategories,
  readCategory,
  readKeyword,
  readKeywords,
  readVersions,
  reorderRevisionStmts,
  reorderStmts,
  updateBrandStmts,
  updateCategoryStmts,
  updateKeywordStmts,
  type BrandAdminRow,
  type CategoryAdminRow,
  type KeywordAdminRow,
  type OrderKind,
} from '../db/console-catalogue'
import { GuardError } from '../db/guard'
import { opBatch, type OpCtx } from '../db/operators'
import { bumpPagesStmt, CATALOGUE_PAGES } from '../db/page-versions'
import { revisionStmt, staleConflict, StaleVersionError } from '../db/revisions'
import { DomainError } from '../domain-error'
import { isoToSeoulLocal, seoulLocalToIso } from '../../shared/admin/campaign'
import type { BrandAdmin, CategoryAdmin, KeywordShelfAdmin } from '../../shared/api/console-goods-types'
import type { GoodsTypeCode } from '../../shared/goods-types'
import type { BrandSaveInput, CategorySaveInput, KeywordSaveInput, OrderInput } from '../../shared/schemas/console-catalogue'

/**
 * Brands, categories and keyword shelves (issue 27, catalogue desk). Every write is one opBatch: role guard, the
 * write moving only from the version the operator saw, its revision snapshot, the 'main' and 'catalogue' page
 * versions (the shop's cached pages show the change at once) and the access-log row. A brand or category that still
 * has goods is never deleted (409 in Korean naming how many).
 */

const LABELS = {
  brand: { brandNm: '브랜드명', brandEnNm: '영문 브랜드명', displayYn: '전시', sortSeq: '순서' },
  category: { ctgNm: '카테고리명', displayYn: '전시', sortSeq: '순서' },
  keyword: { keyword: '키워드', startAt: '게시 시작', endAt: '게시 종료', goods: '상품', sortSeq: '순서' },
} as const

const toBrand = (r: BrandAdminRow): BrandAdmin => ({
  brandNo: r.brand_no,
  brandNm: r.brand_nm,
  brandEnNm: r.brand_en_nm,
  displayYn: r.display_yn === 'Y',
  sortSeq: r.sort_seq,
  goodsCount: r.goods_count,
  version: r.version,
  updDttm: r.upd_dttm,
  updBy: r.upd_by,
})
const brandSnapshot = (b: { brandNm: string; brandEnNm: string; displayYn: boolean; sortSeq: number }) => ({
  brandNm: b.brandNm,
  brandEnNm: b.brandEnNm,
  displayYn: b.displayYn ? '전시' : '숨김',
  sortSeq: b.sortSeq,
})

const toCategory = (r: CategoryAdminRow): CategoryAdmin => ({
  ctgNo: r.ctg_no,
  goodsTypeCd: r.goods_type_cd as GoodsTypeCode,
  ctgNm: r.ctg_nm,
  displayYn: r.display_yn === 'Y',
  sortSeq: r.sort_seq,
  goodsCount: r.goods_count,
  version: r.version,
  updDttm: r.upd_dttm,
  updBy: r.upd_by,
})
const categorySnapshot = (c: { ctgNm: string; displayYn: boolean; sortSeq: number }) => ({
  ctgNm: c.ctgNm,
  displayYn: c.displayYn ? '전시' : '숨김',
  sortSeq: c.sortSeq,
})

const toShelf = (r: KeywordAdminRow, nowIso: string): KeywordShelfAdmin => ({
  keywordNo: r.keyword_no,
  goodsTypeCd: r.goods_type_cd as GoodsTypeCode,
  keyword: r.keyword,
  sortSeq: r.sort_seq,
  startAt: r.display_start,
  endAt: r.display_end,
  when:
    r.display_end != null && r.display_end <= nowIso ? 'ended' : r.display_start != null && r.display_start > nowIso ? 'upcoming' : 'live',
  goods: JSON.parse(r.goods_json || '[]') as KeywordShelfAdmin['goods'],
  version: r.version,
  updDttm: r.upd_dttm,
  updBy: r.upd_by,
})
const shelfSnapshot = (k: { keyword: string; startAt: string | null; endAt: string | null; goods: string[]; sortSeq: number }) => ({
  keyword: k.keyword,
  startAt: k.startAt ? isoToSeoulLocal(k.startAt).replace('T', ' ') : '제한 없음',
  endAt: k.endAt ? isoToSeoulLocal(k.endAt).replace('T', ' ') : '제한 없음',
  goods: k.goods.join(', '),
  sortSeq: k.sortSeq,
})

/** Runs a console write; a stale version becomes the 409 with what changed, the named guards their Korean answers. */
async function write(
  env: Env,
  op: OpCtx,
  log: { action: string; subject: string; detail?: string },
  stmts: Parameters<typeof opBatch>[3],
  stale: { kind: OrderKind; ref: number; seen: number } | null,
  refusals: Record<string, () => Error | Promise<Error>>,
  now: Date,
) {
  try {
    return await opBatch(env.DB, op, { detail: '', ...log }, [...stmts, bumpPagesStmt(env.DB, CATALOGUE_PAGES)], now)
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    if (stale && e.guard === `${stale.kind}.version`)
      throw new StaleVersionError(await staleConflict(env.DB, stale.kind, stale.ref, stale.seen, LABELS[stale.kind]))
    const refuse = refusals[e.guard]
    if (refuse) throw await refuse()
    throw e
  }
}

/* ---- brands ---- */

export async function brandList(env: Env): Promise<BrandAdmin[]> {
  return (await readBrands(env.DB)).results.map(toBrand)
}

const brandNameTaken = () =>
  DomainError.conflict('같은 이름(또는 영문 이름)의 브랜드가 이미 있습니다. 다른 이름을 입력해 주세요.', 'brandNm')

export async function saveBrand(env: Env, op: OpCtx, brandNo: number | null, input: BrandSaveInput, now = new Date()): Promise<BrandAdmin> {
  const nowIso = now.toISOString()
  const b = { brandNm: input.brandNm, brandEnNm: input.brandEnNm, displayYn: input.displayYn ? ('Y' as const) : ('N' as const) }
  if (brandNo == null) {
    const rev = newRowRevisionStmt(env.DB, 'brand', brandSnapshot({ ...input, sortSeq: 0 }), op, nowIso, 'brands')
    const res = await write(
      env,
      op,
      { action: 'brand.create', subject: `brand:${input.brandNm}` },
      createBrandStmts(env.DB, b, rev, op.loginId, nowIso),
      null,
      { 'brand.name': brandNameTaken },
      now,
    )
    return toBrand((await readBrand(env.DB, (res[1]!.results[0] as { brand_no: number }).brand_no))!)
  }
  const seen = await readBrand(env.DB, brandNo)
  if (!seen) throw DomainError.notFound('브랜드를 찾을 수 없습니다.', 'brandNo')
  if (input.version == null) throw DomainError.invalid('수정하려는 브랜드의 버전이 필요합니다. 화면을 새로고침해 주세요.', 'version')
  await write(
    env,
    op,
    { action: 'brand.update', subject: `brand:${brandNo}`, detail: `v${input.version}` },
    [
      ...updateBrandStmts(env.DB, brandNo, b, { brandNm: seen.brand_nm, brandEnNm: seen.brand_en_nm }, input.version, op.loginId, nowIso),
      revisionStmt(env.DB, 'brand', brandNo, input.version + 1, brandSnapshot({ ...input, sortSeq: seen.sort_seq }), op, nowIso),
    ],
    { kind: 'brand', ref: brandNo, seen: input.version },
    { 'brand.name': brandNameTaken },
    now,
  )
  return toBrand((await readBrand(env.DB, brandNo))!)
}

export async function deleteBrand(env: Env, op: OpCtx, brandNo: number, seenVersion: number, now = new Date()) {
  const seen = await readBrand(env.DB, brandNo)
  if (!seen) throw DomainError.notFound('브랜드를 찾을 수 없습니다.', 'brandNo')
  await write(
    env,
    op,
    { action: 'brand.delete', subject: `brand:${brandNo}`, detail: seen.brand_nm },
    deleteBrandStmts(env.DB, brandNo, seenVersion),
    { kind: 'brand', ref: brandNo, seen: seenVersion },
    {
      'brand.goods': async () => {
        const n = (await readBrand(env.DB, brandNo))?.goods_count ?? seen.goods_count
        return DomainError.conflict(
          `'${seen.brand_nm}' 브랜드에 상품이 ${n.toLocaleString('ko-KR')}개 있어 삭제할 수 없습니다. 상품의 브랜드를 바꾸거나, 브랜드 전시를 꺼 주세요.`,
          'brandNo',
        )
      },
    },
    now,
  )
  return { deleted: brandNo }
}

/* ---- categories ---- */

export async function categoryList(env: Env, type: string): Promise<CategoryAdmin[]> {
  return (await readCategories(env.DB, type)).results.map(toCategory)
}

const categoryNameTaken = () =>
  DomainError.conflict('이 상품 유형에 같은 이름의 카테고리가 이미 있습니다. 다른 이름을 입력해 주세요.', 'ctgNm')

export async function saveCategory(
  env: Env,
  op: OpCtx,
  ctgNo: number | null,
  input: CategorySaveInput,
  now = new Date(),
): Promise<CategoryAdmin> {
  const nowIso = now.toISOString()
  const c = { goodsTypeCd: input.goodsTypeCd, ctgNm: input.ctgNm, displayYn: input.displayYn ? ('Y' as const) : ('N' as const) }
  if (ctgNo == null) {
    const rev = newRowRevisionStmt(env.DB, 'category', categorySnapshot({ ...input, sortSeq: 0 }), op, nowIso, 'categories')
    const res = await write(
      env,
      op,
      { action: 'category.create', subject: `category:${input.ctgNm}` },
      createCategoryStmts(env.DB, c, rev, op.loginId, nowIso),
      null,
      { 'category.name': categoryNameTaken },
      now,
    )
    return toCategory((await readCategory(env.DB, (res[1]!.results[0] as { ctg_no: number }).ctg_no))!)
  }
  const seen = await readCategory(env.DB, ctgNo)
  if (!seen) throw DomainError.notFound('카테고리를 찾을 수 없습니다.', 'ctgNo')
  if (seen.goods_type_cd !== input.goodsTypeCd)
    throw DomainError.invalid('카테고리의 상품 유형은 바꿀 수 없습니다. 새 카테고리를 만들어 주세요.', 'goodsTypeCd')
  if (input.version == null) throw DomainError.invalid('수정하려는 카테고리의 버전이 필요합니다. 화면을 새로고침해 주세요.', 'version')
  await write(
    env,
    op,
    { action: 'category.update', subject: `category:${ctgNo}`, detail: `v${input.version}` },
    [
      ...updateCategoryStmts(env.DB, ctgNo, c, input.version, op.loginId, nowIso),
      revisionStmt(env.DB, 'category', ctgNo, input.version + 1, categorySnapshot({ ...input, sortSeq: seen.sort_seq }), op, nowIso),
    ],
    { kind: 'category', ref: ctgNo, seen: input.version },
    { 'category.name': categoryNameTaken },
    now,
  )
  return toCategory((await readCategory(env.DB, ctgNo))!)
}

export async function deleteCategory(env: Env, op: OpCtx, ctgNo: number, seenVersion: number, now = new Date()) {
  const seen = await readCategory(env.DB, ctgNo)
  if (!seen) throw DomainError.notFound('카테고리를 찾을 수 없습니다.', 'ctgNo')
  await write(
    env,
    op,
    { action: 'category.delete', subject: `category:${ctgNo}`, detail: seen.ctg_nm },
    deleteCategoryStmts(env.DB, ctgNo, seenVersion),
    { kind: 'category', ref: ctgNo, seen: seenVersion },
    {
      'category.goods': async () => {
        const n = (await readCategory(env.DB, ctgNo))?.goods_count ?? seen.goods_count
        return DomainError.conflict(
          `'${seen.ctg_nm}' 카테고리에 상품이 ${n.toLocaleString('ko-KR')}개 있어 삭제할 수 없습니다. 상품을 다른 카테고리로 옮기거나, 카테고리 전시를 꺼 주세요.`,
          'ctgNo',
        )
      },
    },
    now,
  )
  return { deleted: ctgNo }
}

/* ---- keyword shelves ---- */

export async function keywordList(env: Env, type: string, now = new Date()): Promise<KeywordShelfAdmin[]> {
  const nowIso = now.toISOString()
  return (await readKeywords(env.DB, type)).results.map((r) => toShelf(r, nowIso))
}

const keywordTaken = () => DomainError.conflict('이 상품 유형에 같은 키워드가 이미 있습니다. 다른 키워드를 입력해 주세요.', 'keyword')
const goodsMissing = () => DomainError.invalid('선반에 없는 상품 번호가 있습니다. 상품을 다시 골라 주세요.', 'goodsNos')

export async function saveKeyword(
  env: Env,
  op: OpCtx,
  keywordNo: number | null,
  input: KeywordSaveInput,
  now = new Date(),
): Promise<KeywordShelfAdmin> {
  const nowIso = now.toISOString()
  const k = {
    goodsTypeCd: input.goodsTypeCd,
    keyword: input.keyword,
    startIso: input.startAt ? seoulLocalToIso(input.startAt) : null,
    endIso: input.endAt ? seoulLocalToIso(input.endAt) : null,
    goodsNos: input.goodsNos,
  }
  const snap = (sortSeq: number) => shelfSnapshot({ keyword: k.keyword, startAt: k.startIso, endAt: k.endIso, goods: k.goodsNos, sortSeq })
  if (keywordNo == null) {
    const res = await write(
      env,
      op,
      { action: 'keyword.create', subject: `keyword:${input.keyword}` },
      createKeywordStmts(env.DB, k, newRowRevisionStmt(env.DB, 'keyword', snap(0), op, nowIso, 'keyword_groups'), op.loginId, nowIso),
      null,
      { 'keyword.name': keywordTaken, 'keyword.goods': goodsMissing },
      now,
    )
    return toShelf((await readKeyword(env.DB, (res[2]!.results[0] as { keyword_no: number }).keyword_no))!, nowIso)
  }
  const seen = await readKeyword(env.DB, keywordNo)
  if (!seen) throw DomainError.notFound('키워드 선반을 찾을 수 없습니다.', 'keywordNo')
  if (seen.goods_type_cd !== input.goodsTypeCd) throw DomainError.invalid('선반의 상품 유형은 바꿀 수 없습니다.', 'goodsTypeCd')
  if (input.version == null) throw DomainError.invalid('수정하려는 선반의 버전이 필요합니다. 화면을 새로고침해 주세요.', 'version')
  await write(
    env,
    op,
    { action: 'keyword.update', subject: `keyword:${keywordNo}`, detail: `v${input.version}` },
    [
      ...updateKeywordStmts(env.DB, keywordNo, k, input.version, op.loginId, nowIso),
      revisionStmt(env.DB, 'keyword', keywordNo, input.version + 1, snap(seen.sort_seq), op, nowIso),
    ],
    { kind: 'keyword', ref: keywordNo, seen: input.version },
    { 'keyword.name': keywordTaken, 'keyword.goods': goodsMissing },
    now,
  )
  return toShelf((await readKeyword(env.DB, keywordNo))!, nowIso)
}

export async function deleteKeyword(env: Env, op: OpCtx, keywordNo: number, seenVersion: number, now = new Date()) {
  const seen = await readKeyword(env.DB, keywordNo)
  if (!seen) throw DomainError.notFound('키워드 선반을 찾을 수 없습니다.', 'keywordNo')
  await write(
    env,
    op,
    { action: 'keyword.delete', subject: `keyword:${keywordNo}`, detail: seen.keyword },
    deleteKeywordStmts(env.DB, keywordNo, seenVersion),
    { kind: 'keyword', ref: keywordNo, seen: seenVersion },
    {},
    now,
  )
  return { deleted: keywordNo }
}

/* ---- order ---- */

/** The new order of a list (brands, a type's categories or keyword shelves): every row moves from the version the operator saw, or none. */
export async function reorder(env: Env, op: OpCtx, kind: OrderKind, input: OrderInput, now = new Date()) {
  const nowIso = now.toISOString()
  const current = await currentSnapshots(
    env,
    kind,
    input.rows.map((r) => r.no),
  )
  const missing = input.rows.find((r) => !current.has(r.no))
  if (missing) throw DomainError.notFound('목록에 없는 항목이 있습니다. 화면을 새로고침해 주세요.', 'rows')
  try {
    await opBatch(
      env.DB,
      op,
      {
        action: `${kind}.reorder`,
        subject: `${kind}:order`,
        detail: input.rows
          .map((r) => r.no)
          .join(',')
          .slice(0, 200),
      },
      [
        ...reorderStmts(env.DB, kind, input.rows, op.loginId, nowIso),
        ...reorderRevisionStmts(
          env.DB,
          kind,
          input.rows.map((r, i) => ({ no: r.no, version: r.version, snapshot: { ...current.get(r.no)!, sortSeq: i + 1 } })),
          op,
          nowIso,
        ),
        bumpPagesStmt(env.DB, CATALOGUE_PAGES),
      ],
      now,
    )
  } catch (e) {
    if (!(e instanceof GuardError) || e.guard !== `${kind}.version`) throw e
    // Name the row that moved under the operator: its 409 says what changed and who saved it.
    const now2 = new Map(
      (
        await readVersions(
          env.DB,
          kind,
          input.rows.map((r) => r.no),
        )
      ).results.map((r) => [r.no, r.version]),
    )
    const moved = input.rows.find((r) => now2.get(r.no) !== r.version) ?? input.rows[0]!
    throw new StaleVersionError(await staleConflict(env.DB, kind, moved.no, moved.version, LABELS[kind]))
  }
  return { ok: true }
}

async function currentSnapshots(env: Env, kind: OrderKind, nos: number[]): Promise<Map<number, Record<string, unknown>>> {
  const want = new Set(nos)
  if (kind === 'brand')
    return new Map(
      (await readBrands(env.DB)).results.filter((r) => want.has(r.brand_no)).map((r) => [r.brand_no, brandSnapshot(toBrand(r))]),
    )
  if (kind === 'category') {
    const out = new Map<number, Record<string, unknown>>()
    for (const no of nos) {
      const r = await readCategory(env.DB, no)
      if (r) out.set(no, categorySnapshot(toCategory(r)))
    }
    return out
  }
  const out = new Map<number, Record<string, unknown>>()
  for (const no of nos) {
    const r = await readKeyword(env.DB, no)
    if (r) {
      const s = toShelf(r, new Date().toISOString())
      out.set(
        no,
        shelfSnapshot({ keyword: s.keyword, startAt: s.startAt, endAt: s.endAt, goods: s.goods.map((g) => g.goodsNo), sortSeq: s.sortSeq }),
      )
    }
  }
  return out
}
