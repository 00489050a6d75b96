/**
 * The claims desk (issue 26, desk 2): the steps that move a return, an exchange or a cancel request on, after the
 * member asked (src/server/services/claim.ts). The workflow is src/shared/order/claim-flow.ts.
 *
 * Every step is ONE guarded batch that moves the claim only from the stage the caller saw (moveStageStmts: the
 * 'claim.stage' guard aborts the whole batch otherwise — of N concurrent clicks one takes effect, the rest get 409)
 * together with its event row, the order's status and history, and — for an operator — the role guard and the
 * access-log row (the caller's `batch`, db/operators opBatch). Outside calls come first and are idempotent by key:
 * the courier pickup and the exchange parcel carry the claim's request key (the warehouse answers a repeat with the
 * first booking); the refund is refundClaim (services/refund.ts: once per claim, a failed one retried by one caller).
 * The member hears of each step once (inbox notifyMember + SMS, one dedup key per claim and step).
 */
import type { D1PreparedStatement, D1Result } from '@cloudflare/workers-types'
import { formatWon } from '../../shared/format'
import { withJosa } from '../../shared/korean'
import { seoulYmd, formatYmd } from '../../shared/calendar'
import { refundDeadline } from '../../shared/holidays'
import { courierName } from '../../shared/order/couriers'
import {
  canStep,
  claimKind,
  endStatus,
  KIND_NAME,
  STEP_NAME,
  type ClaimKind,
  type ClaimStep,
  type DeskStage,
  type OperatorStep,
} from '../../shared/order/claim-flow'
import { DELIVERY_METHOD } from '../../shared/rules'
import {
  claimEventStmt,
  deskClaim,
  deskClaimByPickupInvoice,
  giveBackQttStmt,
  lineCheckStmt,
  lineChecks,
  lineStatusStmt,
  linesMoveStmt,
  moveStageStmts,
  orderFollowsStmt,
  restockLineStmt,
  stockBackStmt,
  type DeskClaimRow,
  type StageFields,
} from '../db/claim-desk'
import { fileById } from '../db/files'
import { guardedBatch, GuardError } from '../db/guard'
import { historyStmt, orderLines } from '../db/orders'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { sendSms } from '../providers/sms'
import { bookOutbound, bookReturnPickup } from '../providers/wms'
import { notifyMember } from './notify'
import { refundClaim } from './refund'

/** Who takes a step, and how its batch runs (an operator's adds the role guard and the access-log row). */
export interface ClaimActor {
  /** claim_events.actor: 'OPERATOR:claims01', 'WMS', 'STORE:S001'. */
  name: string
  run(stmts: D1PreparedStatement[]): Promise<D1Result[]>
}

export const systemActor = (env: Env, name: string): ClaimActor => ({ name, run: (stmts) => guardedBatch(env.DB, stmts) })

export interface InspectLine {
  lineNo: number
  verdict: 'ACCEPT' | 'REJECT'
  reason: string
  fileId?: string | null
}

export interface StepInput {
  /** The stage the operator saw (the step moves only from it). */
  seen: DeskStage
  reason?: string
  lines?: InspectLine[]
}

export interface StepAnswer {
  claimNo: number
  stage: DeskStage
  status: string
  /** What happened, for the console's toast. */
  message: string
}

type ClaimLineRef = { lineNo: number; qtt: number }
const claimedLines = (c: DeskClaimRow): ClaimLineRef[] => JSON.parse(c.lines_json || '[]') as ClaimLineRef[]

const MOVED = (c: DeskClaimRow) =>
  DomainError.conflict(
    '다른 운영자가 먼저 처리했거나 클레임 상태가 바뀌었어요. 화면을 새로고침해 최신 상태를 확인해 주세요.',
    `claim:${c.claim_no}`,
  )

async function loadClaim(env: Env, claimNo: number) {
  const c = await deskClaim(env.DB, claimNo)
  if (!c) throw DomainError.notFound('클레임을 찾을 수 없어요.', 'claimNo')
  return c
}

/** Refuses a step that the claim's kind and the stage the caller saw do not allow, or a stage that moved already. */
function checkStep(c: DeskClaimRow, kind: ClaimKind, step: ClaimStep, seen: DeskStage) {
  if (!canStep(kind, seen, step))
    throw DomainError.invalid(`${KIND_NAME[kind]} 클레임은 지금 단계에서 ${withJosa(STEP_NAME[step], '을/를')} 할 수 없어요.`, 'step')
  if (c.desk_stage !== seen) throw MOVED(c)
}

