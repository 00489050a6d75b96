import { useId, useState, type FormEvent } from 'react'
import { btn } from '~/client/components/ui'
import { dense } from './Filters'

/**
 * A console step that needs a reason (blind, reveal, restore, remove, points): the button opens a small form whose
 * reason is sent with the step; the API's Korean refusal shows under it. `run` answers null on success or the reason text of a refusal.
 */
export function ReasonAction({
  label,
  confirmLabel,
  placeholder,
  run,
  tone = 'default',
}: {
  label: string
  confirmLabel?: string
  placeholder?: string
  run: (reason: string) => Promise<string | null>
  tone?: 'default' | 'danger'
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (reason.trim().length < 2) return setError('사유를 2자 이상 입력해 주세요.')
    setBusy(true)
    const refusal = await run(reason.trim())
    setBusy(false)
    if (refusal) return setError(refusal)
    setOpen(false)
    setReason('')
    setError(null)
  }
  if (!open)
    return (
      <button type="button" className={btn.small} onClick={() => setOpen(true)}>
        {label}
      </button>
    )
  return (
    <form onSubmit={submit} className="mt-1 flex flex-wrap items-start gap-2" aria-label={label}>
      <label htmlFor={`${id}-reason`} className="sr-only">
        {label} 사유
      </label>
      <input
        id={`${id}-reason`}
        autoFocus
        className={`${dense.input} w-56`}
        placeholder={placeholder ?? '사유 (기록에 남습니다)'}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className={tone === 'danger' ? `${btn.small} border-accent text-accent` : btn.smallPrimary} disabled={busy}>
        {confirmLabel ?? label}
      </button>
      <button type="button" className={btn.small} onClick={() => (setOpen(false), setError(null))}>
        취소
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-xs font-medium text-accent">
          {error}
        </p>
      ) : null}
    </form>
  )
}
