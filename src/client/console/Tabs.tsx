import type { ReactNode } from 'react'
import { btn } from '~/client/components/ui'

/**
 * A console page's tabs (a list's state, a goods type, a banner kind): one button a choice, the chosen one filled.
 * `options` in their written order (keys that are not integers): `<Tabs label="타임딜 상태" options={{ all: '전체', … }} … />`.
 */
export function Tabs<K extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: Record<K, ReactNode>
  value: K
  onChange: (key: K) => void
}) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1">
      {(Object.entries(options) as [K, ReactNode][]).map(([key, text]) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={key === value}
          className={key === value ? btn.smallPrimary : btn.small}
          onClick={() => onChange(key)}
        >
          {text}
        </button>
      ))}
    </div>
  )
}