/** The step's batch: the stage moves from `seen`, then `extra`, its event and the order's history row. */
async function move(
  env: Env,
  c: DeskClaimRow,
  actor: ClaimActor,
  m: {
    step: ClaimStep
    from: readonly DeskStage[]
    to: DeskStage
    fields?: StageFields
    extra?: D1PreparedStatement[]
    memo: string
    now: Date
  },
) {
  const db = env.DB
  const nowIso = m.now.toISOString()
  const status = m.fields?.status ?? c.status
  try {
    await actor.run([
      ...moveStageStmts(db, c.claim_no, m.from, m.to, m.fields),
      ...(m.extra ?? []),
      claimEventStmt(db, {
        claimNo: c.claim_no,
        step: m.step,
        from: c.desk_stage,
        to: m.to,
        status,
        memo: m.memo,
        actor: actor.name,
        nowIso,
      }),
      historyStmt(db, c.ord_no, status, `[${KIND_NAME[claimKind(c)]} ${c.claim_no}] ${m.memo}`.slice(0, 200), nowIso),
    ])
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'claim.stage') throw MOVED(c)
    throw e
  }
}

/** Tells the member once per claim and step: the inbox row and, when that row is new, an SMS to the orderer. */
async function tell(env: Env, c: DeskClaimRow, key: string, title: string, body: string, now: Date) {
  if (!c.member_no) return
  const r = await notifyMember(
    env,
    { memNo: c.member_no, kind: 'CLAIM', title, body, link: `/mypage/manageorder/cancellist`, dedupKey: `CLAIM:${c.claim_no}:${key}` },
    now,
  ).catch((e: unknown) => {
    console.error(JSON.stringify({ level: 'error', where: 'claim.notify', claimNo: c.claim_no, message: (e as Error).message }))
    return null
  })
  if (r?.notiNo && c.orderer_mobile) await sendSms(env, c.orderer_mobile, `[다비치마켓] ${body}`).catch(() => ({ ok: false }))
}

const lineItems = async (env: Env, c: DeskClaimRow, refs: ClaimLineRef[]) => {
  const lines = await orderLines(env.DB, c.ord_no)
  return refs.map((r) => ({ lineNo: r.lineNo, qtt: r.qtt, goodsNm: lines.find((l) => l.line_no === r.lineNo)?.goods_nm ?? '' }))
}

const partyOf = (c: DeskClaimRow) => ({
  name: c.receiver_nm,
  mobile: c.receiver_mobile,
  zip: c.zip_code,
  address: `${c.address1} ${c.address2}`.trim(),
})

/** Rejected lines' statements: their quantity goes back to the member, their status says the claim was refused. */
const giveBackStmts = (env: Env, c: DeskClaimRow, refs: ClaimLineRef[], lineStatus: string) =>
  refs.map((r) => giveBackQttStmt(env.DB, c.ord_no, r.lineNo, r.qtt, lineStatus))

const cleanReason = (s: string | undefined) => (s ?? '').trim()

/**
 * An operator's step on a claim (POST /admin/api/claims/{claimNo}/{step}).
 */
