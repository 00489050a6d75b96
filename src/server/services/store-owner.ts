/**
 * The store-owner area (ROLE_STORE): today at the owner's store, pickup orders and reservation-only bookings,
 * their status changes, the visit queue. Every read and write goes through src/server/db/store-owner.ts, whose
 * queries carry the owner's store in the WHERE clause; every change is one guarded batch (exactly once).
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { FaceMeasurement } from '../../shared/api/face-types'
import { consentedMeasurements } from '../db/face'
import type {
  OwnerFaceInfoAnswer,
  OwnerDashboard,
  OwnerOrderDetail,
  OwnerOrderSummary,
  OwnerReservation,
  QueueEntry,
} from '../../shared/api/store-owner-types'
import { orderStatusName, paymentMethodName } from '../../shared/codes'
import { todayYmd } from '../../shared/dates'
import { formatHHMM, maskName, maskPhone } from '../../shared/format'
import { RESERVATION_STATUS } from '../../shared/reservation/purposes'
import { lastBookableYmd } from '../../shared/reservation/slots'
import { nextQueueStates, pickupActions, pickupStatusName, type PickupAction } from '../../shared/store-owner/rules'
import { eyeExamLine } from '../../shared/store-owner/eye-line'
import { FACE_SHAPE_LABEL } from '../../shared/eyes/face'
import { LENS_INDICES, lensChoiceLine, type EyeRx, type LensIndex } from '../../shared/eyes/lens'
import { GuardError } from '../db/guard'
import type { OrderListRow, OrderRow } from '../db/orders'
import { goodsOf } from '../db/reservations'
import {
  eyeExamNoteStmts,
  eyeExamRecordStmts,
  ownerDashboardRows,
  ownerFittingSessions,
  ownerOrder,
  ownerOrderHistory,
  ownerOrderLines,
  ownerQueueEntry,
  ownerReservation,
  ownerStoreRow,
  pickupStepStmts,
  queueStepStmts,
  reservationMarkStmts,
  runGuarded,
  type OwnerReservationRow,
  type QueueRow,
} from '../db/store-owner'
import { insertEyeRecordStmt, reservationEyeRecordsForStores } from '../db/eyes'
import { purchaseConfirmStmts } from '../db/confirm'
import { stampStmts } from '../db/stamps'
import type { Env } from '../env'
import { notifyMember } from './notify'
import { toClaimView } from './claim'
import { claimsOfOrder } from '../db/claims'
import type { EyeExamBody } from '../../shared/schemas/store-owner'
import { DomainError } from '../domain-error'
import { sendSms } from '../providers/sms'

const ALREADY = '이미 다른 화면에서 처리된 상태예요. 새로고침한 뒤 다시 확인해 주세요.'
export const orderNotFound = () => DomainError.notFound('우리 매장의 주문을 찾을 수 없습니다.', 'ordNo')
export const reservationNotFound = () => DomainError.notFound('우리 매장의 예약을 찾을 수 없습니다.', 'reservationNo')

export function toOwnerOrderSummary(
  o: OrderRow,
  first: { goods_nm: string; img_src: string } | undefined,
  lineCount: number,
): OwnerOrderSummary {
  const pickupState = o.pickup_state ?? null
  return {
    ordNo: o.ord_no,
    orderDttm: o.reg_dttm,
    status: o.status,
    statusNm: pickupStatusName({ dlvrMethod: o.dlvr_method, pickupState }) ?? orderStatusName(o.status),
    pickupState,
    pickupStateDttm: o.pickup_state_dttm ?? null,
    pickupYmd: o.reservation_ymd,
    pickupHhmm: o.reservation_hhmm,
    ordererName: maskName(o.orderer_nm),
    ordererMobile: maskPhone(o.orderer_mobile),
    payAmt: o.pay_amt,
    firstGoodsNm: first?.goods_nm ?? '',
    firstImgSrc: first?.img_src ?? '',
    lineCount,
    actions: pickupActions({ dlvrMethod: o.dlvr_method, status: o.status, pickupState }),
  }
}
export const listRowSummary = (o: OrderListRow) =>
  toOwnerOrderSummary(o, { goods_nm: o.first_goods_nm, img_src: o.first_img_src }, o.line_count)

export async function ownerOrderDetail(db: D1Database, ownerNo: number, ordNo: string): Promise<OwnerOrderDetail> {
  const o = await ownerOrder(db, ownerNo, ordNo)
  if (!o) throw orderNotFound()
  const [lines, history, claims] = await Promise.all([
    ownerOrderLines(db, ownerNo, ordNo),
    ownerOrderHistory(db, ownerNo, ordNo),
    claimsOfOrder(db, ordNo),
  ])
  return {
    ...toOwnerOrderSummary(o, lines[0], lines.length),
    goodsAmt: o.goods_amt,
    dlvrAmt: o.dlvr_amt,
    couponDcAmt: o.coupon_dc_amt,
    pointUseAmt: o.point_use_amt,
    payMethodNm: paymentMethodName(o.pay_method),
    paidDttm: o.paid_dttm,
    returns: claims
      .filter((c) => c.claim_type === 'RETURN' && !c.exchange_yn)
      .map((c) => {
        const v = toClaimView(c)
        return {
          claimNo: v.claimNo,
          stage: v.stage,
          stageText: v.stageText,
          reasonNm: v.reasonNm,
          regDttm: v.regDttm,
          canReceive: v.stage === 'REQUESTED',
        }
      }),
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      goodsNo: l.goods_no,
      goodsNm: l.goods_nm,
      itemNm: l.item_nm,
      goodsTypeCd: l.goods_type_cd,
      imgSrc: l.img_src,
      brandNm: l.brand_nm,
      salePrice: l.sale_price,
      buyQtt: l.buy_qtt,
      lineAmt: l.line_amt,
      status: l.status,
      statusNm: orderStatusName(l.status),
    })),
    history: history.map((h) => ({
      status: h.status,
      statusNm: orderStatusName(h.status),
      memo: h.memo,
      regDttm: h.reg_dttm,
      byStore: h.actor_member_no != null,
      actorLoginId: h.actor_login_id,
    })),
  }
}

/**
 * What a handover adds to the pickup's own guarded batch (the benefits domain's one definition of each): the
 * purchase confirmation (50 → 90, points at the member's grade rate) and the contact-lens stamps of the order.
 */
