import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Badge, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { familyQueries } from '~/client/queries/family'
import type { FamilyReceiptAnswer } from '~/shared/api/family-types'
import { GLASSES_DEDUCTION_CAP, receiptYears, relationLabel } from '~/shared/family/rules'
import { displayDate, formatNumber, formatServerTime } from '~/shared/format'
import { goodsTypeName } from '~/shared/goods-types'

/**
 * The family's yearly glasses-purchase statement for 연말정산 (안경·콘택트렌즈 구입비 의료비 공제): per person, the
 * year's purchases and the deductible amount capped at 50만원; prints on A4 without the site around it.
 */
export function FamilyReceipt({ year, currentYear }: { year: number; currentYear: number }) {
  const q = useQuery(familyQueries.receipt(year))
  return (
    <div className="space-y-4">
      <nav aria-label="연도 선택" className="flex flex-wrap gap-2" data-print-hide>
        {receiptYears(currentYear).map((y) => (
          <Link
            key={y}
            to="/mypage/myactivity/familyaccount"
            search={{ view: 'receipt', year: y }}
            aria-current={y === year ? 'page' : undefined}
            className={`inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm ${y === year ? 'border-gray-900 bg-gray-900 font-semibold text-white' : 'border-gray-200 bg-white text-gray-700'}`}
          >
            {y}년
          </Link>
        ))}
      </nav>
      {q.isPending ? (
        <ListSkeleton rows={3} label="영수증을 불러오는 중" />
      ) : q.isError ? (
        <ErrorState
          title="영수증을 불러오지 못했어요"
          action={
            <button type="button" className={btn.secondary} onClick={() => q.refetch()}>
              다시 시도
            </button>
          }
        />
      ) : (
        <Statement r={q.data} />
      )}
    </div>
  )
}

function Statement({ r }: { r: FamilyReceiptAnswer }) {
  const anything = r.people.some((p) => p.purchaseAmt > 0)
  return (
    <>
      <article
        data-print-root
        className="rounded-2xl border border-gray-200 bg-white p-4 md:p-6 print:border-0 print:p-0"
        aria-labelledby="receipt-title"
      >
        <header className="border-b-2 border-gray-900 pb-3 text-center">
          <h2 id="receipt-title" className="text-lg font-extrabold text-gray-900 md:text-xl">
            {r.year}년 안경·콘택트렌즈 구입비 영수증
          </h2>
          <p className="mt-1 text-sm text-gray-600">연말정산 의료비 공제용 · 다비치마켓 온라인 구매분</p>
        </header>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-4">
          <dt className="text-gray-600">귀속 연도</dt>
          <dd className="font-semibold text-gray-900">{r.year}년 1월 1일 ~ 12월 31일</dd>
          <dt className="text-gray-600">공제 한도</dt>
          <dd className="font-semibold text-gray-900">1인당 연 {formatNumber(r.cap / 10_000)}만원</dd>
        </dl>
        {anything ? null : (
          <p className="mt-4 rounded-xl bg-gray-50 px-4 py-5 text-center text-sm text-gray-700">
            {r.year}년에는 공제 대상 구입 내역이 없어요.
          </p>
        )}
        <div className="mt-4 space-y-4">
          {r.people.map((p) => (
            <section
              key={p.memberNo}
              className="break-inside-avoid rounded-xl border border-gray-200 p-3 md:p-4"
              aria-label={`${p.name} 구입 내역`}
            >
              <h3 className="flex flex-wrap items-center gap-1.5 text-[15px] font-bold text-gray-900">
                {p.name}
                <Badge tone={p.role === 'REP' ? 'brand' : 'gray'}>{p.role === 'REP' ? '대표' : relationLabel(p.relation)}</Badge>
              </h3>
              {p.lines.length ? (
                <table className="mt-2 w-full text-sm">
                  <caption className="sr-only">
                    {p.name}님의 {r.year}년 구입 내역
                  </caption>
                  <thead>
                    <tr className="border-b border-gray-200 text-left text-xs text-gray-600">
                      <th scope="col" className="py-1.5 font-medium">
                        결제일
                      </th>
                      <th scope="col" className="py-1.5 font-medium">
                        상품
                      </th>
                      <th scope="col" className="py-1.5 text-right font-medium">
                        금액
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.lines.map((l, i) => (
                      <tr key={`${l.ordNo}-${i}`} className="border-b border-gray-100 align-top">
                        <td className="py-1.5 pr-2 whitespace-nowrap text-gray-700">{l.paidYmd}</td>
                        <td className="py-1.5 pr-2 text-gray-900">
                          {l.goodsNm}
                          <span className="block text-xs text-gray-600">
                            {goodsTypeName(l.goodsTypeCd)} · 주문번호 {l.ordNo}
                          </span>
                        </td>
                        <td className="py-1.5 text-right whitespace-nowrap text-gray-900">{formatNumber(l.amount)}원</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className="mt-2 text-sm text-gray-600">이 해에 구입한 안경·콘택트렌즈가 없어요.</p>
              )}
              <dl className="mt-2 space-y-0.5 text-sm">
                <div className="flex justify-between">
                  <dt className="text-gray-600">구입 금액</dt>
                  <dd className="text-gray-900">{formatNumber(p.purchaseAmt)}원</dd>
                </div>
                <div className="flex justify-between font-bold">
                  <dt className="text-gray-900">공제 대상 금액</dt>
                  <dd className="text-brand-700">{formatNumber(p.deductibleAmt)}원</dd>
                </div>
              </dl>
              {p.capped ? (
                <p className="mt-1 text-xs text-accent">
                  연 {formatNumber(GLASSES_DEDUCTION_CAP / 10_000)}만원 한도를 넘은 {formatNumber(p.purchaseAmt - p.deductibleAmt)}원은
                  공제되지 않아요.
                </p>
              ) : null}
            </section>
          ))}
        </div>
        <dl className="mt-4 space-y-1 border-t-2 border-gray-900 pt-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-gray-700">가족 합계 구입 금액</dt>
            <dd className="text-gray-900">{formatNumber(r.totalPurchaseAmt)}원</dd>
          </div>
          <div className="flex justify-between text-base font-extrabold">
            <dt className="text-gray-900">가족 합계 공제 대상 금액</dt>
            <dd className="text-brand-700">{formatNumber(r.totalDeductibleAmt)}원</dd>
          </div>
        </dl>
        <footer className="mt-4 space-y-1 text-xs leading-relaxed text-gray-600">
          <p>· 시력 교정용 안경(안경테·안경렌즈)과 콘택트렌즈 구입비만 담았어요. 선글라스와 용품, 취소·반품된 상품은 빠져 있어요.</p>
          <p>
            · 소득세법에 따라 안경·콘택트렌즈 구입비는 1인당 연 50만원까지 의료비 세액공제를 받을 수 있어요. 매장에서 구입하신 내역은 구입
            매장에서 영수증을 발급받아 주세요.
          </p>
          <p>
            발행일 {displayDate(r.issuedDttm)} ({formatServerTime(r.issuedDttm, 'HH:mm')}) · 발행처 (주)다비치안경체인 다비치마켓
          </p>
        </footer>
      </article>
      <div className="flex gap-2" data-print-hide>
        <Link to="/mypage/myactivity/familyaccount" className={`${btn.secondary} flex-1`}>
          가족 목록
        </Link>
        <button type="button" className={`${btn.primary} flex-[2]`} onClick={() => window.print()}>
          영수증 인쇄하기
        </button>
      </div>
    </>
  )
}