export async function takeClaimStep(
  env: Env,
  claimNo: number,
  step: OperatorStep,
  input: StepInput,
  actor: ClaimActor,
  ctx: { origin: string; now?: Date },
): Promise<StepAnswer> {
  const now = ctx.now ?? new Date()
  const c = await loadClaim(env, claimNo)
  const kind = claimKind(c)
  checkStep(c, kind, step, input.seen)
  const noun = KIND_NAME[kind]
  const refs = claimedLines(c)

  switch (step) {
    case 'pickup': {
      if (c.dlvr_method === DELIVERY_METHOD.DIRECT)
        throw DomainError.conflict('매장 픽업 주문은 고객이 매장에 반품해요. 매장의 입고 확인을 기다려 주세요.', 'step')
      const b = await bookReturnPickup(env, {
        requestKey: `claim-${c.claim_no}-pickup`,
        ordNo: c.ord_no,
        claimNo: c.claim_no,
        party: partyOf(c),
        items: await lineItems(env, c, refs),
      })
      if (!b.ok) throw DomainError.of('upstream', 'step', `물류센터에 회수를 접수하지 못했어요. 잠시 후 다시 시도해 주세요. (${b.message})`)
      const courier = courierName(b.courierCd) ?? '택배'
      await move(env, c, actor, {
        step,
        from: [input.seen],
        to: 'PICKUP_BOOKED',
        fields: { pickup_courier_nm: courier, pickup_invoice_no: b.invoiceNo, pickup_booked_dttm: now.toISOString() },
        memo: `회수 접수 (${courier} ${b.invoiceNo})`,
        now,
      })
      await tell(
        env,
        c,
        'pickup',
        `${noun} 상품 회수를 접수했어요`,
        `주문(${c.ord_no}) ${noun} 상품을 ${courier} 기사님이 1~3일 안에 방문해 회수해요. 회수 송장번호 ${b.invoiceNo}`,
        now,
      )
      return { claimNo, stage: 'PICKUP_BOOKED', status: c.status, message: `회수를 접수했어요. (${courier} ${b.invoiceNo})` }
    }

    case 'reject': {
      const reason = cleanReason(input.reason)
      if (reason.length < 2) throw DomainError.invalid('거절 사유를 2자 이상 입력해 주세요.', 'reason')
      const status = endStatus(kind, c.status, 'REJECTED', true)
      await move(env, c, actor, {
        step,
        from: [input.seen],
        to: 'REJECTED',
        fields: { status, reject_reason: reason, cmpl_dttm: now.toISOString() },
        extra: [...giveBackStmts(env, c, refs, status), orderFollowsStmt(env.DB, c.ord_no, c.status, status, now.toISOString())],
        memo: `${noun} 거절: ${reason}`,
        now,
      })
      await tell(env, c, 'rejected', `${noun} 신청이 거절되었어요`, `주문(${c.ord_no}) ${noun} 신청이 거절되었어요. 사유: ${reason}`, now)
      return { claimNo, stage: 'REJECTED', status, message: `${withJosa(noun, '을/를')} 거절했어요.` }
    }

    case 'inspect':
      return inspect(env, c, kind, input, actor, now)

    case 'refund':
    case 'approve':
      return refund(env, c, kind, input, actor, { origin: ctx.origin, now })

    case 'refuse': {
      const reason = cleanReason(input.reason)
      if (reason.length < 2) throw DomainError.invalid('거절 사유를 2자 이상 입력해 주세요.', 'reason')
      await move(env, c, actor, {
        step,
        from: [input.seen],
        to: 'REJECTED',
        fields: { reject_reason: reason, cmpl_dttm: now.toISOString() },
        extra: [orderFollowsStmt(env.DB, c.ord_no, '23', '30', now.toISOString()), linesMoveStmt(env.DB, c.ord_no, ['23'], '30')],
        memo: `취소 요청 거절: ${reason}`,
        now,
      })
      await tell(
        env,
        c,
        'refused',
        '취소 요청이 거절되었어요',
        `주문(${c.ord_no}) 취소 요청이 거절되어 상품을 그대로 보내 드려요. 사유: ${reason}`,
        now,
      )
      return { claimNo, stage: 'REJECTED', status: c.status, message: '취소 요청을 거절했어요. 주문은 배송준비중으로 돌아갔어요.' }
    }

    case 'reship': {
      const checks = (await lineChecks(env.DB, c.claim_no)).filter((l) => l.verdict === 'ACCEPT')
      const b = await bookOutbound(env, {
        requestKey: `claim-${c.claim_no}-reship`,
        ordNo: c.ord_no,
        claimNo: c.claim_no,
        party: partyOf(c),
        items: await lineItems(
          env,
          c,
          checks.map((l) => ({ lineNo: l.line_no, qtt: l.qtt })),
        ),
      })
      if (!b.ok) throw DomainError.of('upstream', 'step', `물류센터에 교환 상품 발송을 요청하지 못했어요. (${b.message})`)
      const courier = courierName(b.courierCd) ?? '택배'
      const whole = checks.reduce((s, l) => s + l.qtt, 0) === refs.reduce((s, r) => s + r.qtt, 0)
      const status = endStatus(kind, c.status, 'DONE', whole)
      await move(env, c, actor, {
        step,
        from: [input.seen],
        to: 'DONE',
        fields: { status, reship_courier_nm: courier, reship_invoice_no: b.invoiceNo, cmpl_dttm: now.toISOString() },
        extra: [
          ...checks.map((l) => lineStatusStmt(env.DB, c.ord_no, l.line_no, status)),
          orderFollowsStmt(env.DB, c.ord_no, c.status, status, now.toISOString()),
        ],
        memo: `교환 상품 발송 (${courier} ${b.invoiceNo})`,
        now,
      })
      await tell(
        env,
        c,
        'reshipped',
        '교환 상품이 출발했어요',
        `주문(${c.ord_no}) 교환 상품이 ${withJosa(courier, '으로/로')} 출발했어요. 송장번호 ${b.invoiceNo}`,
        now,
      )
      return { claimNo, stage: 'DONE', status, message: `교환 상품을 보냈어요. (${courier} ${b.invoiceNo})` }
    }
  }
}

