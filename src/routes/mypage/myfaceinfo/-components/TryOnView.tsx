import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { drawFrameFront, frameSpec, type FrameSpec } from '~/client/fitting/frame-front'
import { loadFaceModel } from '~/client/fitting/face-model'
import { goodsQueries } from '~/client/queries/goods'
import { frontWidth, parseFrameSize } from '~/shared/eyes/face'
import { IRIS_DIAMETER_MM, frameOverlay, irisDiameterPx, type Point } from '~/shared/eyes/measure'
import {
  CameraError,
  ModelProgress,
  NO_FACE_HINT,
  PrivacyNote,
  cameraErrorHint,
  openFrontCamera,
  reloadForCamera,
  stopStream,
} from './camera'
import { FrameChips, useFrameChoices } from './frame-choices'

const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]

/** /mypage/myfaceinfo/tryon: the frame's front at real size on the live camera, across wished and recommended frames. */
export function TryOnView({ goodsNo }: { goodsNo?: string }) {
  const frames = useFrameChoices()
  const choices = frames.choices
  const [picked, setPicked] = useState<string | undefined>(goodsNo)
  const current = picked ?? choices[0]?.id
  const detail = useQuery({ ...goodsQueries.detail(current ?? ''), enabled: !!current })
  const item = detail.data?.items.find((i) => parseFrameSize(i.size))
  const spec = detail.data && item ? frameSpec(detail.data.goods.productName, item.size, item.color) : null
  const specRef = useRef<FrameSpec | null>(null)
  specRef.current = spec

  const videoRef = useRef<HTMLVideoElement>(null)
  const overlayRef = useRef<HTMLCanvasElement>(null)
  const stream = useRef<MediaStream | null>(null)
  const run = useRef(0)
  const [phase, setPhase] = useState<'idle' | 'loading' | 'live'>('idle')
  const [progress, setProgress] = useState(0)
  const [hint, setHint] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [shot, setShot] = useState<string | null>(null)

  const stop = () => {
    run.current++
    stopStream(stream.current)
    stream.current = null
  }
  useEffect(() => {
    reloadForCamera()
    return stop
  }, [])
  useEffect(() => () => void (shot && URL.revokeObjectURL(shot)), [shot])

  const start = async () => {
    stop()
    const my = run.current
    setError(null)
    try {
      stream.current = await openFrontCamera()
      setPhase('loading')
      const model = await loadFaceModel(setProgress)
      if (my !== run.current) return
      const video = videoRef.current!
      video.srcObject = stream.current
      await video.play()
      setPhase('live')
      const irises: number[] = []
      while (my === run.current) {
        await nextFrame()
        const lm = await model.detect(video)
        if (my !== run.current) return
        draw(lm, irises, video.videoWidth, video.videoHeight)
      }
    } catch (e) {
      stop()
      setPhase('idle')
      setError(
        e instanceof CameraError ? cameraErrorHint(e) : '얼굴 인식 모델을 불러오지 못했어요. 네트워크를 확인하고 다시 시도해 주세요.',
      )
    }
  }

  /** The frame over the face: the iris scale smoothed over the last 15 frames, the head's tilt and turn. */
  const draw = (lm: Point[] | null, irises: number[], w: number, h: number) => {
    const canvas = overlayRef.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    canvas.width = w
    canvas.height = h
    ctx.clearRect(0, 0, w, h)
    const f = specRef.current
    if (!lm) return setHint(NO_FACE_HINT)
    setHint(null)
    irises.push(irisDiameterPx(lm))
    if (irises.length > 15) irises.shift()
    if (!f) return
    const scale = IRIS_DIAMETER_MM / median(irises)
    const frontMm = frontWidth(f)
    const o = frameOverlay(lm, frontMm, scale)
    ctx.save()
    ctx.translate(o.cx, o.cy)
    ctx.rotate(o.angle)
    ctx.scale(o.squeeze, 1)
    drawFrameFront(ctx, f, 1 / scale)
    ctx.restore()
    canvas.dataset.frontMm = String(frontMm)
    canvas.dataset.frontPx = (frontMm / scale).toFixed(1)
    canvas.dataset.irisPx = median(irises).toFixed(2)
  }

  const snapshot = () => {
    const video = videoRef.current
    const overlay = overlayRef.current
    if (!video || !overlay || !video.videoWidth) return
    const c = document.createElement('canvas')
    c.width = video.videoWidth
    c.height = video.videoHeight
    const ctx = c.getContext('2d')!
    // Mirrored, as the member saw it.
    ctx.translate(c.width, 0)
    ctx.scale(-1, 1)
    ctx.drawImage(video, 0, 0)
    ctx.drawImage(overlay, 0, 0)
    c.toBlob((b) => b && setShot(URL.createObjectURL(b)), 'image/jpeg', 0.9)
  }

  const share = async () => {
    if (!shot) return
    const file = new File([await (await fetch(shot)).blob()], 'davich-tryon.jpg', { type: 'image/jpeg' })
    if (navigator.canShare?.({ files: [file] }))
      await navigator.share({ files: [file], title: '다비치마켓 가상 착용' }).catch(() => undefined)
    else setError('이 브라우저에서는 바로 공유할 수 없어요. 사진을 저장한 뒤 보내 주세요.')
  }

  if (frames.pending) return <ListSkeleton rows={2} media label="착용해 볼 안경테를 불러오는 중" />
  if (frames.failed)
    return (
      <ErrorState
        title="안경테를 불러오지 못했어요"
        action={
          <button type="button" className={btn.secondary} onClick={frames.retry}>
            다시 시도
          </button>
        }
      />
    )
  return (
    <div className="space-y-4">
      <FrameChips choices={choices} current={current} onPick={setPicked} label="착용해 볼 안경테" empty="찜한 안경테가 없어요." />
      {current && detail.data && !spec ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          이 상품은 사이즈 정보가 없어 실제 크기로 씌워 볼 수 없어요.
        </p>
      ) : null}
      {spec && detail.data ? (
        <p className="text-sm text-gray-700" data-testid="tryon-frame">
          {detail.data.goods.productName} · {item?.size} · 전면 너비 {frontWidth(spec)}mm
        </p>
      ) : null}

      {phase === 'loading' ? <ModelProgress progress={progress} /> : null}
      <div className="relative mx-auto aspect-[4/3] w-full max-w-md overflow-hidden rounded-2xl bg-gray-900" hidden={phase === 'idle'}>
        <video ref={videoRef} playsInline muted className="h-full w-full -scale-x-100 object-cover" aria-label="가상 착용 미리보기" />
        <canvas
          ref={overlayRef}
          data-testid="tryon-overlay"
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 h-full w-full -scale-x-100 object-cover"
        />
      </div>
      {phase === 'live' ? (
        <p role="status" aria-live="polite" className="mx-auto max-w-md text-center text-sm text-gray-700">
          {hint ?? '고개를 돌리거나 기울여 보세요. 안경테가 따라 움직여요.'}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {phase === 'idle' ? (
          <Button onClick={start} disabled={!spec}>
            카메라 켜기
          </Button>
        ) : (
          <>
            <Button onClick={snapshot} disabled={phase !== 'live'}>
              사진 찍기
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                stop()
                setPhase('idle')
              }}
            >
              카메라 끄기
            </Button>
          </>
        )}
      </div>
      {shot ? (
        <section aria-labelledby="tryon-shot" className="space-y-2 rounded-2xl border border-gray-200 bg-white p-4">
          <h2 id="tryon-shot" className="text-base font-bold text-gray-900">
            찍은 사진
          </h2>
          <img src={shot} alt="안경테를 씌운 내 얼굴 사진" width={640} height={480} className="w-full max-w-md rounded-xl" />
          <p className="text-xs text-gray-600">사진은 이 기기에만 있어요. 저장하거나 공유하기 전에는 어디에도 올라가지 않아요.</p>
          <div className="flex flex-wrap gap-2">
            <a href={shot} download="davich-tryon.jpg" className={btn.primary}>
              기기에 저장
            </a>
            <Button variant="secondary" onClick={share}>
              공유하기
            </Button>
          </div>
        </section>
      ) : null}
      <PrivacyNote />
    </div>
  )
}
