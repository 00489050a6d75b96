/** Loading skeletons of the customer-center routes (pendingComponent: kept tiny, it ships in the entry chunk). */
export function CcListSkeleton({ rows = 6, title = true }: { rows?: number; title?: boolean }) {
  return (
    <div className="pb-16" role="status" aria-label="불러오는 중">
      {title ? <div className="skeleton h-7 w-32" /> : null}
      <div className="skeleton mt-5 h-11 w-full rounded-xl" />
      <ul className="mt-4 divide-y divide-gray-100">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="space-y-2 py-4">
            <div className="skeleton h-4 w-3/4" />
            <div className="skeleton h-3 w-1/4" />
          </li>
        ))}
      </ul>
    </div>
  )
}

export function CcCardSkeleton() {
  return (
    <div className="pb-16" role="status" aria-label="불러오는 중">
      <div className="skeleton h-7 w-32" />
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i}>
            <div className="skeleton aspect-[39/22] w-full rounded-xl" />
            <div className="skeleton mt-3 h-4 w-2/3" />
            <div className="skeleton mt-2 h-3 w-full" />
          </div>
        ))}
      </div>
    </div>
  )
}
