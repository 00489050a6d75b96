import type { Env } from '../env'
import {
  createDealStmts,
  dealGoods,
  endDealStmts,
  readDeal,
  readDeals,
  searchDealGoods,
  updateDealStmts,
  type DealRow,
} from '../db/console-deals'
import { newRowRevisionStmt } from '../db/console-catalogue'
import { GuardError } from '../db/guard'
import { opBatch, type OpCtx } from '../db/operators'
import { bumpPagesStmt, CATALOGUE_PAGES } from '../db/page-versions'
import { revisionStmt, staleConflict, StaleVersionError } from '../db/revisions'
import { DomainError } from '../domain-error'
import type { Paged } from '../../shared/api/admin-types'
import type { DealAdmin, DealGoodsOption } from '../../shared/api/console-goods-types'
import { isoToSeoulLocal, seoulLocalToIso } from '../../shared/admin/campaign'
import { isReservationOnly } from '../../shared/rules'
import type { DealListQuery, DealSaveInput } from '../../shared/schemas/console-catalogue'

/**
 * Time deals (issue 27, catalogue desk): a deal price for one goods in a Seoul-time window, optionally up to a stock
 * cap. Every write is one opBatch — role guard, the write moving only from the version the operator saw, its revision
 * snapshot, the 'main' and 'catalogue' page versions (so /main and the lists show it at once) and the access-log row.
 * The cap itself is kept by the order's batch (db/orders.ts dealSoldStmts and the trigger of migration 0221).
 */
export const DEAL_PAGE_SIZE = 20

const stateOf = (r: DealRow, nowIso: string): DealAdmin['state'] =>
  r.end_dttm <= nowIso || r.start_dttm === r.end_dttm
    ? 'ended'
    : r.start_dttm > nowIso
      ? 'scheduled'
      : r.stock_cap != null && r.sold_qtt >= r.stock_cap
        ? 'soldout'
        : 'running'

const toDeal = (r: DealRow, nowIso: string): DealAdmin => ({
  dealNo: r.deal_no,
  goodsNo: r.goods_no,
  goodsNm: r.goods_nm,
  imgSrc: r.img_src,
  goodsDisplayYn: r.display_yn,
  customerPrice: r.customer_price,
  salePrice: r.sale_price,
  dealPrice: r.deal_price,
  startAt: r.start_dttm,
  endAt: r.end_dttm,
  stockCap: r.stock_cap,
  soldQtt: r.sold_qtt,
  state: stateOf(r, nowIso),
  version: r.version,
  updDttm: r.upd_dttm,
  updBy: r.upd_by,
})

export async function dealList(env: Env, q: DealListQuery, now = new Date()): Promise<Paged<DealAdmin>> {
  const page = Number(q.page ?? 1)
  const nowIso = now.toISOString()
  const [count, rows] = await readDeals(env.DB, {
    state: q.state,
    q: q.q || undefined,
    nowIso,
    offset: (page - 1) * DEAL_PAGE_SIZE,
    limit: DEAL_PAGE_SIZE,
  })
  return {
    rows: (rows.results as unknown as DealRow[]).map((r) => toDeal(r, nowIso)),
    total: Number((count.results[0] as { n: number } | undefined)?.n ?? 0),
    page,
    pageSize: DEAL_PAGE_SIZE,
  }
}

export async function dealDetail(env: Env, dealNo: number, now = new Date()): Promise<DealAdmin> {
  const r = await readDeal(env.DB, dealNo)
  if (!r) throw DomainError.notFound('타임딜을 찾을 수 없습니다.', 'dealNo')
  return toDeal(r, now.toISOString())
}

export async function dealGoodsOptions(env: Env, q: string): Promise<DealGoodsOption[]> {
  const { results } = await searchDealGoods(env.DB, q)
  return results.map((g) => ({
    goodsNo: g.goods_no,
    goodsNm: g.goods_nm,
    salePrice: g.sale_price,
    customerPrice: g.customer_price,
    imgSrc: g.img_src,
  }))
}

/** What a saved version looked like (console_revisions): a later stale save's 409 names what differs. */
const snapshotOf = (i: DealSaveInput) => ({
  goodsNo: i.goodsNo,
  dealPrice: i.dealPrice,
  startAt: i.startAt.replace('T', ' '),
  endAt: i.endAt.replace('T', ' '),
  stockCap: i.stockCap ?? '제한 없음',
})
const LABELS: Record<string, string> = {
  goodsNo: '상품',
  dealPrice: '타임딜 가격',
  startAt: '시작 일시',
  endAt: '종료 일시',
  stockCap: '한정 수량',
}

