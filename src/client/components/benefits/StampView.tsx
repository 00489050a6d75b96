import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Badge, btn, EmptyState, ListSkeleton } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import type { StampCard } from '~/shared/api/benefit-types'
import { formatNumber } from '~/shared/format'
import { Failed, ymdDots } from './shared'

/** Stamps of contact lenses collected in store: one card per program (10/20/30), history and rewards. */
export function StampView() {
  const q = useQuery(benefitQueries.stamps())
  if (q.isPending) return <ListSkeleton rows={3} />
  if (q.isError) return <Failed what="스탬프" retry={() => void q.refetch()} />
  const d = q.data
  const active = d.cards.filter((c) => c.total > 0)
  return (
    <>
      <p className="mb-4 rounded-2xl bg-gray-50 p-4 text-sm leading-relaxed text-gray-700">
        스탬프 대상 콘택트렌즈를 예약하고 매장에서 받으시면 한 박스에 스탬프 1개가 찍혀요. 카드를 채우면 무료 교환 쿠폰을 드려요.
      </p>
      <section aria-label="스탬프 카드" className="grid gap-3 md:grid-cols-3">
        {(active.length ? active : d.cards).map((c) => (
          <Card key={c.cardSize} c={c} />
        ))}
      </section>
      {d.rewards.length ? (
        <section aria-labelledby="stamp-rewards" className="mt-6">
          <h2 id="stamp-rewards" className="mb-2 text-base font-bold">
            받은 보상
          </h2>
          <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
            {d.rewards.map((r) => (
              <li key={`${r.cardSize}-${r.cardSeq}`} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
                <div>
                  <p className="font-semibold">{r.rewardNm}</p>
                  <p className="text-xs text-gray-600">
                    {r.cardSize}개 카드 {r.cardSeq}번째 완성 · {ymdDots(r.regDttm)}
                  </p>
                </div>
                {r.issueNo ? (
                  <Link to="/mypage/mybonus/coupon" search={r.used ? { state: 'used' } : {}} className={btn.small}>
                    {r.used ? '사용 완료' : '쿠폰 보기'}
                  </Link>
                ) : (
                  <Badge tone="gray" className="px-2 text-xs">
                    매장에서 지급
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="stamp-history" className="mt-6">
        <h2 id="stamp-history" className="mb-2 text-base font-bold">
          적립 내역
        </h2>
        {!d.history.length ? (
          <EmptyState
            title="아직 적립된 스탬프가 없어요."
            action={
              <Link to="/products" search={{ category: '04' }} className={btn.secondary}>
                콘택트렌즈 보러 가기
              </Link>
            }
          >
            매장에서 콘택트렌즈를 받으시면 이곳에 기록돼요.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
            {d.history.map((h) => (
              <li key={h.stampNo} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{h.goodsNm}</p>
                  <p className="text-xs text-gray-600">
                    {ymdDots(h.regDttm)} · {h.storeNm || '매장'} · {h.cardSize}개 카드
                  </p>
                </div>
                <p className="shrink-0 font-bold text-brand-700">+{formatNumber(h.qtt)}개</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

function Card({ c }: { c: StampCard }) {
  return (
    <div className="rounded-2xl border border-gray-200 p-4">
      <div className="flex items-baseline justify-between">
        <p className="font-bold">{c.cardSize}개 스탬프 카드</p>
        <p className="text-sm text-gray-700">
          <strong className="text-brand-700">{c.current}</strong> / {c.cardSize}
        </p>
      </div>
      <ol className="mt-3 grid grid-cols-10 gap-1" aria-label={`${c.cardSize}칸 중 ${c.current}칸 적립`}>
        {Array.from({ length: c.cardSize }, (_, i) => (
          <li
            key={i}
            aria-hidden="true"
            className={`aspect-square rounded-full border ${i < c.current ? 'border-brand-600 bg-brand-600' : 'border-gray-300 bg-white'}`}
          />
        ))}
      </ol>
      <p className="mt-2 text-xs text-gray-600">
        {c.cardSize - c.current}개 더 모으면 {c.rewardNm} · 지금까지 {formatNumber(c.total)}개, 보상 {c.rewardsEarned}번
      </p>
    </div>
  )
}
