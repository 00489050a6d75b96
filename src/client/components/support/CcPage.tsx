import type { ReactNode } from 'react'
import { btn, field } from '../ui'

/** Page frame of a customer-center page (the layout adds the side menu on desktop). */
export function CcPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="pb-16">
      <header className="pt-1 md:pt-0">
        <h1 className="text-xl font-bold tracking-tight text-gray-900 md:text-2xl">{title}</h1>
        {lead ? <p className="mt-1 text-sm text-gray-600">{lead}</p> : null}
      </header>
      {children}
    </div>
  )
}

/** Search box that submits as a GET form (works before hydration too). */
export function SearchBox({
  name = 'keyword',
  value,
  label,
  placeholder,
  hidden,
}: {
  name?: string
  value?: string
  label: string
  placeholder: string
  hidden?: Record<string, string | undefined>
}) {
  return (
    <form role="search" method="get" className="mt-5 flex gap-2" aria-label={label}>
      {Object.entries(hidden ?? {}).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <label className="sr-only" htmlFor={`cc-${name}`}>
        {label}
      </label>
      <input
        id={`cc-${name}`}
        name={name}
        type="search"
        defaultValue={value ?? ''}
        maxLength={50}
        placeholder={placeholder}
        className={field.input}
      />
      <button type="submit" className={`${btn.dark} shrink-0 px-4`}>
        검색
      </button>
    </form>
  )
}

/** An article's sanitised HTML (notices, FAQ, terms, events): headings, lists and links in the shop's type. */
export function ArticleHtml({ html }: { html: string }) {
  return (
    <div
      className="mt-6 space-y-3 text-[15px] leading-relaxed text-gray-800 [&_h2]:mt-6 [&_h2]:text-base [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_li]:py-0.5 [&_ol>li]:list-decimal [&_a]:text-brand-700 [&_a]:underline"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
