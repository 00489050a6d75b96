import type { ReactNode } from 'react'

/** Empty or error state with a way forward (a link or a button). */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center" role="status">
      <div aria-hidden="true" className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-2xl text-brand-600">
        ◎
      </div>
      <p className="text-base font-bold text-gray-900">{title}</p>
      {children ? <div className="mt-2 text-sm leading-relaxed text-gray-500">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  )
}

export const buttonClass = {
  primary: 'inline-flex items-center justify-center rounded-xl bg-brand-600 px-5 py-3 text-sm font-bold text-white hover:bg-brand-700',
  outline: 'inline-flex items-center justify-center rounded-xl border border-gray-300 bg-white px-5 py-3 text-sm font-semibold text-gray-800 hover:bg-gray-50',
}
