/**
 * Visit-reservation seed (migration 0040) for member01: two past visits (one with a reserved contact
 * lens), one cancelled booking and one upcoming booking at the member's store. Deterministic for one `now`.
 *
 *   const sql = reservationSeedSql(seed, now)
 */
import { tableToSql } from './sql'
import { DAY, iso, toMs } from './time'
import type { SeedData } from '../../server/db/rows'

const seoulYmd = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')

export function reservationSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const nowMs = toMs(now)
  const member = seed.members.find((m) => m.login_id === 'member01')
  if (!member) return []
  const store = seed.stores.find((s) => s.store_code === member.my_store_code) ?? seed.stores[0]
  const other = seed.stores.find((s) => s.store_no !== store.store_no && s.sido === store.sido) ?? store
  const lens = seed.goods.find((g) => g.goods_type_cd === '04' && g.display_yn === 'Y')
  const lensItem = lens ? seed.goods_items.find((i) => i.goods_no === lens.goods_no) : undefined
  // [rsv_no, store, days from now, time, group, purpose, status]
  const plans: Array<[number, typeof store, number, string, string, string, 'RESERVED' | 'VISITED' | 'CANCELLED']> = [
    [1, store, -75, '1100', '상담(검사)', '정밀검사', 'VISITED'],
    [2, other, -40, '1530', '일반안경', '블루라이트차단', 'CANCELLED'],
    [3, store, -20, '1400', '콘택트렌즈', '난시', 'VISITED'],
    [4, store, 3, '1400', '상담(검사)', '일반검사', 'RESERVED'],
  ]
  const reservations = plans.map(([no, s, days, time, group, purpose, status]) => {
    const at = nowMs + days * DAY
    const reg = at - 5 * DAY
    return {
      rsv_no: no,
      reservation_no: `R${seoulYmd(reg)}SD00${no}`,
      member_no: member.member_no,
      guest_nm: null,
      guest_mobile: null,
      store_no: s.store_no,
      rsv_ymd: seoulYmd(at),
      rsv_time: time,
      purpose_group: group,
      purpose,
      note: no === 3 ? '지난번과 같은 도수로 부탁드려요.' : '',
      eye_test_yn: group === '상담(검사)' ? 'Y' : 'N',
      channel: 'ONLINE',
      status,
      reg_dttm: iso(reg),
      upd_dttm: iso(status === 'CANCELLED' ? reg + DAY : reg),
      cancel_dttm: status === 'CANCELLED' ? iso(reg + DAY) : null,
      visit_dttm: status === 'VISITED' ? iso(at + 10 * 60_000) : null,
    }
  })
  const goods = lens
    ? [{ rsv_no: 3, seq: 1, goods_no: lens.goods_no, item_no: lensItem?.item_no ?? null, buy_qtt: 2, line_kind: 'RESERVATION_ONLY' }]
    : []
  return [...tableToSql('reservations', reservations), ...tableToSql('reservation_goods', goods)]
}
