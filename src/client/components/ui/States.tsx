import { lazy, Suspense, type ReactNode } from 'react'

// The empty state's picture (lucide icons) loads with the first empty state shown, not with every page's script: the
// server HTML has it, and hydration keeps that until the code is there.
const EmptyIcon = lazy(() => import('./empty-icon').then((m) => ({ default: m.EmptyIcon })))

/** The page's heading with an optional lead line. */
export function PageTitle({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <div className="mb-5">
      <h1 className="text-xl font-bold tracking-tight text-gray-900 md:text-2xl">{children}</h1>
      {sub ? <p className="mt-1 text-sm text-gray-600">{sub}</p> : null}
    </div>
  )
}

/** Nothing to show yet, with a way forward (a link or a button in `action`); its icon says what is missing. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-14 text-center" role="status">
      <div aria-hidden="true" className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Suspense fallback={null}>
          <EmptyIcon title={title} />
        </Suspense>
      </div>
      <p className="text-base font-bold text-gray-900">{title}</p>
      {children ? <div className="mt-2 text-sm leading-relaxed text-gray-600">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  )
}

/** Something failed: what happened, and a way forward (retry, another page). */
export function ErrorState({
  title = '정보를 불러오지 못했어요.',
  children,
  action,
}: {
  title?: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-14 text-center" role="alert">
      <div
        aria-hidden="true"
        className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-2xl font-bold text-accent"
      >
        !
      </div>
      <p className="text-base font-bold text-gray-900">{title}</p>
      {children ? <div className="mt-2 text-sm leading-relaxed text-gray-600">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  )
}

/** Rows of grey placeholders while a list loads; `media` adds a thumbnail to each row. */
export function ListSkeleton({ rows = 3, media = false, label = '불러오는 중' }: { rows?: number; media?: boolean; label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex gap-3 rounded-2xl border border-gray-100 p-4">
          {media ? <div className="skeleton h-20 w-20 shrink-0 rounded-xl" /> : null}
          <div className="flex-1 space-y-2">
            <div className="skeleton h-4 w-2/5" />
            <div className="skeleton h-4 w-4/5" />
            <div className="skeleton h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  )
}
