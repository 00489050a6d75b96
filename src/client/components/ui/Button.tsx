import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { btn } from './classes'

type Variant = keyof typeof btn

/**
 * A button of the kit. `loading` disables it, marks it busy and shows `loadingLabel`; `block` spans the row.
 *   <Button onClick={save}>저장</Button>   <Button variant="secondary" block>취소</Button>
 */
export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  loadingLabel = '처리 중…',
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; block?: boolean; loading?: boolean; loadingLabel?: ReactNode }) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${btn[variant]} ${block ? 'w-full' : ''} ${className}`}
      {...rest}
    >
      {loading ? loadingLabel : children}
    </button>
  )
}

/** The submit button at the foot of a form: full width, large. */
export function SubmitButton({ variant = 'primary', className = '', ...rest }: Parameters<typeof Button>[0]) {
  return <Button type="submit" variant={variant} block className={`text-[15px] ${className}`} {...rest} />
}

/** A button beside a text field (Field's `action`), as tall as the field. */
export function FieldButton(props: Omit<Parameters<typeof Button>[0], 'variant'>) {
  return <Button variant="field" loadingLabel="잠시만요…" {...props} />
}