/** 검수: a verdict for every returned line; a rejected line needs a reason and a photo. All rejected → the claim ends. */
async function inspect(env: Env, c: DeskClaimRow, kind: ClaimKind, input: StepInput, actor: ClaimActor, now: Date): Promise<StepAnswer> {
  const refs = claimedLines(c)
  const lines = input.lines ?? []
  const errors: { field: string; reason: string }[] = []
  for (const [i, r] of refs.entries()) {
    const v = lines.find((l) => l.lineNo === r.lineNo)
    if (!v) {
      errors.push({ field: `lines.${i}.verdict`, reason: '반품된 상품마다 검수 결과를 선택해 주세요.' })
      continue
    }
    if (v.verdict === 'REJECT') {
      if (cleanReason(v.reason).length < 2) errors.push({ field: `lines.${i}.reason`, reason: '불합격 사유를 2자 이상 입력해 주세요.' })
      if (!v.fileId) errors.push({ field: `lines.${i}.fileId`, reason: '불합격 상품의 사진을 올려 주세요.' })
    }
    if (v.fileId) {
      const f = await fileById(env.DB, v.fileId)
      if (!f || f.member_no !== c.member_no || f.purpose !== CLAIM_PHOTO_PURPOSE)
        errors.push({ field: `lines.${i}.fileId`, reason: '이 클레임에 올린 사진이 아니에요. 사진을 다시 올려 주세요.' })
    }
  }
  if (lines.some((l) => !refs.some((r) => r.lineNo === l.lineNo))) errors.push({ field: 'lines', reason: '반품 신청에 없는 상품이에요.' })
  if (errors.length) throw new DomainError('invalid', errors)

  const verdicts = refs.map((r) => ({ ...r, v: lines.find((l) => l.lineNo === r.lineNo)! }))
  const accepted = verdicts.filter((x) => x.v.verdict === 'ACCEPT')
  const rejected = verdicts.filter((x) => x.v.verdict === 'REJECT')
  const nowIso = now.toISOString()
  const checks = verdicts.map((x) =>
    lineCheckStmt(env.DB, {
      claimNo: c.claim_no,
      lineNo: x.lineNo,
      qtt: x.qtt,
      verdict: x.v.verdict,
      reason: cleanReason(x.v.reason),
      fileId: x.v.fileId ?? null,
      nowIso,
    }),
  )
  const noun = KIND_NAME[kind]
  const reasons = rejected.map((x) => cleanReason(x.v.reason)).join(' / ')
  if (!accepted.length) {
    const status = endStatus(kind, c.status, 'REJECTED', true)
    await move(env, c, actor, {
      step: 'inspect',
      from: [input.seen],
      to: 'REJECTED',
      fields: { status, inspected_dttm: nowIso, reject_reason: reasons, cmpl_dttm: nowIso },
      extra: [
        ...checks,
        ...giveBackStmts(
          env,
          c,
          rejected.map((x) => ({ lineNo: x.lineNo, qtt: x.qtt })),
          status,
        ),
        orderFollowsStmt(env.DB, c.ord_no, c.status, status, nowIso),
      ],
      memo: `검수 불합격: ${reasons}`,
      now,
    })
    await tell(
      env,
      c,
      'rejected',
      `검수 결과 ${withJosa(noun, '이/가')} 거절되었어요`,
      `주문(${c.ord_no}) 상품이 검수를 통과하지 못해 ${withJosa(noun, '이/가')} 거절되었어요. 사유: ${reasons} · 상품은 다시 보내 드려요.`,
      now,
    )
    return { claimNo: c.claim_no, stage: 'REJECTED', status, message: `검수 불합격으로 ${withJosa(noun, '을/를')} 거절했어요.` }
  }
  await move(env, c, actor, {
    step: 'inspect',
    from: [input.seen],
    to: 'INSPECTED',
    fields: { inspected_dttm: nowIso, reject_reason: reasons || undefined },
    extra: [
      ...checks,
      ...giveBackStmts(
        env,
        c,
        rejected.map((x) => ({ lineNo: x.lineNo, qtt: x.qtt })),
        c.status,
      ),
      // A returned unit that passed goes back in stock; an exchanged one is replaced from stock when reshipped.
      ...(kind === 'RETURN' ? accepted.map((x) => restockLineStmt(env.DB, c.ord_no, x.lineNo, x.qtt)) : []),
    ],
    memo: rejected.length ? `검수 완료: 합격 ${accepted.length}건, 불합격 ${rejected.length}건 (${reasons})` : '검수 완료: 모두 합격',
    now,
  })
  await tell(
    env,
    c,
    'inspected',
    `${noun} 상품 검수를 마쳤어요`,
    rejected.length
      ? `주문(${c.ord_no}) ${noun} 상품 중 일부가 검수를 통과하지 못했어요. 사유: ${reasons} · 통과한 상품은 ${kind === 'EXCHANGE' ? '교환해' : '환불해'} 드려요.`
      : `주문(${c.ord_no}) ${noun} 상품 검수를 마쳤어요. 곧 ${kind === 'EXCHANGE' ? '교환 상품을 보내' : '환불해'} 드려요.`,
    now,
  )
  return { claimNo: c.claim_no, stage: 'INSPECTED', status: c.status, message: '검수 결과를 저장했어요.' }
}

