/**
 * Family seed (migrations 0081/0082): member01 (김다비) represents a family of three — a spouse and a parent
 * who are members themselves — with one pending invitation, and each has glasses purchases so the
 * 연말정산 statement shows real figures (the spouse over the 50만원 cap). `family03` is a member in no
 * family, for trying an invitation end to end (the e2e journey invites 010-7777-0003 and signs in as family03).
 *
 *   const sql = familySeedSql(seed, now)
 */
import type { GoodsRow, SeedData } from '../../server/db/rows'
import { makeMember } from './factories'
import { tableToSql } from './sql'
import { DAY, HOUR, iso, toMs } from './time'

/** The pending invitation's code (seed only; real codes are random). */
export const SEED_FAMILY_INVITE_CODE = 'seedFamilyInviteMember01PendingA'
export const FAMILY_DEMO = {
  spouse: 'family01',
  parent: 'family02',
  outsider: 'family03',
  outsiderName: '정하나',
  outsiderMobile: '01077770003',
} as const

const seoulYmd = (ms: number) => new Date(ms + 9 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')

export function familySeedSql(seed: SeedData, now: Date | string | number): string[] {
  const nowMs = toMs(now)
  const rep = seed.members.find((m) => m.login_id === 'member01')
  if (!rep) return []
  const at = (days: number) => iso(nowMs - days * DAY)
  const people = [
    makeMember({
      member_no: 801,
      login_id: FAMILY_DEMO.spouse,
      password_hash: rep.password_hash,
      member_nm: '이준호',
      gender: 'M',
      birth: '19900611',
      email: 'junho.lee@example.com',
      mobile: '01077770001',
      nick_name: '준호아빠',
      reg_dttm: at(380),
      upd_dttm: at(380),
    }),
    makeMember({
      member_no: 802,
      login_id: FAMILY_DEMO.parent,
      password_hash: rep.password_hash,
      member_nm: '김영숙',
      gender: 'F',
      birth: '19620302',
      email: 'youngsook.kim@example.com',
      mobile: '01077770002',
      fav_goods_type: '03',
      reg_dttm: at(360),
      upd_dttm: at(360),
    }),
    makeMember({
      member_no: 803,
      login_id: FAMILY_DEMO.outsider,
      password_hash: rep.password_hash,
      member_nm: FAMILY_DEMO.outsiderName,
      gender: 'F',
      birth: '19950505',
      email: 'hana.jung@example.com',
      mobile: FAMILY_DEMO.outsiderMobile,
      reg_dttm: at(200),
      upd_dttm: at(200),
    }),
  ]
  const groups = [{ group_no: 1, rep_member_no: rep.member_no, reg_dttm: at(300) }]
  const members = [
    { group_no: 1, member_no: rep.member_no, role: 'REP', relation: '', consent_dttm: at(300), join_dttm: at(300) },
    { group_no: 1, member_no: 801, role: 'MEMBER', relation: 'SPOUSE', consent_dttm: at(299), join_dttm: at(299) },
    { group_no: 1, member_no: 802, role: 'MEMBER', relation: 'PARENT', consent_dttm: at(250), join_dttm: at(250) },
  ]
  const invites = [
    {
      invite_no: 1,
      group_no: 1,
      invite_code: 'seedFamilyInviteSpouseAccepted01',
      mobile: '01077770001',
      relation: 'SPOUSE',
      status: 'ACCEPTED',
      invitee_member_no: 801,
      expires_dttm: at(297),
      reg_dttm: at(300),
      accept_dttm: at(299),
    },
    {
      invite_no: 2,
      group_no: 1,
      invite_code: 'seedFamilyInviteParentAccepted02',
      mobile: '01077770002',
      relation: 'PARENT',
      status: 'ACCEPTED',
      invitee_member_no: 802,
      expires_dttm: at(248),
      reg_dttm: at(251),
      accept_dttm: at(250),
    },
    {
      invite_no: 3,
      group_no: 1,
      invite_code: SEED_FAMILY_INVITE_CODE,
      mobile: '01077770004',
      relation: 'CHILD',
      status: 'SENT',
      invitee_member_no: null,
      expires_dttm: iso(nowMs + 2 * DAY),
      reg_dttm: iso(nowMs - DAY),
      accept_dttm: null,
    },
  ]

  // Purchases: frames (01) count for the statement, sunglasses (02) do not.
  const shown = seed.goods.filter((g) => g.display_yn === 'Y')
  const frames = shown
    .filter((g) => g.goods_type_cd === '01')
    .sort((a, b) => b.sale_price - a.sale_price || a.goods_no.localeCompare(b.goods_no))
  const sunglasses = shown.filter((g) => g.goods_type_cd === '02')
  const brand = (g: GoodsRow) => seed.brands.find((b) => b.brand_no === g.brand_no)?.brand_nm ?? ''
  const plans: [number, number, GoodsRow | undefined][] = [
    [801, 25, frames[0]],
    [801, 95, frames[1]],
    [801, 160, frames[2]],
    [801, 60, sunglasses[0]],
    [802, 45, frames[Math.floor(frames.length / 2)]],
    [802, 420, frames[3]],
  ]
  const orders: Record<string, string | number | null>[] = []
  const lines: Record<string, string | number | null>[] = []
  const payments: Record<string, string | number | null>[] = []
  plans.forEach(([memberNo, days, g], i) => {
    if (!g) return
    const who = people.find((p) => p.member_no === memberNo)!
    const ms = nowMs - days * DAY
    const ordNo = `${seoulYmd(ms)}${String(95000000 + i * 211).padStart(8, '0')}`
    const paid = iso(ms + 60_000)
    orders.push({
      ord_no: ordNo,
      idem_key: `seed-family-${ordNo}`,
      member_no: memberNo,
      status: '90',
      order_classification: 'direct',
      dlvr_method: '01',
      orderer_nm: who.member_nm,
      orderer_mobile: who.mobile,
      orderer_email: who.email ?? '',
      receiver_nm: who.member_nm,
      receiver_mobile: who.mobile ?? '',
      zip_code: '06236',
      address1: '서울 강남구 테헤란로 152',
      address2: '101동 1001호',
      dlvr_memo: '',
      goods_amt: g.sale_price,
      dlvr_amt: 0,
      coupon_dc_amt: 0,
      point_use_amt: 0,
      pay_amt: g.sale_price,
      earn_point: 0,
      pay_method: '3',
      pg_tid: `StdpaySEED${ordNo}`,
      card_cd: '06',
      card_quota: '00',
      paid_dttm: paid,
      courier_nm: 'CJ대한통운',
      invoice_no: `6${ordNo.slice(-11)}`,
      dispatch_dttm: iso(ms + DAY),
      delivered_dttm: iso(ms + 2 * DAY),
      reg_dttm: iso(ms),
      upd_dttm: iso(ms + 5 * DAY),
    })
    lines.push({
      ord_no: ordNo,
      line_no: 1,
      goods_no: g.goods_no,
      item_no: seed.goods_items.find((it) => it.goods_no === g.goods_no)?.item_no ?? `${g.goods_no}-X`,
      goods_nm: g.goods_nm,
      item_nm: '기본',
      goods_type_cd: g.goods_type_cd,
      img_src: g.img_src,
      brand_nm: brand(g),
      sale_price: g.sale_price,
      buy_qtt: 1,
      coupon_dc_amt: 0,
      line_amt: g.sale_price,
      claim_qtt: 0,
      status: '90',
    })
    // A paid order has its approval (the nightly books check).
    payments.push({
      ord_no: ordNo,
      kind: 'APPROVE',
      pay_method: '3',
      amount: g.sale_price,
      tid: `StdpaySEED${ordNo}`,
      result_code: '0000',
      result_msg: '정상처리되었습니다.',
      card_cd: '06',
      card_quota: '00',
      reg_dttm: paid,
    })
  })
  return [
    ...tableToSql('members', people),
    ...tableToSql('family_groups', groups),
    ...tableToSql('family_members', members),
    ...tableToSql('family_invites', invites),
    ...tableToSql('orders', orders),
    ...tableToSql('order_lines', lines),
    ...tableToSql('payments', payments),
  ]
}
