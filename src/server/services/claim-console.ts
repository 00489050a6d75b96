/**
 * The claims desk's reads for the console (GET /admin/api/claims, /admin/api/claims/{claimNo}) and the operator's
 * actor for the steps (services/claim-desk.ts): every read and every step is logged through opBatch (role guard +
 * access-log row in the same batch). Lists and the detail show masked names, mobiles and addresses.
 */
import { formatYmd, seoulYmd } from '../../shared/calendar'
import { cancelReasonName, orderStatusName, paymentMethodName, returnReasonName } from '../../shared/codes'
import { maskName, maskPhone } from '../../shared/format'
import type { ClaimDetailAnswer, ClaimQueueAnswer, ClaimQueueRow } from '../../shared/api/admin-claims-types'
import {
  ageDays,
  claimKind,
  isLate,
  operatorSteps,
  STEP_NAME,
  type ClaimStep,
  type DeskStage,
  type OperatorStep,
} from '../../shared/order/claim-flow'
import { DELIVERY_METHOD } from '../../shared/rules'
import { claimEvents, claimQueue, deskClaim, latestLateSummary, lineChecks, type DeskClaimRow } from '../db/claim-desk'
import { opBatch, type OpCtx } from '../db/operators'
import { orderLines } from '../db/orders'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { readOwnFile, storeUpload, type UploadPolicy } from '../files'
import { CLAIM_PHOTO_PURPOSE, takeClaimStep, type ClaimActor, type StepInput } from './claim-desk'

export const CLAIM_PAGE_SIZE = 20

const todayYmd = (now: Date) => formatYmd(seoulYmd(now))

function toRow(c: DeskClaimRow, today: string): ClaimQueueRow {
  const kind = claimKind(c)
  const storePickup = c.dlvr_method === DELIVERY_METHOD.DIRECT
  return {
    claimNo: c.claim_no,
    ordNo: c.ord_no,
    kind,
    stage: c.desk_stage,
    status: c.status,
    statusNm: c.status === 'FAIL' ? '처리 실패' : orderStatusName(c.status),
    reasonNm: kind === 'CANCEL' ? cancelReasonName(c.reason_cd) : returnReasonName(c.reason_cd),
    memberNm: maskName(c.orderer_nm),
    goodsNm: c.first_goods_nm ?? '',
    regDttm: c.reg_dttm,
    ageDays: ageDays(formatYmd(seoulYmd(new Date(c.reg_dttm))), today),
    refundDueYmd: c.refund_due_ymd,
    late: isLate(c.desk_stage, c.refund_due_ymd, today),
    refundAmt: c.refund_amt,
    storePickup,
    steps: operatorSteps(kind, c.desk_stage, storePickup),
  }
}

/** The queue: late claims first, then by deadline and age; filters state (a stage, OPEN, LATE) and type. */
export async function claimQueuePage(
  env: Env,
  op: OpCtx,
  q: { state?: string; type?: 'CANCEL' | 'RETURN' | 'EXCHANGE'; page: number },
  now = new Date(),
): Promise<ClaimQueueAnswer> {
  const today = todayYmd(now)
  const { total, rows } = await claimQueue(env.DB, {
    state: q.state,
    type: q.type,
    todayYmd: today,
    rows: CLAIM_PAGE_SIZE,
    offset: (q.page - 1) * CLAIM_PAGE_SIZE,
  })
  // The list shows masked names only; the read is logged all the same (who looked at which claims).
  await opBatch(env.DB, op, { action: 'claims.list', subject: 'claims:list', detail: JSON.stringify({ ...q, rows: rows.length }) }, [], now)
  const s = await latestLateSummary(env.DB)
  return {
    rows: rows.map((r) => toRow(r, today)),
    total,
    page: q.page,
    pageSize: CLAIM_PAGE_SIZE,
    lateSummary: s
      ? { ymd: s.summary_ymd, count: s.late_count, claimNos: (JSON.parse(s.claims_json) as { claimNo: number }[]).map((x) => x.claimNo) }
      : null,
  }
}

const maskAddress = (a1: string) => a1.split(' ').slice(0, 2).join(' ') + (a1.split(' ').length > 2 ? ' ***' : '')

