import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState, useTransition } from 'react'
import { Badge, Chip, ChipRow, btn, field } from '~/client/components/ui'
import { memberQueries } from '~/client/queries/member'
import { qnaQueries, reviewQueries } from '~/client/queries/voice'
import { displayDate, formatNumber, formatServerTime } from '~/shared/format'
import { REVIEW_SORTS, REVIEW_SORT_LABEL, type ReviewSort } from '~/shared/review-sorts'
import { AnswerBadge, ShopReply } from './bits'
import { Stars } from './Stars'

// The question dialog (its form schema and valibot) loads when a shopper opens it, not with the goods page.
const QnaForm = lazy(() => import('./QnaForm').then((m) => ({ default: m.QnaForm })))

/** The product page's member voice: a 리뷰 tab (summary, photo filter, sort, paging, 구매 인증) and a Q&A tab. */
export function GoodsVoice({ goodsNo, reviewCount }: { goodsNo: string; reviewCount: number }) {
  const [tab, setTab] = useState<'reviews' | 'qna'>('reviews')
  return (
    <section id="reviews" aria-label="리뷰와 상품 문의" className="mt-12 px-4 md:px-0">
      <div role="tablist" aria-label="리뷰와 상품 문의" className="flex border-b border-gray-200">
        {(
          [
            ['reviews', `리뷰 ${formatNumber(reviewCount)}`],
            ['qna', 'Q&A'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            id={`tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`panel-${key}`}
            onClick={() => setTab(key)}
            className={`min-h-12 flex-1 border-b-2 text-[15px] md:flex-none md:px-8 ${tab === key ? 'border-gray-900 font-bold text-gray-900' : 'border-transparent text-gray-500'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="panel-reviews" role="tabpanel" aria-labelledby="tab-reviews" hidden={tab !== 'reviews'}>
        <Suspense fallback={<div className="skeleton mt-4 h-40 rounded-xl" />}>
          <Reviews goodsNo={goodsNo} />
        </Suspense>
      </div>
      <div id="panel-qna" role="tabpanel" aria-labelledby="tab-qna" hidden={tab !== 'qna'}>
        {tab === 'qna' ? <Qna goodsNo={goodsNo} /> : null}
      </div>
    </section>
  )
}

function Reviews({ goodsNo }: { goodsNo: string }) {
  const [q, setQ] = useState<{ page: number; sort: ReviewSort; photo: 'Y' | 'N' }>({ page: 1, sort: 'new', photo: 'N' })
  const [pending, startTransition] = useTransition()
  const { data } = useSuspenseQuery(reviewQueries.goods(goodsNo, q))
  const set = (next: Partial<typeof q>) => startTransition(() => setQ((p) => ({ ...p, page: 1, ...next })))
  const s = data.summary
  if (!s.total)
    return (
      <p className="mt-4 rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-600">
        아직 리뷰가 없어요. 구매 후{' '}
        <Link to="/mypage/myactivity/comment" className="underline">
          나의 리뷰
        </Link>
        에서 첫 리뷰를 남겨 주세요.
      </p>
    )
  const last = Math.max(1, Math.ceil(data.totalCount / data.rows))
  return (
    <div className="mt-4 md:grid md:grid-cols-[220px_1fr] md:gap-8">
      <div className="rounded-xl bg-gray-50 p-4">
        <p className="flex items-center gap-2 text-3xl font-extrabold">
          <span aria-hidden="true" className="text-amber-500">
            ★
          </span>
          {s.average.toFixed(1)}
        </p>
        <p className="text-sm text-gray-600">
          리뷰 {formatNumber(s.total)}개 · 포토 {formatNumber(s.photoCount)}개
        </p>
        <ul className="mt-3 space-y-1 text-xs" aria-label="별점 분포">
          {s.distribution.map((d) => (
            <li key={d.score} className="flex items-center gap-2">
              <span className="w-6">{d.score}점</span>
              <span className="h-1.5 flex-1 rounded bg-gray-200" aria-hidden="true">
                <span className="block h-1.5 rounded bg-brand-500" style={{ width: `${(d.count / s.total) * 100}%` }} />
              </span>
              <span className="w-6 text-right text-gray-600">{d.count}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={`mt-4 md:mt-0 ${pending ? 'opacity-60' : ''}`} aria-busy={pending}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ChipRow label="리뷰 보기">
            <Chip selected={q.photo === 'N'} onClick={() => set({ photo: 'N' })}>
              전체
            </Chip>
            <Chip selected={q.photo === 'Y'} onClick={() => set({ photo: 'Y' })}>
              포토 리뷰 {formatNumber(s.photoCount)}
            </Chip>
          </ChipRow>
          <label className="flex items-center gap-2 text-sm">
            <span className="text-gray-600">정렬</span>
            <select value={q.sort} onChange={(e) => set({ sort: e.target.value as ReviewSort })} className={`${field.select} h-10 w-auto`}>
              {REVIEW_SORTS.map((k) => (
                <option key={k} value={k}>
                  {REVIEW_SORT_LABEL[k]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {data.list.length ? (
          <ul className="mt-2 divide-y divide-gray-100" aria-label="리뷰 목록">
            {data.list.map((r) => (
              <li key={r.reviewNo} className="py-4">
                <div className="flex flex-wrap items-center gap-1.5 text-xs text-gray-600">
                  <Stars score={r.score} />
                  <span>{r.writer}</span>
                  <span>{displayDate(r.regDate)}</span>
                  {r.purchased ? <Badge tone="brand">구매 인증</Badge> : null}
                  {r.grade === '프리미엄' ? <Badge>포토</Badge> : null}
                </div>
                {r.itemNm ? <p className="mt-1 text-xs text-gray-500">옵션: {r.itemNm}</p> : null}
                <p className="mt-1.5 whitespace-pre-line text-sm leading-relaxed text-gray-800">{r.content}</p>
                {r.reply ? <ShopReply reply={r.reply} /> : null}
                {r.photos.length ? (
                  <ul className="mt-2 flex gap-2 overflow-x-auto" aria-label="리뷰 사진">
                    {r.photos.map((p, i) => (
                      <li key={`${p.url}-${i}`} className="shrink-0">
                        <a href={p.url} target="_blank" rel="noopener">
                          <img
                            src={p.url}
                            alt={`${r.writer}님의 리뷰 사진 ${i + 1}`}
                            width={88}
                            height={88}
                            loading="lazy"
                            className="size-22 rounded-lg bg-gray-50 object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-600">조건에 맞는 리뷰가 없어요.</p>
        )}
        {last > 1 ? (
          <nav className="mt-4 flex items-center justify-center gap-3 text-sm" aria-label="리뷰 페이지">
            <button
              type="button"
              className={btn.small}
              disabled={q.page <= 1}
              onClick={() => startTransition(() => setQ((p) => ({ ...p, page: p.page - 1 })))}
            >
              이전
            </button>
            <span aria-current="page">
              {q.page} / {last}
            </span>
            <button
              type="button"
              className={btn.small}
              disabled={q.page >= last}
              onClick={() => startTransition(() => setQ((p) => ({ ...p, page: p.page + 1 })))}
            >
              다음
            </button>
          </nav>
        ) : null}
      </div>
    </div>
  )
}

function Qna({ goodsNo }: { goodsNo: string }) {
  const [page, setPage] = useState(1)
  const q = useQuery(qnaQueries.goods(goodsNo, page))
  const member = useQuery(memberQueries.info())
  const [asking, setAsking] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const last = q.data ? Math.max(1, Math.ceil(q.data.totalCount / q.data.rows)) : 1
  return (
    <div className="mt-4">
      <div className="flex items-center justify-between gap-2 rounded-xl bg-gray-50 p-4">
        <p className="text-sm text-gray-700">상품에 대해 궁금한 점을 물어보세요. 주문·배송 문의는 1:1 문의를 이용해 주세요.</p>
        {member.data ? (
          member.data.authRole === 'ROLE_STORE' ? null : (
            <button type="button" className={btn.smallPrimary} onClick={() => setAsking(true)}>
              문의하기
            </button>
          )
        ) : (
          <Link to="/account/signin" search={{ returnUrl: `/products/${goodsNo}` }} className={btn.small}>
            로그인하고 문의
          </Link>
        )}
      </div>
      {notice ? (
        <p role="status" className="mt-3 text-sm text-brand-800">
          {notice}
        </p>
      ) : null}
      {q.isPending ? (
        <div className="skeleton mt-4 h-32 rounded-xl" />
      ) : q.isError ? (
        <p className="mt-4 text-sm text-gray-600">
          문의를 불러오지 못했어요.{' '}
          <button type="button" className="underline" onClick={() => void q.refetch()}>
            다시 시도
          </button>
        </p>
      ) : q.data.list.length ? (
        <ul className="mt-2 divide-y divide-gray-100" aria-label="상품 문의 목록">
          {q.data.list.map((item) => (
            <li key={item.qnaNo} className="py-4 text-sm">
              <div className="flex flex-wrap items-center gap-1.5 text-xs text-gray-600">
                <AnswerBadge state={item.answerState} />
                {item.secret ? <span>🔒 비밀글</span> : null}
                <span>{item.writer}</span>
                <span>{displayDate(item.regDate)}</span>
              </div>
              {item.question == null ? (
                <p className="mt-1.5 text-gray-500">비밀글입니다. 작성자만 볼 수 있어요.</p>
              ) : (
                <p className="mt-1.5 whitespace-pre-line text-gray-800">
                  <span className="mr-1 font-bold text-brand-700">Q.</span>
                  {item.question}
                </p>
              )}
              {item.answer ? (
                <p className="mt-2 whitespace-pre-line rounded-lg bg-gray-50 p-3 text-gray-800">
                  <span className="mr-1 font-bold text-accent">A.</span>
                  {item.answer}
                  <span className="mt-1 block text-xs text-gray-500">
                    {displayDate(item.answerDttm)} 답변{item.answerEditDttm ? ` · ${formatServerTime(item.answerEditDttm)} 수정됨` : ''}
                  </span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-600">아직 등록된 문의가 없어요.</p>
      )}
      {last > 1 ? (
        <nav className="mt-4 flex items-center justify-center gap-3 text-sm" aria-label="문의 페이지">
          <button type="button" className={btn.small} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            이전
          </button>
          <span aria-current="page">
            {page} / {last}
          </span>
          <button type="button" className={btn.small} disabled={page >= last} onClick={() => setPage(page + 1)}>
            다음
          </button>
        </nav>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <QnaForm
            goodsNo={goodsNo}
            onClose={() => setAsking(false)}
            onDone={(m) => {
              setAsking(false)
              setNotice(m)
              setPage(1)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
