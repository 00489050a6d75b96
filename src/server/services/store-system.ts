/**
 * The store system, from the member's side and from the till's side (docs/store-system-protocol.md):
 * - integrate: name + verified mobile (+ last visited store) look up the store membership; one match joins it
 *   (card, grade, store points, purchases and the stamps they grant brought in, each once), several ask the member to
 *   choose, none says to visit a store. The store system is down → STORE_DOWN_MESSAGE (503), nothing half-written.
 * - applyStoreEvent: a signed webhook (sale, refund, points) applied once per idempotency key; for a store
 *   membership no account is linked to yet it is kept PENDING and applied when that membership joins.
 * - redeemTillCoupon: the till scanned a member's D-쿠폰: used once, with store and time; every later scan or
 *   replay is refused naming the first use.
 */
import type { D1Database } from '@cloudflare/workers-types'
import type { Env } from '../env'
import { DomainError } from '../domain-error'
import { GuardError, guardedBatch } from '../db/guard'
import { memberByNo, toMemberInfo } from '../db/members'
import {
  applyPendingStmts,
  couponByBarcode,
  d1StoreBreaker,
  joinStoreMembership,
  knownStore,
  memberOfStoreMembership,
  pendingEventsOf,
  redeemCouponStmts,
  storeEventOf,
  storeEventStmt,
  storeLinkOf,
  storePointsPage,
  storePointStmts,
  storeSaleStmts,
  type TillCouponRow,
  type TillVoucherRow,
  voucherByNo,
  voucherTillUseStmts,
} from '../db/store-system'
import { STORE_DOWN_MESSAGE, storeSystem, StoreSystemError, type StoreErrorCode } from '../providers/store-system'
import type { IntegrationAnswer, StorePointsAnswer } from '../../shared/api/store-system-types'
import type { StoreEventInput } from '../../shared/schemas/store-system'
import { maskCardNo, maskName } from '../../shared/format'
import { seoulNow, todayYmd } from '../../shared/dates'

/** A refusal in the protocol's terms (the store-system API renders `{ error: { code, message, …detail } }`). */
export class StoreRefusal extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'StoreRefusal'
  }
}

const down = () => DomainError.of('unavailable', 'storeSystem', STORE_DOWN_MESSAGE)
const TAKEN = '이 매장 멤버십은 이미 다른 온라인 계정과 통합되어 있어요. 가까운 다비치 매장에 문의해 주세요.'
export const NO_MEMBERSHIP_MESSAGE =
  '입력하신 정보로 찾은 매장 멤버십이 없어요. 다비치 매장에 방문해 멤버십에 가입하시거나, 매장에 등록된 휴대폰 번호가 맞는지 확인해 주세요.'

/* ---- integration (통합회원) ---- */

export async function integrate(
  env: Env,
  memberNo: number,
  input: { storeCode?: string | null; storeMemberId?: string | null },
  now = new Date(),
): Promise<IntegrationAnswer> {
  const db = env.DB
  const m = (await memberByNo(db, memberNo))!
  const existing = await storeLinkOf(db, memberNo)
  if (existing) {
    if (input.storeMemberId && input.storeMemberId !== existing.store_member_id)
      throw DomainError.conflict('이미 다른 매장 멤버십과 통합된 계정이에요.', 'storeMemberId')
    return { result: 'joined', member: toMemberInfo(m), imported: { points: 0, purchases: 0, stamps: 0, pendingApplied: 0 } }
  }
  if (!m.mobile) throw DomainError.invalid('회원 정보에 휴대폰 번호를 먼저 등록해 주세요.', 'mobile')
  const client = storeSystem(env, d1StoreBreaker(db))
  let matches
  try {
    matches = await client.lookup({ name: m.member_nm, mobile: m.mobile, storeCode: input.storeCode ?? null })
  } catch (e) {
    if (e instanceof StoreSystemError && e.kind === 'down') throw down()
    throw e
  }
  let pick = matches[0]
  if (input.storeMemberId) {
    pick = matches.find((x) => x.storeMemberId === input.storeMemberId)!
    if (!pick) throw DomainError.invalid('선택하신 매장 멤버십을 찾을 수 없어요. 다시 조회해 주세요.', 'storeMemberId')
  } else if (matches.length === 0) return { result: 'none', message: NO_MEMBERSHIP_MESSAGE }
  else if (matches.length > 1) return { result: 'choose', matches }

  let linked
  try {
    linked = await client.link(
      { storeMemberId: pick.storeMemberId, onlineMemberNo: memberNo, name: m.member_nm, mobile: m.mobile },
      `link-${memberNo}-${pick.storeMemberId}`,
    )
  } catch (e) {
    if (e instanceof StoreSystemError && e.kind === 'down') throw down()
    if (e instanceof StoreSystemError && e.code === 'ALREADY_LINKED') throw DomainError.conflict(TAKEN, 'storeMemberId')
    throw e
  }
  const nowIso = now.toISOString()
  try {
    await joinStoreMembership(db, memberNo, linked.membership, linked, nowIso)
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'unique:store_links.store_member_id') throw DomainError.conflict(TAKEN, 'storeMemberId')
    if (e instanceof GuardError && e.guard === 'store.link')
      throw DomainError.conflict('이미 다른 매장 멤버십과 통합된 계정이에요.', 'storeMemberId')
    throw e
  }
  const pendingApplied = await applyPending(db, memberNo, pick.storeMemberId, nowIso)
  const stamps = linked.sales.filter((s) => !s.refundedAt).flatMap((s) => s.lines.filter((l) => l.goodsTypeCd === '04' && l.goodsNo)).length
  return {
    result: 'joined',
    member: toMemberInfo((await memberByNo(db, memberNo))!),
    imported: { points: linked.points.length, purchases: linked.sales.length, stamps, pendingApplied },
  }
}

