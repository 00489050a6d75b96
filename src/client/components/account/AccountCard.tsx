import type { ReactNode } from 'react'

/** The frame of every account page: a centred card, mobile first. */
export function AccountCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-5 pb-24 pt-6 md:pt-12">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
      {lead ? <p className="mt-2 text-sm leading-relaxed text-gray-600">{lead}</p> : null}
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  )
}
