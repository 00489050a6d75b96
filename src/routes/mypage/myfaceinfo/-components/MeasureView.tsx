import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { getApi } from '~/client/api'
import { Button, Checkbox, btn } from '~/client/components/ui'
import { loadFaceModel, type FaceModel } from '~/client/fitting/face-model'
import { eyeQueries } from '~/client/queries/eyes'
import { faceQueries } from '~/client/queries/face'
import { fittingQueries } from '~/client/queries/fitting'
import { FACE_SHAPE_LABEL } from '~/shared/eyes/face'
import {
  LM,
  SAMPLE_FRAMES,
  combineMeasures,
  frameHint,
  lumaStats,
  measureFace,
  type FaceMeasure,
  type MeasureResult,
  type Point,
} from '~/shared/eyes/measure'
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

type Phase =
  | { kind: 'intro' }
  | { kind: 'loading'; progress: number }
  | { kind: 'camera'; count: number; hint: string | null }
  | { kind: 'result'; result: MeasureResult; from: 'camera' | 'photo' }
  | { kind: 'saved'; result: MeasureResult }

/** Luma of the face box (downscaled), for the lighting check. */
function faceLight(source: CanvasImageSource, w: number, h: number, lm: Point[], canvas: HTMLCanvasElement) {
  const xs = [lm[LM.rCheek][0], lm[LM.lCheek][0]]
  const x0 = Math.max(0, Math.min(...xs))
  const y0 = Math.max(0, lm[LM.forehead][1])
  const bw = Math.min(w - x0, Math.abs(xs[1] - xs[0]))
  const bh = Math.min(h - y0, lm[LM.chin][1] - lm[LM.forehead][1])
  if (bw < 4 || bh < 4) return undefined
  canvas.width = 48
  canvas.height = Math.max(4, Math.round((48 * bh) / bw))
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  if (!ctx) return undefined
  ctx.drawImage(source, x0, y0, bw, bh, 0, 0, canvas.width, canvas.height)
  return lumaStats(ctx.getImageData(0, 0, canvas.width, canvas.height).data)
}

/** The landmarks the measurement reads, drawn over the preview (green when the frame counts). */
function drawOverlay(canvas: HTMLCanvasElement | null, w: number, h: number, lm: Point[] | null, m: FaceMeasure | null, ok: boolean) {
  const ctx = canvas?.getContext('2d')
  if (!canvas || !ctx) return
  canvas.width = w
  canvas.height = h
  ctx.clearRect(0, 0, w, h)
  if (!lm || !m) return
  ctx.lineWidth = Math.max(2, w / 320)
  ctx.strokeStyle = ok ? '#22c55e' : '#f59e0b'
  for (const c of [LM.rIris.centre, LM.lIris.centre]) {
    ctx.beginPath()
    ctx.arc(lm[c][0], lm[c][1], m.irisPx / 2, 0, Math.PI * 2)
    ctx.stroke()
  }
  ctx.beginPath()
  ctx.moveTo(lm[LM.rIris.centre][0], lm[LM.rIris.centre][1])
  ctx.lineTo(lm[LM.lIris.centre][0], lm[LM.lIris.centre][1])
  ctx.moveTo(lm[LM.rCheek][0], lm[LM.rCheek][1])
  ctx.lineTo(lm[LM.lCheek][0], lm[LM.lCheek][1])
  ctx.stroke()
}

const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()))