/* ---- webhooks ---- */

function eventStmts(db: D1Database, memberNo: number, ev: StoreEventInput, nowIso: string) {
  if (ev.type === 'points') return storePointStmts(db, memberNo, ev.points, nowIso)
  const sale = ev.type === 'refund' ? { ...ev.sale, refundedAt: ev.sale.refundedAt ?? ev.occurredAt } : ev.sale
  return [...storeSaleStmts(db, memberNo, sale, nowIso), ...storePointStmts(db, memberNo, ev.points, nowIso)]
}

/** Applies the kept events of a store membership that has just been linked (each once, whoever gets there first). */
async function applyPending(db: D1Database, memberNo: number, storeMemberId: string, nowIso: string) {
  let applied = 0
  for (const row of await pendingEventsOf(db, storeMemberId)) {
    try {
      await guardedBatch(db, [
        ...applyPendingStmts(db, row.event_key, nowIso),
        ...eventStmts(db, memberNo, JSON.parse(row.payload_json), nowIso),
      ])
      applied++
    } catch (e) {
      if (!(e instanceof GuardError && e.guard === 'store.pending')) throw e
    }
  }
  return applied
}

export interface StoreCallMeta {
  key: string
  bodyHash: string
}

/** A repeated key: the same body is a duplicate (answered as before), another body reusing it is refused. */
async function seenBefore(db: D1Database, meta: StoreCallMeta) {
  const prior = await storeEventOf(db, meta.key)
  if (!prior) return null
  if (prior.body_hash !== meta.bodyHash) throw new StoreRefusal('KEY_REUSED', '이 Idempotency-Key는 다른 요청에 이미 쓰였습니다.')
  return prior
}

async function storeOrRefuse(db: D1Database, storeCode: string) {
  const store = await knownStore(db, storeCode)
  if (!store) throw new StoreRefusal('UNKNOWN_STORE', `등록되지 않았거나 운영하지 않는 매장(${storeCode})입니다.`)
  return store
}

export async function applyStoreEvent(db: D1Database, ev: StoreEventInput, meta: StoreCallMeta, payload: string, now = new Date()) {
  if (meta.key !== ev.eventId) throw new StoreRefusal('BAD_REQUEST', 'Idempotency-Key는 eventId와 같아야 합니다.')
  await storeOrRefuse(db, ev.storeCode)
  const prior = await seenBefore(db, meta)
  if (prior) return { ok: true as const, duplicate: true, status: prior.status }
  const nowIso = now.toISOString()
  const memberNo = ev.storeMemberId ? await memberOfStoreMembership(db, ev.storeMemberId) : null
  const pending = !!ev.storeMemberId && memberNo == null
  try {
    await guardedBatch(db, [
      storeEventStmt(
        db,
        {
          key: meta.key,
          kind: ev.type,
          storeCode: ev.storeCode,
          storeMemberId: ev.storeMemberId,
          bodyHash: meta.bodyHash,
          payload,
          pending,
        },
        nowIso,
      ),
      ...(memberNo != null ? eventStmts(db, memberNo, ev, nowIso) : []),
    ])
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'unique:store_events.event_key') {
      const again = await seenBefore(db, meta)
      return { ok: true as const, duplicate: true, status: again?.status ?? 'APPLIED' }
    }
    throw e
  }
  if (pending) {
    // The membership may have joined between our look-up and our write: apply now rather than wait for nobody.
    const linkedNow = await memberOfStoreMembership(db, ev.storeMemberId!)
    if (linkedNow != null) {
      await applyPending(db, linkedNow, ev.storeMemberId!, nowIso)
      return { ok: true as const, duplicate: false, status: 'APPLIED' as const }
    }
  }
  return { ok: true as const, duplicate: false, status: pending ? ('PENDING' as const) : ('APPLIED' as const) }
}

