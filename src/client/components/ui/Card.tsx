import type { ReactNode } from 'react'
import { card } from './classes'

/** A titled box of related content (a section with an h2, labelled by it when `id` is given). */
export function Card({
  title,
  children,
  aside,
  id,
  className = '',
}: {
  title?: ReactNode
  children: ReactNode
  aside?: ReactNode
  id?: string
  className?: string
}) {
  return (
    <section className={`${card} ${className}`} aria-labelledby={title ? id : undefined}>
      {title ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={id} className="text-base font-bold text-gray-900">
            {title}
          </h2>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  )
}

/** One label / value line of a description list (`<dl>` around the rows). */
export function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-start justify-between gap-3 py-1.5 text-sm ${strong ? 'font-bold text-gray-900' : 'text-gray-600'}`}>
      <dt className="shrink-0">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  )
}
