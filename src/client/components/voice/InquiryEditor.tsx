import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { getApi } from '~/client/api'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { btn, field } from '~/client/components/ui'
import type { InquiryDetailAnswer } from '~/shared/api/voice-types'
import { formatNumber } from '~/shared/format'
import { INQUIRY_CATEGORIES, INQUIRY_MAX_FILES, inquiryBody, type InquiryCategory } from '~/shared/schemas/support'
import { PhotoUploader, type PickedFile } from './PhotoUploader'
import { supportQueries } from '~/client/queries/support'

/**
 * The 1:1 inquiry form (customer center /customercenter/qa and my-page privateedit): category, title, content and
 * up to three attachments (JPG/PNG/WEBP/PDF, kept private). Validated by the API's own schema.
 */
export function InquiryEditor({
  editing,
  onDone,
  onCancel,
}: {
  editing?: InquiryDetailAnswer
  onDone: (inquiryNo: number) => void
  onCancel?: () => void
}) {
  const qc = useQueryClient()
  const form = useSchemaForm(inquiryBody)
  const [category, setCategory] = useState<InquiryCategory | ''>(editing?.category ?? '')
  const [title, setTitle] = useState(editing?.title ?? '')
  const [content, setContent] = useState(editing?.content ?? '')
  const [files, setFiles] = useState<PickedFile[]>(editing?.files.map((f) => ({ fileId: f.fileId, url: f.url, name: f.name })) ?? [])
  const [sending, setSending] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const body = form.validate({ category: category || undefined, title, content, fileKeys: files.map((f) => f.fileId) })
    if (!body) return
    setSending(true)
    const r = editing ? await getApi().inquiry.update(editing.inquiryNo, body) : await getApi().support.createInquiry(body)
    setSending(false)
    if (!r.ok) return form.setApiErrors(r.error.errors)
    await qc.invalidateQueries({ queryKey: supportQueries.all })
    onDone(editing ? editing.inquiryNo : (r.data as { inquiryNo: number }).inquiryNo)
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-5 space-y-4 rounded-2xl border border-gray-200 p-4 md:p-6"
      aria-label={editing ? '1:1 문의 수정' : '1:1 문의 작성'}
    >
      <div>
        <label htmlFor="qa-category" className={field.label}>
          문의 유형
        </label>
        <select
          id="qa-category"
          value={category}
          onChange={(e) => setCategory(e.target.value as InquiryCategory)}
          className={field.select}
          aria-invalid={form.error('category') ? true : undefined}
        >
          <option value="" disabled>
            유형을 선택해 주세요
          </option>
          {INQUIRY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {form.error('category') ? (
          <p className={field.error} role="alert">
            {form.error('category')}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="qa-title" className={field.label}>
          제목
        </label>
        <input
          id="qa-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={60}
          className={field.input}
          placeholder="제목을 입력해 주세요"
          aria-invalid={form.error('title') ? true : undefined}
        />
        {form.error('title') ? (
          <p className={field.error} role="alert">
            {form.error('title')}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="qa-content" className={field.label}>
          문의 내용
        </label>
        <textarea
          id="qa-content"
          rows={6}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={2000}
          className={field.textarea}
          placeholder="주문번호나 상품명을 함께 적어 주시면 더 빠르게 도와드릴 수 있어요."
          aria-invalid={form.error('content') ? true : undefined}
        />
        <p className={field.hint}>{formatNumber(content.length)}/2,000자</p>
        {form.error('content') ? (
          <p className={field.error} role="alert">
            {form.error('content')}
          </p>
        ) : null}
      </div>
      <PhotoUploader
        label="첨부 파일"
        value={files}
        onChange={setFiles}
        upload={(fd) => getApi().inquiry.uploadFile(fd)}
        max={INQUIRY_MAX_FILES}
        accept="image/jpeg,image/png,image/webp,application/pdf"
        images={false}
        hint="JPG, PNG, WEBP, PDF · 10MB 이하 · 상담 담당자만 볼 수 있어요."
      />
      {form.error('fileKeys') ? (
        <p className={field.error} role="alert">
          {form.error('fileKeys')}
        </p>
      ) : null}
      {form.error('inquiryNo') ? (
        <p className={field.error} role="alert">
          {form.error('inquiryNo')}
        </p>
      ) : null}
      <p className="text-xs text-gray-500">답변은 영업일 기준 1~2일 안에 마이페이지 1:1 문의 내역에서 확인하실 수 있어요.</p>
      <div className="flex gap-2">
        {onCancel ? (
          <button type="button" className={`${btn.secondary} flex-1 md:flex-none`} onClick={onCancel}>
            취소
          </button>
        ) : null}
        <button type="submit" disabled={sending} className={`${btn.primary} flex-1 md:flex-none`}>
          {sending ? '저장 중…' : editing ? '수정하기' : '문의 등록하기'}
        </button>
      </div>
    </form>
  )
}
