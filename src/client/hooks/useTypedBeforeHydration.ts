import { type RefObject, useEffect, useRef } from 'react'

/**
 * What a user typed into a form's server-rendered fields before React hydrated them, by the field's name (or id).
 *
 * React hydrates a page's Suspense boundaries (every routed page sits in one) after the shell, so the shell is live
 * while the page's fields are still plain HTML. Text typed then stays in the field, but React's state never hears
 * of it (hydration records the typed text as the field's last value, so the input event that woke it up is no
 * change), and the next render of the form writes the state's value back: the shopper's address vanished.
 * React keeps `defaultValue`/`defaultChecked` equal to what it rendered, so a field whose value differs from it
 * was changed outside React: text as typed, a radio group's checked value, a checkbox 'Y' / 'N'.
 */
function typedBeforeHydration(root: HTMLElement): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const key = el.name || el.id
    if (!key || el.disabled) continue
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      if (el.checked && !el.defaultChecked) typed[key] = el.value
    } else if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (el.checked !== el.defaultChecked) typed[key] = el.checked ? 'Y' : 'N'
    } else if (el.value !== el.defaultValue) typed[key] = el.value
  }
  return typed
}

/** Once, when the form under `ref` mounts (hydrated): hands what was typed before hydration to the form's state. */
export function useTypedBeforeHydration(ref: RefObject<HTMLElement | null>, adopt: (typed: Record<string, string>) => void) {
  const adoptRef = useRef(adopt)
  adoptRef.current = adopt
  useEffect(() => {
    if (!ref.current) return
    const typed = typedBeforeHydration(ref.current)
    if (Object.keys(typed).length) adoptRef.current(typed)
  }, [ref])
}
