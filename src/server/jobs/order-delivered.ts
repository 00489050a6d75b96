import { dayjs } from '../../shared/dates'
import { dispatchedBefore, markDelivered } from '../db/benefit-jobs'
import { notifyMember } from '../services/notify'
import type { NightlyJob } from './index'

/** 40 배송중 → 50 배송완료 four days after dispatch (the domain notes), with the member's notice. */
export const DELIVERED_AFTER_DAYS = 4

export const orderDeliveredJob: NightlyJob = {
  name: 'order-delivered',
  batchSize: 50,
  async run(env, now) {
    const cutoff = dayjs(now).subtract(DELIVERED_AFTER_DAYS, 'day').toISOString()
    let moved = 0
    for (const o of await dispatchedBefore(env.DB, cutoff, 50)) {
      if (!(await markDelivered(env.DB, o.ord_no, now.toISOString()))) continue
      moved++
      if (o.member_no) {
        await notifyMember(
          env,
          {
            memNo: o.member_no,
            kind: 'DELIVERED',
            title: '배송이 완료되었어요',
            body: `주문 ${o.ord_no}의 상품이 배송 완료되었어요. 상품을 확인하시고 구매확정을 눌러 주세요.`,
            link: `/mypage/manageorder/orderdetail/${o.ord_no}`,
            dedupKey: `delivered:${o.ord_no}`,
          },
          now,
        )
      }
    }
    return moved
  },
}
