import { dayjs } from '../../shared/dates'
import { dispatchedBefore, markDelivered } from '../db/benefit-jobs'
import { notifyMembers } from '../services/notify'
import type { NightlyJob } from './index'
import { mapLimit } from './queue'

/** 40 배송중 → 50 배송완료 four days after dispatch (the domain notes), five orders at a time, with the members' notices in one batch. */
export const DELIVERED_AFTER_DAYS = 4

export const orderDeliveredJob: NightlyJob = {
  name: 'order-delivered',
  batchSize: 50,
  async run(env, now) {
    const cutoff = dayjs(now).subtract(DELIVERED_AFTER_DAYS, 'day').toISOString()
    const due = await dispatchedBefore(env.DB, cutoff, 50)
    const moved = await mapLimit(due, 5, (o) => markDelivered(env.DB, o.ord_no, now.toISOString()))
    const notices = due
      .filter((o, i) => moved[i] && o.member_no)
      .map((o) => ({
        memNo: o.member_no!,
        kind: 'DELIVERED' as const,
        title: '배송이 완료되었어요',
        body: `주문 ${o.ord_no}의 상품이 배송 완료되었어요. 상품을 확인하시고 구매확정을 눌러 주세요.`,
        link: `/mypage/manageorder/orderdetail/${o.ord_no}`,
        dedupKey: `delivered:${o.ord_no}`,
      }))
    await notifyMembers(env, notices, now)
    // Rows looked at: a full batch means more may be due (an order moved on meanwhile is not due again).
    return due.length
  },
}
