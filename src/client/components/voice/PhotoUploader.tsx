import { useId, useRef, useState } from 'react'
import type { ApiResult } from '~/shared/api/result'
import type { UploadedFileAnswer } from '~/shared/api/voice-types'
import { IMAGE_TYPE_MESSAGE, MEMBER_IMAGE_TYPES } from '~/shared/moderation'
import { btn, field } from '~/client/components/ui'

export interface PickedFile {
  fileId: string
  url: string
  name: string
}

const MAX_BYTES = 10 * 1024 * 1024

/**
 * Picks files and uploads each at once through `upload` (the shared upload module checks type by magic bytes,
 * size and pixels; its Korean reason is shown as is). The browser checks type and size first only to answer
 * sooner. `accept` defaults to the member image types.
 */
export function PhotoUploader({
  label,
  value,
  onChange,
  upload,
  max,
  accept = MEMBER_IMAGE_TYPES.join(','),
  hint,
  images = true,
}: {
  label: string
  value: PickedFile[]
  onChange: (next: PickedFile[]) => void
  upload: (form: FormData) => Promise<ApiResult<UploadedFileAnswer>>
  max: number
  accept?: string
  hint?: string
  images?: boolean
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function pick(files: FileList | null) {
    if (!files?.length) return
    setError(null)
    const room = max - value.length
    const chosen = [...files].slice(0, room)
    if (files.length > room) setError(`최대 ${max}개까지 올릴 수 있어요.`)
    setBusy(true)
    let next = value
    for (const f of chosen) {
      if (images && !(MEMBER_IMAGE_TYPES as readonly string[]).includes(f.type)) {
        setError(IMAGE_TYPE_MESSAGE)
        continue
      }
      if (f.size > MAX_BYTES) {
        setError('파일 크기는 10MB 이하만 올릴 수 있어요.')
        continue
      }
      const fd = new FormData()
      fd.append('file', f)
      const r = await upload(fd)
      if (!r.ok) {
        setError(r.error.errors[0]?.reason ?? '파일을 올리지 못했어요. 다시 시도해 주세요.')
        continue
      }
      next = [...next, { fileId: r.data.fileId, url: r.data.previewUrl, name: r.data.name || f.name }]
      onChange(next)
    }
    setBusy(false)
    if (input.current) input.current.value = ''
  }

  return (
    <div>
      <p className={field.label} id={`${id}-label`}>
        {label}{' '}
        <span className="font-normal text-gray-500">
          ({value.length}/{max})
        </span>
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-label`}>
        {value.map((p, i) => (
          <li key={p.fileId} className="relative">
            {images ? (
              <img
                src={p.url}
                alt={`${label} ${i + 1}`}
                width={80}
                height={80}
                className="size-20 rounded-lg border border-gray-200 object-cover"
              />
            ) : (
              <span className="flex h-10 items-center rounded-lg border border-gray-200 px-3 text-sm">{p.name}</span>
            )}
            <button
              type="button"
              onClick={() => onChange(value.filter((x) => x.fileId !== p.fileId))}
              className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-gray-900 text-xs text-white"
              aria-label={`${label} ${i + 1} 빼기`}
            >
              ×
            </button>
          </li>
        ))}
        {value.length < max ? (
          <li>
            <label htmlFor={id} className={`${btn.secondary} ${images ? 'size-20 flex-col !px-0 text-xs' : ''} cursor-pointer`}>
              <span aria-hidden="true" className="text-lg leading-none">
                +
              </span>
              {busy ? '올리는 중…' : images ? '사진 추가' : '파일 추가'}
            </label>
            <input
              id={id}
              ref={input}
              type="file"
              accept={accept}
              multiple={max > 1}
              className="sr-only"
              disabled={busy}
              onChange={(e) => void pick(e.currentTarget.files)}
            />
          </li>
        ) : null}
      </ul>
      {hint ? <p className={field.hint}>{hint}</p> : null}
      {error ? (
        <p className={field.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