function handoverStmts(db: D1Database, o: OrderRow, nowIso: string): D1PreparedStatement[] {
  return [...purchaseConfirmStmts(db, o.ord_no, nowIso, { from: ['50'], memo: '수령완료 · 구매확정' }), ...stampStmts(db, o.ord_no, nowIso)]
}

const STEPS = {
  ready: { from: 'WAITING', to: 'READY', status: '30', memo: '상품준비완료' },
  pickup: { from: 'READY', to: 'PICKED_UP', status: '50', memo: '수령완료' },
  noshow: { from: 'READY', to: 'NOSHOW', status: null, memo: '미수령' },
} as const

/**
 * One pickup step at the owner's store, exactly once: 20 clicks run 20 batches, one moves the order and writes
 * the history (with the owner's id); the others find the state gone and abort as a whole (409).
 * 상품준비완료 tells the shopper by SMS (and through `notify` when given); a failed message never undoes the step.
 */
export async function changePickup(
  env: Env,
  ownerNo: number,
  ordNo: string,
  action: PickupAction,
  opts: { now?: Date } = {},
): Promise<OwnerOrderDetail> {
  const db = env.DB
  const now = opts.now ?? new Date()
  const o = await ownerOrder(db, ownerNo, ordNo)
  if (!o) throw orderNotFound()
  const step = STEPS[action]
  const extra = action === 'pickup' ? handoverStmts(db, o, now.toISOString()) : []
  try {
    await runGuarded(db, pickupStepStmts(db, ownerNo, ordNo, step, now.toISOString(), extra))
  } catch (e) {
    if (e instanceof GuardError) throw DomainError.conflict(ALREADY, 'ordNo')
    throw e
  }
  if (action === 'ready') {
    const store = await ownerStoreRow(db, ownerNo)
    const where = store ? `${store.store_nm}(${store.tel_no})` : '선택하신 매장'
    const when = o.reservation_ymd
      ? ` 픽업 예정일 ${o.reservation_ymd.slice(4, 6)}/${o.reservation_ymd.slice(6)} ${formatHHMM(o.reservation_hhmm ?? '')}.`
      : ''
    const text = `주문(${o.ord_no}) 상품이 준비되었어요. ${where}에서 수령해 주세요.${when}`
    await sendSms(env, o.orderer_mobile, `[다비치마켓] ${text}`).catch(() => ({ ok: false }))
    if (o.member_no)
      await notifyMember(
        env,
        {
          memNo: o.member_no,
          kind: 'PICKUP_READY',
          title: '픽업 상품이 준비되었어요',
          body: text,
          link: `/mypage/manageorder/orderdetail/${o.ord_no}`,
          dedupKey: `pickup-ready:${o.ord_no}`,
        },
        now,
      ).catch(() => undefined)
  }
  return ownerOrderDetail(db, ownerNo, ordNo)
}

