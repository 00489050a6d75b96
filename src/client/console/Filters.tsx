import { useState, type FormEvent, type ReactNode } from 'react'
import { btn } from '~/client/components/ui'

/**
 * A console filter bar: fields in a row (wrapping at 768 px), applied together into the URL by `onApply` (the page
 * navigates with the new search; page resets to 1). Dense controls (36 px) for desktop work.
 */
export const dense = {
  input: 'h-9 rounded-lg border border-gray-300 bg-white px-2.5 text-sm text-gray-900 focus:border-brand-600',
  select: 'h-9 rounded-lg border border-gray-300 bg-white px-2 pr-7 text-sm text-gray-900 focus:border-brand-600',
  label: 'mb-1 block text-xs font-semibold text-gray-700',
} as const

/** One filter control's id, value and change handler (FilterBar's `field(key)`). */
interface Bound {
  id: string
  value: string
  onChange: (value: string) => void
}

export function FilterBar<T extends Record<string, string>>({
  initial,
  onApply,
  children,
  label,
}: {
  initial: T
  onApply: (values: T) => void
  label: string
  /** `field(key)`: the id, value and onChange of one control (`<FilterInput label="…" {...field('from')} />`). */
  children: (values: T, set: (key: keyof T, value: string) => void, field: (key: keyof T & string, id?: string) => Bound) => ReactNode
}) {
  const [values, setValues] = useState<T>(initial)
  const set = (key: keyof T, value: string) => setValues((v) => ({ ...v, [key]: value }))
  const field = (key: keyof T & string, id = `f-${key}`): Bound => ({ id, value: values[key], onChange: (x: string) => set(key, x) })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(values)
  }
  const reset = () => {
    const empty = Object.fromEntries(Object.keys(values).map((k) => [k, ''])) as T
    setValues(empty)
    onApply(empty)
  }
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-3"
    >
      {children(values, set, field)}
      <div className="flex gap-2">
        <button type="submit" className={btn.smallPrimary + ' h-9'}>
          검색
        </button>
        <button type="button" className={btn.small + ' h-9'} onClick={reset}>
          초기화
        </button>
      </div>
    </form>
  )
}

export function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className={dense.label}>
        {label}
      </label>
      {children}
    </div>
  )
}

/** A text filter of a FilterBar: `<FilterInput label="시작일" numeric {...field('from')} />`. */
export function FilterInput({
  label,
  id,
  value,
  onChange,
  placeholder,
  numeric,
  className,
}: {
  label: string
  placeholder?: string
  numeric?: boolean
  className?: string
} & Bound) {
  return (
    <FilterField label={label} htmlFor={id}>
      <input
        id={id}
        className={className ? `${dense.input} ${className}` : dense.input}
        placeholder={placeholder}
        inputMode={numeric ? 'numeric' : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FilterField>
  )
}

/**
 * A choice filter of a FilterBar: `<FilterSelect label="상태" {...field('state')} options={{ '': '전체', WAITING: '답변대기' }} />`
 * (values that are not integers, so the options keep their written order).
 */
export function FilterSelect({
  label,
  id,
  value,
  onChange,
  options,
}: {
  label: string
  options: Record<string, ReactNode>
} & Bound) {
  return (
    <FilterField label={label} htmlFor={id}>
      <select id={id} className={dense.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {Object.entries(options).map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </FilterField>
  )
}

/** A FilterBar's starting values: the named keys of the page's search, '' where absent. */
export const filterValues = <K extends string>(search: { [P in K]?: string | number }, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, String(search[k] ?? '')])) as Record<K, string>

/** '' → undefined, so an emptied filter leaves the URL. */
export const blankToUndef = <T extends Record<string, string>>(v: T) =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim() === '' ? undefined : x.trim()])) as { [K in keyof T]?: string }
