import type { ReactNode } from 'react'

/**
 * A main-page section. `content-visibility: auto` lets the browser skip style, layout and paint of the sections
 * below the first screen until they come near it (they stay in the DOM: find-in-page, screen readers, crawlers);
 * the browser remembers each one's real height once drawn, 600 px until then.
 */
export function Section({
  title,
  more,
  children,
  id,
}: {
  title: string
  more?: { href: string; label?: string }
  children: ReactNode
  id?: string
}) {
  return (
    <section aria-labelledby={id} className="mx-auto mt-10 max-w-6xl px-4 [contain-intrinsic-size:auto_600px] [content-visibility:auto]">
      <div className="mb-4 flex items-end justify-between">
        <h2 id={id} className="text-lg font-bold md:text-xl">
          {title}
        </h2>
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
