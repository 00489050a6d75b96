import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Focus back to where it was once the element can take it: an opener may still be disabled for a moment (a
 * button busy with its request). Gives up when another modal has opened (it owns focus) or after ~1 s.
 */
export function restoreFocus(el: HTMLElement, tries = 0) {
  if (!el.isConnected || document.querySelector('dialog[open]')) return
  el.focus({ preventScroll: true })
  if (document.activeElement !== el && tries < 20) setTimeout(() => restoreFocus(el, tries + 1), 50)
}

/**
 * The kit's modal primitive: a native <dialog> opened with showModal() while mounted (render it only when
 * open). The page behind is inert; Tab and Shift+Tab cycle inside; Esc calls `onClose` (an outside click does
 * nothing); on unmount focus returns to `returnFocus` (default: what had focus when it opened). The element
 * marked `data-autofocus` gets focus first, else the first focusable one.
 */
export function Modal({
  id,
  label,
  labelledBy,
  onClose,
  returnFocus,
  className = '',
  style,
  children,
}: {
  id?: string
  label?: string
  labelledBy?: string
  onClose: () => void
  returnFocus?: HTMLElement | null
  className?: string
  style?: React.CSSProperties
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = ref.current
    const back =
      returnFocus ??
      (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null)
    if (d && !d.open) {
      d.showModal()
      d.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    }
    return () => {
      d?.close()
      if (back) restoreFocus(back)
    }
    // Opened once per mount: the opener is read when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const trap = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
    if (!items.length) return
    const first = items[0]
    const last = items[items.length - 1]
    if (e.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }
  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={className}
      style={style}
      onKeyDown={trap}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      {children}
    </dialog>
  )
}
