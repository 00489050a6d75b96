import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { field } from './classes'

/** The ids a control points at with aria-describedby: its error (when shown), confirmation and hint. */
export function describedBy(id: string, { error, ok, hint }: { error?: unknown; ok?: unknown; hint?: unknown }): string | undefined {
  return [error ? `${id}-error` : null, ok && !error ? `${id}-ok` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
}

interface Common {
  label: ReactNode
  error?: string | null
  hint?: ReactNode
  /** A confirmation under the field (e.g. '사용할 수 있는 아이디예요.'). */
  ok?: string | null
  required?: boolean
  className?: string
}
/** Wrapper mode: you give the control (input, select, textarea, a group) with `id={htmlFor}` and
 * `aria-describedby={describedBy(htmlFor, { error, hint })}`. */
type WrapProps = Common & { htmlFor: string; children: ReactNode }
/** Input mode: Field renders the text input itself (every input attribute passes through), with an optional
 * `action` button beside it. */
type InputProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & { action?: ReactNode; children?: undefined }

/**
 * A labelled form field with its hint, confirmation and error text (the error is announced).
 *   <Field label="이름" name="name" value={v} onChange={…} error={errs.name} />
 *   <Field label="매장" htmlFor="store" error={e}><select id="store" className={field.select} …/></Field>
 */
export function Field(props: WrapProps | InputProps) {
  const autoId = useId()
  if ('htmlFor' in props && props.children !== undefined) {
    const { label, error, hint, ok, required, className = '', htmlFor, children } = props
    return (
      <div className={className}>
        <Label htmlFor={htmlFor} required={required}>
          {label}
        </Label>
        {children}
        <Messages id={htmlFor} error={error} hint={hint} ok={ok} />
      </div>
    )
  }
  const { label, error, hint, ok, required, className = '', action, id: givenId, ...input } = props as InputProps
  const id = givenId ?? autoId
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <div className="flex gap-2">
        <input
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, ok, hint })}
          className={field.input}
          {...input}
        />
        {action}
      </div>
      <Messages id={id} error={error} hint={hint} ok={ok} />
    </div>
  )
}

/** A password input, `current` (sign-in, confirming who you are) or a new one, so password managers fill it right. */
export function PasswordField({ current, ...props }: Omit<InputProps, 'type' | 'autoComplete'> & { current?: boolean }) {
  return <Field {...props} type="password" autoComplete={current ? 'current-password' : 'new-password'} />
}

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={field.label}>
      {children}
      {required ? (
        <span className="ml-0.5 text-accent" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  )
}

function Messages({ id, error, hint, ok }: { id: string; error?: string | null; hint?: ReactNode; ok?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always rendered, so a message that appears is announced by the live region. */}
      <p id={`${id}-error`} role="alert" className={`${field.error} empty:hidden`}>
        {error ?? ''}
      </p>
      {ok && !error ? (
        <p id={`${id}-ok`} aria-live="polite" className={field.ok}>
          {ok}
        </p>
      ) : null}
    </>
  )
}

/** A form-level error above the submit button (announced assertively; hidden while empty). */
export function FormError({ message }: { message: string | null | undefined }) {
  return (
    <p role="alert" aria-live="assertive" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-accent empty:hidden">
      {message ?? ''}
    </p>
  )
}

/** A checkbox with its label text beside it (the whole row is the hit area). */
export function Checkbox({ label, className = '', ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={`flex cursor-pointer items-start gap-2.5 text-sm text-gray-800 ${className}`}>
      <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 rounded accent-brand-600" {...input} />
      <span className="min-w-0">{label}</span>
    </label>
  )
}
