const GENDERS = [
  ['F', '여성'],
  ['M', '남성'],
] as const

/** 성별 (required): two large radio tiles, the error announced under them (`errorId` lets the group point at it). */
export function GenderPicker({
  value,
  onChange,
  error,
  errorId,
}: {
  value: string
  onChange: (gender: 'F' | 'M') => void
  error?: string | null
  errorId?: string
}) {
  return (
    <fieldset aria-describedby={error && errorId ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">
        성별
        <span className="text-accent" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {GENDERS.map(([g, label]) => (
          <label
            key={g}
            className={`flex h-12 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold ${value === g ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300'}`}
          >
            <input type="radio" name="gender" className="sr-only" checked={value === g} onChange={() => onChange(g)} />
            {label}
          </label>
        ))}
      </div>
      <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-accent empty:hidden">
        {error ?? ''}
      </p>
    </fieldset>
  )
}
