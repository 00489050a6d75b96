import { type KeyboardEvent, useEffect, useRef } from 'react'
import type { DialogRequest } from './Dialogs'

export const DIALOG_ICONS = { info: '/image/all/icon-message.png', warning: '/image/all/icon-warning.png' } as const

/** One dialog: info alert, warning alert or confirm (see Dialogs.tsx). */
export function DialogView({ request, onClose }: { request: DialogRequest; onClose: (ok: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = ref.current
    if (d && !d.open) d.showModal()
    const opener = request.opener
    return () => {
      d?.close()
      // Back to the opener (a queued dialog that opens next takes focus in its own effect, after this one).
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [request.opener])
  // Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's toolbar.
  const trap = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])') ?? [])]
    if (!items.length) return
    const first = items[0]
    const last = items[items.length - 1]
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }
  const icon = request.kind === 'info' ? DIALOG_ICONS.info : DIALOG_ICONS.warning
  const isConfirm = request.kind === 'confirm'
  return (
    <dialog
      ref={ref}
      aria-labelledby="dlg-msg"
      className="m-auto w-[min(88vw,340px)] rounded-2xl bg-white text-center shadow-xl backdrop:bg-black/50"
      style={{ padding: 25 }}
      onKeyDown={trap}
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
          <button type="button" className="h-12 flex-1 rounded-xl border border-gray-300 font-semibold text-gray-800 hover:bg-gray-50" onClick={() => onClose(false)}>
            {request.cancelLabel ?? '취소'}
          </button>
        ) : null}
        <button
          type="button"
          autoFocus
          className="h-12 flex-1 rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700"
          onClick={() => onClose(true)}
        >
          {isConfirm ? (request.confirmLabel ?? '확인') : '확인'}
        </button>
      </div>
    </dialog>
  )
}
