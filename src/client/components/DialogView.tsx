import { Modal } from './ui/Modal'
import type { DialogRequest } from './Dialogs'

export const DIALOG_ICONS = { info: '/image/all/icon-message.png', warning: '/image/all/icon-warning.png' } as const

/** One dialog: info alert, warning alert or confirm (see Dialogs.tsx), on the kit's Modal. */
export function DialogView({ request, onClose }: { request: DialogRequest; onClose: (ok: boolean) => void }) {
  const icon = request.kind === 'info' ? DIALOG_ICONS.info : DIALOG_ICONS.warning
  const isConfirm = request.kind === 'confirm'
  return (
    <Modal
      labelledBy="dlg-msg"
      returnFocus={request.opener}
      // Esc answers like the safe button; an outside click does nothing.
      onClose={() => onClose(false)}
      className="m-auto w-[min(88vw,340px)] rounded-2xl bg-white text-center shadow-xl backdrop:bg-black/50"
      style={{ padding: 25 }}
    >
      <img src={icon} alt="" width={90} height={90} className="mx-auto" />
      {request.title ? <h2 className="mt-3 text-base font-bold">{request.title}</h2> : null}
      <div id="dlg-msg" className="mt-3 text-[15px] leading-relaxed whitespace-pre-line text-gray-800">
        {request.message}
      </div>
      <div className="mt-6 flex gap-2">
        {isConfirm ? (
          <button
            type="button"
            className="h-12 flex-1 rounded-xl border border-gray-300 font-semibold text-gray-800 hover:bg-gray-50"
            onClick={() => onClose(false)}
          >
            {request.cancelLabel ?? '취소'}
          </button>
        ) : null}
        <button
          type="button"
          data-autofocus
          className="h-12 flex-1 rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700"
          onClick={() => onClose(true)}
        >
          {isConfirm ? (request.confirmLabel ?? '확인') : '확인'}
        </button>
      </div>
    </Modal>
  )
}