// ---- reservations ----------------------------------------------------------------------------------------------

/** The eye records attached to the reservations (eye-chart domain), read for the reservation's own store. */
async function attachedEyeRecords(db: D1Database, rows: OwnerReservationRow[]) {
  const out = new Map<number, NonNullable<OwnerReservation['eyeRecord']> & { rx: [EyeRx | null, EyeRx | null] }>()
  const attached = rows.filter((x) => x.eye_record_no != null)
  const records = await reservationEyeRecordsForStores(
    db,
    attached.map((r) => r.store_no),
    attached.map((r) => r.rsv_no),
  )
  for (const [rsvNo, e] of records)
    out.set(rsvNo, {
      recordNo: e.recordNo,
      examYmd: e.examYmd,
      place: e.place,
      summary: eyeExamLine(e.right, e.left),
      rx: [eyeRxOf(e.right), eyeRxOf(e.left)],
    })
  return out
}

/** One eye of a record as the thickness formulas read it (a missing mono PD: half of a typical 64 mm). */
const eyeRxOf = (s: { sph: number | null; cyl: number | null; axis: number | null; pd: number | null }): EyeRx | null =>
  s.sph == null ? null : { sph: s.sph, cyl: s.cyl, axis: s.axis, pd: s.pd ?? 32 }

/** The lens choice of the thickness preview (issue 33), with the thickness it means for the attached record. */
function lensChoiceOf(r: OwnerReservationRow, rx: [EyeRx | null, EyeRx | null] | undefined): string | null {
  const index = (LENS_INDICES as readonly string[]).includes(r.lens_index ?? '') ? (r.lens_index as LensIndex) : null
  return index ? lensChoiceLine(index, r.lens_frame ?? null, rx?.[0] ?? null, rx?.[1] ?? null) : null
}

const eyeRecordView = (e: (NonNullable<OwnerReservation['eyeRecord']> & { rx: unknown }) | undefined): OwnerReservation['eyeRecord'] =>
  e ? { recordNo: e.recordNo, examYmd: e.examYmd, place: e.place, summary: e.summary } : null

const faceMeasureOf = (m: FaceMeasurement | undefined): OwnerReservation['faceMeasure'] =>
  m ? { regDttm: m.regDttm, faceWidth: m.faceWidth, pd: m.pd, rPd: m.rPd, lPd: m.lPd, faceShape: FACE_SHAPE_LABEL[m.faceShape] } : null

