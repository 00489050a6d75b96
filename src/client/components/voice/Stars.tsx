/** Star scores: a read-only row (with its number for screen readers) and a 1–5 radio group for forms. */
export function Stars({ score, size = 'sm' }: { score: number; size?: 'sm' | 'lg' }) {
  const full = Math.round(score)
  return (
    <span className={`inline-flex ${size === 'lg' ? 'text-xl' : 'text-sm'} leading-none`} role="img" aria-label={`별점 5점 중 ${score}점`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden="true" className={i <= full ? 'text-amber-500' : 'text-gray-500'}>
          ★
        </span>
      ))}
    </span>
  )
}

const SCORE_WORDS = ['', '별로예요', '그저 그래요', '보통이에요', '좋아요', '최고예요']

export function StarInput({ value, onChange, error }: { value: number; onChange: (n: number) => void; error?: string | null }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-gray-800">별점</legend>
      <div className="flex items-center gap-1" role="radiogroup" aria-label="별점">
        {[1, 2, 3, 4, 5].map((i) => (
          <label key={i} className="cursor-pointer">
            <input type="radio" name="score" value={i} checked={value === i} onChange={() => onChange(i)} className="peer sr-only" />
            <span
              className={`block rounded px-0.5 text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500 ${i <= value ? 'text-amber-500' : 'text-gray-500'}`}
              aria-hidden="true"
            >
              ★
            </span>
            <span className="sr-only">
              {i}점 {SCORE_WORDS[i]}
            </span>
          </label>
        ))}
        <span className="ml-2 text-sm text-gray-600" aria-live="polite">
          {value ? SCORE_WORDS[value] : '별점을 골라 주세요'}
        </span>
      </div>
      {error ? (
        <p className="mt-1.5 text-xs font-medium text-accent" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
