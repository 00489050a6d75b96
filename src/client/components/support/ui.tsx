import type { ReactNode } from 'react'

export const cc = {
  h1: 'text-xl font-bold text-gray-900 md:text-2xl',
  lead: 'mt-1 text-sm text-gray-500',
  input: 'h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
  label: 'mb-1.5 block text-sm font-semibold text-gray-800',
  error: 'mt-1 text-xs text-accent',
  primary: 'inline-flex h-12 items-center justify-center rounded-xl bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50',
  outline: 'inline-flex h-12 items-center justify-center rounded-xl border border-gray-300 bg-white px-5 text-sm font-semibold text-gray-800 hover:bg-gray-50',
}

/** Page frame of a customer-center page (the layout adds the side menu on desktop). */
export function CcPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="pb-16">
      <header className="pt-1 md:pt-0">
        <h1 className={cc.h1}>{title}</h1>
        {lead ? <p className={cc.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  )
}

/** Search box that submits as a GET form (works before hydration too). */
export function SearchBox({ name = 'keyword', value, label, placeholder, hidden }: { name?: string; value?: string; label: string; placeholder: string; hidden?: Record<string, string | undefined> }) {
  return (
    <form role="search" method="get" className="mt-5 flex gap-2" aria-label={label}>
      {Object.entries(hidden ?? {}).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <label className="sr-only" htmlFor={`cc-${name}`}>{label}</label>
      <input id={`cc-${name}`} name={name} type="search" defaultValue={value ?? ''} maxLength={50} placeholder={placeholder} className={cc.input} />
      <button type="submit" className="h-11 shrink-0 rounded-xl bg-gray-900 px-4 text-sm font-bold text-white">검색</button>
    </form>
  )
}

export function ArticleHtml({ html }: { html: string }) {
  return (
    <div
      className="mt-6 space-y-3 text-[15px] leading-relaxed text-gray-800 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_li]:py-0.5 [&_a]:text-brand-700 [&_a]:underline"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
