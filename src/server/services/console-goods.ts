import type { Env } from '../env'
import {
  brandAndCategory,
  createGoodsStmts,
  readGoodsAdminList,
  readGoodsEdit,
  readGoodsOptions,
  insertGoodsMedia,
  mediaExist,
  takeGoodsNo,
  updateGoodsStmts,
  type GoodsAdminRow,
  type GoodsEditRow,
  type GoodsItemEditRow,
  type GoodsWrite,
} from '../db/console-goods'
import { GuardError } from '../db/guard'
import { opBatch, type OpCtx } from '../db/operators'
import { DomainError } from '../domain-error'
import { revisionStmt, staleConflict, StaleVersionError } from '../db/revisions'
import { sanitizeHtml } from '../html/sanitize'
import { deleteMediaSet, GOODS_MEDIA_SIZES, mediaPath, storeMediaSet, type GoodsMediaSize } from '../files/media'
import type { Paged } from '../../shared/api/admin-types'
import type { GoodsAdminDetail, GoodsAdminListItem, GoodsEditorOptions, GoodsMediaAnswer } from '../../shared/api/console-goods-types'
import { attrProblem, GOODS_ATTRIBUTES, SKU_FIELDS } from '../../shared/goods-attributes'
import { goodsTypeName } from '../../shared/goods-types'
import type { GoodsTypeCode } from '../../shared/goods-types'
import { discountRate, isReservationOnly } from '../../shared/rules'
import type { GoodsListQuery, GoodsSaveInput } from '../../shared/schemas/console-goods'

/**
 * The catalogue desk (issue 27, section 'goods', role MD): goods with attributes per type, SKUs, pictures. Every
 * write is one opBatch (role guard, the writes, the access-log row); an edit moves only from the version the operator
 * saw — a second editor gets VersionConflictError (409) with what changed. The description goes through the shop's one
 * sanitizer on save (and the shop sanitizes on read). The law rule of src/shared/rules.ts (types 03/04 are sold by
 * store reservation only) is enforced here as well as in the schema: delivery off, store pick-up on, the RESERVE icon.
 */
export const GOODS_PAGE_SIZE = 20

type Rows = { results: unknown[] }
const rowsOf = <T>(r: Rows | undefined) => (r?.results ?? []) as T[]

export async function goodsAdminList(env: Env, q: GoodsListQuery): Promise<Paged<GoodsAdminListItem>> {
  const page = q.page as number
  // The catalogue holds no personal data: its reads are not access-logged (writes are, in their batch).
  const [count, rows] = await readGoodsAdminList(env.DB, {
    q: q.q || undefined,
    type: q.type,
    brandNo: q.brandNo,
    display: q.display,
    stock: q.stock,
    sort: q.sort,
    offset: (page - 1) * GOODS_PAGE_SIZE,
    limit: GOODS_PAGE_SIZE,
  })
  return {
    rows: rowsOf<GoodsAdminRow>(rows).map((r) => ({
      goodsNo: r.goods_no,
      goodsTypeCd: r.goods_type_cd as GoodsTypeCode,
      goodsNm: r.goods_nm,
      brandNm: r.brand_nm,
      ctgNm: r.ctg_nm,
      imgSrc: r.img_src,
      customerPrice: r.customer_price,
      salePrice: r.sale_price,
      displayYn: r.display_yn,
      stockQtt: r.stock_qtt,
      itemCount: r.item_count,
      version: r.version,
      updDttm: r.upd_dttm,
      regDttm: r.reg_dttm,
    })),
    total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
    page,
    pageSize: GOODS_PAGE_SIZE,
  }
}

