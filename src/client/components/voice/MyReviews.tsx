import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { Badge, EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { reviewQueries } from '~/client/queries/voice'
import type { MyReview } from '~/shared/api/voice-types'
import { displayDate, formatNumber } from '~/shared/format'
import { ShopReply } from './bits'
import { ReviewForm, type ReviewTarget } from './ReviewForm'
import { Stars } from './Stars'

/** 나의 리뷰: delivered lines waiting for a review, then my reviews (edit, delete with the points rule). */
export function MyReviews() {
  const q = useQuery(reviewQueries.mine())
  const qc = useQueryClient()
  const dialog = useDialog()
  const [target, setTarget] = useState<ReviewTarget | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [tab, setTab] = useState<'waiting' | 'written'>('waiting')

  if (q.isPending) return <ListSkeleton rows={3} media />
  if (q.isError)
    return (
      <ErrorState
        title="후기 정보를 불러오지 못했어요."
        action={
          <button type="button" className={btn.secondary} onClick={() => void q.refetch()}>
            다시 시도
          </button>
        }
      />
    )
  const { waiting, written, policy } = q.data

  async function remove(r: MyReview) {
    const msg = r.withdrawsPoints
      ? `후기를 삭제하면 적립된 ${formatNumber(r.pointAmt)}P가 회수되고, 이 상품의 후기는 다시 쓸 수 없어요. 삭제할까요?`
      : '후기를 삭제하면 이 상품의 후기는 다시 쓸 수 없어요. 삭제할까요?'
    if (!(await dialog.confirm(msg, { confirmLabel: '삭제' }))) return
    const res = await getApi().review.remove(r.reviewNo)
    if (!res.ok) return dialog.warn(res.error.errors[0]?.reason ?? '후기를 삭제하지 못했어요.')
    await qc.invalidateQueries({ queryKey: reviewQueries.all })
    setNotice(res.data.withdrawnPoint ? `후기를 삭제하고 ${formatNumber(res.data.withdrawnPoint)}P를 회수했어요.` : '후기를 삭제했어요.')
  }

  return (
    <div>
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        글 후기 {formatNumber(policy.textPoint)}P · 사진 후기 {formatNumber(policy.photoPoint)}P를 드려요. 작성 후 {policy.withdrawDays}일
        안에 삭제하면 적립된 포인트가 회수돼요.
      </p>
      {notice ? (
        <p role="status" className="mt-3 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800">
          {notice}
        </p>
      ) : null}
      <div className="mt-4 flex gap-2" role="tablist" aria-label="후기 목록">
        {(
          [
            ['waiting', `작성 가능한 후기 ${waiting.length}`],
            ['written', `내가 쓴 후기 ${written.length}`],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={`min-h-11 flex-1 rounded-xl border text-sm ${tab === key ? 'border-gray-900 bg-gray-900 font-bold text-white' : 'border-gray-300 bg-white text-gray-700'}`}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'waiting' ? (
        waiting.length ? (
          <ul className="mt-4 divide-y divide-gray-100 border-y border-gray-200" aria-label="작성 가능한 후기">
            {waiting.map((l) => (
              <li key={`${l.ordNo}-${l.lineNo}`} className="flex items-center gap-3 py-4">
                <img src={l.imgSrc} alt="" width={64} height={64} className="size-16 rounded-lg bg-gray-50 object-cover" />
                <div className="min-w-0 flex-1 text-sm">
                  <Link to="/products/$id" params={{ id: l.goodsNo }} className="line-clamp-2 font-semibold">
                    {l.goodsNm}
                  </Link>
                  <p className="text-gray-500">
                    {l.storeNm ? `${l.storeNm} 매장 구매 · ${displayDate(l.ordDate)}` : `${l.itemNm} · ${displayDate(l.ordDate)} 주문`}
                  </p>
                </div>
                <button
                  type="button"
                  className={btn.smallPrimary}
                  onClick={() =>
                    setTarget({ goodsNm: l.goodsNm, itemNm: l.itemNm, imgSrc: l.imgSrc, line: { ordNo: l.ordNo, lineNo: l.lineNo } })
                  }
                >
                  후기 쓰기
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="지금 쓸 수 있는 후기가 없어요"
            action={
              <Link to="/mypage/manageorder/orderlist" className={btn.secondary}>
                주문 내역 보기
              </Link>
            }
          >
            배송이 완료되거나 구매를 확정한 상품, 매장에서 구매하신 상품의 후기를 쓸 수 있어요.
          </EmptyState>
        )
      ) : written.length ? (
        <ul className="mt-4 space-y-3" aria-label="내가 쓴 후기">
          {written.map((r) => (
            <li key={r.reviewNo} className="rounded-2xl border border-gray-200 p-4">
              <div className="flex items-start gap-3">
                <img src={r.imgSrc} alt="" width={48} height={48} className="size-12 rounded-lg bg-gray-50 object-cover" />
                <div className="min-w-0 flex-1">
                  <Link to="/products/$id" params={{ id: r.goodsNo }} className="line-clamp-1 text-sm font-semibold">
                    {r.goodsNm}
                  </Link>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-gray-500">
                    <Stars score={r.score} />
                    <Badge tone={r.grade === '프리미엄' ? 'brand' : 'gray'}>{r.grade}</Badge>
                    {r.pointAmt ? <span>{formatNumber(r.pointAmt)}P 적립</span> : null}
                    <span>{displayDate(r.regDate)}</span>
                  </div>
                </div>
              </div>
              {r.blind ? (
                <p role="note" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-gray-800">
                  <strong className="text-accent">블라인드 처리된 리뷰입니다.</strong> 다른 고객에게 보이지 않아요. (
                  {displayDate(r.blind.dttm)})<span className="mt-1 block">사유: {r.blind.reason}</span>
                </p>
              ) : null}
              <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-gray-800">{r.content}</p>
              {r.reply ? <ShopReply reply={r.reply} /> : null}
              {r.photos.length ? (
                <ul className="mt-3 flex gap-2" aria-label="첨부 사진">
                  {r.photos.map((p, i) => (
                    <li key={p.url}>
                      <img
                        src={p.url}
                        alt={`후기 사진 ${i + 1}`}
                        width={72}
                        height={72}
                        loading="lazy"
                        className="size-18 rounded-lg object-cover"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-3 flex justify-end gap-2">
                <button
                  type="button"
                  className={btn.small}
                  onClick={() =>
                    setTarget({
                      goodsNm: r.goodsNm,
                      itemNm: r.itemNm,
                      imgSrc: r.imgSrc,
                      review: {
                        reviewNo: r.reviewNo,
                        score: r.score,
                        content: r.content,
                        photos: r.photos.filter((p) => p.key).map((p) => ({ fileId: p.key!, url: p.url, name: '' })),
                      },
                    })
                  }
                >
                  수정
                </button>
                <button type="button" className={btn.small} onClick={() => void remove(r)}>
                  삭제
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="아직 쓴 후기가 없어요">받으신 상품의 후기를 남겨 주시면 포인트를 드려요.</EmptyState>
      )}
      {target ? (
        <ReviewForm
          target={target}
          policy={policy}
          onClose={() => setTarget(null)}
          onDone={(m) => {
            setTarget(null)
            setNotice(m)
            setTab('written')
          }}
        />
      ) : null}
    </div>
  )
}
