import type { ReactNode } from 'react'
import { formatNumber } from '~/shared/text'

/** Tones of a badge: text and background pairs that pass 4.5:1. */
export const BADGE_TONES = {
  gray: 'bg-gray-100 text-gray-700',
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-red-50 text-accent',
  amber: 'bg-amber-50 text-amber-800',
  orange: 'bg-orange-50 text-orange-800',
  blue: 'bg-blue-50 text-blue-700',
  dark: 'bg-gray-900 text-white',
} as const
export type BadgeTone = keyof typeof BADGE_TONES

/** A short status or label. */
export function Badge({ children, tone = 'gray', className = '' }: { children: ReactNode; tone?: BadgeTone; className?: string }) {
  return (
    <span className={`inline-flex items-center rounded-md px-1.5 py-0.5 text-[11px] font-semibold ${BADGE_TONES[tone]} ${className}`}>
      {children}
    </span>
  )
}

/** An amount of money in won: '12,300원'. */
export function Won({ value, className = '' }: { value: number; className?: string }) {
  return <span className={className}>{formatNumber(value)}원</span>
}
