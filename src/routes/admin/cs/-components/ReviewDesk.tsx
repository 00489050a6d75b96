import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Badge, btn } from '~/client/components/ui'
import { consoleCall } from '~/client/console/api'
import { type Col, PagedTable } from '~/client/console/DataTable'
import { blankToUndef, dense, FilterBar, FilterField, FilterInput, FilterSelect } from '~/client/console/Filters'
import { consoleQueries } from '~/client/console/queries'
import { ReasonAction } from '~/client/console/ReasonAction'
import type { ReviewAdminItem } from '~/shared/api/admin-types'
import { formatNumber, formatServerTime } from '~/shared/format'

const route = getRouteApi('/admin/cs/reviews')

export function ReviewDesk() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const qc = useQueryClient()
  const page = search.page ?? 1
  const q = useQuery(consoleQueries.list<ReviewAdminItem>('/cs/reviews', { ...search, page }))
  const refresh = () => qc.invalidateQueries({ queryKey: consoleQueries.all })
  const blind = (r: ReviewAdminItem) => async (reason: string) => {
    const res = await consoleCall(`/cs/reviews/${r.reviewNo}/blind`, { json: { blind: !r.blinded, reason } })
    await refresh()
    return res.ok ? null : (res.error.errors[0]?.reason ?? '처리하지 못했습니다.')
  }
  const columns: Col<ReviewAdminItem>[] = [
    { id: 'regDttm', header: '작성', cell: (r) => formatServerTime(r.regDttm), className: 'whitespace-nowrap tabular-nums' },
    { id: 'score', header: '평점', cell: (r) => `★${r.score}` },
    { id: 'goods', header: '상품', cell: (r) => r.goodsNm },
    {
      id: 'content',
      header: '내용',
      cell: (r) => (
        <div className="max-w-md">
          <p className="line-clamp-3 whitespace-pre-line">{r.content}</p>
          <p className="mt-1 flex flex-wrap gap-1">
            {r.photo ? <Badge>사진 {r.photoCount}</Badge> : null}
            {r.purchased ? <Badge tone="brand">구매 인증</Badge> : null}
            {r.blinded ? <Badge tone="accent">블라인드: {r.blindReason}</Badge> : null}
          </p>
          {r.reply ? <p className="mt-1 text-xs text-gray-600">답글: {r.reply}</p> : null}
        </div>
      ),
    },
    { id: 'writer', header: '작성자', cell: (r) => r.writer },
    { id: 'points', header: '적립', cell: (r) => (r.pointAmt ? `${formatNumber(r.pointAmt)}P` : '-') },
    {
      id: 'actions',
      header: '처리',
      cell: (r) => (
        <div className="flex min-w-56 flex-col gap-1">
          <ReasonAction
            label={r.blinded ? '블라인드 해제' : '블라인드'}
            tone={r.blinded ? 'default' : 'danger'}
            placeholder={r.blinded ? '해제 사유' : '블라인드 사유 (작성자에게 보입니다)'}
            run={blind(r)}
          />
          <Reply review={r} onDone={refresh} />
        </div>
      ),
    },
  ]
  return (
    <div>
      <h1 className="mb-1 text-xl font-bold">리뷰 관리</h1>
      <p className="mb-4 text-sm text-gray-600">
        적립금을 받은 리뷰를 블라인드하면 그 포인트를 한 번 회수합니다(보유 포인트만큼). 해제해도 다시 지급하지 않습니다.
      </p>
      <FilterBar
        label="리뷰 검색"
        initial={{ score: search.score ?? '', photo: search.photo ?? '', blinded: search.blinded ?? '', keyword: search.keyword ?? '' }}
        onApply={(v) => navigate({ search: (s) => ({ ...s, ...blankToUndef(v), page: undefined }) as never })}
      >
        {(v, set, field) => (
          <>
            <FilterField label="평점" htmlFor="f-score">
              <select id="f-score" className={dense.select} value={v.score} onChange={(e) => set('score', e.target.value)}>
                <option value="">전체</option>
                {[5, 4, 3, 2, 1].map((s) => (
                  <option key={s} value={s}>
                    {s}점
                  </option>
                ))}
              </select>
            </FilterField>
            <FilterSelect label="사진" {...field('photo')} options={{ '': '전체', Y: '사진 리뷰', N: '글 리뷰' }} />
            <FilterSelect label="블라인드" {...field('blinded')} options={{ '': '전체', Y: '블라인드됨', N: '공개' }} />
            <FilterInput label="검색어" placeholder="내용·상품명" {...field('keyword')} />
          </>
        )}
      </FilterBar>
      <PagedTable
        query={q}
        errorTitle="리뷰를 불러오지 못했습니다."
        caption="리뷰 목록"
        columns={columns}
        page={page}
        rowKey={(r) => r.reviewNo}
        onPage={(p) => navigate({ search: (s) => ({ ...s, page: p }) })}
      />
    </div>
  )
}

function Reply({ review, onDone }: { review: ReviewAdminItem; onDone: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  const [text, setText] = useState(review.reply ?? '')
  const [error, setError] = useState<string | null>(null)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const r = await consoleCall(`/cs/reviews/${review.reviewNo}/reply`, { method: 'PUT', json: { reply: text } })
    if (!r.ok) return setError(r.error.errors[0]?.reason ?? '저장하지 못했습니다.')
    setOpen(false)
    await onDone()
  }
  if (!open)
    return (
      <button type="button" className={btn.small} onClick={() => setOpen(true)}>
        {review.reply ? '답글 고치기' : '답글 달기'}
      </button>
    )
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" aria-label="답글">
      <label htmlFor={`reply-${review.reviewNo}`} className="sr-only">
        답글 내용
      </label>
      <textarea
        id={`reply-${review.reviewNo}`}
        rows={3}
        className={`${dense.input} h-auto py-1.5`}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {error ? (
        <p role="alert" className="text-xs text-accent">
          {error}
        </p>
      ) : null}
      <span className="flex gap-1">
        <button type="submit" className={btn.smallPrimary}>
          답글 저장
        </button>
        <button type="button" className={btn.small} onClick={() => setOpen(false)}>
          취소
        </button>
      </span>
    </form>
  )
}