export async function claimDetail(env: Env, op: OpCtx, claimNo: number, now = new Date()): Promise<ClaimDetailAnswer> {
  const c = await deskClaim(env.DB, claimNo)
  if (!c) throw DomainError.notFound('클레임을 찾을 수 없어요.', 'claimNo')
  const [lines, checks, events] = await Promise.all([
    orderLines(env.DB, c.ord_no),
    lineChecks(env.DB, claimNo),
    claimEvents(env.DB, claimNo),
  ])
  await opBatch(env.DB, op, { action: 'claims.read', subject: `claim:${claimNo}` }, [], now)
  const refs = JSON.parse(c.lines_json || '[]') as { lineNo: number; qtt: number }[]
  const claimLines = c.claim_type === 'CANCEL' ? lines.map((l) => ({ lineNo: l.line_no, qtt: l.buy_qtt })) : refs
  return {
    ...toRow(c, todayYmd(now)),
    reasonText: c.reason_text,
    rejectReason: c.reject_reason,
    returnFee: c.return_fee,
    shippingPaidBy: c.shipping_paid_by,
    order: {
      status: c.order_status,
      statusNm: orderStatusName(c.order_status),
      payMethodNm: paymentMethodName(c.pay_method),
      payAmt: c.pay_amt,
      dlvrMethodNm: c.dlvr_method === DELIVERY_METHOD.DIRECT ? '매장 픽업' : '택배',
      storeNm: c.store_nm,
    },
    orderer: { name: maskName(c.orderer_nm), mobile: maskPhone(c.orderer_mobile) },
    address: c.dlvr_method === DELIVERY_METHOD.DIRECT ? (c.store_nm ?? '') : maskAddress(c.address1),
    pickup: c.pickup_invoice_no
      ? { courierNm: c.pickup_courier_nm ?? '', invoiceNo: c.pickup_invoice_no, bookedDttm: c.pickup_booked_dttm }
      : null,
    received: c.received_dttm ? { dttm: c.received_dttm, at: c.received_at ?? '' } : null,
    reship: c.reship_invoice_no ? { courierNm: c.reship_courier_nm ?? '', invoiceNo: c.reship_invoice_no } : null,
    lines: claimLines.map((r) => {
      const l = lines.find((x) => x.line_no === r.lineNo)
      const ck = checks.find((x) => x.line_no === r.lineNo)
      return {
        lineNo: r.lineNo,
        goodsNm: l?.goods_nm ?? '',
        itemNm: l?.item_nm ?? '',
        qtt: r.qtt,
        lineAmt: l ? Math.floor((l.line_amt * r.qtt) / l.buy_qtt) : 0,
        check: ck ? { verdict: ck.verdict, reason: ck.reason, fileId: ck.file_id } : null,
      }
    }),
    events: events.map((e) => ({
      at: e.reg_dttm,
      step: e.step,
      stepNm: e.step === 'request' ? '요청' : (STEP_NAME[e.step as ClaimStep] ?? e.step),
      toStage: e.to_stage as DeskStage,
      memo: e.memo,
      actor: e.actor,
    })),
  }
}

/** The operator as a claim actor: the step's batch runs with the role guard and its access-log row (opBatch). */
export const operatorActor = (env: Env, op: OpCtx, claimNo: number, step: OperatorStep, reason?: string): ClaimActor => ({
  name: `OPERATOR:${op.loginId}`,
  run: (stmts) => opBatch(env.DB, op, { action: `claims.${step}`, subject: `claim:${claimNo}`, reason: reason ?? '' }, stmts),
})

export const operatorStep = (env: Env, op: OpCtx, claimNo: number, step: OperatorStep, input: StepInput, origin: string) =>
  takeClaimStep(env, claimNo, step, input, operatorActor(env, op, claimNo, step, input.reason), { origin })

/** An inspection photo: stored through the upload module as a private file of the claim's member (they may see it). */
export async function uploadClaimPhoto(env: Env, op: OpCtx, claimNo: number, file: File) {
  const c = await deskClaim(env.DB, claimNo)
  if (!c) throw DomainError.notFound('클레임을 찾을 수 없어요.', 'claimNo')
  if (!c.member_no) throw DomainError.conflict('회원 주문이 아니어서 사진을 보관할 수 없어요.', 'claimNo')
  if (c.desk_stage !== 'RECEIVED') throw DomainError.conflict('검수 중인 클레임에만 사진을 올릴 수 있어요.', 'claimNo')
  const stored = await storeUpload(env, c.member_no, CLAIM_PHOTO_PURPOSE, file, CLAIM_PHOTO_POLICY, { field: 'file' })
  await opBatch(env.DB, op, { action: 'claims.photo', subject: `claim:${claimNo}`, detail: stored.fileId }, [])
  return { fileId: stored.fileId, width: stored.width, height: stored.height }
}

export const CLAIM_PHOTO_POLICY: UploadPolicy = { kinds: ['jpeg', 'png', 'webp'], maxBytes: 10 * 1024 * 1024 }

/** An inspection photo of the claim, for the operator (the read is logged). */
export async function readClaimPhoto(env: Env, op: OpCtx, claimNo: number, fileId: string) {
  const c = await deskClaim(env.DB, claimNo)
  if (!c?.member_no) return null
  const f = await readOwnFile(env, c.member_no, fileId)
  if (!f || f.row.purpose !== CLAIM_PHOTO_PURPOSE) return null
  await opBatch(env.DB, op, { action: 'claims.photo.read', subject: `claim:${claimNo}`, detail: fileId }, [])
  return f
}
