/** Reading a member's benefits: stamps (cards, history, rewards) and grade (with the next grade's gap). */
import type { GradeAnswer, NotificationListAnswer, PushSettingsAnswer, StampAnswer } from '../../shared/api/benefit-types'
import { GRADE_WINDOW_MONTHS, gradeOf, nextGradeGap } from '../../shared/benefits/grades'
import { dayjs, seoulNow } from '../../shared/dates'
import { gradeStats } from '../db/benefit-jobs'
import { notificationPage, pushSettings } from '../db/notifications'
import { memberStamps } from '../db/stamps'
import type { D1Database } from '@cloudflare/workers-types'

export async function stampsOf(db: D1Database, memberNo: number): Promise<StampAnswer> {
  const s = await memberStamps(db, memberNo)
  return {
    cards: s.cards.map((c) => ({
      cardSize: c.card_size,
      rewardNm: c.reward_nm,
      total: c.total,
      current: c.total % c.card_size,
      rewardsEarned: Math.floor(c.total / c.card_size),
    })),
    history: s.stamps.map((r) => ({
      stampNo: r.stamp_no,
      cardSize: r.card_size,
      ordNo: r.ord_no,
      goodsNm: r.goods_nm,
      storeNm: r.store_nm,
      qtt: r.qtt,
      regDttm: r.reg_dttm,
    })),
    rewards: s.rewards.map((r) => ({
      cardSize: r.card_size,
      cardSeq: r.card_seq,
      rewardNm: r.reward_nm,
      regDttm: r.reg_dttm,
      issueNo: r.issue_no,
      used: r.use_yn === 'Y',
      validEndDttm: r.valid_end_dttm,
    })),
  }
}

export async function gradeOfMember(db: D1Database, memberNo: number, now = new Date()): Promise<GradeAnswer> {
  const from = dayjs(now).subtract(GRADE_WINDOW_MONTHS, 'month')
  const s = await gradeStats(db, memberNo, from.toISOString(), seoulNow(from).format('YYYYMMDD'))
  const g = gradeOf(s?.grade_cd)
  const amount = s?.amount ?? 0
  const count = s?.count ?? 0
  const gap = nextGradeGap(amount, count, g.cd)
  return {
    gradeCd: g.cd,
    gradeNm: g.nm,
    dcRate: g.dcRate,
    pointRate: g.pointRate,
    amount,
    count,
    windowMonths: GRADE_WINDOW_MONTHS,
    next: gap ? { gradeCd: gap.next.cd, gradeNm: gap.next.nm, amountGap: gap.amount, countGap: gap.count } : null,
    gradeDttm: s?.grade_dttm ?? null,
  }
}

export const NOTIFICATION_ROWS = 20

export async function notificationsOf(db: D1Database, memberNo: number, page: number): Promise<NotificationListAnswer> {
  const r = await notificationPage(db, memberNo, NOTIFICATION_ROWS, (page - 1) * NOTIFICATION_ROWS)
  return {
    items: r.rows.map((n) => ({
      notiNo: n.noti_no,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      read: !!n.read_dttm,
      regDttm: n.reg_dttm,
    })),
    totalCount: r.total,
    unreadCount: r.unread,
    page,
    rows: NOTIFICATION_ROWS,
  }
}

export async function pushSettingsOf(db: D1Database, memberNo: number): Promise<PushSettingsAnswer> {
  const r = (await pushSettings(db, memberNo)) ?? {}
  const yn = (k: string) => r[`${k}_yn`] === 'Y'
  const dt = (k: string) => (r[`${k}_dttm`] as string | null) ?? null
  return {
    push: yn('push'),
    pushDttm: dt('push'),
    channels: (['app', 'sms', 'email', 'kakao'] as const).map((key) => ({ key, agree: yn(`mkt_${key}`), dttm: dt(`mkt_${key}`) })),
    devices: Number(r.devices ?? 0),
  }
}
