import { useId, useRef, useState } from 'react'
import { btn } from '~/client/components/ui'
import { uploadImage } from './upload'

/** An image of the page: its preview, an upload (JPG/PNG, checked by the server) and a way to clear it. */
export function ImageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  error: string | null
}) {
  const id = useId()
  const file = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  const pick = async (f: File | undefined) => {
    if (!f) return
    setBusy(true)
    setRefused(null)
    const r = await uploadImage(f)
    setBusy(false)
    if (file.current) file.current.value = ''
    if (r.ok) onChange(r.data.path)
    else setRefused(r.error.errors[0]?.reason ?? '이미지를 올리지 못했습니다.')
  }
  const message = refused ?? error
  return (
    <div>
      <p id={`${id}-label`} className="mb-1 block text-xs font-semibold text-gray-700">
        {label}
      </p>
      <div className="flex items-center gap-2">
        {value ? (
          <img src={value} alt="" width={96} height={50} className="h-12 w-24 rounded border border-gray-200 bg-gray-100 object-cover" />
        ) : (
          <span className="flex h-12 w-24 items-center justify-center rounded border border-dashed border-gray-300 text-[11px] text-gray-600">
            없음
          </span>
        )}
        <button type="button" className={btn.small} onClick={() => file.current?.click()} disabled={busy} aria-describedby={`${id}-label`}>
          {busy ? '올리는 중…' : '이미지 올리기'}
        </button>
        {value ? (
          <button type="button" className={btn.small} onClick={() => onChange('')} aria-describedby={`${id}-label`}>
            지우기
          </button>
        ) : null}
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png"
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
      {message ? (
        <p role="alert" className="mt-1 text-xs text-accent">
          {message}
        </p>
      ) : null}
    </div>
  )
}
