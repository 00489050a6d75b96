import { useEffect, useState } from 'react'
import QRCode from 'qrcode'
import { Badge, btn } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { consoleCall } from '~/client/console/api'
import { ACTION_LABELS, ACTIONS_FROM, campaignPath, PHASE_LABELS, seoulText, type CampaignAction } from '~/shared/admin/campaign'
import type { CampaignDetail, PreviewLinkAnswer } from '~/shared/api/marketing-types'
import { PHASE_TONE } from './CampaignList'

const CONFIRM: Record<CampaignAction, string> = {
  schedule: '저장된 내용으로 예약합니다. 시작 일시가 되면 고객에게 보여요.',
  unschedule: '예약을 취소하고 작성 중으로 돌립니다.',
  publish: '저장된 내용을 지금 바로 고객에게 게시합니다. 공유 이미지와 페이지가 곧바로 새 버전으로 바뀌어요.',
  end: '지금 종료하면 고객에게 종료된 기획전으로 보여요. 되돌릴 수 없습니다.',
}

/**
 * The page's life beside the editor: its phase, the next steps (each confirmed; the server moves only from the
 * version the operator saw), a draft preview link (operators, or anyone with the expiring link; noindex), and the
 * public URL with a copy button and a QR code for print.
 */
export function PublishPanel({
  data,
  dirty,
  onStep,
}: {
  data: CampaignDetail
  dirty: boolean
  onStep: (action: CampaignAction) => Promise<void>
}) {
  const dialog = useDialog()
  const url = `${window.location.origin}${campaignPath(data)}`
  const [qr, setQr] = useState('')
  const [copied, setCopied] = useState(false)
  const [preview, setPreview] = useState<PreviewLinkAnswer | null>(null)
  const [previewError, setPreviewError] = useState<string | null>(null)
  useEffect(() => {
    void QRCode.toDataURL(url, { margin: 1, width: 480, errorCorrectionLevel: 'M' }).then(setQr)
  }, [url])

  const step = async (a: CampaignAction) => {
    if (dirty) return void dialog.alert('저장하지 않은 변경이 있어요. 먼저 저장해 주세요.')
    if (await dialog.confirm(CONFIRM[a], { title: ACTION_LABELS[a], confirmLabel: ACTION_LABELS[a] })) await onStep(a)
  }
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text).catch(() => undefined)
    setCopied(true)
  }
  const makePreview = async () => {
    setPreviewError(null)
    const r = await consoleCall<PreviewLinkAnswer>(`/marketing/campaigns/${data.id}/preview`, { method: 'POST', json: {} })
    if (r.ok) setPreview(r.data)
    else setPreviewError(r.error.errors[0]?.reason ?? '미리보기 링크를 만들지 못했습니다.')
  }

  return (
    <section aria-labelledby="publish-title" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <h2 id="publish-title" className="text-base font-bold">
          게시
        </h2>
        <Badge tone={PHASE_TONE[data.phase]}>{PHASE_LABELS[data.phase]}</Badge>
      </div>
      <p className="text-xs text-gray-600">
        {seoulText(data.startAt)} ~ {seoulText(data.endAt)} (한국 시간) · 버전 {data.version}
      </p>
      <div className="flex flex-wrap gap-2">
        {ACTIONS_FROM[data.phase].map((a) => (
          <button key={a} type="button" className={a === 'publish' ? btn.smallPrimary : btn.small} onClick={() => void step(a)}>
            {ACTION_LABELS[a]}
          </button>
        ))}
      </div>
      <div className="border-t border-gray-100 pt-3">
        <button type="button" className={btn.small} onClick={() => void makePreview()}>
          미리보기 링크 만들기
        </button>
        {preview ? (
          <div className="mt-2 space-y-1 text-xs">
            <a href={preview.url} target="_blank" rel="noreferrer" className="break-all text-brand-800 underline">
              {preview.url}
            </a>
            <p className="text-gray-600">{seoulText(preview.expiresAt)}까지 로그인 없이 열 수 있어요 (검색엔진 제외).</p>
          </div>
        ) : null}
        {previewError ? (
          <p role="alert" className="mt-1 text-xs text-accent">
            {previewError}
          </p>
        ) : null}
      </div>
      <div className="border-t border-gray-100 pt-3">
        <p className="text-xs font-semibold text-gray-700">공개 주소</p>
        <div className="mt-1 flex items-center gap-2">
          <code className="min-w-0 flex-1 truncate text-xs" data-testid="public-url">
            {url}
          </code>
          <button type="button" className={btn.small} onClick={() => void copy(url)}>
            {copied ? '복사했어요' : '주소 복사'}
          </button>
        </div>
        {qr ? (
          <div className="mt-2 flex items-end gap-3">
            <img src={qr} alt={`${url} QR 코드`} width={120} height={120} className="size-30 border border-gray-200" />
            <a href={qr} download={`campaign-${data.id}-qr.png`} className={btn.small}>
              인쇄용 QR 내려받기
            </a>
          </div>
        ) : null}
      </div>
    </section>
  )
}
