/**
 * Purchase confirmation as a service (the member's "구매확정" button and the nightly job): runs
 * purchaseConfirmStmts (src/server/db/confirm.ts) in one guarded batch, then tells the member.
 * Callers with their own batch (the store-owner's "수령완료") include purchaseConfirmStmts themselves and
 * call `confirmedNotice` after their batch succeeded.
 */
import { formatNumber } from '../../shared/format'
import { CONFIRM_GUARD, confirmedOrder, purchaseConfirmStmts, type ConfirmOptions } from '../db/confirm'
import { GuardError, guardedBatch } from '../db/guard'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { confirmEscrowOf } from './cash'
import { notifyMember } from './notify'

export interface ConfirmResult {
  ordNo: string
  earnPoint: number
}

/** Confirms one order (exactly once); a second call answers 409 '이미 구매확정된 주문이에요.'. */
export async function confirmPurchase(env: Env, ordNo: string, opts: ConfirmOptions & { now?: Date } = {}): Promise<ConfirmResult> {
  const now = opts.now ?? new Date()
  try {
    await guardedBatch(env.DB, purchaseConfirmStmts(env.DB, ordNo, now.toISOString(), opts))
  } catch (e) {
    if (e instanceof GuardError && (e.guard === CONFIRM_GUARD || e.guard.startsWith('unique:point_ledger'))) {
      const o = await confirmedOrder(env.DB, ordNo)
      if (!o || (opts.memberNo != null && o.member_no !== opts.memberNo)) throw DomainError.notFound('주문을 찾을 수 없어요.', 'ordNo')
      if (o.status === '90') throw DomainError.conflict('이미 구매확정된 주문이에요.', 'ordNo')
      throw DomainError.conflict('배송이 완료된 주문만 구매확정할 수 있어요.', 'ordNo')
    }
    throw e
  }
  const o = await confirmedOrder(env.DB, ordNo)
  // Escrow (issue 17): the confirmation goes to the gateway too (no-op for other orders).
  await confirmEscrowOf(env, ordNo, env.PUBLIC_ORIGIN ?? 'http://localhost', now).catch((e: unknown) =>
    console.error(JSON.stringify({ level: 'error', where: 'escrow.confirm', ordNo, message: (e as Error).message })),
  )
  if (o?.member_no) await confirmedNotice(env, ordNo, o.member_no, o.earn_point, now)
  return { ordNo, earnPoint: o?.earn_point ?? 0 }
}

/** The member's notice of a confirmed purchase (idempotent: one per order). */
export async function confirmedNotice(env: Env, ordNo: string, memberNo: number, earnPoint: number, now = new Date()) {
  await notifyMember(
    env,
    {
      memNo: memberNo,
      kind: 'CONFIRMED',
      title: '구매가 확정되었어요',
      body:
        earnPoint > 0 ? `주문 ${ordNo}의 구매확정으로 ${formatNumber(earnPoint)}P가 적립되었어요.` : `주문 ${ordNo}의 구매가 확정되었어요.`,
      link: `/mypage/manageorder/orderdetail/${ordNo}`,
      dedupKey: `confirmed:${ordNo}`,
    },
    now,
  )
}
