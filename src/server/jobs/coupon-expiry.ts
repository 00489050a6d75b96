import { dayjs, seoulNow } from '../../shared/dates'
import { couponsToAnnounce } from '../db/benefit-jobs'
import { notifyMembers } from '../services/notify'
import type { NightlyJob } from './index'

/** Unused coupons ending within 7 days: one notice per issued coupon ('coupon-exp:<issue_no>'), walked by keyset (slice.cursor). */
export const COUPON_NOTICE_DAYS = 7

export const couponExpiryJob: NightlyJob = {
  name: 'coupon-expiry-notice',
  batchSize: 100,
  async run(env, now, slice) {
    const after = slice.cursor ? (JSON.parse(slice.cursor) as [string, number]) : null
    const list = await couponsToAnnounce(env.DB, now.toISOString(), dayjs(now).add(COUPON_NOTICE_DAYS, 'day').toISOString(), 100, after)
    await notifyMembers(
      env,
      list.map((c) => ({
        memNo: c.member_no,
        kind: 'COUPON_EXPIRING' as const,
        title: '쿠폰이 곧 만료돼요',
        body: `'${c.coupon_nm}' 쿠폰이 ${seoulNow(c.valid_end_dttm).format('M월 D일')}에 만료돼요. 기간 안에 사용해 주세요.`,
        link: '/mypage/mybonus/coupon',
        dedupKey: `coupon-exp:${c.issue_no}`,
      })),
      now,
    )
    const last = list[list.length - 1]
    if (last) slice.cursor = JSON.stringify([last.valid_end_dttm, last.issue_no])
    return list.length
  },
}
