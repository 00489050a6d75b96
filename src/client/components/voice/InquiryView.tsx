import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { inquiryQueries } from '~/client/queries/voice'
import { displayDate, formatNumber, formatServerTime } from '~/shared/format'
import { AnswerBadge } from './bits'
import { supportQueries } from '~/client/queries/support'

const backToList = (
  <Link to="/mypage/myactivity/privateinquiry" className={btn.secondary}>
    문의 내역으로
  </Link>
)

/** privateview: the question, its attachments (private, owner-only links) and the answer; edit/delete while waiting. */
export function InquiryView({ no }: { no: number | undefined }) {
  const q = useQuery({ ...inquiryQueries.detail(String(no ?? 0)), enabled: !!no })
  const qc = useQueryClient()
  const dialog = useDialog()
  const navigate = useNavigate()
  if (!no)
    return (
      <EmptyState title="문의를 찾을 수 없어요" action={backToList}>
        문의 내역에서 다시 골라 주세요.
      </EmptyState>
    )
  if (q.isPending) return <ListSkeleton rows={2} />
  if (q.isError) return <ErrorState title="문의를 불러오지 못했어요." action={backToList} />
  const i = q.data

  async function remove() {
    if (!(await dialog.confirm('이 문의를 삭제할까요? 첨부 파일도 함께 삭제돼요.', { confirmLabel: '삭제' }))) return
    const r = await getApi().inquiry.remove(i.inquiryNo)
    if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '문의를 삭제하지 못했어요.')
    await qc.invalidateQueries({ queryKey: supportQueries.all })
    await navigate({ to: '/mypage/myactivity/privateinquiry' })
  }

  return (
    <article className="rounded-2xl border border-gray-200 p-4 md:p-6">
      <div className="flex items-center gap-2 text-xs text-gray-500">
        <AnswerBadge state={i.answerState} />
        <span>{i.category}</span>
        <span>{displayDate(i.regDttm)}</span>
      </div>
      <h2 className="mt-2 text-lg font-bold">{i.title}</h2>
      <p className="mt-3 whitespace-pre-line text-[15px] leading-relaxed text-gray-800">{i.content}</p>
      {i.files.length ? (
        <ul className="mt-4 space-y-1.5" aria-label="첨부 파일">
          {i.files.map((f) => (
            <li key={f.seq}>
              <a
                href={f.url}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1.5 rounded-lg border border-gray-200 px-3 py-2 text-sm text-gray-800 hover:bg-gray-50"
              >
                <span aria-hidden="true">📎</span>
                {f.name} <span className="text-xs text-gray-500">({formatNumber(Math.ceil(f.size / 1024))}KB)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <section className="mt-6 rounded-xl bg-gray-50 p-4" aria-label="답변">
        {i.answer ? (
          <>
            <p className="font-bold text-brand-700">
              다비치마켓 답변{' '}
              <span className="text-sm font-normal text-gray-500">
                {displayDate(i.answerDttm)}
                {i.answerEditDttm ? ` · ${formatServerTime(i.answerEditDttm)} 수정됨` : ''}
              </span>
            </p>
            <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-gray-800">{i.answer}</p>
          </>
        ) : (
          <p className="text-sm text-gray-600">담당자가 확인하고 있어요. 답변이 등록되면 알려 드릴게요.</p>
        )}
      </section>
      <div className="mt-5 flex flex-wrap gap-2">
        {backToList}
        {i.editable ? (
          <>
            <Link to="/mypage/myactivity/privateedit" search={{ no: i.inquiryNo }} className={btn.secondary}>
              수정
            </Link>
            <button type="button" className={btn.secondary} onClick={() => void remove()}>
              삭제
            </button>
          </>
        ) : null}
      </div>
    </article>
  )
}
