import { useRef, useState } from 'react'
import { btn } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import type { GoodsMediaAnswer } from '~/shared/api/console-goods-types'
import { pictureForm, pictureProblem } from './picture-sizes'

/**
 * The goods' pictures: the first is the representative one (goods cards and the share image). A picked file is
 * checked, made into the shop's sizes in the browser and uploaded; the list keeps each picture's detail size.
 */
export function Pictures({ images, onChange, error }: { images: string[]; onChange: (images: string[]) => void; error: string | null }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const dialog = useDialog()
  const pick = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    const p = pictureProblem(file)
    if (p) return setProblem(p)
    setBusy(true)
    try {
      const fd = await pictureForm(file)
      const res = await fetch('/admin/api/goods/media', {
        method: 'POST',
        body: fd,
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      })
      const body = (await res.json().catch(() => null)) as (GoodsMediaAnswer & { errors?: { reason: string }[] }) | null
      if (!res.ok || !body?.sizes) setProblem(body?.errors?.[0]?.reason ?? '이미지를 올리지 못했습니다. 잠시 후 다시 시도해 주세요.')
      else onChange([...images, body.sizes.detail])
    } catch (e) {
      setProblem(e instanceof Error && /[가-힣]/.test(e.message) ? e.message : '이미지를 올리지 못했습니다. 잠시 후 다시 시도해 주세요.')
    } finally {
      setBusy(false)
      if (fileRef.current) fileRef.current.value = ''
    }
  }
  const move = (k: number) => onChange([images[k]!, ...images.filter((_, i) => i !== k)])
  const remove = async (k: number) => {
    if (await dialog.confirm('이 이미지를 상품에서 뺄까요? 저장해야 쇼핑몰에 반영됩니다.', { confirmLabel: '빼기' }))
      onChange(images.filter((_, i) => i !== k))
  }
  const shown = problem ?? error
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="s-pic">
      <h2 id="s-pic" className="mb-1 text-base font-bold">
        이미지 <span className="text-sm font-normal text-gray-600">{images.length}/10</span>
      </h2>
      <p id="pic-hint" className="mb-3 text-xs text-gray-600">
        JPG·PNG·WEBP, 10MB 이하, 긴 쪽 1000픽셀 이상. 올리면 목록(480)·상세(1000)·확대(최대 2000)·공유(1200×630) 크기를 한 번에 만듭니다. 첫
        번째 이미지가 대표 이미지입니다.
      </p>
      <ul className="flex flex-wrap gap-3">
        {images.map((src, k) => (
          <li key={src} className="w-36 rounded-lg border border-gray-200 p-2">
            <img src={src} alt={`상품 이미지 ${k + 1}`} width={128} height={128} className="size-32 rounded bg-gray-50 object-contain" />
            <div className="mt-2 flex gap-1">
              {k === 0 ? (
                <span className="inline-flex min-h-8 items-center px-1 text-xs font-semibold text-brand-700">대표</span>
              ) : (
                <button type="button" className={btn.small} onClick={() => move(k)} aria-label={`이미지 ${k + 1}을 대표로`}>
                  대표로
                </button>
              )}
              <button type="button" className={btn.small} onClick={() => remove(k)} aria-label={`이미지 ${k + 1} 빼기`}>
                빼기
              </button>
            </div>
          </li>
        ))}
        <li>
          <label
            className={`flex size-36 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed border-gray-300 text-sm text-gray-700 hover:border-brand-600 ${busy ? 'opacity-60' : ''}`}
          >
            <span aria-hidden="true" className="text-2xl">
              +
            </span>
            {busy ? '올리는 중…' : '이미지 올리기'}
            <input
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={busy || images.length >= 10}
              aria-describedby="pic-hint"
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </label>
        </li>
      </ul>
      {shown ? (
        <p role="alert" className="mt-2 text-xs font-medium text-accent">
          {shown}
        </p>
      ) : null}
    </section>
  )
}
