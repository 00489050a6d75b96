import type { ReactNode } from 'react'
import { dense } from './Filters'

/** A labelled control of a console form: the label, the control, its hint (until an error takes its place), its error. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: ReactNode
  error?: string | null
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className={dense.label}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-accent">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The id and aria attributes of a Field's control: its error describes it, else its hint. */
export const fieldAria = (id: string, error?: string | null, hint?: boolean) => ({
  id,
  'aria-invalid': !!error,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
})

export interface TextOptions {
  type?: string
  hint?: ReactNode
  max?: number
  disabled?: boolean
  /** Digits only (a price, a count): the numeric keypad, other characters dropped as typed. */
  numeric?: boolean
}

/**
 * One form's fields by key under one id prefix (`cp-title`, its `-hint`, its `-error`), their errors from the form
 * (`useSchemaForm`'s `error`): `wrap(k, label, control, hint)` frames any control, `aria(k, hint)` is that control's
 * id and aria, and — given the form's `value`/`set` — `text(k, label, opts)` is a whole text field.
 */
export function fieldKit<K extends string>(
  prefix: string,
  error: (k: string) => string | null | undefined,
  value?: (k: K) => string,
  set?: (k: K, v: string) => void,
) {
  const aria = (k: string, hint = false) => fieldAria(`${prefix}-${k}`, error(k), hint)
  const wrap = (k: string, label: ReactNode, control: ReactNode, hint?: ReactNode) => (
    <Field id={`${prefix}-${k}`} label={label} error={error(k)} hint={hint}>
      {control}
    </Field>
  )
  const text = (k: K, label: ReactNode, opts: TextOptions = {}) =>
    wrap(
      k,
      label,
      <input
        {...aria(k, !!opts.hint)}
        type={opts.type ?? 'text'}
        maxLength={opts.max}
        disabled={opts.disabled}
        inputMode={opts.numeric || opts.type === 'number' ? 'numeric' : undefined}
        className={`${dense.input} w-full${opts.numeric ? ' tabular-nums' : ''}`}
        value={value?.(k) ?? ''}
        onChange={(e) => set?.(k, opts.numeric ? e.target.value.replace(/[^\d]/g, '') : e.target.value)}
      />,
      opts.hint,
    )
  return { wrap, aria, text }
}