/** /mypage/myfaceinfo/measure: camera or selfie → PD, mono PDs, face width and shape → saved with consent. */
export function MeasureView() {
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' })
  const [error, setError] = useState<string | null>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const overlayRef = useRef<HTMLCanvasElement>(null)
  const run = useRef(0)
  const stream = useRef<MediaStream | null>(null)

  const stop = () => {
    run.current++
    stopStream(stream.current)
    stream.current = null
  }
  useEffect(() => {
    reloadForCamera()
    return stop
  }, [])

  const withModel = async (): Promise<FaceModel> => {
    setPhase({ kind: 'loading', progress: 0 })
    return loadFaceModel((progress) => setPhase((p) => (p.kind === 'loading' ? { kind: 'loading', progress } : p)))
  }

  const fromCamera = async () => {
    stop()
    const my = run.current
    setError(null)
    try {
      stream.current = await openFrontCamera()
      const model = await withModel()
      if (my !== run.current) return
      const video = videoRef.current!
      video.srcObject = stream.current
      await video.play()
      setPhase({ kind: 'camera', count: 0, hint: null })
      const samples: FaceMeasure[] = []
      const light = document.createElement('canvas')
      while (my === run.current && samples.length < SAMPLE_FRAMES) {
        await nextFrame()
        const lm = await model.detect(video)
        if (my !== run.current) return
        const m = lm ? measureFace(lm) : null
        const hint = lm && m ? frameHint(m, faceLight(video, video.videoWidth, video.videoHeight, lm, light)) : NO_FACE_HINT
        drawOverlay(overlayRef.current, video.videoWidth, video.videoHeight, lm, m, hint == null)
        if (m && hint == null) samples.push(m)
        setPhase({ kind: 'camera', count: samples.length, hint })
      }
      const result = combineMeasures(samples)!
      stop()
      setPhase({ kind: 'result', result, from: 'camera' })
    } catch (e) {
      stop()
      setPhase({ kind: 'intro' })
      setError(
        e instanceof CameraError ? cameraErrorHint(e) : '얼굴 인식 모델을 불러오지 못했어요. 네트워크를 확인하고 다시 시도해 주세요.',
      )
    }
  }

  const fromPhoto = async (file: File | undefined) => {
    if (!file) return
    stop()
    const my = run.current
    setError(null)
    const url = URL.createObjectURL(file)
    try {
      const img = new Image()
      img.src = url
      await img.decode()
      const model = await withModel()
      const lm = await model.detect(img, true)
      if (my !== run.current) return
      const m = lm ? measureFace(lm) : null
      const hint = lm && m ? frameHint(m, faceLight(img, img.naturalWidth, img.naturalHeight, lm, document.createElement('canvas'))) : null
      if (!m) throw new Error('no face')
      if (hint) {
        setPhase({ kind: 'intro' })
        setError(hint)
        return
      }
      const result = combineMeasures([m])!
      setPhase({ kind: 'result', result, from: 'photo' })
    } catch (e) {
      setPhase({ kind: 'intro' })
      setError(
        (e as Error).message === 'no face' || e instanceof DOMException
          ? '사진에서 얼굴을 찾지 못했어요. 얼굴이 정면으로 크게 나온 사진을 골라 주세요.'
          : '얼굴 인식 모델을 불러오지 못했어요. 네트워크를 확인하고 다시 시도해 주세요.',
      )
    } finally {
      URL.revokeObjectURL(url)
    }
  }

  const camera = phase.kind === 'camera' || (phase.kind === 'loading' && stream.current)
  return (
    <div className="space-y-5">
      {phase.kind === 'intro' ? (
        <Intro error={error} onCamera={fromCamera} onPhoto={fromPhoto} />
      ) : phase.kind === 'loading' && !stream.current ? (
        <ModelProgress progress={phase.progress} />
      ) : null}

      <section aria-label="카메라 측정" hidden={!camera} className="space-y-3">
        {phase.kind === 'loading' ? <ModelProgress progress={phase.progress} /> : null}
        <div className="relative mx-auto aspect-[4/3] w-full max-w-md overflow-hidden rounded-2xl bg-gray-900">
          <video ref={videoRef} playsInline muted className="h-full w-full -scale-x-100 object-cover" aria-label="내 얼굴 미리보기" />
          <canvas
            ref={overlayRef}
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 h-full w-full -scale-x-100 object-cover"
          />
        </div>
        {phase.kind === 'camera' ? (
          <div className="mx-auto max-w-md space-y-2">
            <p
              role="status"
              aria-live="polite"
              className={`rounded-xl px-3 py-2 text-sm ${phase.hint ? 'bg-amber-50 text-amber-900' : 'bg-brand-50 text-brand-900'}`}
            >
              {phase.hint ?? '좋아요. 그대로 잠시만 계세요.'}
            </p>
            <div
              role="progressbar"
              aria-label="측정 진행"
              aria-valuemin={0}
              aria-valuemax={SAMPLE_FRAMES}
              aria-valuenow={phase.count}
              className="h-2 overflow-hidden rounded-full bg-gray-200"
            >
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${(phase.count / SAMPLE_FRAMES) * 100}%` }} />
            </div>
            <div className="flex justify-between text-xs text-gray-600">
              <span>
                측정한 장면 {phase.count}/{SAMPLE_FRAMES}
              </span>
              <button
                type="button"
                className="font-semibold text-gray-700 underline"
                onClick={() => {
                  stop()
                  setPhase({ kind: 'intro' })
                }}
              >
                그만하기
              </button>
            </div>
          </div>
        ) : null}
      </section>

      {phase.kind === 'result' ? (
        <Result
          phase={phase}
          onRetry={() => {
            setError(null)
            setPhase({ kind: 'intro' })
          }}
          onSaved={(result) => setPhase({ kind: 'saved', result })}
        />
      ) : null}
      {phase.kind === 'saved' ? <Saved result={phase.result} /> : null}
      {phase.kind !== 'saved' ? <PrivacyNote /> : null}
    </div>
  )
}

function Intro({ error, onCamera, onPhoto }: { error: string | null; onCamera: () => void; onPhoto: (f: File | undefined) => void }) {
  return (
    <section aria-labelledby="measure-how" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 md:p-5">
      <h2 id="measure-how" className="text-base font-bold text-gray-900">
        이렇게 재요
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>밝은 곳에서 안경을 벗고 휴대폰을 눈높이에 들어 주세요.</li>
        <li>얼굴이 화면 가운데 오도록 하고 카메라를 정면으로 봐 주세요.</li>
        <li>검은자(홍채)의 지름 11.7mm를 기준으로 {SAMPLE_FRAMES}장면을 재서 가운데 값을 써요.</li>
      </ol>
      {error ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onCamera}>카메라로 측정하기</Button>
        <label className={`${btn.secondary} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500`}>
          정면 사진으로 측정하기
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={(e) => {
              onPhoto(e.target.files?.[0])
              e.target.value = ''
            }}
          />
        </label>
      </div>
    </section>
  )
}

function Result({
  phase,
  onRetry,
  onSaved,
}: {
  phase: Extract<Phase, { kind: 'result' }>
  onRetry: () => void
  onSaved: (r: MeasureResult) => void
}) {
  const { result: r } = phase
  const consent = useQuery(fittingQueries.mine())
  const qc = useQueryClient()
  const [agree, setAgree] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const agreed = consent.data?.consent.agreed ?? false
  const save = async () => {
    if (!agreed && !agree) return setError('저장하려면 스마트 피팅 정보 저장에 동의해 주세요.')
    setBusy(true)
    setError(null)
    const api = getApi()
    if (!agreed) {
      const c = await api.fitting.agree()
      if (!c.ok) {
        setBusy(false)
        return setError(c.error.errors[0]?.reason ?? '동의를 저장하지 못했어요. 잠시 후 다시 시도해 주세요.')
      }
      qc.setQueryData(fittingQueries.mine().queryKey, c.data)
    }
    const s = await api.face.saveMeasurement({
      pd: r.pd,
      rPd: r.rPd,
      lPd: r.lPd,
      faceWidth: r.faceWidth,
      faceShape: r.faceShape,
      scaleFrom: r.scaleFrom,
      frames: r.frames,
      pdSpread: r.pdSpread,
    })
    setBusy(false)
    if (!s.ok) return setError(s.error.errors[0]?.reason ?? '저장하지 못했어요. 잠시 후 다시 시도해 주세요.')
    await Promise.all([qc.invalidateQueries({ queryKey: faceQueries.all }), qc.invalidateQueries({ queryKey: eyeQueries.all })])
    onSaved(r)
  }
  return (
    <section aria-labelledby="measure-result" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 md:p-5">
      <h2 id="measure-result" className="text-base font-bold text-gray-900">
        측정 결과
      </h2>
      <dl
        className="grid grid-cols-2 gap-3 text-sm"
        data-testid="measure-result"
        data-pd={r.pd}
        data-pd-min={r.pdMin}
        data-pd-max={r.pdMax}
        data-frames={r.frames}
      >
        <Figure label="동공 간 거리(PD)" value={`${r.pd}mm`} />
        <Figure label="한쪽 PD (오른쪽 / 왼쪽)" value={`${r.rPd} / ${r.lPd}mm`} />
        <Figure label="얼굴 너비" value={`${r.faceWidth}mm`} />
        <Figure label="얼굴형" value={FACE_SHAPE_LABEL[r.faceShape]} />
      </dl>
      <p className="text-xs text-gray-600">
        {phase.from === 'camera'
          ? `${r.frames}장면의 가운데 값이에요 (PD ${r.pdMin}~${r.pdMax}mm, 흔들림 ±${r.pdSpread}mm).`
          : '사진 한 장으로 잰 값이에요. 카메라로 재면 여러 장면을 모아 더 정확해요.'}{' '}
        홍채 크기의 개인차 때문에 PD는 ±2~3mm까지 다를 수 있어요. 안경을 맞추실 때 매장에서 한 번 더 확인해 드려요.
      </p>
      {!agreed ? (
        <Checkbox
          checked={agree}
          onChange={(e) => setAgree(e.target.checked)}
          label={
            <>
              측정값(얼굴 너비·얼굴형·PD)을 저장하고 예약한 매장이 볼 수 있도록{' '}
              <Link to="/terms/$termsCd" params={{ termsCd: 'smartfitting' }} className="font-semibold text-brand-700 underline">
                스마트 피팅 정보 저장
              </Link>
              에 동의합니다. (필수)
            </>
          }
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button loading={busy} onClick={save}>
          측정값 저장
        </Button>
        <Button variant="secondary" onClick={onRetry}>
          다시 측정
        </Button>
      </div>
    </section>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-gray-50 px-3 py-2">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="text-lg font-bold text-gray-900">{value}</dd>
    </div>
  )
}

function Saved({ result }: { result: MeasureResult }) {
  return (
    <section role="status" className="space-y-3 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900 md:p-5">
      <p className="text-base font-bold">측정값을 저장했어요.</p>
      <p>
        얼굴 너비 {result.faceWidth}mm와 얼굴형은 얼굴 정보에, PD {result.pd}mm(오른쪽 {result.rPd} / 왼쪽 {result.lPd}mm)는 시력 기록에
        들어갔어요. 사진은 저장하지 않았어요.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/mypage/myfaceinfo" className={btn.primary}>
          얼굴 정보 보기
        </Link>
        <Link to="/mypage/myeyechart" className={btn.secondary}>
          시력 기록 보기
        </Link>
      </div>
    </section>
  )
}
