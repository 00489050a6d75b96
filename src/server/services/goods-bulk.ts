import Papa from 'papaparse'
import type { Env } from '../env'
import { bulkApplyStmts, readBulkBasis, readGoodsSnapshots, type BulkGoodsRow, type BulkItemRow } from '../db/console-goods'
import { GuardError } from '../db/guard'
import { opBatch, type OpCtx } from '../db/operators'
import { DomainError } from '../domain-error'
import { BULK_COLUMNS, BULK_MAX_ROWS, type BulkApplied, type BulkChange, type BulkPreview, type BulkRefusal } from '../../shared/goods-bulk'
import { discountRate } from '../../shared/rules'
import { GOODS_ATTRIBUTES } from '../../shared/goods-attributes'
import type { GoodsTypeCode } from '../../shared/goods-types'
import { revisionStmt } from '../db/revisions'
import { snapshotOf } from './console-goods'

/**
 * Bulk price and stock changes from a CSV (src/shared/goods-bulk.ts): parsed with papaparse, every row checked against
 * the catalogue as it stands, previewed, then applied in ONE opBatch (role guard, every UPDATE with its guard, the
 * access-log row) or not at all. Applying re-checks the file: a file with a refused row is refused whole, naming the
 * first refused row; a goods someone saved after the preview (its version moved) is a 409.
 */
const MONEY = /^\d{1,9}$/

function parseCsv(text: string) {
  const body = text.replace(/^\uFEFF/, '')
  const parsed = Papa.parse<Record<string, string>>(body, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() })
  const fields = parsed.meta.fields ?? []
  if (!fields.includes(BULK_COLUMNS.goodsNo))
    throw DomainError.invalid(`첫 줄(머리글)에 '${BULK_COLUMNS.goodsNo}' 열이 있어야 합니다. 양식을 내려받아 그대로 채워 주세요.`, 'csv')
  if (![BULK_COLUMNS.customerPrice, BULK_COLUMNS.salePrice, BULK_COLUMNS.stockQtt].some((c) => fields.includes(c)))
    throw DomainError.invalid(
      `'${BULK_COLUMNS.salePrice}', '${BULK_COLUMNS.customerPrice}', '${BULK_COLUMNS.stockQtt}' 중 바꿀 열이 하나 이상 있어야 합니다.`,
      'csv',
    )
  const rows = parsed.data
  if (!rows.length) throw DomainError.invalid('바꿀 행이 없습니다. 머리글 아래에 한 줄 이상 적어 주세요.', 'csv')
  if (rows.length > BULK_MAX_ROWS)
    throw DomainError.invalid(`한 번에 ${BULK_MAX_ROWS.toLocaleString('ko-KR')}행까지 올릴 수 있습니다. (${rows.length}행)`, 'csv')
  return rows
}

const cell = (row: Record<string, string>, key: keyof typeof BULK_COLUMNS) => (row[BULK_COLUMNS[key]] ?? '').trim().replace(/,/g, '')

/** Checks every row of the file against the catalogue; the changes it would make and the rows it refuses. */
export async function previewBulk(env: Env, text: string): Promise<BulkPreview> {
  return (await checkFile(env, text)).preview
}

