/**
 * The UI kit's class recipes (Tailwind v4). Colours come from the theme tokens in src/styles.css, and every
 * text/background pair here meets WCAG 2.1 AA: 4.5:1 for body text, 3:1 for large text and control borders.
 * Rules of thumb for new markup: secondary text is gray-500 on white/gray-50 and gray-600 on gray-100 or a
 * tinted surface — never gray-400/300 (2.6:1) except for disabled controls; red text is `text-accent`.
 * Focus stays visible: the global `:focus-visible` ring (brand-500, 3.7:1) is never removed without a replacement.
 */

const base = 'inline-flex items-center justify-center gap-1.5 font-semibold transition-colors disabled:cursor-not-allowed'

/** Buttons (also for links that look like buttons: `<Link className={btn.primary}>`). */
export const btn = {
  /** The one main action of a screen. */
  primary: `${base} min-h-12 rounded-xl bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:bg-gray-300 disabled:text-gray-600`,
  /** The other actions beside it. */
  secondary: `${base} min-h-12 rounded-xl border border-gray-300 bg-white px-5 text-sm text-gray-800 hover:bg-gray-50 disabled:bg-gray-50 disabled:text-gray-500`,
  /** A strong neutral action (search, buy now). */
  dark: `${base} min-h-12 rounded-xl bg-gray-900 px-5 text-sm font-bold text-white hover:bg-gray-800 disabled:bg-gray-300 disabled:text-gray-600`,
  /** A compact action in a list row or card. */
  small: `${base} min-h-8 rounded-lg border border-gray-300 bg-white px-3 text-xs text-gray-700 hover:bg-gray-50 disabled:text-gray-500`,
  smallPrimary: `${base} min-h-8 rounded-lg border border-brand-600 bg-brand-600 px-3 text-xs text-white hover:bg-brand-700 disabled:border-gray-300 disabled:bg-gray-300 disabled:text-gray-600`,
  /** A button beside a text field, as tall as the field (인증번호 받기, 중복 확인). */
  field: `${base} h-12 shrink-0 rounded-xl border border-brand-600 bg-white px-3 text-sm text-brand-700 hover:bg-brand-50 disabled:border-gray-300 disabled:text-gray-500`,
} as const

/** The 중요 mark of a pinned notice, the same on the home page, the notice list and the notice (white on accent: 5.2:1). */
export const importantMark = 'shrink-0 rounded bg-accent px-1.5 py-0.5 text-[11px] font-bold text-white'

/** Text inputs, selects and textareas share one look; `aria-invalid` turns the border red. */
const control =
  'block w-full min-w-0 rounded-xl border border-gray-300 bg-white px-3.5 text-[15px] text-gray-900 placeholder:text-gray-500 outline-offset-1 focus:border-brand-600 aria-[invalid=true]:border-accent disabled:bg-gray-50 disabled:text-gray-500'
export const field = {
  input: `${control} h-12`,
  select: `${control} h-12 pr-8`,
  textarea: `${control} py-3 leading-relaxed`,
  label: 'mb-1.5 block text-sm font-semibold text-gray-800',
  hint: 'mt-1.5 text-xs text-gray-600',
  error: 'mt-1.5 text-xs font-medium text-accent',
  ok: 'mt-1.5 text-xs font-medium text-brand-700',
} as const

/** Filter / choice chips (with aria-pressed, aria-current or a radio): selected is solid dark and bold. */
export const chip = {
  base: 'inline-flex min-h-9 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-3.5 text-sm transition-colors',
  off: 'border-gray-200 bg-white text-gray-700 hover:bg-gray-50',
  on: 'border-gray-900 bg-gray-900 font-semibold text-white',
} as const
export const chipClass = (selected: boolean) => `${chip.base} ${selected ? chip.on : chip.off}`

export const card = 'rounded-2xl border border-gray-200 bg-white p-4 md:p-5'