/**
 * 환불 (a return after inspection) and 취소 승인 (a cancel request at 30): the claim is taken to REFUNDING in the
 * operator's batch (one caller of N), refundClaim gives the money back once, and the claim ends at 74/75 (21) — or
 * stays REFUND_FAIL with the gateway's message, for the next 환불 to retry.
 */
async function refund(
  env: Env,
  c: DeskClaimRow,
  kind: ClaimKind,
  input: StepInput,
  actor: ClaimActor,
  ctx: { origin: string; now: Date },
): Promise<StepAnswer> {
  const { now } = ctx
  const step: OperatorStep = kind === 'CANCEL' ? 'approve' : 'refund'
  await move(env, c, actor, {
    step,
    from: [input.seen],
    to: 'REFUNDING',
    memo: kind === 'CANCEL' ? '취소 승인, 환불 시작' : '환불 시작',
    now,
  })
  const taken = { ...c, desk_stage: 'REFUNDING' as DeskStage }
  const refs = claimedLines(c)
  const accepted =
    kind === 'CANCEL'
      ? undefined
      : (await lineChecks(env.DB, c.claim_no)).filter((l) => l.verdict === 'ACCEPT').map((l) => ({ lineNo: l.line_no, qtt: l.qtt }))
  let result: Awaited<ReturnType<typeof refundClaim>>
  try {
    result = await refundClaim(env, c.claim_no, { origin: ctx.origin, lines: accepted, now })
  } catch (e) {
    const message = e instanceof DomainError ? e.errors.map((x) => x.reason).join(' ') : (e as Error).message
    await move(env, taken, systemActor(env, actor.name), {
      step,
      from: ['REFUNDING'],
      to: 'REFUND_FAIL',
      memo: `환불 실패: ${message}`.slice(0, 200),
      now: new Date(),
    })
    throw DomainError.of('upstream', 'step', `환불하지 못했어요. 다시 시도해 주세요. (${message})`)
  }
  const whole = kind === 'CANCEL' || accepted!.reduce((s, l) => s + l.qtt, 0) === refs.reduce((s, r) => s + r.qtt, 0)
  const status = endStatus(kind, c.status, 'DONE', whole)
  const nowIso = new Date().toISOString()
  const money = `환불 ${formatWon(result.refundAmt)}${result.point ? ` · 포인트 ${result.point.toLocaleString('ko-KR')}P 반환` : ''}`
  const lineStmts =
    kind === 'CANCEL'
      ? [linesMoveStmt(env.DB, c.ord_no, ['23', '30'], '21'), stockBackStmt(env.DB, c.ord_no)]
      : accepted!.map((l) => lineStatusStmt(env.DB, c.ord_no, l.lineNo, status))
  await move(env, taken, systemActor(env, actor.name), {
    step,
    from: ['REFUNDING'],
    to: 'DONE',
    fields: { status, cmpl_dttm: nowIso },
    extra: [...lineStmts, orderFollowsStmt(env.DB, c.ord_no, c.status, status, nowIso)],
    memo: `${kind === 'CANCEL' ? '취소' : '환불'} 완료 (${money})`,
    now: new Date(nowIso),
  })
  await tell(
    env,
    c,
    'refunded',
    kind === 'CANCEL' ? '주문 취소가 완료되었어요' : '환불이 완료되었어요',
    `주문(${c.ord_no}) ${kind === 'CANCEL' ? '취소' : '반품'} ${withJosa(money, '이/가')} 완료되었어요. 카드 환불은 카드사 사정에 따라 3~7영업일 걸릴 수 있어요.`,
    now,
  )
  return { claimNo: c.claim_no, stage: 'DONE', status, message: `${withJosa(money, '을/를')} 마쳤어요.` }
}

