/**
 * Contact-lens reorder (issue 33): the run-out day of the member's latest contact-lens purchase (online
 * reservation collected in store, or a store sale), and the reminder a week before — sent by the nightly job
 * (src/server/jobs/contact-reorder.ts) once, with consent, unless the member has booked a visit already.
 */
import type { D1Database } from '@cloudflare/workers-types'
import type { ContactSupplyView } from '../../shared/api/eyes-types'
import { todayYmd } from '../../shared/dates'
import { WEAR_CYCLE_LABEL, contactSupply, type ContactSupply } from '../../shared/eyes/contact'
import { formatDate8 } from '../../shared/format'
import { addDaysYmd } from '../../shared/reservation/slots'
import { contactPurchasesOf, contactReminderContext, contactReminderOf, type ContactPurchaseRow } from '../db/contact-reorder'
import type { Notice } from './notify'

/** How far back a purchase can still be the supply in use (a 90-lens daily pack ×4 lasts half a year). */
export const SUPPLY_LOOKBACK_DAYS = 400

export const sinceYmd = (now: Date) => addDaysYmd(todayYmd(now), -SUPPLY_LOOKBACK_DAYS)

/** The supply of a purchase row, or null when its goods name does not tell the cycle or pack size. */
export const supplyOfRow = (r: ContactPurchaseRow): ContactSupply | null =>
  contactSupply({ goodsNm: r.goods_nm, packCount: r.pack_count, qty: r.qty, startYmd: r.start_ymd })

/** The latest purchase (rows latest first) that is a supply: the lenses the member wears now. */
export function latestSupply(rows: ContactPurchaseRow[]): { row: ContactPurchaseRow; supply: ContactSupply } | null {
  for (const row of rows) {
    const supply = supplyOfRow(row)
    if (supply) return { row, supply }
  }
  return null
}

export const reminderDedupKey = (srcKey: string) => `cl-reorder:${srcKey}`

/** The inbox notice of a reminder. */
export const reminderNotice = (r: { member_no: number; src_key: string; run_out_ymd: string }): Notice => ({
  memNo: r.member_no,
  kind: 'CONTACT_REORDER',
  title: '콘택트렌즈가 곧 떨어져요',
  body: `${formatDate8(r.run_out_ymd, '.')}쯤 렌즈를 다 쓰실 것 같아요. 같은 도수로 단골 매장에 미리 예약해 두세요.`,
  link: '/mypage',
  dedupKey: reminderDedupKey(r.src_key),
})

const utcDay = (ymd: string) => Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8))
const daysBetween = (fromYmd: string, toYmd: string) => Math.round((utcDay(toYmd) - utcDay(fromYmd)) / 86_400_000)

/** The member's current supply for my-page, with the reminder's state. */
export async function contactSupplyOf(db: D1Database, memberNo: number, now = new Date()): Promise<ContactSupplyView | null> {
  const found = latestSupply(await contactPurchasesOf(db, memberNo, sinceYmd(now)))
  if (!found) return null
  const { row, supply } = found
  const today = todayYmd(now)
  const sent = row.reminded ? await contactReminderOf(db, row.src_key) : null
  const ctx = sent ? null : await contactReminderContext(db, memberNo, today)
  const reminder: ContactSupplyView['reminder'] = sent
    ? 'SENT'
    : today >= supply.runOutYmd
      ? 'PAST'
      : ctx?.rebooked
        ? 'REBOOKED'
        : !ctx?.consent
          ? 'NO_CONSENT'
          : 'SCHEDULED'
  return {
    srcKey: row.src_key,
    source: row.src_key.startsWith('rsv:') ? 'RESERVATION' : 'STORE_SALE',
    goodsNo: row.goods_no,
    goodsNm: row.goods_nm,
    itemNo: row.item_no,
    itemNm: row.item_nm,
    packs: supply.packs,
    packSize: supply.packSize,
    cycleNm: WEAR_CYCLE_LABEL[supply.cycle],
    startYmd: supply.startYmd,
    runOutYmd: supply.runOutYmd,
    remindYmd: supply.remindYmd,
    daysLeft: daysBetween(today, supply.runOutYmd),
    storeNo: row.store_no,
    storeName: row.store_nm,
    reminder,
    reminderDttm: sent?.reg_dttm ?? null,
  }
}
