import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { qnaQueries } from '~/client/queries/voice'
import type { QnaItem } from '~/shared/api/voice-types'
import { displayDate, formatServerTime } from '~/shared/format'
import { AnswerBadge, Pager } from './bits'
import { QnaForm } from './QnaForm'

/** 상품 문의: my questions on goods, with the answer; edit and delete while unanswered. */
export function MyQna({ page }: { page: number }) {
  const q = useQuery(qnaQueries.mine(page))
  const qc = useQueryClient()
  const dialog = useDialog()
  const [editing, setEditing] = useState<QnaItem | null>(null)
  if (q.isPending) return <ListSkeleton rows={3} media />
  if (q.isError)
    return (
      <ErrorState
        title="상품 문의를 불러오지 못했어요."
        action={
          <button type="button" className={btn.secondary} onClick={() => void q.refetch()}>
            다시 시도
          </button>
        }
      />
    )
  if (!q.data.list.length)
    return (
      <EmptyState
        title="남기신 상품 문의가 없어요"
        action={
          <Link to="/main" className={btn.secondary}>
            상품 둘러보기
          </Link>
        }
      >
        상품 페이지의 Q&amp;A 탭에서 궁금한 점을 물어보세요.
      </EmptyState>
    )

  async function remove(item: QnaItem) {
    if (!(await dialog.confirm('이 문의를 삭제할까요?', { confirmLabel: '삭제' }))) return
    const r = await getApi().qna.remove(item.qnaNo)
    if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '문의를 삭제하지 못했어요.')
    await qc.invalidateQueries({ queryKey: qnaQueries.all })
  }

  return (
    <>
      <p className="mb-3 text-sm text-gray-600">총 {q.data.totalCount}건</p>
      <ul className="space-y-3" aria-label="나의 상품 문의">
        {q.data.list.map((item) => (
          <li key={item.qnaNo} className="rounded-2xl border border-gray-200 p-4">
            <div className="flex items-center gap-3">
              <img src={item.imgSrc} alt="" width={48} height={48} className="size-12 rounded-lg bg-gray-50 object-cover" />
              <div className="min-w-0 flex-1">
                <Link to="/products/$id" params={{ id: item.goodsNo }} hash="qna" className="line-clamp-1 text-sm font-semibold">
                  {item.goodsNm}
                </Link>
                <p className="mt-1 flex items-center gap-1.5 text-xs text-gray-500">
                  <AnswerBadge state={item.answerState} />
                  {item.secret ? <span>비밀글</span> : null}
                  <span>{displayDate(item.regDate)}</span>
                </p>
              </div>
            </div>
            <p className="mt-3 whitespace-pre-line text-sm text-gray-800">
              <span className="mr-1 font-bold text-brand-700">Q.</span>
              {item.question}
            </p>
            {item.answer ? (
              <div className="mt-3 rounded-xl bg-gray-50 p-3 text-sm text-gray-800">
                <p className="whitespace-pre-line">
                  <span className="mr-1 font-bold text-accent">A.</span>
                  {item.answer}
                </p>
                <p className="mt-1 text-xs text-gray-500">
                  {displayDate(item.answerDttm)} 답변
                  {item.answerEditDttm ? ` · ${formatServerTime(item.answerEditDttm)} 수정됨` : ''}
                </p>
              </div>
            ) : (
              <div className="mt-3 flex justify-end gap-2">
                <button type="button" className={btn.small} onClick={() => setEditing(item)}>
                  수정
                </button>
                <button type="button" className={btn.small} onClick={() => void remove(item)}>
                  삭제
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Pager page={page} total={q.data.totalCount} rows={q.data.rows} to="/mypage/myactivity/productinquiry" />
      {editing ? (
        <QnaForm goodsNo={editing.goodsNo} editing={editing} onClose={() => setEditing(null)} onDone={() => setEditing(null)} />
      ) : null}
    </>
  )
}
