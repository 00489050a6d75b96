import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { displayDate, formatServerTime } from '~/shared/format'
import { memberQueries } from '../../queries/member'
import { supportQueries } from '../../queries/support'
import { EmptyState, ErrorState, btn } from '~/client/components/ui'
import { InquiryEditor } from '~/client/components/voice/InquiryEditor'
import { CcPage } from '~/client/components/support/CcPage'
import { CcListSkeleton } from './Skeletons'

function InquiryList() {
  const q = useQuery(supportQueries.inquiries(1))
  if (q.isPending) return <CcListSkeleton rows={3} title={false} />
  if (q.isError)
    return (
      <ErrorState
        title="문의 내역을 불러오지 못했어요"
        action={
          <button type="button" onClick={() => void q.refetch()} className={btn.secondary}>
            다시 시도
          </button>
        }
      />
    )
  if (!q.data.list.length) return <EmptyState title="아직 남기신 문의가 없어요">궁금한 점이 있으면 언제든 문의를 남겨 주세요.</EmptyState>
  return (
    <ul className="mt-3 divide-y divide-gray-100 border-y border-gray-200" aria-label="나의 문의 내역">
      {q.data.list.map((i) => (
        <li key={i.inquiryNo}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-start gap-3 px-1 py-4 [&::-webkit-details-marker]:hidden">
              <span
                className={`mt-0.5 shrink-0 rounded px-1.5 py-0.5 text-[11px] font-bold ${i.answerState === 'ANSWERED' ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-600'}`}
              >
                {i.answerState === 'ANSWERED' ? '답변 완료' : '답변 대기'}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[15px] text-gray-900">{i.title}</span>
                <span className="mt-1 block text-xs text-gray-500">
                  {i.category} · {displayDate(i.regDttm)}
                </span>
              </span>
            </summary>
            <div className="mb-3 space-y-3 rounded-xl bg-gray-50 p-4 text-sm leading-relaxed text-gray-700">
              <p className="whitespace-pre-line">{i.content}</p>
              {i.answer ? (
                <div className="border-t border-gray-200 pt-3">
                  <p className="font-bold text-brand-700">
                    다비치마켓 답변{' '}
                    <span className="font-normal text-gray-500">
                      {displayDate(i.answerDttm)}
                      {i.answerEditDttm ? ` · ${formatServerTime(i.answerEditDttm)} 수정됨` : ''}
                    </span>
                  </p>
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
        <EmptyState
          title="로그인 후 1:1 문의를 남길 수 있어요"
          action={
            <Link to="/account/signin" search={{ returnUrl: '/customercenter/qa' }} className={btn.primary}>
              로그인하기
            </Link>
          }
        >
          주문·배송·상품에 대해 궁금한 점을 남겨 주시면 꼼꼼히 답변해 드릴게요.
        </EmptyState>
      </CcPage>
    )
  }
  return (
    <CcPage title="1:1 문의" lead="궁금한 점을 남겨 주시면 담당자가 확인 후 답변해 드려요.">
      {done ? (
        <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800" role="status">
          문의가 등록되었어요. 답변이 달리면 아래 내역에서 확인하실 수 있어요.
        </p>
      ) : null}
      {writing ? (
        <InquiryEditor
          onCancel={() => setWriting(false)}
          onDone={() => {
            setWriting(false)
            setDone(true)
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setWriting(true)
            setDone(false)
          }}
          className={`${btn.primary} mt-5 w-full md:w-auto`}
        >
          1:1 문의 작성하기
        </button>
      )}
      <div className="mt-8 flex items-center justify-between">
        <h2 className="text-base font-bold">나의 문의 내역</h2>
        <Link to="/mypage/myactivity/privateinquiry" className="text-sm text-gray-600 underline">
          전체 보기
        </Link>
      </div>
      <InquiryList />
    </CcPage>
  )
}
