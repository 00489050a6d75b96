/**
 * The in-store kiosk. A store owner starts kiosk mode on a device for their own store: the device gets a random
 * token (only its hash is kept) that it sends with the store code on every call — a store code in a URL or in
 * local storage alone binds nothing. At the kiosk a visitor proves their mobile with an SMS code, picks today's
 * reservation at this store (or answers the first-visit purpose questions) and joins the store's visit queue.
 */
import type { D1Database } from '@cloudflare/workers-types'
import type { KioskCheckinAnswer, KioskIdentifyAnswer, KioskStartAnswer } from '../../shared/api/store-owner-types'
import { todayYmd } from '../../shared/dates'
import { maskName } from '../../shared/format'
import { sha256Hex } from '../../shared/hash'
import type { KioskCheckinBody } from '../../shared/schemas/store-owner'
import { newToken } from '../auth/session'
import { GuardError } from '../db/guard'
import {
  checkinStmts,
  insertKioskDevice,
  kioskDevice,
  memberByMobile,
  memberDayReservationsAt,
  ownerStoreRow,
  revokeKioskDevice,
  runGuarded,
  setFavouriteStoreIfEmpty,
  visitorQueueAt,
  type KioskDeviceRow,
} from '../db/store-owner'
import { DomainError } from '../domain-error'
import { normalizeMobile, validateCertCode, verifyCertProof } from './sms-cert'

export async function startKiosk(db: D1Database, ownerNo: number, deviceName: string, now = new Date()): Promise<KioskStartAnswer> {
  const store = await ownerStoreRow(db, ownerNo)
  if (!store) throw DomainError.of('forbidden', 'storeCode', '가맹점 정보가 연결되어 있지 않아요. 본사에 문의해 주세요.')
  const token = newToken()
  const row = await insertKioskDevice(db, ownerNo, await sha256Hex(`kiosk:${token}`), deviceName, now.toISOString())
  if (!row) throw DomainError.of('forbidden', 'storeCode', '가맹점 정보가 연결되어 있지 않아요. 본사에 문의해 주세요.')
  return { storeCode: store.store_code, storeName: store.store_nm, deviceToken: token }
}

/**
 * Stops a kiosk device of the owner's own store (a lost or replaced tablet): its token is refused from the next call
 * on. Another store's device, or one already stopped, is 404 (the owner's store is in the UPDATE's WHERE).
 */
export async function revokeKiosk(db: D1Database, ownerNo: number, deviceNo: number, now = new Date()): Promise<{ deviceNo: number }> {
  const r = await revokeKioskDevice(db, ownerNo, deviceNo, now.toISOString())
  if (!r.meta.changes) throw DomainError.of('not_found', 'deviceNo', '사용 중인 키오스크 기기를 찾을 수 없어요. 목록을 새로 고쳐 주세요.')
  return { deviceNo }
}

/** The kiosk device of this request (token + store code), or null. */
export async function kioskOf(
  db: D1Database,
  token: string | null | undefined,
  storeCode: string | null | undefined,
): Promise<KioskDeviceRow | null> {
  if (!token || !storeCode || token.length > 100 || !/^[A-Za-z0-9]{1,12}$/.test(storeCode)) return null
  return kioskDevice(db, await sha256Hex(`kiosk:${token}`), storeCode)
}

/** Checks the SMS code of the visitor's mobile; answers who they are (masked) and today's bookings at this store. */
export async function kioskIdentify(
  db: D1Database,
  device: KioskDeviceRow,
  mobileRaw: string,
  code: string,
  now = new Date(),
): Promise<KioskIdentifyAnswer> {
  const mobile = normalizeMobile(mobileRaw)
  const checked = await validateCertCode(db, mobile, code, now)
  if (!checked.ok) throw DomainError.invalid(checked.reason, 'certifyKey')
  const member = await memberByMobile(db, mobile)
  const today = todayYmd(now)
  const [reservations, queue] = await Promise.all([
    member ? memberDayReservationsAt(db, member.member_no, device.store_no, today) : [],
    visitorQueueAt(db, mobile, device.store_no, today),
  ])
  return {
    certProof: checked.proof,
    customerName: member ? maskName(member.member_nm) : '첫 방문 고객',
    member: !!member,
    reservations: reservations.map((r) => ({
      reservationNo: r.reservation_no,
      rsvTime: r.rsv_time,
      purposeGroup: r.purpose_group,
      purpose: r.purpose,
    })),
    queue: queue ? { ticketNo: queue.ticket_no, state: queue.state } : null,
  }
}

/**
 * Checks the visitor in, once: the proof of the SMS code is spent; a reservation must be the visitor's RESERVED
 * booking of today at THIS store (another store's → 404); the reservation's VISITED mark and the queue entry are
 * one guarded batch. A visitor already in today's queue gets their ticket back.
 */
export async function kioskCheckin(
  db: D1Database,
  device: KioskDeviceRow,
  b: KioskCheckinBody,
  now = new Date(),
): Promise<KioskCheckinAnswer> {
  const mobile = normalizeMobile(b.mobile)
  const today = todayYmd(now)
  const member = await memberByMobile(db, mobile)
  let purpose = b.purpose ?? ''
  if (b.reservationNo) {
    const mine = member ? await memberDayReservationsAt(db, member.member_no, device.store_no, today) : []
    const r = mine.find((x) => x.reservation_no === b.reservationNo)
    if (!r) throw DomainError.notFound('오늘 이 매장에 예약된 내역을 찾을 수 없어요. 직원에게 문의해 주세요.', 'reservationNo')
    purpose = `${r.purpose_group} · ${r.purpose}`
  }
  if (!(await verifyCertProof(db, mobile, b.certProof, now)))
    throw DomainError.invalid('휴대폰 인증이 만료되었어요. 처음부터 다시 진행해 주세요.', 'certProof')
  const answers = (b.answers ?? []).join(',')
  try {
    await runGuarded(db, [
      ...checkinStmts(
        db,
        {
          storeNo: device.store_no,
          ymd: today,
          mobile,
          memberNo: member?.member_no ?? null,
          reservationNo: b.reservationNo ?? null,
          purpose,
          answers,
          deviceNo: device.device_no,
        },
        now.toISOString(),
      ),
      ...(member ? [setFavouriteStoreIfEmpty(db, member.member_no, device.store_code, now.toISOString())] : []),
    ])
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    const existing = await visitorQueueAt(db, mobile, device.store_no, today)
    if (existing)
      return { ticketNo: existing.ticket_no, state: existing.state, ahead: existing.ahead, repeated: true, storeName: device.store_nm }
    throw DomainError.notFound('오늘 이 매장에 예약된 내역을 찾을 수 없어요. 직원에게 문의해 주세요.', 'reservationNo')
  }
  const q = (await visitorQueueAt(db, mobile, device.store_no, today))!
  return { ticketNo: q.ticket_no, state: q.state, ahead: q.ahead, repeated: false, storeName: device.store_nm }
}