async function checkFile(env: Env, text: string) {
  const rows = parseCsv(text)
  const goodsNos = [...new Set(rows.map((r) => cell(r, 'goodsNo').toUpperCase()))]
  const itemNos = [...new Set(rows.map((r) => cell(r, 'itemNo').toUpperCase()).filter(Boolean))]
  const [g, i] = await readBulkBasis(env.DB, goodsNos, itemNos)
  const goods = new Map((g!.results as unknown as BulkGoodsRow[]).map((r) => [r.goods_no, r]))
  const items = new Map((i!.results as unknown as BulkItemRow[]).map((r) => [r.item_no, r]))
  const changes: BulkChange[] = []
  const refused: BulkRefusal[] = []
  const priced = new Set<string>()
  const finals = new Map<string, { customer: number | null; sale: number | null; rate: number }>()
  const stocked = new Set<string>()
  rows.forEach((row, k) => {
    const line = k + 2
    const refuse = (reason: string) => refused.push({ line, row, reason })
    const goodsNo = cell(row, 'goodsNo').toUpperCase()
    const itemNo = cell(row, 'itemNo').toUpperCase() || null
    const [cp, sp, st] = [cell(row, 'customerPrice'), cell(row, 'salePrice'), cell(row, 'stockQtt')]
    const base = goods.get(goodsNo)
    if (!/^G\d{6}$/.test(goodsNo)) return refuse(`상품번호 '${goodsNo || '(빈칸)'}'의 형식이 올바르지 않습니다.`)
    if (!base) return refuse(`상품번호 ${goodsNo}인 상품이 없습니다.`)
    for (const [v, label] of [
      [cp, '정가'],
      [sp, '판매가'],
    ] as const)
      if (v && !MONEY.test(v)) return refuse(`${label} '${v}'은(는) 0 이상의 원 단위 숫자로 적어 주세요.`)
    if (st && !/^\d{1,5}$/.test(st)) return refuse(`재고 '${st}'는 0~99,999 사이의 정수로 적어 주세요.`)
    if (!cp && !sp && !st) return refuse('바꿀 값(정가, 판매가, 재고)이 없습니다.')
    if (st && !itemNo) return refuse('재고를 바꾸려면 옵션번호를 적어 주세요.')
    const item = itemNo ? items.get(itemNo) : null
    if (itemNo && (!item || item.goods_no !== goodsNo)) return refuse(`옵션번호 ${itemNo}은(는) 상품 ${goodsNo}의 옵션이 아닙니다.`)
    const customer = cp ? Number(cp) : base.customer_price
    const sale = sp ? Number(sp) : base.sale_price
    if (sale > customer)
      return refuse(`판매가(${sale.toLocaleString('ko-KR')}원)가 정가(${customer.toLocaleString('ko-KR')}원)보다 큽니다.`)
    if ((cp || sp) && priced.has(goodsNo))
      return refuse(`상품 ${goodsNo}의 가격이 앞의 행에도 있습니다. 한 상품의 가격은 한 행에만 적어 주세요.`)
    if (st && stocked.has(itemNo!)) return refuse(`옵션 ${itemNo}의 재고가 앞의 행에도 있습니다.`)
    if (cp || sp) {
      priced.add(goodsNo)
      finals.set(goodsNo, { customer: cp ? customer : null, sale: sp ? sale : null, rate: discountRate(customer, sale) })
    }
    if (st) stocked.add(itemNo!)
    changes.push({
      line,
      goodsNo,
      goodsNm: base.goods_nm,
      itemNo: item?.item_no ?? null,
      itemNm: item?.item_nm ?? null,
      customerPrice: cp ? { before: base.customer_price, after: customer } : null,
      salePrice: sp ? { before: base.sale_price, after: sale } : null,
      stockQtt: st && item ? { before: item.stock_qtt, after: Number(st) } : null,
    })
  })
  const basis = Object.fromEntries(changes.map((c) => [c.goodsNo, goods.get(c.goodsNo)!.version]))
  return { preview: { rows: rows.length, changes, refused, basis } satisfies BulkPreview, finals }
}