export async function toOwnerReservations(db: D1Database, rows: OwnerReservationRow[]): Promise<OwnerReservation[]> {
  const rsvNos = rows.map((r) => r.rsv_no)
  const [goods, eyes, faces] = await Promise.all([
    goodsOf(db, rsvNos),
    attachedEyeRecords(db, rows),
    consentedMeasurements(
      db,
      rows.flatMap((r) => (r.member_no ? [r.member_no] : [])),
    ),
  ])
  return rows.map((r) => ({
    reservationNo: r.reservation_no,
    rsvDate: r.rsv_ymd,
    rsvTime: r.rsv_time,
    purposeGroup: r.purpose_group,
    purpose: r.purpose,
    note: r.note,
    eyeTestYn: r.eye_test_yn,
    status: r.status,
    statusNm: RESERVATION_STATUS[r.status] ?? r.status,
    customerName: maskName(r.member_nm ?? r.guest_nm ?? ''),
    customerMobile: maskPhone(r.member_mobile ?? r.guest_mobile ?? ''),
    memberYn: r.member_no ? 'Y' : 'N',
    goods: (goods.get(r.rsv_no) ?? []).map((g) => ({
      goodsNo: g.goodsNo,
      goodsNm: g.goodsNm,
      goodsTypeCd: g.goodsTypeCd,
      buyQtt: g.buyQtt,
    })),
    eyeRecord: eyeRecordView(eyes.get(r.rsv_no)),
    lensChoice: lensChoiceOf(r, eyes.get(r.rsv_no)?.rx),
    faceMeasure: faceMeasureOf(r.member_no ? faces.get(r.member_no) : undefined),
    actions: r.status === 'RESERVED' ? ['visit', 'noshow'] : [],
  }))
}

export async function markReservation(
  db: D1Database,
  ownerNo: number,
  reservationNo: string,
  action: 'visit' | 'noshow',
  now = new Date(),
) {
  const r = await ownerReservation(db, ownerNo, reservationNo)
  if (!r) throw reservationNotFound()
  try {
    await runGuarded(db, reservationMarkStmts(db, ownerNo, reservationNo, action === 'visit' ? 'VISITED' : 'NOSHOW', now.toISOString()))
  } catch (e) {
    if (e instanceof GuardError) throw DomainError.conflict(ALREADY, 'reservationNo')
    throw e
  }
  const [after] = await toOwnerReservations(db, [(await ownerReservation(db, ownerNo, reservationNo))!])
  return after
}

/**
 * Records an eye exam for the visitor of a reservation at the owner's store: a member's becomes an eye record
 * (the eye-chart domain's table, place = this store) that the reservation carries; a guest's goes into the
 * reservation's note.
 */
export async function recordEyeExam(db: D1Database, ownerNo: number, reservationNo: string, exam: EyeExamBody, now = new Date()) {
  const r = await ownerReservation(db, ownerNo, reservationNo)
  if (!r) throw reservationNotFound()
  const nowIso = now.toISOString()
  const line = eyeExamLine(
    { sph: exam.rSph, cyl: exam.rCyl, axis: exam.rAxis, add: exam.rAdd },
    { sph: exam.lSph, cyl: exam.lCyl, axis: exam.lAxis, add: exam.lAdd },
  )
  const stmts = r.member_no
    ? eyeExamRecordStmts(
        db,
        ownerNo,
        reservationNo,
        r.member_no,
        r.store_no,
        insertEyeRecordStmt(db, {
          memberNo: r.member_no,
          source: 'STORE',
          storeNo: r.store_no,
          examYmd: exam.examYmd,
          institution: '',
          memo: exam.memo,
          fileId: null,
          values: exam,
          regDttm: nowIso,
        }),
        nowIso,
      )
    : eyeExamNoteStmts(
        db,
        ownerNo,
        reservationNo,
        `[시력검사 ${exam.examYmd.slice(4, 6)}/${exam.examYmd.slice(6)}] ${line}${exam.memo ? ` · ${exam.memo}` : ''}`,
        nowIso,
      )
  try {
    await runGuarded(db, stmts)
  } catch (e) {
    if (e instanceof GuardError) throw DomainError.conflict('취소된 예약에는 검사 기록을 남길 수 없어요.', 'reservationNo')
    throw e
  }
  const [after] = await toOwnerReservations(db, [(await ownerReservation(db, ownerNo, reservationNo))!])
  return after
}

// ---- queue ------------------------------------------------------------------------------------------------------