/** Creates (dealNo null) or edits a deal from the version the operator loaded. */
export async function saveDeal(env: Env, op: OpCtx, dealNo: number | null, input: DealSaveInput, now = new Date()): Promise<DealAdmin> {
  const nowIso = now.toISOString()
  const startIso = seoulLocalToIso(input.startAt)!
  const endIso = seoulLocalToIso(input.endAt)!
  const g = await dealGoods(env.DB, input.goodsNo)
  if (!g) throw DomainError.invalid('상품을 찾을 수 없습니다. 상품 번호를 확인해 주세요.', 'goodsNo')
  if (isReservationOnly(g.goods_type_cd))
    throw DomainError.invalid('안경렌즈·콘택트렌즈는 매장 예약으로만 판매하므로 타임딜을 열 수 없습니다.', 'goodsNo')
  if (g.display_yn !== 'Y') throw DomainError.invalid('전시 중인 상품에만 타임딜을 열 수 있습니다. 먼저 상품을 전시해 주세요.', 'goodsNo')
  if (input.dealPrice >= g.sale_price)
    throw DomainError.invalid(`타임딜 가격은 판매가(${g.sale_price.toLocaleString('ko-KR')}원)보다 낮아야 합니다.`, 'dealPrice')
  let seen: DealRow | null = null
  if (dealNo != null) {
    seen = await readDeal(env.DB, dealNo)
    if (!seen) throw DomainError.notFound('타임딜을 찾을 수 없습니다.', 'dealNo')
    if (input.version == null) throw DomainError.invalid('수정하려는 타임딜의 버전이 필요합니다. 화면을 새로고침해 주세요.', 'version')
    if (seen.end_dttm <= nowIso && endIso <= nowIso)
      throw DomainError.invalid('끝난 타임딜은 고칠 수 없습니다. 새 타임딜을 만들어 주세요.', 'endAt')
  } else if (endIso <= nowIso) throw DomainError.invalid('종료 일시가 이미 지났습니다. 앞으로의 시각을 입력해 주세요.', 'endAt')

  const w = { goodsNo: input.goodsNo, dealPrice: input.dealPrice, startIso, endIso, stockCap: input.stockCap, loginId: op.loginId, nowIso }
  const version = seen ? input.version! + 1 : 1
  const writes = seen ? updateDealStmts(env.DB, dealNo!, w, input.version!) : createDealStmts(env.DB, w)
  // The revision of a new deal is written under the rowid the INSERT takes (read back in the same batch).
  const ref = seen
    ? revisionStmt(env.DB, 'deal', dealNo!, version, snapshotOf(input), op, nowIso)
    : newRowRevisionStmt(env.DB, 'deal', snapshotOf(input), op, nowIso)
  let results
  try {
    results = await opBatch(
      env.DB,
      op,
      {
        action: seen ? 'deal.update' : 'deal.create',
        subject: `goods:${input.goodsNo}`,
        detail: seen ? `deal ${dealNo} v${input.version}` : '',
      },
      [...writes, ref, bumpPagesStmt(env.DB, CATALOGUE_PAGES)],
      now,
    )
  } catch (e) {
    throw await dealGuardError(env, e, dealNo, input.version)
  }
  const no = dealNo ?? (results[1]!.results[0] as { deal_no: number }).deal_no
  return dealDetail(env, no, now)
}

/** Ends a deal now (from the version the operator saw). */
export async function endDeal(env: Env, op: OpCtx, dealNo: number, seenVersion: number, now = new Date()): Promise<DealAdmin> {
  const seen = await readDeal(env.DB, dealNo)
  if (!seen) throw DomainError.notFound('타임딜을 찾을 수 없습니다.', 'dealNo')
  const nowIso = now.toISOString()
  if (seen.end_dttm <= nowIso) throw DomainError.invalid('이미 끝난 타임딜입니다.', 'dealNo')
  const snap = {
    goodsNo: seen.goods_no,
    dealPrice: seen.deal_price,
    startAt: isoToSeoulLocal(seen.start_dttm < nowIso ? seen.start_dttm : nowIso).replace('T', ' '),
    endAt: isoToSeoulLocal(nowIso).replace('T', ' '),
    stockCap: seen.stock_cap ?? '제한 없음',
  }
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'deal.end', subject: `goods:${seen.goods_no}`, detail: `deal ${dealNo} v${seenVersion}` },
      [
        ...endDealStmts(env.DB, dealNo, seenVersion, op.loginId, nowIso),
        revisionStmt(env.DB, 'deal', dealNo, seenVersion + 1, snap, op, nowIso),
        bumpPagesStmt(env.DB, CATALOGUE_PAGES),
      ],
      now,
    )
  } catch (e) {
    throw await dealGuardError(env, e, dealNo, seenVersion)
  }
  return dealDetail(env, dealNo, now)
}

async function dealGuardError(env: Env, e: unknown, dealNo: number | null, seen: number | undefined): Promise<unknown> {
  if (!(e instanceof GuardError)) return e
  if (e.guard === 'deal.version' && dealNo != null) return new StaleVersionError(await staleConflict(env.DB, 'deal', dealNo, seen!, LABELS))
  if (e.guard === 'deal.overlap')
    return DomainError.conflict('같은 상품에 기간이 겹치는 타임딜이 있습니다. 기간을 바꾸거나 먼저 그 타임딜을 종료해 주세요.', 'startAt')
  if (e.guard === 'deal.cap') {
    const r = dealNo != null ? await readDeal(env.DB, dealNo) : null
    return DomainError.invalid(`이미 ${r?.sold_qtt ?? 0}개가 팔렸습니다. 한정 수량을 그보다 적게 줄일 수 없습니다.`, 'stockCap')
  }
  if (e.guard === 'deal.goods.sold')
    return DomainError.invalid('판매된 타임딜은 상품을 바꿀 수 없습니다. 종료하고 새로 만들어 주세요.', 'goodsNo')
  return e
}