export const CLAIM_PHOTO_PURPOSE = 'claim-check'

/**
 * The warehouse's return-received notice (signed, POST /api/v1/front/order/wms/return-received): the parcel of a
 * booked pickup arrived. Starts the law's clock: refund within 3 business days (refund_due_ymd). A repeated notice
 * answers ALREADY and changes nothing.
 */
export async function applyReturnReceived(env: Env, n: { invoiceNo: string; receivedAt?: string }, now = new Date()) {
  const c = await deskClaimByPickupInvoice(env.DB, n.invoiceNo)
  if (!c) throw DomainError.notFound('회수 송장번호에 해당하는 반품이 없어요.', 'invoiceNo')
  const received = n.receivedAt ? new Date(n.receivedAt) : now
  if (c.desk_stage !== 'PICKUP_BOOKED') {
    if (c.received_dttm) return { claimNo: c.claim_no, result: 'ALREADY' as const, stage: c.desk_stage, refundDueYmd: c.refund_due_ymd }
    throw DomainError.conflict('회수 접수 상태가 아닌 반품이에요.', 'invoiceNo')
  }
  return receive(env, c, systemActor(env, 'WMS'), received, 'WMS', now).catch(async (e) => {
    // N identical notices at once: the one that moved it answered RECEIVED; the rest see it received.
    const again = await deskClaim(env.DB, c.claim_no)
    if (e instanceof DomainError && again?.received_dttm)
      return { claimNo: c.claim_no, result: 'ALREADY' as const, stage: again.desk_stage, refundDueYmd: again.refund_due_ymd }
    throw e
  })
}

/** The store owner's receive step: a store-pickup order's goods brought back to its store. */
export async function storeReceiveReturn(
  env: Env,
  owner: { memberNo: number; storeCode: string },
  claimNo: number,
  seen: DeskStage,
  now = new Date(),
) {
  const c = await loadClaim(env, claimNo)
  if (c.dlvr_method !== DELIVERY_METHOD.DIRECT || c.store_code !== owner.storeCode)
    throw DomainError.notFound('클레임을 찾을 수 없어요.', 'claimNo')
  checkStep(c, claimKind(c), 'receive', seen)
  return receive(env, c, systemActor(env, `STORE:${owner.storeCode}`), now, `STORE:${owner.storeCode}`, now)
}

async function receive(env: Env, c: DeskClaimRow, actor: ClaimActor, received: Date, at: string, now: Date) {
  const due = c.exchange_yn ? null : refundDeadline(formatYmd(seoulYmd(received)))
  const kind = claimKind(c)
  await move(env, c, actor, {
    step: 'receive',
    from: [c.desk_stage],
    to: 'RECEIVED',
    fields: { received_dttm: received.toISOString(), received_at: at, ...(due ? { refund_due_ymd: due } : {}) },
    memo: at === 'WMS' ? '물류센터 입고 완료' : '매장 입고 완료',
    now,
  })
  await tell(
    env,
    c,
    'received',
    `${KIND_NAME[kind]} 상품이 도착했어요`,
    `주문(${c.ord_no}) ${KIND_NAME[kind]} 상품이 ${at === 'WMS' ? '물류센터' : '매장'}에 도착했어요. 검수 후 ${kind === 'EXCHANGE' ? '교환 상품을 보내' : '환불해'} 드려요.`,
    now,
  )
  return { claimNo: c.claim_no, result: 'RECEIVED' as const, stage: 'RECEIVED' as DeskStage, refundDueYmd: due }
}
