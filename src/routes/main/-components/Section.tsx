import type { ReactNode } from 'react'

export function Section({ title, more, children, id }: { title: string; more?: { href: string; label?: string }; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="mx-auto mt-10 max-w-6xl px-4">
      <div className="mb-4 flex items-end justify-between">
        <h2 id={id} className="text-lg font-bold md:text-xl">{title}</h2>
        {more ? (
          <a href={more.href} className="text-sm text-gray-500">
            {more.label ?? '더보기'} ›
          </a>
        ) : null}
      </div>
      {children}
    </section>
  )
}
