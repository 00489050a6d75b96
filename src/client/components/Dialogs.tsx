import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

/**
 * The three dialogs of spec §9: info alert (icon-message), warning alert (icon-warning) and confirm
 * (warning icon, '취소' and '확인' in reversed order — cancel first —, custom confirm label). 90×90 icon,
 * 25px padding, no close on an outside click. Native <dialog> with showModal(): focus is trapped, and
 * returned to the opener on close.
 */
type Kind = 'info' | 'warning' | 'confirm'
interface Request {
  kind: Kind
  message: ReactNode
  title?: string
  confirmLabel?: string
  cancelLabel?: string
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

export const DIALOG_ICONS = { info: '/image/all/icon-message.png', warning: '/image/all/icon-warning.png' } as const

export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([])
  const push = useCallback((r: Omit<Request, 'resolve'>) => new Promise<boolean>((resolve) => setQueue((q) => [...q, { ...r, resolve }])), [])
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
      {current ? <DialogView key={queue.length} request={current} onClose={close} /> : null}
    </Ctx.Provider>
  )
}

function DialogView({ request, onClose }: { request: Request; onClose: (ok: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = ref.current
    if (d && !d.open) d.showModal()
    return () => d?.close()
  }, [])
  const icon = request.kind === 'info' ? DIALOG_ICONS.info : DIALOG_ICONS.warning
  const isConfirm = request.kind === 'confirm'
  return (
    <dialog
      ref={ref}
      aria-labelledby="dlg-msg"
      className="m-auto w-[min(88vw,340px)] rounded-2xl bg-white text-center shadow-xl backdrop:bg-black/50"
      style={{ padding: 25 }}
      onCancel={(e) => {
        // Esc answers like the safe button; an outside click does nothing.
        e.preventDefault()
        onClose(false)
      }}
    >
      <img src={icon} alt="" width={90} height={90} className="mx-auto" />
      {request.title ? <h2 className="mt-3 text-base font-bold">{request.title}</h2> : null}
      <div id="dlg-msg" className="mt-3 text-[15px] leading-relaxed whitespace-pre-line text-gray-800">
        {request.message}
      </div>
      <div className="mt-6 flex gap-2">
        {isConfirm ? (
          <button type="button" className="h-12 flex-1 rounded-xl border border-gray-300 font-semibold" onClick={() => onClose(false)}>
            {request.cancelLabel ?? '취소'}
          </button>
        ) : null}
        <button
          type="button"
          autoFocus
          className="h-12 flex-1 rounded-xl bg-brand-600 font-semibold text-white"
          onClick={() => onClose(true)}
        >
          {isConfirm ? (request.confirmLabel ?? '확인') : '확인'}
        </button>
      </div>
    </dialog>
  )
}
