import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { supportQueries } from '../../queries/support'
import { EmptyState, btn, chipClass } from '~/client/components/ui'
import { CcPage, SearchBox } from '~/client/components/support/CcPage'

export function FaqList({ category, keyword }: { category?: string; keyword?: string }) {
  const { data } = useSuspenseQuery(supportQueries.faqs({ category, keyword }))
  const tabs = [undefined, ...data.categories]
  return (
    <CcPage title="자주 묻는 질문" lead="궁금한 점을 먼저 찾아보세요. 해결되지 않으면 1:1 문의를 남겨 주세요.">
      <SearchBox value={keyword} label="자주 묻는 질문 검색" placeholder="예: 배송비, 픽업, 환불" hidden={{ category }} />
      <div className="-mx-4 mt-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <div className="flex w-max gap-2 pb-1" role="tablist" aria-label="질문 분류">
          {tabs.map((t) => {
            const on = (t ?? '') === (category ?? '')
            return (
              <Link key={t ?? 'all'} to="." search={{ category: t, keyword }} role="tab" aria-selected={on} className={chipClass(on)}>
                {t ?? '전체'}
              </Link>
            )
          })}
        </div>
      </div>
      {data.list.length ? (
        <ul className="mt-4 divide-y divide-gray-100 border-y border-gray-200" aria-label="질문 목록">
          {data.list.map((f) => (
            <li key={f.faqNo}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-start gap-3 px-1 py-4 [&::-webkit-details-marker]:hidden">
                  <span className="font-bold text-brand-600" aria-hidden="true">
                    Q
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-xs text-gray-500">{f.category}</span>
                    <span className="mt-0.5 block text-[15px] text-gray-900">{f.question}</span>
                  </span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    width="18"
                    height="18"
                    className="mt-4 shrink-0 text-gray-500 transition-transform group-open:rotate-180"
                  >
                    <path
                      d="M5 7.5l5 5 5-5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </summary>
                <div className="mb-3 flex gap-3 rounded-xl bg-gray-50 px-4 py-4 text-sm leading-relaxed text-gray-700">
                  <span className="font-bold text-gray-500" aria-hidden="true">
                    A
                  </span>
                  <p>{f.answer}</p>
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="찾으시는 질문이 없어요"
          action={
            <Link to="/customercenter/qa" className={btn.primary}>
              1:1 문의하기
            </Link>
          }
        >
          다른 검색어로 찾아보시거나 1:1 문의를 남겨 주시면 빠르게 답변해 드릴게요.
        </EmptyState>
      )}
      <div className="mt-8 rounded-2xl bg-gray-50 p-5 text-sm text-gray-700">
        <p className="font-bold text-gray-900">원하시는 답을 찾지 못하셨나요?</p>
        <p className="mt-1">1:1 문의를 남겨 주시면 영업일 기준 1~2일 안에 답변해 드려요.</p>
        <Link to="/customercenter/qa" className="mt-3 inline-block font-semibold text-brand-700 underline">
          1:1 문의하기
        </Link>
      </div>
    </CcPage>
  )
}
