/** A list's sort orders as one row of text buttons (the current one bold, aria-pressed), scrolling sideways on a narrow screen. */
export function SortRow<C extends string>({
  sorts,
  current,
  onSort,
  className = '',
}: {
  sorts: ReadonlyArray<{ code: C; name: string }>
  current: C
  onSort: (code: C) => void
  className?: string
}) {
  return (
    <div
      className={`scrollbar-none -mx-4 flex items-center overflow-x-auto px-4 md:mx-0 md:px-0 ${className}`}
      role="group"
      aria-label="정렬"
    >
      {sorts.map((s, i) => (
        <span key={s.code} className="flex shrink-0 items-center">
          {i ? (
            <span aria-hidden="true" className="text-gray-500">
              ·
            </span>
          ) : null}
          <button
            type="button"
            aria-pressed={current === s.code}
            onClick={() => onSort(s.code)}
            className={`px-1.5 py-1.5 text-[13px] ${i ? '' : '-ml-1.5'} ${current === s.code ? 'font-bold text-gray-900' : 'text-gray-600'}`}
          >
            {s.name}
          </button>
        </span>
      ))}
    </div>
  )
}