async function readGoods(env: Env, goodsNo: string): Promise<GoodsAdminDetail | null> {
  const [g, attrs, items, images] = await readGoodsEdit(env.DB, goodsNo)
  const row = rowsOf<GoodsEditRow>(g)[0]
  if (!row) return null
  return {
    goodsNo: row.goods_no,
    version: row.version,
    updDttm: row.upd_dttm,
    updBy: row.upd_by,
    regDttm: row.reg_dttm,
    goodsTypeCd: row.goods_type_cd as GoodsTypeCode,
    goodsNm: row.goods_nm,
    brandNo: row.brand_no,
    ctgNo: row.ctg_no,
    goodsDscrt: row.goods_dscrt,
    customerPrice: row.customer_price,
    salePrice: row.sale_price,
    supplyPrice: row.supply_price,
    dlvrYn: row.dlvr_yn === 'Y',
    directYn: row.direct_yn === 'Y',
    displayYn: row.display_yn === 'Y',
    reservationOnly: isReservationOnly(row.goods_type_cd),
    searchWords: row.search_words,
    attrs: Object.fromEntries(rowsOf<{ attr_key: string; attr_value: string }>(attrs).map((a) => [a.attr_key, a.attr_value])),
    items: rowsOf<GoodsItemEditRow>(items).map((i) => ({
      itemNo: i.item_no,
      itemNm: i.item_nm,
      color: i.color,
      size: i.size,
      power: i.power,
      cylinder: i.cylinder,
      axis: i.axis,
      packCount: i.pack_count,
      addPrice: i.add_price,
      stockQtt: i.stock_qtt,
    })),
    images: rowsOf<{ img_src: string }>(images).map((i) => i.img_src),
    imgSrc: row.img_src,
  }
}

export async function goodsAdminDetail(env: Env, goodsNo: string): Promise<GoodsAdminDetail> {
  const g = await readGoods(env, goodsNo)
  if (!g) throw DomainError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
  return g
}

export async function goodsEditorOptions(env: Env): Promise<GoodsEditorOptions> {
  const [brands, ctgs] = await readGoodsOptions(env.DB)
  return {
    brands: rowsOf<{ brand_no: number; brand_nm: string }>(brands).map((b) => ({ brandNo: b.brand_no, brandNm: b.brand_nm })),
    categories: rowsOf<{ ctg_no: number; ctg_nm: string; goods_type_cd: string }>(ctgs).map((c) => ({
      ctgNo: c.ctg_no,
      ctgNm: c.ctg_nm,
      goodsTypeCd: c.goods_type_cd as GoodsTypeCode,
    })),
  }
}

/** What a goods snapshot is made of (a GoodsWrite, or a goods as it stands after a bulk change). */
export type GoodsSnapshotSource = Pick<
  GoodsWrite,
  | 'goodsNm'
  | 'goodsTypeCd'
  | 'brandNo'
  | 'ctgNo'
  | 'customerPrice'
  | 'salePrice'
  | 'supplyPrice'
  | 'dlvrYn'
  | 'directYn'
  | 'displayYn'
  | 'searchWords'
  | 'attrs'
  | 'goodsDscrt'
> & { items: { itemNm: string; addPrice: number; stockQtt: number }[]; images: unknown[] }

/**
 * What a saved version looked like (console_revisions, migration 0210): the 409 of a later stale save diffs these.
 * Single saves and bulk CSV changes write the same snapshot, so the 409 and the history read alike.
 */
export function snapshotOf(w: GoodsSnapshotSource): Record<string, unknown> {
  return {
    goodsNm: w.goodsNm,
    goodsTypeCd: w.goodsTypeCd,
    brandNo: w.brandNo,
    ctgNo: w.ctgNo,
    customerPrice: w.customerPrice,
    salePrice: w.salePrice,
    supplyPrice: w.supplyPrice,
    dlvrYn: w.dlvrYn,
    directYn: w.directYn,
    displayYn: w.displayYn,
    searchWords: w.searchWords,
    attrs: Object.fromEntries(w.attrs),
    items: w.items.map((i) => `${i.itemNm} (+${i.addPrice}원, 재고 ${i.stockQtt})`),
    images: w.images.length,
    goodsDscrt: w.goodsDscrt.length > 200 ? `${w.goodsDscrt.slice(0, 200)}…` : w.goodsDscrt,
  }
}

/** The labels the 409 names changed fields with (the editor's own labels). */
export const CHANGE_LABELS: Record<string, string> = {
  goodsNm: '상품명',
  goodsTypeCd: '상품 유형',
  brandNo: '브랜드',
  ctgNo: '카테고리',
  customerPrice: '정가',
  salePrice: '판매가',
  supplyPrice: '공급가',
  dlvrYn: '택배 배송',
  directYn: '매장 수령',
  displayYn: '전시',
  searchWords: '검색어',
  attrs: '속성',
  items: '옵션(SKU)',
  images: '이미지',
  goodsDscrt: '상품 설명',
}

const MEDIA_DETAIL = /^\/media\/goods\/([0-9a-f]{32})\/detail\.jpg$/
/** The goods card's picture of the first image: an uploaded one's list size, a catalogue one as it is. */
const listSrcOf = (src: string) => src.replace(MEDIA_DETAIL, (_, id: string) => mediaPath('goods', id, 'list'))

