import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

/**
 * The three dialogs of the product spec: info alert (icon-message), warning alert (icon-warning) and confirm
 * (warning icon, '취소' and '확인' in reversed order — cancel first —, custom confirm label). 90×90 icon,
 * 25px padding, no close on an outside click. Native <dialog> with showModal() makes the page inert; Tab and
 * Shift+Tab cycle inside the dialog, and focus goes back to what had it when the dialog was asked for.
 */
export type Kind = 'info' | 'warning' | 'confirm'
export interface DialogRequest {
  kind: Kind
  message: ReactNode
  title?: string
  confirmLabel?: string
  cancelLabel?: string
  /** What had focus when the dialog was asked for: it gets focus back when the dialog closes. */
  opener?: HTMLElement | null
  resolve: (ok: boolean) => void
}

export interface DialogApi {
  alert(message: ReactNode, opts?: { title?: string }): Promise<void>
  warn(message: ReactNode, opts?: { title?: string }): Promise<void>
  confirm(message: ReactNode, opts?: { title?: string; confirmLabel?: string; cancelLabel?: string }): Promise<boolean>
}

const Ctx = createContext<DialogApi | null>(null)

export function useDialog(): DialogApi {
  const api = useContext(Ctx)
  if (!api) throw new Error('useDialog() outside <DialogProvider>')
  return api
}

/** The dialog itself is loaded with the first dialog a page opens. */
const DialogView = lazy(() => import('./DialogView').then((m) => ({ default: m.DialogView })))

export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<DialogRequest[]>([])
  // The last element that had focus: a button that disables itself while it works (and so drops focus to
  // <body>) is still the dialog's opener.
  const lastFocused = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && !e.target.closest('dialog')) lastFocused.current = e.target
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [])
  const push = useCallback((r: Omit<DialogRequest, 'resolve' | 'opener'>) => {
    const active = document.activeElement
    const opener = active instanceof HTMLElement && active !== document.body && !active.closest('dialog') ? active : lastFocused.current
    return new Promise<boolean>((resolve) => setQueue((q) => [...q, { ...r, opener, resolve }]))
  }, [])
  const api = useMemo<DialogApi>(
    () => ({
      alert: async (message, opts) => void (await push({ kind: 'info', message, ...opts })),
      warn: async (message, opts) => void (await push({ kind: 'warning', message, ...opts })),
      confirm: (message, opts) => push({ kind: 'confirm', message, ...opts }),
    }),
    [push],
  )
  const current = queue[0]
  const close = (ok: boolean) => {
    current?.resolve(ok)
    setQueue((q) => q.slice(1))
  }
  return (
    <Ctx.Provider value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <DialogView key={queue.length} request={current} onClose={close} />
        </Suspense>
      ) : null}
    </Ctx.Provider>
  )
}
