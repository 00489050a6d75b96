import { useQuery } from '@tanstack/react-query'
import { useNavigate, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatWon } from '~/shared/format'
import { LENS_GUIDE_QUESTIONS, type LensGuideAnswers } from '~/shared/schemas/support'
import { supportQueries } from '../../queries/support'
import { ErrorState, btn } from '~/client/components/ui'
import { CcPage } from '~/client/components/support/CcPage'

type Partial4 = Partial<LensGuideAnswers>
const complete = (a: Partial4): a is LensGuideAnswers => LENS_GUIDE_QUESTIONS.every((q) => !!a[q.key])

function Result({ answers, onReset }: { answers: LensGuideAnswers; onReset: () => void }) {
  const q = useQuery(supportQueries.lensGuide(answers))
  if (q.isPending) {
    return (
      <div className="mt-6 space-y-3" role="status" aria-label="추천 결과를 불러오는 중">
        <div className="skeleton h-36 w-full rounded-2xl" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton aspect-square rounded-xl" />
          ))}
        </div>
      </div>
    )
  }
  if (q.isError)
    return (
      <ErrorState
        title="추천 결과를 불러오지 못했어요"
        action={
          <button type="button" className={btn.secondary} onClick={() => void q.refetch()}>
            다시 시도
          </button>
        }
      />
    )
  const { group, goods } = q.data
  return (
    <section className="mt-6" aria-labelledby="lens-result">
      <div className="rounded-2xl bg-brand-50 p-5">
        <p className="text-xs font-semibold text-brand-700">비전체크 결과 · 추천 렌즈</p>
        <h2 id="lens-result" className="mt-1 text-xl font-bold text-brand-900">
          {group.name}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-brand-900">{group.description}</p>
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {group.reasons.map((r) => (
            <li key={r} className="rounded-full bg-white px-3 py-1 text-xs text-brand-800">
              {r}
            </li>
          ))}
        </ul>
        {group.priceMax ? (
          <p className="mt-3 text-sm text-brand-900">
            예상 가격대{' '}
            <strong>
              {formatWon(group.priceMin)} ~ {formatWon(group.priceMax)}
            </strong>
          </p>
        ) : null}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Link to="/davichstore/reservation" className={btn.primary}>
            바로 예약하기
          </Link>
          <button type="button" onClick={onReset} className={btn.secondary}>
            다시 체크하기
          </button>
        </div>
        <p className="mt-3 text-xs text-brand-800">정확한 렌즈는 매장에서 시력검사 후 안경사와 함께 정해 주세요.</p>
      </div>
      {goods.length ? (
        <>
          <h3 className="mt-8 text-base font-bold">이 렌즈 그룹의 추천 상품</h3>
          <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
            {goods.map((g) => (
              <li key={g.goodsNo}>
                <Link to="/products/$id" params={{ id: g.goodsNo }} className="block">
                  <img
                    src={g.imgSrc}
                    alt=""
                    width={300}
                    height={300}
                    loading="lazy"
                    className="aspect-square w-full rounded-xl bg-gray-50 object-cover"
                  />
                  <p className="mt-2 line-clamp-2 text-sm text-gray-800">{g.goodsNm}</p>
                  <p className="mt-0.5 text-sm font-bold">{formatWon(g.salePrice)}</p>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

export function LensGuide({ initial }: { initial: Partial4 }) {
  const navigate = useNavigate()
  const [answers, setAnswers] = useState<Partial4>(initial)
  const shown = complete(initial) ? initial : null
  const done = complete(answers)
  return (
    <CcPage title="렌즈 가이드" lead="비전체크: 네 가지 질문에 답하시면 나에게 맞는 렌즈를 추천해 드려요.">
      {shown ? (
        <Result
          answers={shown}
          onReset={() => {
            setAnswers({})
            void navigate({ to: '.', search: {} })
          }}
        />
      ) : (
        <form
          className="mt-5 space-y-6"
          onSubmit={(e) => {
            e.preventDefault()
            if (done) void navigate({ to: '.', search: answers })
          }}
        >
          {LENS_GUIDE_QUESTIONS.map((q, i) => (
            <fieldset key={q.key}>
              <legend className="text-[15px] font-bold text-gray-900">
                <span className="mr-1 text-brand-600">Q{i + 1}.</span>
                {q.title}
              </legend>
              <div className="mt-3 grid grid-cols-2 gap-2 md:grid-cols-4">
                {q.options.map(([value, label]) => {
                  const on = answers[q.key] === value
                  return (
                    <label
                      key={value}
                      className={`flex min-h-12 cursor-pointer items-center justify-center rounded-xl border px-3 py-2 text-center text-sm ${on ? 'border-brand-600 bg-brand-50 font-bold text-brand-800' : 'border-gray-200 text-gray-700'}`}
                    >
                      <input
                        type="radio"
                        name={q.key}
                        value={value}
                        checked={on}
                        onChange={() => setAnswers((a) => ({ ...a, [q.key]: value }))}
                        className="sr-only"
                      />
                      {label}
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ))}
          <button type="submit" disabled={!done} className={`${btn.primary} w-full md:w-auto`}>
            {done ? '추천 결과 보기' : `${LENS_GUIDE_QUESTIONS.filter((q) => !answers[q.key]).length}개 질문에 더 답해 주세요`}
          </button>
        </form>
      )}
    </CcPage>
  )
}
