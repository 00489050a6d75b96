import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { getApi } from '~/client/api'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { Modal, btn, field } from '~/client/components/ui'
import type { ReviewPolicy } from '~/shared/api/voice-types'
import { formatNumber } from '~/shared/format'
import { REVIEW_MAX_PHOTOS, REVIEW_TEXT, reviewBody, reviewUpdateBody } from '~/shared/schemas/voice'
import { PhotoUploader, type PickedFile } from './PhotoUploader'
import { StarInput } from './Stars'
import { reviewQueries } from '~/client/queries/voice'

export interface ReviewTarget {
  goodsNm: string
  itemNm: string
  imgSrc: string
  /** A new review of an order line… */
  line?: { ordNo: string; lineNo: number }
  /** …or an edit of my review. */
  review?: { reviewNo: number; score: number; content: string; photos: PickedFile[] }
}

/** Writes or edits a review in a dialog: stars, text (the moderation filter's bounds), up to five photos. */
export function ReviewForm({
  target,
  policy,
  onClose,
  onDone,
}: {
  target: ReviewTarget
  policy: ReviewPolicy
  onClose: () => void
  onDone: (message: string) => void
}) {
  const qc = useQueryClient()
  const editing = !!target.review
  const form = useSchemaForm(editing ? reviewUpdateBody : reviewBody)
  const [score, setScore] = useState(target.review?.score ?? 0)
  const [content, setContent] = useState(target.review?.content ?? '')
  const [photos, setPhotos] = useState<PickedFile[]>(target.review?.photos ?? [])
  const [sending, setSending] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const input = { ...(target.line ?? {}), score, content, photoKeys: photos.map((p) => p.fileId) }
    if (!form.validate(input)) return
    setSending(true)
    const photoKeys = photos.map((p) => p.fileId)
    const r = target.review
      ? await getApi().review.update(target.review.reviewNo, { score, content, photoKeys })
      : await getApi().review.write({ ordNo: target.line!.ordNo, lineNo: target.line!.lineNo, score, content, photoKeys })
    setSending(false)
    if (!r.ok) return form.setApiErrors(r.error.errors)
    await qc.invalidateQueries({ queryKey: reviewQueries.all })
    const points = !editing && 'pointAmt' in r.data ? (r.data as { pointAmt: number }).pointAmt : 0
    onDone(editing ? '후기를 고쳤어요.' : points ? `후기가 등록되었어요. ${formatNumber(points)}P가 적립되었어요.` : '후기가 등록되었어요.')
  }

  return (
    <Modal label={editing ? '후기 수정' : '후기 쓰기'} onClose={onClose} className="w-[min(100vw-2rem,32rem)]">
      <form onSubmit={submit} noValidate className="max-h-[85vh] space-y-5 overflow-y-auto p-5">
        <h2 className="text-lg font-bold">{editing ? '후기 수정' : '후기 쓰기'}</h2>
        <div className="flex items-center gap-3">
          <img src={target.imgSrc} alt="" width={56} height={56} className="size-14 rounded-lg bg-gray-50 object-cover" />
          <div className="min-w-0 text-sm">
            <p className="truncate font-semibold">{target.goodsNm}</p>
            {target.itemNm ? <p className="text-gray-500">{target.itemNm}</p> : null}
          </div>
        </div>
        <StarInput value={score} onChange={setScore} error={form.error('score')} />
        <div>
          <label htmlFor="review-content" className={field.label}>
            후기 내용
          </label>
          <textarea
            id="review-content"
            rows={6}
            value={content}
            maxLength={REVIEW_TEXT.max}
            onChange={(e) => setContent(e.target.value)}
            onBlur={() => form.validateField('content', content)}
            aria-invalid={form.error('content') ? true : undefined}
            aria-describedby="review-content-hint"
            className={field.textarea}
            placeholder="착용감, 디자인, 배송과 피팅은 어떠셨나요? 다른 분들께 도움이 되도록 자세히 남겨 주세요."
          />
          <p id="review-content-hint" className={field.hint}>
            {REVIEW_TEXT.min}자 이상 · {formatNumber(content.length)}/{formatNumber(REVIEW_TEXT.max)}자
          </p>
          {form.error('content') ? (
            <p className={field.error} role="alert">
              {form.error('content')}
            </p>
          ) : null}
        </div>
        <PhotoUploader
          label="사진"
          value={photos}
          onChange={setPhotos}
          upload={(fd) => getApi().review.uploadPhoto(fd)}
          max={REVIEW_MAX_PHOTOS}
          hint={
            editing
              ? 'JPG, PNG, WEBP · 10MB 이하'
              : `사진을 올리면 프리미엄 후기로 ${formatNumber(policy.photoPoint)}P, 글만 쓰면 ${formatNumber(policy.textPoint)}P를 드려요. (JPG, PNG, WEBP · 10MB 이하)`
          }
        />
        {form.error('photoKeys') ? (
          <p className={field.error} role="alert">
            {form.error('photoKeys')}
          </p>
        ) : null}
        {form.error('ordNo') ? (
          <p className={field.error} role="alert">
            {form.error('ordNo')}
          </p>
        ) : null}
        <div className="flex gap-2">
          <button type="button" className={`${btn.secondary} flex-1`} onClick={onClose}>
            취소
          </button>
          <button type="submit" className={`${btn.primary} flex-1`} disabled={sending}>
            {sending ? '저장 중…' : editing ? '수정하기' : '등록하기'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
