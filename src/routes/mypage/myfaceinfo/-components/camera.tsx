/** What the measure and try-on pages share: the front camera, its Korean errors, the model's progress, the privacy note. */

export const NO_FACE_HINT = '얼굴을 찾지 못했어요. 얼굴 전체가 화면 가운데에 오도록 해 주세요.'

export class CameraError extends Error {
  constructor(readonly reason: 'denied' | 'missing' | 'unsupported' | 'busy') {
    super(reason)
  }
}

/** The front camera (640×480 or better); a refusal, no camera or no support becomes a CameraError. */
export async function openFrontCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported')
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    })
  } catch (e) {
    const name = (e as DOMException).name
    throw new CameraError(
      name === 'NotAllowedError' || name === 'SecurityError'
        ? 'denied'
        : name === 'NotFoundError' || name === 'OverconstrainedError'
          ? 'missing'
          : 'busy',
    )
  }
}

export const stopStream = (s: MediaStream | null) => s?.getTracks().forEach((t) => t.stop())

export function cameraErrorHint(e: CameraError): string {
  return {
    denied: '카메라 사용을 허용해 주세요. 브라우저 주소창의 권한 설정에서 바꿀 수 있어요. 정면 사진으로도 측정할 수 있어요.',
    missing: '카메라를 찾지 못했어요. 정면 사진으로 측정해 주세요.',
    unsupported: '이 브라우저에서는 카메라를 쓸 수 없어요. 정면 사진으로 측정해 주세요.',
    busy: '카메라를 켜지 못했어요. 다른 앱이 카메라를 쓰고 있다면 닫고 다시 시도해 주세요.',
  }[e.reason]
}

/** The model's download (≈ 10 MB, once; the browser keeps it afterwards). */
export function ModelProgress({ progress }: { progress: number }) {
  const pct = Math.round(progress * 100)
  return (
    <div className="mx-auto max-w-md space-y-2 rounded-2xl border border-gray-200 bg-white p-4" aria-busy="true">
      <p className="text-sm font-semibold text-gray-900">얼굴 인식 모델을 불러오는 중이에요 ({pct}%)</p>
      <div
        role="progressbar"
        aria-label="얼굴 인식 모델 불러오기"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-xs text-gray-600">처음 한 번만 약 10MB를 받아요. 모델은 이 기기 안에서만 동작해요.</p>
    </div>
  )
}

export function PrivacyNote() {
  return (
    <aside className="rounded-2xl bg-gray-50 px-4 py-3 text-xs leading-relaxed text-gray-600" aria-label="개인정보 안내">
      카메라 영상과 사진은 이 기기 안에서만 분석하고 서버로 보내지 않아요. 저장을 누르면 숫자(얼굴 너비·얼굴형·PD)만 저장되고, 스마트 피팅
      동의를 철회하면 매장에서도 더 이상 볼 수 없어요.
    </aside>
  )
}

/**
 * The camera is allowed only by the fitting pages' own Permissions-Policy header, and a client-side navigation
 * keeps the policy of the page the tab first loaded (camera=()): load this page as a document once, so its header
 * applies. Returns true while that reload is under way.
 */
export function reloadForCamera(): boolean {
  const doc = document as Document & {
    permissionsPolicy?: { allowsFeature(f: string): boolean }
    featurePolicy?: { allowsFeature(f: string): boolean }
  }
  const policy = doc.permissionsPolicy ?? doc.featurePolicy
  if (!policy || policy.allowsFeature('camera')) return false
  const key = `camera-reload:${location.pathname}`
  if (sessionStorage.getItem(key)) return false
  sessionStorage.setItem(key, '1')
  location.reload()
  return true
}
