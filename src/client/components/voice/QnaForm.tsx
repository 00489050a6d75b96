import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { getApi } from '~/client/api'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { Checkbox, Modal, btn, field } from '~/client/components/ui'
import type { QnaItem } from '~/shared/api/voice-types'
import { formatNumber } from '~/shared/format'
import { QNA_TEXT, qnaBody } from '~/shared/schemas/voice'
import { qnaQueries } from '~/client/queries/voice'

/** Asks (or edits) a goods question in a dialog: the text and whether it is secret. */
export function QnaForm({
  goodsNo,
  editing,
  onClose,
  onDone,
}: {
  goodsNo: string
  editing?: QnaItem
  onClose: () => void
  onDone: (message: string) => void
}) {
  const qc = useQueryClient()
  const form = useSchemaForm(qnaBody)
  const [question, setQuestion] = useState(editing?.question ?? '')
  const [secret, setSecret] = useState(editing?.secret ?? false)
  const [sending, setSending] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!form.validate({ goodsNo, question, secret })) return
    setSending(true)
    const r = editing
      ? await getApi().qna.update(editing.qnaNo, { question, secret })
      : await getApi().qna.ask({ goodsNo, question, secret })
    setSending(false)
    if (!r.ok) return form.setApiErrors(r.error.errors)
    await qc.invalidateQueries({ queryKey: qnaQueries.all })
    onDone(editing ? '문의를 고쳤어요.' : '문의가 등록되었어요. 답변이 달리면 마이페이지 > 상품 문의에서도 볼 수 있어요.')
  }

  return (
    <Modal label={editing ? '상품 문의 수정' : '상품 문의하기'} onClose={onClose} className="w-[min(100vw-2rem,30rem)]">
      <form onSubmit={submit} noValidate className="space-y-4 p-5">
        <h2 className="text-lg font-bold">{editing ? '상품 문의 수정' : '상품 문의하기'}</h2>
        <div>
          <label htmlFor="qna-question" className={field.label}>
            문의 내용
          </label>
          <textarea
            id="qna-question"
            rows={5}
            value={question}
            maxLength={QNA_TEXT.max}
            onChange={(e) => setQuestion(e.target.value)}
            aria-invalid={form.error('question') ? true : undefined}
            className={field.textarea}
            placeholder="사이즈, 재질, 배송 등 궁금한 점을 남겨 주세요. 개인정보는 적지 말아 주세요."
          />
          <p className={field.hint}>
            {formatNumber(question.length)}/{formatNumber(QNA_TEXT.max)}자
          </p>
          {form.error('question') ? (
            <p className={field.error} role="alert">
              {form.error('question')}
            </p>
          ) : null}
          {form.error('goodsNo') ? (
            <p className={field.error} role="alert">
              {form.error('goodsNo')}
            </p>
          ) : null}
        </div>
        <Checkbox label="비밀글로 문의하기 (나만 볼 수 있어요)" checked={secret} onChange={(e) => setSecret(e.currentTarget.checked)} />
        <div className="flex gap-2">
          <button type="button" className={`${btn.secondary} flex-1`} onClick={onClose}>
            취소
          </button>
          <button type="submit" className={`${btn.primary} flex-1`} disabled={sending}>
            {sending ? '저장 중…' : editing ? '수정하기' : '문의 등록'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
