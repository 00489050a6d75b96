import type { Env } from '../env'
import {
  categoryListStmt,
  couponDeskStmt,
  couponStepStmts,
  couponStateRevisionStmt,
  couponTargetsStmt,
  createCouponStmts,
  saveCouponStmts,
  type CouponDeskRow,
  type CouponWrite,
} from '../db/coupon-desk'
import { GuardError } from '../db/guard'
import { opBatch, type OpCtx } from '../db/operators'
import { staleConflict, StaleVersionError } from '../db/revisions'
import { DomainError } from '../domain-error'
import { seoulLocalToIso } from '~/shared/admin/campaign'
import type { CouponCategoriesAnswer, CouponDetail } from '~/shared/api/marketing-types'
import { ageBandsOf, ZONE_KINDS } from '~/shared/benefits/coupons'
import type { CouponCreateInput, CouponSaveInput } from '~/shared/schemas/marketing'
import { COUPON_ACTIONS } from '~/shared/schemas/marketing'

/**
 * The coupon desk (issue 27, role MARKETING): every kind of the domain notes created and edited with its fields,
 * published to the coupon zone (only the kinds the zone offers), stopped and resumed. Every write is one guarded batch
 * from the version the operator saw, with its revision and its access-log row (db/coupon-desk.ts).
 */
export const COUPON_LABELS: Record<string, string> = {
  kind: '쿠폰 종류',
  name: '쿠폰 이름',
  description: '설명',
  benefit: '혜택',
  qttLimit: '발급 수량',
  dupDownload: '중복 다운로드',
  soloUse: '단독 사용',
  validity: '유효기간',
  minOrderAmt: '최소 결제 금액',
  scope: '적용 범위',
  goodsType: '상품 종류',
  ageBands: '연령대',
  channel: '사용처',
  issue: '발급 기간',
  imgSrc: '쿠폰 이미지',
  state: '상태',
}

const LOCKED_REASON =
  '이미 발급된 쿠폰이라 종류·혜택·최소 결제 금액·적용 범위·상품 종류·사용처·단독 사용·유효기간 방식은 바꿀 수 없습니다. 새 쿠폰을 만들어 주세요.'

const toWrite = (i: CouponCreateInput): CouponWrite => {
  const fixed = i.validType === 'FIXED'
  return {
    kind: i.kind,
    name: i.name,
    description: i.description,
    benefitType: i.benefitType,
    benefitValue: i.benefitType === 'TEXT' ? 0 : i.benefitValue,
    benefitMaxAmt: i.benefitType === 'RATE' ? i.benefitMaxAmt : null,
    benefitText: i.benefitType === 'TEXT' ? i.benefitText : '',
    qttLimit: i.qttLimit,
    dupDownload: i.dupDownload ? 'Y' : 'N',
    soloUse: i.soloUse ? 'Y' : 'N',
    validType: i.validType,
    validStartIso: fixed ? seoulLocalToIso(i.validStartAt) : null,
    validEndIso: fixed ? seoulLocalToIso(i.validEndAt) : null,
    validDays: fixed ? null : i.validDays,
    minOrderAmt: i.minOrderAmt,
    targetScope: i.targetScope,
    goodsType: i.goodsType || null,
    ageBands: [...i.ageBands].sort((a, b) => a - b).join(','),
    channel: i.channel,
    issueStartIso: seoulLocalToIso(i.issueStartAt)!,
    issueEndIso: seoulLocalToIso(i.issueEndAt)!,
    imgSrc: i.imgSrc,
    goodsNos: i.targetScope === 'ALL' ? [] : i.goodsNos,
    ctgNos: i.targetScope === 'ALL' ? [] : i.ctgNos,
  }
}

const refused = (e: unknown): never => {
  if (e instanceof GuardError && e.guard === 'coupon.targets')
    throw DomainError.invalid('없는 상품이나 카테고리가 적용 범위에 들어 있습니다. 다시 골라 주세요.', 'goodsNos')
  if (e instanceof GuardError && e.guard === 'coupon.quantity')
    throw DomainError.invalid('발급 수량은 이미 발급된 수량보다 적게 정할 수 없습니다.', 'qttLimit')
  throw e
}

