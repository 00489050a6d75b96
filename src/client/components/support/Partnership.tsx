import { Link } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { partnershipBody } from '~/shared/schemas/support'
import { getApi } from '../../api'
import { fieldErrors } from '../../hooks/useSchemaForm'
import { btn, field } from '~/client/components/ui'
import { CcPage } from '~/client/components/support/CcPage'

type Field = 'company' | 'contactName' | 'phone' | 'email' | 'content' | 'privacyAgree' | 'form'
const FIELDS: Array<[Exclude<Field, 'privacyAgree' | 'form'>, string, string, string]> = [
  ['company', '회사명', 'text', '예: (주)다비치'],
  ['contactName', '담당자 이름', 'text', '이름을 입력해 주세요'],
  ['phone', '연락처', 'tel', '숫자만 입력해 주세요'],
  ['email', '이메일', 'email', 'example@company.com'],
]

export function PartnershipForm() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sent, setSent] = useState(false)
  const m = useMutation({ mutationFn: async (b: v.InferOutput<typeof partnershipBody>) => getApi().support.partnership(b) })
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const input = Object.fromEntries(FIELDS.map(([k]) => [k, String(f.get(k) ?? '')]))
    const parsed = v.safeParse(partnershipBody, {
      ...input,
      content: String(f.get('content') ?? ''),
      privacyAgree: f.get('privacyAgree') === 'on',
    })
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues) as Partial<Record<Field, string>>)
    setErrors({})
    const r = await m.mutateAsync(parsed.output)
    if (!r.ok) return setErrors({ form: r.error.errors[0]?.reason ?? '제휴 문의를 보내지 못했어요. 잠시 후 다시 시도해 주세요.' })
    setSent(true)
  }
  if (sent) {
    return (
      <CcPage title="제휴 문의">
        <div className="mt-6 rounded-2xl bg-brand-50 p-6 text-center" role="status">
          <p className="text-lg font-bold text-brand-900">제휴 문의가 접수되었어요</p>
          <p className="mt-2 text-sm text-brand-800">보내 주신 내용을 검토한 뒤 담당자가 영업일 기준 5일 안에 연락드릴게요. 감사합니다.</p>
          <Link to="/main" className={`${btn.secondary} mt-5`}>
            홈으로 가기
          </Link>
        </div>
      </CcPage>
    )
  }
  return (
    <CcPage title="제휴 문의" lead="다비치마켓과 함께할 파트너를 기다립니다. 입점, 공동 마케팅, 기업 복지 제휴 모두 환영해요.">
      <form onSubmit={submit} noValidate className="mt-5 space-y-4" aria-label="제휴 문의">
        <div className="grid gap-4 md:grid-cols-2">
          {FIELDS.map(([k, label, type, ph]) => (
            <div key={k}>
              <label htmlFor={`pt-${k}`} className={field.label}>
                {label}
              </label>
              <input
                id={`pt-${k}`}
                name={k}
                type={type}
                placeholder={ph}
                className={field.input}
                aria-invalid={!!errors[k]}
                inputMode={k === 'phone' ? 'numeric' : undefined}
              />
              {errors[k] ? (
                <p className={field.error} role="alert">
                  {errors[k]}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <div>
          <label htmlFor="pt-content" className={field.label}>
            제안 내용
          </label>
          <textarea
            id="pt-content"
            name="content"
            rows={7}
            maxLength={3000}
            className={field.textarea}
            placeholder="제휴 분야와 제안하시는 내용을 자유롭게 적어 주세요."
            aria-invalid={!!errors.content}
          />
          {errors.content ? (
            <p className={field.error} role="alert">
              {errors.content}
            </p>
          ) : null}
        </div>
        <div className="rounded-xl bg-gray-50 p-4 text-xs leading-relaxed text-gray-600">
          <p className="font-semibold text-gray-800">개인정보 수집·이용 안내</p>
          <p className="mt-1">
            수집 항목: 회사명, 담당자 이름, 연락처, 이메일 · 이용 목적: 제휴 검토 및 회신 · 보관 기간: 접수일로부터 1년 후 파기. 동의하지
            않으실 수 있으나, 이 경우 제휴 문의를 접수할 수 없어요.
          </p>
          <label className="mt-3 flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" name="privacyAgree" className="h-5 w-5 accent-brand-600" />
            개인정보 수집·이용에 동의합니다. (필수)
          </label>
          {errors.privacyAgree ? (
            <p className={field.error} role="alert">
              {errors.privacyAgree}
            </p>
          ) : null}
        </div>
        {errors.form ? (
          <p className={field.error} role="alert">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" disabled={m.isPending} className={`${btn.primary} w-full md:w-auto`}>
          {m.isPending ? '보내는 중…' : '제휴 문의 보내기'}
        </button>
      </form>
    </CcPage>
  )
}