/** The goods' search text (what 0061's triggers index): name, brand, type, category, attribute values, extra words. */
export function goodsSearchText(p: {
  goodsNm: string
  brandNm: string
  brandEnNm: string
  typeNm: string
  ctgNm: string
  attrs: string[]
  words: string
}) {
  return [p.goodsNm, p.brandNm, p.brandEnNm, p.typeNm, p.ctgNm, ...p.attrs, p.words].join(' ').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * Creates (no goodsNo) or edits a goods. Checks against the catalogue (brand, category of the type, attributes of the
 * type, SKU fields of the type, uploaded pictures), then one opBatch. An edit names the version it moves from.
 */
export async function saveGoods(
  env: Env,
  op: OpCtx,
  goodsNo: string | null,
  input: GoodsSaveInput,
  now = new Date(),
): Promise<GoodsAdminDetail> {
  const type = input.goodsTypeCd
  const reservation = isReservationOnly(type)
  if (reservation && (input.dlvrYn || input.reservationOnly === false || !input.directYn))
    throw DomainError.invalid(
      '안경렌즈·콘택트렌즈는 법령에 따라 매장 예약으로만 판매합니다. 택배 배송을 켜거나 예약 전용을 끌 수 없습니다.',
      'dlvrYn',
    )
  const bc = await brandAndCategory(env.DB, input.brandNo, input.ctgNo)
  if (!bc?.brand_nm) throw DomainError.invalid('브랜드를 찾을 수 없습니다. 목록에서 다시 골라 주세요.', 'brandNo')
  if (!bc.ctg_nm) throw DomainError.invalid('카테고리를 찾을 수 없습니다. 목록에서 다시 골라 주세요.', 'ctgNo')
  if (bc.ctg_type !== type) throw DomainError.invalid(`카테고리 '${bc.ctg_nm}'은(는) ${goodsTypeName(type)} 카테고리가 아닙니다.`, 'ctgNo')
  const attrs = Object.entries(input.attrs).filter(([, val]) => val !== '')
  for (const [k, val] of attrs) {
    const problem = attrProblem(type, k, val)
    if (problem) throw DomainError.invalid(problem, `attrs.${k}`)
  }
  const allowed = new Set<string>(SKU_FIELDS[type])
  for (const [n, it] of input.items.entries())
    for (const f of ['color', 'size', 'power', 'cylinder', 'axis', 'packCount'] as const)
      if (it[f] != null && it[f] !== '' && !allowed.has(f))
        throw DomainError.invalid(
          `${goodsTypeName(type)} 옵션에는 이 항목을 쓰지 않습니다. 옵션 ${n + 1}을 확인해 주세요.`,
          `items.${n}.${f}`,
        )

  let seen: GoodsAdminDetail | null = null
  if (goodsNo) {
    seen = await readGoods(env, goodsNo)
    if (!seen) throw DomainError.notFound('상품을 찾을 수 없습니다.', 'goodsNo')
    if (input.version == null) throw DomainError.invalid('수정하려는 상품의 버전이 필요합니다. 화면을 새로고침해 주세요.', 'version')
  }
  const no = goodsNo ?? `G${String((await takeGoodsNo(env.DB))!.last_no).padStart(6, '0')}`
  // SKU numbers: kept for the goods' own SKUs, new ones after the highest in use.
  const own = new Set((seen?.items ?? []).map((i) => i.itemNo))
  let next = Math.max(0, ...[...own].map((n) => Number(String(n).split('-')[1] ?? 0)))
  const items = input.items.map((it, k) => {
    if (it.itemNo && !own.has(it.itemNo))
      throw DomainError.invalid('이 상품의 옵션이 아닙니다. 화면을 새로고침해 주세요.', `items.${k}.itemNo`)
    const itemNo = it.itemNo ?? `${no}-${String(++next).padStart(2, '0')}`
    const blank = (s: string | null | undefined) => (s == null || s === '' ? null : s)
    return {
      itemNo,
      itemNm: it.itemNm,
      color: blank(it.color),
      size: blank(it.size),
      power: blank(it.power),
      cylinder: blank(it.cylinder),
      axis: blank(it.axis),
      packCount: it.packCount ?? null,
      addPrice: it.addPrice,
      stockQtt: it.stockQtt,
      sortSeq: k + 1,
    }
  })
  const media = input.images.map((s) => MEDIA_DETAIL.exec(s)?.[1]).filter((x): x is string => !!x)
  const kept = new Set(seen?.images ?? [])
  const foreign = input.images.find((s) => !MEDIA_DETAIL.test(s) && !kept.has(s))
  if (foreign) throw DomainError.invalid('이 상품의 이미지가 아니거나 올린 적 없는 이미지입니다. 이미지를 다시 올려 주세요.', 'images')
  const images = input.images
  const fallback = seen?.imgSrc ?? ''
  const imgSrc = images.length ? listSrcOf(images[0]!) : fallback
  if (!imgSrc) throw DomainError.invalid('상품 이미지를 한 장 이상 올려 주세요.', 'images')

  const write: GoodsWrite = {
    goodsNo: no,
    goodsTypeCd: type,
    goodsNm: input.goodsNm,
    brandNo: input.brandNo,
    ctgNo: input.ctgNo,
    goodsDscrt: await sanitizeHtml(input.goodsDscrt),
    imgSrc,
    supplyPrice: input.supplyPrice,
    customerPrice: input.customerPrice,
    salePrice: input.salePrice,
    discountRate: discountRate(input.customerPrice, input.salePrice),
    dlvrYn: reservation ? 'N' : input.dlvrYn ? 'Y' : 'N',
    directYn: reservation ? 'Y' : input.directYn ? 'Y' : 'N',
    displayYn: input.displayYn ? 'Y' : 'N',
    searchText: goodsSearchText({
      goodsNm: input.goodsNm,
      brandNm: bc.brand_nm,
      brandEnNm: bc.brand_en_nm ?? '',
      typeNm: goodsTypeName(type),
      ctgNm: bc.ctg_nm,
      attrs: attrs.map(([, val]) => val),
      words: input.searchWords,
    }),
    searchWords: input.searchWords,
    attrs: GOODS_ATTRIBUTES[type].flatMap((d) => attrs.filter(([k]) => k === d.key)),
    items,
    images,
    reservationOnly: reservation,
    loginId: op.loginId,
    nowIso: now.toISOString(),
  }
  const version = seen ? input.version! + 1 : 1
  const stmts = [
    ...(media.length ? [mediaExist(env.DB, media)] : []),
    ...(seen ? updateGoodsStmts(env.DB, write, input.version!) : createGoodsStmts(env.DB, write)),
    revisionStmt(env.DB, 'goods', no, version, snapshotOf(write), op, write.nowIso),
  ]
  try {
    await opBatch(
      env.DB,
      op,
      { action: seen ? 'goods.update' : 'goods.create', subject: `goods:${no}`, detail: `v${input.version ?? 0}` },
      stmts,
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'goods.version')
      throw new StaleVersionError(await staleConflict(env.DB, 'goods', no, input.version!, CHANGE_LABELS))
    if (e instanceof GuardError && e.guard === 'goods.item.ordered')
      throw DomainError.invalid('주문된 적이 있는 옵션은 삭제할 수 없습니다. 재고를 0으로 두어 판매를 멈춰 주세요.', 'items')
    if (e instanceof GuardError && e.guard === 'goods.media')
      throw DomainError.invalid('올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.', 'images')
    throw e
  }
  return (await readGoods(env, no))!
}

/** Stores an uploaded picture in its sizes (src/server/files/media.ts) and its row, logged. */
export async function uploadGoodsMedia(
  env: Env,
  op: OpCtx,
  original: File,
  sizes: Record<GoodsMediaSize, File | null>,
  now = new Date(),
): Promise<GoodsMediaAnswer> {
  const m = await storeMediaSet(env, 'goods', original, sizes)
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'goods.media.upload', subject: `media:${m.mediaId}`, detail: `${m.width}x${m.height}` },
      [insertGoodsMedia(env.DB, { ...m, originalName: original.name.slice(0, 100), operatorNo: op.operatorNo, nowIso: now.toISOString() })],
      now,
    )
  } catch (e) {
    await deleteMediaSet(env, 'goods', m.mediaId)
    throw e
  }
  return {
    mediaId: m.mediaId,
    width: m.width,
    height: m.height,
    sizes: Object.fromEntries(
      Object.keys(GOODS_MEDIA_SIZES).map((s) => [s, mediaPath('goods', m.mediaId, s)]),
    ) as GoodsMediaAnswer['sizes'],
  }
}
