import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { inquiryQueries } from '~/client/queries/voice'
import { InquiryEditor } from './InquiryEditor'

/** privateedit: the inquiry form filled in, while the inquiry waits for its answer. */
export function InquiryEdit({ no }: { no: number | undefined }) {
  const q = useQuery({ ...inquiryQueries.detail(String(no ?? 0)), enabled: !!no })
  const navigate = useNavigate()
  const back = (
    <Link to="/mypage/myactivity/privateinquiry" className={btn.secondary}>
      문의 내역으로
    </Link>
  )
  if (!no)
    return (
      <EmptyState title="문의를 찾을 수 없어요" action={back}>
        문의 내역에서 다시 골라 주세요.
      </EmptyState>
    )
  if (q.isPending) return <ListSkeleton rows={3} />
  if (q.isError) return <ErrorState title="문의를 불러오지 못했어요." action={back} />
  if (!q.data.editable)
    return (
      <EmptyState
        title="답변이 달린 문의는 고칠 수 없어요"
        action={
          <Link to="/mypage/myactivity/privateview" search={{ no }} className={btn.primary}>
            답변 보기
          </Link>
        }
      >
        더 궁금한 점은 새 문의로 남겨 주세요.
      </EmptyState>
    )
  return (
    <InquiryEditor
      editing={q.data}
      onCancel={() => void navigate({ to: '/mypage/myactivity/privateview', search: { no } })}
      onDone={(n) => void navigate({ to: '/mypage/myactivity/privateview', search: { no: n } })}
    />
  )
}
