import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { displayDate } from '~/shared/format'
import { INQUIRY_CATEGORIES, inquiryBody } from '~/shared/schemas/support'
import { getApi } from '../../api'
import { fieldErrors } from '../../hooks/useSchemaForm'
import { memberQueries } from '../../queries/member'
import { supportQueries } from '../../queries/support'
import { EmptyState, ErrorState, btn, field } from '~/client/components/ui'
import { CcPage } from '~/client/components/support/CcPage'
import { CcListSkeleton } from './Skeletons'

type Errors = Partial<Record<'category' | 'title' | 'content' | 'form', string>>

function InquiryForm({ onDone }: { onDone: () => void }) {
  const qc = useQueryClient()
  const [errors, setErrors] = useState<Errors>({})
  const m = useMutation({
    mutationFn: async (body: v.InferOutput<typeof inquiryBody>) => getApi().support.createInquiry(body),
  })
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const f = new FormData(form)
    const parsed = v.safeParse(inquiryBody, { category: f.get('category') || undefined, title: f.get('title') ?? '', content: f.get('content') ?? '' })
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues) as Errors)
    setErrors({})
    const r = await m.mutateAsync(parsed.output)
    if (!r.ok) {
      setErrors({ form: r.error.errors[0]?.reason ?? '문의를 등록하지 못했어요. 잠시 후 다시 시도해 주세요.' })
      return
    }
    form.reset()
    await qc.invalidateQueries({ queryKey: ['support', 'inquiries'] })
    onDone()
  }
  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4 rounded-2xl border border-gray-200 p-4 md:p-6" aria-label="1:1 문의 작성">
      <div>
        <label htmlFor="qa-category" className={field.label}>문의 유형</label>
        <select id="qa-category" name="category" defaultValue="" className={field.select} aria-invalid={!!errors.category}>
          <option value="" disabled>유형을 선택해 주세요</option>
          {INQUIRY_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        {errors.category ? <p className={field.error} role="alert">{errors.category}</p> : null}
      </div>
      <div>
        <label htmlFor="qa-title" className={field.label}>제목</label>
        <input id="qa-title" name="title" maxLength={60} className={field.input} placeholder="제목을 입력해 주세요" aria-invalid={!!errors.title} />
        {errors.title ? <p className={field.error} role="alert">{errors.title}</p> : null}
      </div>
      <div>
        <label htmlFor="qa-content" className={field.label}>문의 내용</label>
        <textarea id="qa-content" name="content" rows={6} maxLength={2000} className={field.textarea} placeholder="주문번호나 상품명을 함께 적어 주시면 더 빠르게 도와드릴 수 있어요." aria-invalid={!!errors.content} />
        {errors.content ? <p className={field.error} role="alert">{errors.content}</p> : null}
      </div>
      {errors.form ? <p className={field.error} role="alert">{errors.form}</p> : null}
      <p className="text-xs text-gray-500">답변은 영업일 기준 1~2일 안에 이 페이지에서 확인하실 수 있어요.</p>
      <button type="submit" disabled={m.isPending} className={`${btn.primary} w-full md:w-auto`}>{m.isPending ? '등록 중…' : '문의 등록하기'}</button>
    </form>
  )
}

function InquiryList() {
  const q = useQuery(supportQueries.inquiries(1))
  if (q.isPending) return <CcListSkeleton rows={3} title={false} />
  if (q.isError) return <ErrorState title="문의 내역을 불러오지 못했어요" action={<button type="button" onClick={() => void q.refetch()} className={btn.secondary}>다시 시도</button>} />
  if (!q.data.list.length) return <EmptyState title="아직 남기신 문의가 없어요">궁금한 점이 있으면 언제든 문의를 남겨 주세요.</EmptyState>
  return (
    <ul className="mt-3 divide-y divide-gray-100 border-y border-gray-200" aria-label="나의 문의 내역">
      {q.data.list.map((i) => (
        <li key={i.inquiryNo}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-start gap-3 px-1 py-4 [&::-webkit-details-marker]:hidden">
              <span className={`mt-0.5 shrink-0 rounded px-1.5 py-0.5 text-[11px] font-bold ${i.answerState === 'ANSWERED' ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-600'}`}>
                {i.answerState === 'ANSWERED' ? '답변 완료' : '답변 대기'}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[15px] text-gray-900">{i.title}</span>
                <span className="mt-1 block text-xs text-gray-500">{i.category} · {displayDate(i.regDttm)}</span>
              </span>
            </summary>
            <div className="mb-3 space-y-3 rounded-xl bg-gray-50 p-4 text-sm leading-relaxed text-gray-700">
              <p className="whitespace-pre-line">{i.content}</p>
              {i.answer ? (
                <div className="border-t border-gray-200 pt-3">
                  <p className="font-bold text-brand-700">다비치마켓 답변 <span className="font-normal text-gray-500">{displayDate(i.answerDttm)}</span></p>
                  <p className="mt-1 whitespace-pre-line">{i.answer}</p>
                </div>
              ) : (
                <p className="text-gray-500">담당자가 확인하고 있어요. 조금만 기다려 주세요.</p>
              )}
            </div>
          </details>
        </li>
      ))}
    </ul>
  )
}

export function InquiryPage() {
  const member = useQuery(memberQueries.info())
  const [writing, setWriting] = useState(false)
  const [done, setDone] = useState(false)
  if (member.isPending) return <CcListSkeleton rows={3} />
  if (!member.data) {
    return (
      <CcPage title="1:1 문의">
        <EmptyState title="로그인 후 1:1 문의를 남길 수 있어요" action={<Link to="/account/signin" search={{ returnUrl: '/customercenter/qa' }} className={btn.primary}>로그인하기</Link>}>
          주문·배송·상품에 대해 궁금한 점을 남겨 주시면 꼼꼼히 답변해 드릴게요.
        </EmptyState>
      </CcPage>
    )
  }
  return (
    <CcPage title="1:1 문의" lead="궁금한 점을 남겨 주시면 담당자가 확인 후 답변해 드려요.">
      {done ? <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800" role="status">문의가 등록되었어요. 답변이 달리면 아래 내역에서 확인하실 수 있어요.</p> : null}
      {writing ? (
        <InquiryForm onDone={() => { setWriting(false); setDone(true) }} />
      ) : (
        <button type="button" onClick={() => { setWriting(true); setDone(false) }} className={`${btn.primary} mt-5 w-full md:w-auto`}>1:1 문의 작성하기</button>
      )}
      <h2 className="mt-8 text-base font-bold">나의 문의 내역</h2>
      <InquiryList />
    </CcPage>
  )
}
