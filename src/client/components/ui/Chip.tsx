import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { chipClass } from './classes'

/**
 * A toggle chip (filters, choices): a button with aria-pressed. Rows of chips wrap (`ChipRow`) or scroll
 * inside their own box (`ChipRow scroll`), never widening the page.
 */
export function Chip({ selected, children, className = '', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { selected: boolean }) {
  return (
    <button type="button" aria-pressed={selected} className={`${chipClass(selected)} ${className}`} {...rest}>
      {children}
    </button>
  )
}

export function ChipRow({
  children,
  scroll = false,
  label,
  className = '',
}: {
  children: ReactNode
  scroll?: boolean
  label?: string
  className?: string
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`flex gap-2 ${scroll ? 'scrollbar-none -mx-4 overflow-x-auto px-4 pb-1' : 'flex-wrap'} ${className}`}
    >
      {children}
    </div>
  )
}