/* ---- D-쿠폰 at the till ---- */

/** A till call kept with its answer (the same key again finds it). */
const tillCallStmt = (
  db: D1Database,
  meta: StoreCallMeta,
  kind: string,
  storeCode: string,
  payload: string,
  answer: unknown,
  nowIso: string,
) =>
  storeEventStmt(
    db,
    { key: meta.key, kind, storeCode, storeMemberId: null, bodyHash: meta.bodyHash, payload, pending: false, answer },
    nowIso,
  )

const firstUseOf = (c: TillCouponRow, key: string) => ({
  storeCode: c.use_store_code,
  storeNm: c.use_store_nm ?? '온라인',
  usedAt: c.use_dttm,
  sameRequest: c.use_key === key,
})

function alreadyUsed(c: TillCouponRow, key: string) {
  const first = firstUseOf(c, key)
  const when = first.usedAt ? seoulNow(first.usedAt).format('YYYY.MM.DD HH:mm') : ''
  return new StoreRefusal('ALREADY_USED', `이미 사용된 쿠폰입니다 (${first.storeNm}, ${when}).`, { firstUse: first })
}

export async function redeemTillCoupon(
  db: D1Database,
  body: { barcode: string; storeCode: string },
  meta: StoreCallMeta,
  payload: string,
  now = new Date(),
) {
  const store = await storeOrRefuse(db, body.storeCode)
  await seenBefore(db, meta)
  const m = /^DC(\d{10})$/.exec(body.barcode)
  const coupon = await couponByBarcode(db, body.barcode, m ? Number(m[1]) : null)
  if (!coupon || !(coupon.channel_cd === 'OFFLINE' || coupon.channel_cd === 'BOTH' || coupon.coupon_kind_cd === 'OFFLINE'))
    throw new StoreRefusal('NOT_FOUND', '매장에서 쓸 수 있는 쿠폰이 아닙니다. 바코드를 확인해 주세요.')
  if (coupon.use_yn === 'Y') throw alreadyUsed(coupon, meta.key)
  const nowIso = now.toISOString()
  if (coupon.valid_end_dttm <= nowIso) throw new StoreRefusal('NOT_USABLE', '유효기간이 지난 쿠폰입니다.')
  const answer = { ok: true as const, issueNo: coupon.issue_no, couponNm: coupon.coupon_nm, storeNm: store.store_nm, usedAt: nowIso }
  try {
    await guardedBatch(db, [
      ...redeemCouponStmts(db, coupon.issue_no, store, meta.key, nowIso),
      tillCallStmt(db, meta, 'coupon.redeem', store.store_code, payload, answer, nowIso),
    ])
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    const after = await couponByBarcode(db, body.barcode, m ? Number(m[1]) : null)
    if (after?.use_yn === 'Y') throw alreadyUsed(after, meta.key)
    throw new StoreRefusal('NOT_USABLE', '유효기간이 지난 쿠폰입니다.')
  }
  const owner = await memberByNo(db, coupon.member_no)
  return { ...answer, memberNmMasked: owner ? maskName(owner.member_nm) : '' }
}

/* ---- my-page ---- */

export const STORE_POINT_ROWS = 20

