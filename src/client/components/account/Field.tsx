import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

/** A labelled input with its hint and error tied by aria-describedby (error announced politely). */
export function Field({
  label, error, hint, ok, action, required, ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; hint?: ReactNode; ok?: string | null; action?: ReactNode }) {
  const id = useId()
  const describedBy = [error ? `${id}-err` : null, ok && !error ? `${id}-ok` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
        {required ? <span className="ml-0.5 text-accent" aria-hidden="true">*</span> : null}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`h-12 min-w-0 flex-1 rounded-xl border px-4 text-[15px] outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 disabled:bg-gray-50 disabled:text-gray-500 ${error ? 'border-accent' : 'border-gray-300'}`}
          {...input}
        />
        {action}
      </div>
      {hint ? <p id={`${id}-hint`} className="text-xs text-gray-500">{hint}</p> : null}
      <p id={`${id}-err`} role="alert" aria-live="polite" className="text-xs font-medium text-accent empty:hidden">{error ?? ''}</p>
      {ok && !error ? <p id={`${id}-ok`} aria-live="polite" className="text-xs font-medium text-brand-700">{ok}</p> : null}
    </div>
  )
}

export function SubmitButton({ children, loading, disabled, variant = 'primary', ...rest }: { children: ReactNode; loading?: boolean; disabled?: boolean; variant?: 'primary' | 'ghost'; type?: 'submit' | 'button'; onClick?: () => void }) {
  const cls = variant === 'primary' ? 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-gray-300' : 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:text-gray-400'
  return (
    <button type={rest.type ?? 'submit'} onClick={rest.onClick} disabled={disabled || loading} aria-busy={loading || undefined} className={`h-12 w-full rounded-xl text-[15px] font-bold transition ${cls}`}>
      {loading ? '처리 중…' : children}
    </button>
  )
}

export function SmallButton({ children, onClick, disabled, loading }: { children: ReactNode; onClick: () => void; disabled?: boolean; loading?: boolean }) {
  return (
    <button type="button" onClick={onClick} disabled={disabled || loading} aria-busy={loading || undefined} className="h-12 shrink-0 rounded-xl border border-brand-600 px-3 text-sm font-semibold text-brand-700 disabled:border-gray-300 disabled:text-gray-400">
      {loading ? '잠시만요…' : children}
    </button>
  )
}

export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" aria-live="assertive" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-accent empty:hidden">
      {message ?? ''}
    </p>
  )
}

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
