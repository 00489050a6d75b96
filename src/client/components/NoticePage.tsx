import type { ReactNode } from 'react'

/** A whole page that is one notice (the error page, a service not open yet): a mark, its heading, a lead, the ways on. */
export function NoticePage({
  mark,
  markClassName,
  title,
  children,
  actions,
  footer,
}: {
  mark: ReactNode
  markClassName: string
  title: string
  children: ReactNode
  actions: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <p aria-hidden="true" className={markClassName}>
        {mark}
      </p>
      <h1 className="mt-6 text-xl font-bold">{title}</h1>
      <p className="mt-3 text-sm leading-relaxed text-gray-600">{children}</p>
      <div className="mt-8 flex gap-2">{actions}</div>
      {footer}
    </div>
  )
}