export async function storePointsOf(db: D1Database, memberNo: number, page: number): Promise<StorePointsAnswer> {
  const link = await storeLinkOf(db, memberNo)
  const p = await storePointsPage(db, memberNo, STORE_POINT_ROWS, (page - 1) * STORE_POINT_ROWS)
  return {
    linked: !!link,
    cardNoMasked: link ? maskCardNo(link.card_no) : null,
    storeNm: link?.store_nm ?? null,
    gradeNm: link?.grade_nm ?? null,
    balance: p.balance,
    total: p.total,
    page,
    rows: STORE_POINT_ROWS,
    lines: p.rows.map((r) => ({
      entryId: r.entry_id,
      kind: r.kind,
      amount: r.amount,
      storeNm: r.store_nm,
      saleId: r.sale_id,
      occurredAt: r.occurred_dttm,
      expireAt: r.expire_dttm,
    })),
  }
}

/* ---- 모바일 상품권 at the till ---- */

const VOUCHER_NOT_FOUND = '등록된 모바일 상품권이 아닙니다. 상품권 번호를 확인하거나, 받는 분이 먼저 상품권을 등록해야 합니다.'

function tillVoucherView(v: TillVoucherRow, todayYmd: string) {
  return {
    voucherNoMasked: maskCardNo(v.card_no),
    cardNm: v.card_nm,
    balance: v.amount,
    expireYmd: v.expire_ymd,
    usable: v.status === '사용가능' && v.expire_ymd >= todayYmd && v.amount > 0,
    partialAllowed: v.partial_yn === 'Y',
  }
}

export async function tillVoucher(db: D1Database, body: { voucherNo: string; storeCode: string }, now = new Date()) {
  await storeOrRefuse(db, body.storeCode)
  const v = await voucherByNo(db, body.voucherNo)
  if (!v) throw new StoreRefusal('NOT_FOUND', VOUCHER_NOT_FOUND)
  const owner = await memberByNo(db, v.member_no)
  return { ...tillVoucherView(v, todayYmd(now)), holderNmMasked: owner ? maskName(owner.member_nm) : '' }
}

/** A till takes `amount` from a registered voucher (part of it when its kind allows): once per idempotency key. */
export async function redeemTillVoucher(
  db: D1Database,
  body: { voucherNo: string; storeCode: string; amount: number },
  meta: StoreCallMeta,
  payload: string,
  now = new Date(),
) {
  const store = await storeOrRefuse(db, body.storeCode)
  const prior = await seenBefore(db, meta)
  if (prior?.answer_json) return { ...JSON.parse(prior.answer_json), duplicate: true }
  const v = await voucherByNo(db, body.voucherNo)
  if (!v) throw new StoreRefusal('NOT_FOUND', VOUCHER_NOT_FOUND)
  const today = todayYmd(now)
  const refuseFor = (x: TillVoucherRow) => {
    if (x.status !== '사용가능' || x.amount <= 0)
      return new StoreRefusal('NOT_USABLE', '이미 모두 사용한 상품권입니다.', { balance: x.amount })
    if (x.expire_ymd < today) return new StoreRefusal('NOT_USABLE', '유효기간이 지난 상품권입니다.', { balance: x.amount })
    if (x.amount < body.amount)
      return new StoreRefusal('INSUFFICIENT_BALANCE', `잔액(${x.amount.toLocaleString('ko-KR')}원)보다 큰 금액입니다.`, {
        balance: x.amount,
      })
    if (x.partial_yn !== 'Y' && x.amount !== body.amount)
      return new StoreRefusal('BAD_REQUEST', '이 상품권은 나눠 쓸 수 없어 잔액 전부를 한 번에 사용해야 합니다.', { balance: x.amount })
    return null
  }
  const pre = refuseFor(v)
  if (pre) throw pre
  const nowIso = now.toISOString()
  const answer = {
    ok: true as const,
    duplicate: false,
    cardNm: v.card_nm,
    used: body.amount,
    balance: v.amount - body.amount,
    storeNm: store.store_nm,
    usedAt: nowIso,
  }
  try {
    await guardedBatch(db, [
      ...voucherTillUseStmts(db, {
        cardNo: v.card_no,
        amount: body.amount,
        storeCode: store.store_code,
        key: meta.key,
        todayYmd: today,
        nowIso,
      }),
      tillCallStmt(db, meta, 'voucher.redeem', store.store_code, payload, answer, nowIso),
    ])
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    if (e.guard === 'unique:store_events.event_key') {
      const again = await seenBefore(db, meta)
      if (again?.answer_json) return { ...JSON.parse(again.answer_json), duplicate: true }
    }
    const after = await voucherByNo(db, body.voucherNo)
    throw (after && refuseFor(after)) ?? new StoreRefusal('NOT_USABLE', '상품권을 사용할 수 없습니다.')
  }
  return answer
}