export async function couponDetail(env: Env, op: OpCtx, couponNo: number): Promise<CouponDetail> {
  const [row, targets] = await opBatch(env.DB, op, { action: 'marketing.coupon.read', subject: `coupon:${couponNo}` }, [
    couponDeskStmt(env.DB, couponNo),
    couponTargetsStmt(env.DB, couponNo),
  ])
  const r = row!.results?.[0] as CouponDeskRow | undefined
  if (!r) throw DomainError.notFound('쿠폰을 찾을 수 없습니다.', 'couponNo')
  const t = (targets!.results ?? []) as { kind: 'goods' | 'ctg'; ref: string; name: string }[]
  return {
    couponNo: r.coupon_no,
    version: r.version,
    kind: r.coupon_kind_cd,
    name: r.coupon_nm,
    description: r.coupon_dscrt,
    benefitType: r.benefit_type_cd,
    benefitValue: r.benefit_value,
    benefitMaxAmt: r.benefit_max_amt,
    benefitText: r.benefit_text,
    qttLimit: r.qtt_limit,
    issuedQtt: r.issued_qtt,
    usedQtt: r.used_qtt,
    dupDownload: r.dup_download_yn === 'Y',
    soloUse: r.solo_use_yn === 'Y',
    validType: r.valid_type_cd,
    validStartAt: r.valid_start_dttm,
    validEndAt: r.valid_end_dttm,
    validDays: r.valid_days,
    minOrderAmt: r.min_order_amt,
    targetScope: r.target_scope_cd,
    goods: t.filter((x) => x.kind === 'goods').map((x) => ({ goodsNo: x.ref, name: x.name })),
    categories: t.filter((x) => x.kind === 'ctg').map((x) => ({ ctgNo: Number(x.ref), name: x.name })),
    goodsType: r.goods_type_cd ?? '',
    ageBands: ageBandsOf(r.age_bands),
    channel: r.channel_cd,
    issueStartAt: r.issue_start_dttm,
    issueEndAt: r.issue_end_dttm,
    imgSrc: r.img_src,
    inZone: r.download_yn === 'Y',
    inUse: r.use_yn === 'Y',
    zoneKind: (ZONE_KINDS as readonly string[]).includes(r.coupon_kind_cd),
    locked: r.issued_qtt > 0,
    updatedAt: r.upd_dttm,
  }
}

export async function createCoupon(env: Env, op: OpCtx, input: CouponCreateInput, now = new Date()): Promise<{ couponNo: number }> {
  const w = toWrite(input)
  try {
    const [, ins] = await opBatch(
      env.DB,
      op,
      { action: 'marketing.coupon.create', subject: 'coupon:new', detail: `${w.kind} ${w.name}`.slice(0, 120) },
      createCouponStmts(env.DB, op, w, now.toISOString()),
      now,
    )
    return { couponNo: (ins!.results?.[0] as { coupon_no: number }).coupon_no }
  } catch (e) {
    return refused(e)
  }
}

async function staleOrMissing(env: Env, couponNo: number, seen: number) {
  const row = await couponDeskStmt(env.DB, couponNo).first<CouponDeskRow>()
  if (!row) return DomainError.notFound('쿠폰을 찾을 수 없습니다.', 'couponNo')
  return new StaleVersionError(await staleConflict(env.DB, 'coupon', couponNo, seen, COUPON_LABELS))
}

export async function saveCoupon(env: Env, op: OpCtx, couponNo: number, input: CouponSaveInput, now = new Date()) {
  const w = toWrite(input)
  try {
    await opBatch(
      env.DB,
      op,
      { action: 'marketing.coupon.save', subject: `coupon:${couponNo}`, detail: `v${input.version + 1}` },
      saveCouponStmts(env.DB, op, couponNo, input.version, w, now.toISOString()),
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'coupon.version') throw await staleOrMissing(env, couponNo, input.version)
    if (e instanceof GuardError && e.guard === 'coupon.locked') throw DomainError.of('conflict', 'kind', LOCKED_REASON)
    refused(e)
  }
  return { version: input.version + 1 }
}

type CouponAction = (typeof COUPON_ACTIONS)[number]
const STEP: Record<CouponAction, { set: { download?: 'Y' | 'N'; use?: 'Y' | 'N' }; refused: string }> = {
  publish: {
    set: { download: 'Y' },
    refused: '쿠폰존에는 상품·모바일 전용·주문·매장 발급·D-쿠폰 중 사용 중이고 발급 기간이 남은 쿠폰만 올릴 수 있습니다.',
  },
  unpublish: { set: { download: 'N' }, refused: '쿠폰존에 올라가 있는 쿠폰만 내릴 수 있습니다.' },
  stop: { set: { use: 'N' }, refused: '사용 중인 쿠폰만 중지할 수 있습니다.' },
  resume: { set: { use: 'Y' }, refused: '중지된 쿠폰만 다시 쓸 수 있습니다.' },
}

/** Publish to / withdraw from the coupon zone, stop (also withdraws it) or resume, from the version the operator saw. */
export async function stepCoupon(env: Env, op: OpCtx, couponNo: number, action: CouponAction, seen: number, now = new Date()) {
  const s = STEP[action]
  try {
    await opBatch(
      env.DB,
      op,
      { action: `marketing.coupon.${action}`, subject: `coupon:${couponNo}`, detail: `v${seen + 1}` },
      [
        ...couponStepStmts(env.DB, couponNo, seen, s.set, ZONE_KINDS, now.toISOString()),
        couponStateRevisionStmt(env.DB, op, couponNo, seen + 1, now.toISOString()),
      ],
      now,
    )
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'coupon.version') {
      const row = await couponDeskStmt(env.DB, couponNo).first<CouponDeskRow>()
      if (!row) throw DomainError.notFound('쿠폰을 찾을 수 없습니다.', 'couponNo')
      if (row.version !== seen) throw new StaleVersionError(await staleConflict(env.DB, 'coupon', couponNo, seen, COUPON_LABELS))
      throw DomainError.of('conflict', 'action', s.refused)
    }
    throw e
  }
  return { version: seen + 1 }
}

export async function couponCategories(env: Env): Promise<CouponCategoriesAnswer> {
  const { results } = await categoryListStmt(env.DB).all<{ ctg_no: number; ctg_nm: string; goods_type_cd: string }>()
  return { categories: results.map((r) => ({ ctgNo: r.ctg_no, name: r.ctg_nm, goodsType: r.goods_type_cd })) }
}
