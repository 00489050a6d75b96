import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Badge, btn, field, FormError } from '~/client/components/ui'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { consoleCall } from '~/client/console/api'
import { QueryError } from '~/client/console/QueryError'
import { consoleQueries } from '~/client/console/queries'
import { ReasonAction } from '~/client/console/ReasonAction'
import type { AnswerConflict, InboxDetail, InboxItem } from '~/shared/api/admin-types'
import { formatNumber, formatServerTime } from '~/shared/format'
import { answerSchema } from '~/shared/schemas/admin'

const route = getRouteApi('/admin/cs/inquiries/$no')

/** One question: the asker (masked, reveal with a reason), recent orders, attachments, and the answer (or its edit). */
export function InquiryAnswer() {
  const { no } = route.useParams()
  const q = useQuery(consoleQueries.get<InboxDetail>(`/cs/inquiries/${no}`))
  // Kept here: the answer form starts over (new key) once the saved answer comes back.
  const [saved, setSaved] = useState<string | null>(null)
  if (q.isError) return <QueryError title="문의를 불러오지 못했습니다." error={q.error} onRetry={() => q.refetch()} />
  if (!q.data) return <div className="skeleton h-96 rounded-xl" aria-busy="true" />
  const { item, member, orders, files } = q.data
  return (
    <div className="grid gap-5 xl:grid-cols-[1fr_340px]">
      <div className="min-w-0 space-y-4">
        <Link to="/admin/cs/inquiries" className="text-sm text-brand-700 hover:underline">
          ← 문의함
        </Link>
        <section className="rounded-xl border border-gray-200 bg-white p-5">
          <div className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
            {item.state === 'WAITING' ? <Badge tone="accent">답변대기</Badge> : <Badge tone="brand">답변완료</Badge>}
            <span>{item.kind === 'qna' ? '상품 문의' : `1:1 문의 · ${item.category}`}</span>
            <span>{formatServerTime(item.regDttm)} 접수</span>
            {item.secret ? <Badge>비밀글</Badge> : null}
          </div>
          <h1 className="mt-2 text-lg font-bold">{item.title}</h1>
          {item.goods ? (
            <p className="mt-1 text-sm text-gray-700">
              상품: {item.goods.goodsNm} ({item.goods.goodsNo})
            </p>
          ) : null}
          <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-gray-900">{item.body}</p>
          {files.length ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="첨부 파일">
              {files.map((f) => (
                <li key={f.seq}>
                  <a className={btn.small} href={`/admin/api/cs/inquiries/${item.no}/files/${f.seq}`} target="_blank" rel="noopener">
                    {f.name} ({formatNumber(Math.ceil(f.size / 1024))}KB)
                  </a>
                </li>
              ))}
              <li className="self-center text-xs text-gray-500">첨부를 열면 접근 기록에 남습니다.</li>
            </ul>
          ) : null}
        </section>
        <AnswerForm key={`${item.no}-${item.answerEditDttm ?? item.answerDttm ?? ''}`} item={item} saved={saved} onSaved={setSaved} />
      </div>
      <aside className="space-y-4" aria-label="문의한 회원">
        <section className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
          <h2 className="text-sm font-bold">문의한 회원</h2>
          <dl className="mt-2 grid grid-cols-[72px_1fr] gap-y-1.5">
            <dt className="text-gray-600">이름</dt>
            <dd>{member.name}</dd>
            <dt className="text-gray-600">아이디</dt>
            <dd>{member.loginId}</dd>
            <dt className="text-gray-600">휴대폰</dt>
            <dd>
              <Reveal memberNo={member.memberNo} field="mobile" masked={member.mobile} />
            </dd>
            <dt className="text-gray-600">이메일</dt>
            <dd>{member.email || '-'}</dd>
            <dt className="text-gray-600">등급</dt>
            <dd>{member.grade}</dd>
            <dt className="text-gray-600">포인트</dt>
            <dd>{formatNumber(member.pointBalance)}P</dd>
          </dl>
          <Link
            to="/admin/cs/members/$memberNo"
            params={{ memberNo: String(member.memberNo) }}
            className="mt-3 inline-block text-xs text-brand-700 hover:underline"
          >
            회원 상세 보기 →
          </Link>
        </section>
        <section className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
          <h2 className="text-sm font-bold">최근 주문</h2>
          {orders.length ? (
            <ul className="mt-2 divide-y divide-gray-100">
              {orders.map((o) => (
                <li key={o.ordNo} className="py-2">
                  <Link
                    to="/admin/cs/members/$memberNo"
                    params={{ memberNo: String(member.memberNo) }}
                    hash={`order-${o.ordNo}`}
                    className="font-mono text-xs text-brand-700 hover:underline"
                  >
                    {o.ordNo}
                  </Link>
                  <p className="text-xs text-gray-700">
                    {o.goodsSummary} · {formatNumber(o.payAmt)}원
                  </p>
                  <p className="text-xs text-gray-500">
                    {formatServerTime(o.regDttm)} · {o.statusName}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-xs text-gray-600">주문 내역이 없습니다.</p>
          )}
        </section>
      </aside>
    </div>
  )
}

function Reveal({ memberNo, field: f, masked }: { memberNo: number; field: 'mobile' | 'name' | 'email' | 'address'; masked: string }) {
  const [value, setValue] = useState<string | null>(null)
  if (value !== null) return <span className="font-medium">{value || '-'}</span>
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{masked || '-'}</span>
      <ReasonAction
        label="전체 보기"
        confirmLabel="열람"
        placeholder="열람 사유 (예: 배송 안내 전화)"
        run={async (reason) => {
          const r = await consoleCall<{ value: string }>(`/cs/members/${memberNo}/reveal`, { json: { field: f, reason } })
          if (!r.ok) return r.error.errors[0]?.reason ?? '열람하지 못했습니다.'
          setValue(r.data.value)
          return null
        }}
      />
    </span>
  )
}

function AnswerForm({ item, saved, onSaved }: { item: InboxItem; saved: string | null; onSaved: (message: string) => void }) {
  const qc = useQueryClient()
  const form = useSchemaForm(answerSchema)
  const editing = item.state === 'ANSWERED'
  const [open, setOpen] = useState(!editing)
  const [text, setText] = useState(item.answer ?? '')
  const [conflict, setConflict] = useState<InboxItem | null>(null)
  const answer = useMutation({
    mutationFn: (body: unknown) =>
      consoleCall<InboxItem>(`/cs/inquiries/${item.no}/answer`, { method: editing ? 'PUT' : 'POST', json: body }),
    onSuccess: async (r) => {
      if (!r.ok) {
        if (r.status === 409 && 'current' in r.error) setConflict((r.error as unknown as AnswerConflict).current)
        form.setApiErrors(r.error.errors)
        return
      }
      onSaved(
        editing
          ? '답변을 고쳤습니다. 회원에게 수정 시각이 함께 보입니다.'
          : '답변을 등록했습니다. 회원에게 알림과 문자가 한 번 발송됩니다.',
      )
      await qc.invalidateQueries({ queryKey: consoleQueries.all })
    },
  })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate({ answer: text, ...(editing ? { expectedAnswerDttm: item.answerEditDttm ?? item.answerDttm ?? '' } : {}) })
    if (body) answer.mutate(body)
  }
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="answer-title">
      <h2 id="answer-title" className="text-base font-bold">
        답변
      </h2>
      {saved ? (
        <p role="status" className="mt-2 text-sm font-medium text-brand-700">
          {saved}
        </p>
      ) : null}
      {editing && !open ? (
        <>
          <p className="mt-2 whitespace-pre-line rounded-lg bg-gray-50 p-3 text-sm leading-relaxed">{item.answer}</p>
          <p className="mt-1 text-xs text-gray-500">
            {formatServerTime(item.answerDttm)} {item.answerBy ?? ''} 답변
            {item.answerEditDttm ? ` · ${formatServerTime(item.answerEditDttm)} 수정` : ''}
          </p>
          <button type="button" className={`${btn.small} mt-3`} onClick={() => setOpen(true)}>
            답변 고치기
          </button>
        </>
      ) : (
        <form onSubmit={submit} className="mt-3" noValidate>
          <label htmlFor="answer" className={field.label}>
            {editing ? '고친 답변' : '답변 내용'}
          </label>
          <textarea
            id="answer"
            rows={8}
            className={field.textarea}
            value={text}
            onChange={(e) => (setText(e.target.value), form.clear('answer'))}
            aria-invalid={form.error('answer') ? true : undefined}
            aria-describedby="answer-error"
          />
          <p id="answer-error" role="alert" className={`${field.error} empty:hidden`}>
            {form.error('answer') ?? ''}
          </p>
          <FormError message={form.error('expectedAnswerDttm')} />
          {conflict ? (
            <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
              <p className="font-semibold">먼저 저장된 답변 ({conflict.answerBy ?? '다른 상담원'})</p>
              <p className="mt-1 whitespace-pre-line">{conflict.answer}</p>
              <button type="button" className={`${btn.small} mt-2`} onClick={() => qc.invalidateQueries({ queryKey: consoleQueries.all })}>
                저장된 답변으로 보기
              </button>
            </div>
          ) : null}
          <div className="mt-3 flex gap-2">
            <button type="submit" className={btn.smallPrimary} disabled={answer.isPending}>
              {answer.isPending ? '저장 중…' : editing ? '고친 답변 저장' : '답변 등록'}
            </button>
            {editing ? (
              <button type="button" className={btn.small} onClick={() => setOpen(false)}>
                취소
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  )
}