/** Applies the file: all of it in one batch, or nothing (a refused row → 400 naming it; a goods saved since the preview → 409). */
export async function applyBulk(env: Env, op: OpCtx, text: string, basis: Record<string, number>, now = new Date()): Promise<BulkApplied> {
  const { preview: p, finals } = await checkFile(env, text)
  const first = p.refused[0]
  if (first)
    throw DomainError.invalid(`${first.line}행: ${first.reason} 파일 전체를 적용하지 않았습니다. (거절된 행 ${p.refused.length}개)`, 'csv')
  const moved = Object.entries(p.basis).find(([no, v]) => basis[no] !== v)
  if (moved)
    throw DomainError.conflict(
      `미리보기 뒤에 상품 ${moved[0]}이(가) 수정되었습니다. 파일을 다시 올려 미리보기를 확인한 뒤 적용해 주세요.`,
      'basis',
    )
  const goods = Object.keys(p.basis).map((goodsNo) => {
    const f = finals.get(goodsNo)
    return {
      goodsNo,
      version: basis[goodsNo]!,
      customerPrice: f?.customer ?? null,
      salePrice: f?.sale ?? null,
      discountRate: f?.rate ?? null,
    }
  })
  const items = p.changes.filter((c) => c.stockQtt).map((c) => ({ itemNo: c.itemNo!, goodsNo: c.goodsNo, stockQtt: c.stockQtt!.after }))
  const nowIso = now.toISOString()
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'goods.bulk', subject: 'goods:bulk', detail: `rows=${p.rows} goods=${goods.length} items=${items.length}` },
      [...bulkApplyStmts(env.DB, goods, items, op.loginId, nowIso), ...(await bulkRevisionStmts(env, op, goods, items, nowIso))],
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && (e.guard === 'goods.version' || e.guard === 'goods.item'))
      throw DomainError.conflict(
        '미리보기 뒤에 다른 운영자가 상품을 수정했습니다. 파일을 다시 올려 미리보기를 확인한 뒤 적용해 주세요.',
        'basis',
      )
    throw e
  }
  return { applied: p.changes.length, goods: goods.length, items: items.length }
}

/**
 * The revision snapshot of every goods a file changes (console_revisions, 0210), under its new version, in the same
 * batch as the change — the same snapshot a single save writes, so a later stale save's 409 names what the file
 * changed and who applied it. Read before the batch; the batch's version guards make sure it is what gets written.
 */
async function bulkRevisionStmts(
  env: Env,
  op: OpCtx,
  goods: { goodsNo: string; version: number; customerPrice: number | null; salePrice: number | null }[],
  items: { itemNo: string; goodsNo: string; stockQtt: number }[],
  nowIso: string,
) {
  const stock = new Map(items.map((i) => [i.itemNo, i.stockQtt]))
  const rows = new Map(
    (
      await readGoodsSnapshots(
        env.DB,
        goods.map((g) => g.goodsNo),
      )
    ).results.map((r) => [r.goods_no, r]),
  )
  return goods.flatMap((g) => {
    const r = rows.get(g.goodsNo)
    if (!r) return []
    const type = r.goods_type_cd as GoodsTypeCode
    const attrs = new Map(JSON.parse(r.attrs_json) as [string, string][])
    const snap = snapshotOf({
      goodsNm: r.goods_nm,
      goodsTypeCd: type,
      brandNo: r.brand_no,
      ctgNo: r.ctg_no,
      customerPrice: g.customerPrice ?? r.customer_price,
      salePrice: g.salePrice ?? r.sale_price,
      supplyPrice: r.supply_price,
      dlvrYn: r.dlvr_yn,
      directYn: r.direct_yn,
      displayYn: r.display_yn,
      searchWords: r.search_words,
      attrs: GOODS_ATTRIBUTES[type].flatMap((d) => (attrs.has(d.key) ? [[d.key, attrs.get(d.key)!] as [string, string]] : [])),
      goodsDscrt: r.goods_dscrt,
      items: (JSON.parse(r.items_json) as { itemNo: string; itemNm: string; addPrice: number; stockQtt: number }[]).map((i) => ({
        ...i,
        stockQtt: stock.get(i.itemNo) ?? i.stockQtt,
      })),
      images: Array.from({ length: r.image_count }),
    })
    return [revisionStmt(env.DB, 'goods', g.goodsNo, g.version + 1, snap, op, nowIso)]
  })
}
