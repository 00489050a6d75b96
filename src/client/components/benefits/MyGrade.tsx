import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { benefitQueries } from '~/client/queries/benefits'
import { nextGradeText } from '~/shared/benefits/grades'
import { formatNumber } from '~/shared/format'

/** The member's grade on the my-page home: this grade's rates and what is left to the next one (recomputed nightly). */
export function MyGrade() {
  const { data, isPending, isError } = useQuery(benefitQueries.grade())
  if (isPending) return <div className="h-20 rounded-2xl skeleton" aria-busy="true" aria-label="등급을 불러오는 중" />
  if (isError || !data) return null
  const gap = nextGradeText(data.next)
  return (
    <section aria-labelledby="my-grade" className="rounded-2xl border border-gray-200 bg-white p-4" data-testid="my-grade">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="my-grade" className="text-base font-bold">
          <span className="text-brand-700">{data.gradeNm}</span> 등급
        </h2>
        <Link to="/mypage/mybonus/point" className="shrink-0 text-xs font-semibold text-gray-600 underline">
          포인트 보기
        </Link>
      </div>
      <p className="mt-1 text-sm text-gray-700">
        구매 확정 시 {data.pointRate}% 적립 · 최근 {data.windowMonths}개월 {formatNumber(data.amount)}원, {data.count}건 구매
      </p>
      {gap ? (
        <p className="mt-1 text-xs text-gray-600">{gap}</p>
      ) : (
        <p className="mt-1 text-xs text-gray-600">최고 등급이에요. 늘 감사합니다.</p>
      )}
    </section>
  )
}
