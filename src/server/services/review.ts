/** Member reviews: who may write, what they earn, what deleting takes back (the batches are in db/reviews.ts). */
import type { D1Database } from '@cloudflare/workers-types'
import type { ReviewDeleteAnswer, ReviewWriteAnswer } from '../../shared/api/voice-types'
import type { ReviewBody, ReviewUpdateBody } from '../../shared/schemas/voice'
import { GuardError } from '../db/guard'
import { deleteReview, insertReview, lineForReview, myReview, reviewPolicy, updateReview, type PhotoRef } from '../db/reviews'
import { DomainError } from '../domain-error'

const NOT_REVIEWABLE = '배송이 완료되었거나 구매 확정된 상품만 후기를 쓸 수 있어요.'
const ALREADY = '이미 후기를 작성하신 상품이에요. 작성한 후기는 나의 리뷰에서 고칠 수 있어요.'
const REVIEW_NOT_FOUND = () => DomainError.notFound('후기를 찾을 수 없어요.', 'reviewNo')

/** Writes the review of one order line or store purchase line; points at the policy's amount (photo reviews earn the premium amount). */
export async function writeReview(
  db: D1Database,
  memberNo: number,
  b: ReviewBody,
  photos: PhotoRef[],
  now = new Date(),
): Promise<ReviewWriteAnswer> {
  const line = await lineForReview(db, memberNo, b.ordNo, b.lineNo)
  if (!line) throw DomainError.notFound('주문 상품을 찾을 수 없어요.', 'ordNo')
  if (line.reviewed) throw DomainError.conflict(ALREADY, 'ordNo')
  if (line.status === 'REFUNDED') throw DomainError.conflict('환불된 매장 구매 상품은 후기를 쓸 수 없어요.', 'ordNo')
  if (line.status !== '50' && line.status !== '90') throw DomainError.conflict(NOT_REVIEWABLE, 'ordNo')
  const policy = await reviewPolicy(db)
  const pointAmt = photos.length ? policy.photoPoint : policy.textPoint
  try {
    const reviewNo = await insertReview(db, memberNo, b, photos, pointAmt, now)
    return { reviewNo, pointAmt }
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    // a concurrent submit of the same line won (UNIQUE line or ledger key), or the line changed state meanwhile
    if (e.guard.startsWith('unique:')) throw DomainError.conflict(ALREADY, 'ordNo')
    throw DomainError.conflict(NOT_REVIEWABLE, 'ordNo')
  }
}

export async function editReview(
  db: D1Database,
  memberNo: number,
  reviewNo: number,
  b: ReviewUpdateBody,
  photos: PhotoRef[],
  now = new Date(),
) {
  try {
    await updateReview(db, memberNo, reviewNo, b, photos, now)
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'review.mine') throw REVIEW_NOT_FOUND()
    throw e
  }
}

/** Deletes my review; inside the policy's window the points it paid are taken back in the same batch. */
export async function removeReview(db: D1Database, memberNo: number, reviewNo: number, now = new Date()): Promise<ReviewDeleteAnswer> {
  const review = await myReview(db, memberNo, reviewNo)
  if (!review) throw REVIEW_NOT_FOUND()
  const policy = await reviewPolicy(db)
  const inWindow = now.getTime() - Date.parse(review.reg_dttm) <= policy.withdrawDays * 86_400_000
  const withdraw = inWindow ? review.point_amt : 0
  try {
    await deleteReview(db, memberNo, review, withdraw, now)
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    if (e.guard === 'points')
      throw DomainError.conflict(
        `이 후기로 받은 포인트 ${withdraw.toLocaleString('ko-KR')}P를 이미 사용하셔서 지금은 삭제할 수 없어요. 고객센터로 문의해 주세요.`,
        'reviewNo',
      )
    throw REVIEW_NOT_FOUND()
  }
  return { withdrawnPoint: withdraw }
}