export function toQueueEntry(q: QueueRow): QueueEntry {
  return {
    queueNo: q.queue_no,
    ticketNo: q.ticket_no,
    state: q.state,
    nextStates: nextQueueStates(q.state),
    purpose: q.purpose,
    answers: q.answers ? q.answers.split(',') : [],
    customerName: q.member_nm ? maskName(q.member_nm) : '첫 방문 고객',
    customerMobile: maskPhone(q.member_mobile ?? q.visitor_mobile),
    reservationNo: q.reservation_no,
    rsvTime: q.rsv_time,
    checkinDttm: q.reg_dttm,
    updDttm: q.upd_dttm,
  }
}

export async function moveQueue(
  db: D1Database,
  ownerNo: number,
  queueNo: number,
  from: string,
  to: string,
  now = new Date(),
): Promise<QueueEntry> {
  const q = await ownerQueueEntry(db, ownerNo, queueNo)
  if (!q) throw DomainError.notFound('우리 매장의 대기 고객을 찾을 수 없습니다.', 'queueNo')
  if (!nextQueueStates(from).includes(to as never))
    throw DomainError.invalid(`'${from}' 다음 단계로 '${to}'${to.endsWith('중') ? '으로' : '로'} 바꿀 수 없어요.`, 'to')
  try {
    await runGuarded(db, queueStepStmts(db, ownerNo, queueNo, from, to, now.toISOString()))
  } catch (e) {
    if (e instanceof GuardError) throw DomainError.conflict(ALREADY, 'queueNo')
    throw e
  }
  return toQueueEntry((await ownerQueueEntry(db, ownerNo, queueNo))!)
}

// ---- dashboard --------------------------------------------------------------------------------------------------

export async function ownerDashboard(db: D1Database, ownerNo: number, now = new Date()): Promise<OwnerDashboard> {
  const today = todayYmd(now)
  const {
    hasStore,
    detail,
    reservations: rsv,
    pickups,
    queue,
    devices,
  } = await ownerDashboardRows(db, ownerNo, today, lastBookableYmd(now))
  if (!hasStore) throw DomainError.of('forbidden', 'storeCode', '가맹점 정보가 연결되어 있지 않아요. 본사에 문의해 주세요.')
  const reservations = await toOwnerReservations(db, rsv)
  const pickupViews = pickups.map(listRowSummary)
  const queueViews = queue.map(toQueueEntry)
  return {
    today,
    store: detail!,
    counts: {
      reservations: reservations.length,
      visited: reservations.filter((r) => r.status === 'VISITED').length,
      pickupsWaiting: pickupViews.filter((p) => !p.pickupState).length,
      pickupsReady: pickupViews.filter((p) => p.pickupState === 'READY').length,
      queueWaiting: queueViews.filter((q) => q.state === '대기').length,
      queueInProgress: queueViews.filter((q) => q.state !== '대기' && q.state !== '안경완성' && q.state !== '상담완료').length,
    },
    reservations,
    pickups: pickupViews,
    queue: queueViews,
    kioskDevices: devices.map((d) => ({
      deviceNo: d.device_no,
      deviceName: d.device_nm,
      startedDttm: d.reg_dttm,
      lastSeenDttm: d.last_seen_dttm,
    })),
  }
}

/** /mypagestore/myfaceinfo: fitting and face records taken at this store, for customers who consented. */
export async function ownerFaceInfo(db: D1Database, ownerNo: number): Promise<OwnerFaceInfoAnswer> {
  const rows = await ownerFittingSessions(db, ownerNo)
  return {
    sessions: rows.map((r) => ({
      sessionNo: r.session_no,
      fittedDttm: r.fitted_dttm,
      customerName: maskName(r.member_nm),
      customerMobile: maskPhone(r.mobile ?? ''),
      faceShape: r.face_shape,
      faceShapeNm: r.face_shape ? (FACE_SHAPE_LABEL[r.face_shape as keyof typeof FACE_SHAPE_LABEL] ?? r.face_shape) : '측정 전',
      faceWidth: r.face_width,
      pd: r.pd,
      frames: r.frames,
      liked: r.liked,
    })),
  }
}
