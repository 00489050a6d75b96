/**
 * The face-landmark model in the browser (MediaPipe Face Mesh, 478 landmarks with irises), loaded only by the
 * fitting pages and only when the member starts: the big files (model ~4 MB, WASM ~6 MB) are downloaded here with
 * progress and handed to the model as blob: URLs; its script comes from the shop's own origin (FACE_MESH_BASE).
 * Nothing of the image leaves the device: the model runs in this tab.
 */
import type { FaceMesh, Results } from '@mediapipe/face_mesh'
import { FACE_MESH_BASE, FACE_MESH_HEAVY } from '~/shared/face-mesh-assets'
import type { Point } from '~/shared/eyes/measure'

type Image = HTMLVideoElement | HTMLCanvasElement | HTMLImageElement

export interface FaceModel {
  /** Landmarks in pixels of the image, or null when no face is found. `still` forgets the previous frame's face. */
  detect(image: Image, still?: boolean): Promise<Point[] | null>
}

declare global {
  interface Window {
    FaceMesh?: typeof FaceMesh
  }
}

/** WebAssembly SIMD support (a module with one v128 instruction validates). */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
])
const simd = () => {
  try {
    return WebAssembly.validate(SIMD_PROBE)
  } catch {
    return false
  }
}

/** Downloads files one after another, reporting the share of all bytes received (0…1). */
async function download(files: string[], onProgress: (fraction: number) => void): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  const sizes = await Promise.all(
    files.map(async (f) => Number((await fetch(FACE_MESH_BASE + f, { method: 'HEAD' })).headers.get('content-length')) || 0),
  )
  const total = sizes.reduce((a, b) => a + b, 0)
  let received = 0
  for (const f of files) {
    const res = await fetch(FACE_MESH_BASE + f)
    if (!res.ok || !res.body) throw new Error(`model file ${f}: ${res.status}`)
    const reader = res.body.getReader()
    const chunks: Uint8Array[] = []
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      received += value.byteLength
      if (total) onProgress(Math.min(0.99, received / total))
    }
    out[f] = URL.createObjectURL(
      new Blob(chunks as BlobPart[], { type: f.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream' }),
    )
  }
  return out
}

function loadScript(src: string): Promise<void> {
  if (window.FaceMesh) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const s = document.createElement('script')
    s.src = src
    s.async = true
    s.onload = () => resolve()
    s.onerror = () => reject(new Error(`script ${src}`))
    document.head.appendChild(s)
  })
}

let shared: Promise<FaceModel> | null = null

/** The model, loaded once per page view (a second caller waits for the same load). */
export function loadFaceModel(onProgress: (fraction: number) => void): Promise<FaceModel> {
  shared ??= create(onProgress).catch((e) => {
    shared = null
    throw e
  })
  return shared
}

async function create(onProgress: (fraction: number) => void): Promise<FaceModel> {
  const blobs = await download([FACE_MESH_HEAVY.data, simd() ? FACE_MESH_HEAVY.simd : FACE_MESH_HEAVY.plain], onProgress)
  await loadScript(`${FACE_MESH_BASE}face_mesh.js`)
  const mesh = new window.FaceMesh!({ locateFile: (f) => blobs[f] ?? FACE_MESH_BASE + f })
  mesh.setOptions({ maxNumFaces: 1, refineLandmarks: true, minDetectionConfidence: 0.5, minTrackingConfidence: 0.5 })
  // onResults runs inside send(): the answer of the frame just sent.
  let last: Results | null = null
  mesh.onResults((r) => {
    last = r
  })
  await mesh.initialize()
  onProgress(1)
  let busy: Promise<unknown> = Promise.resolve()
  return {
    detect(image, still = false) {
      const run = busy.then(async () => {
        const w = image instanceof HTMLVideoElement ? image.videoWidth : image.width
        const h = image instanceof HTMLVideoElement ? image.videoHeight : image.height
        if (!w || !h) return null
        if (still) mesh.reset()
        last = null
        await mesh.send({ image })
        const lm = (last as Results | null)?.multiFaceLandmarks?.[0]
        return lm && lm.length >= 478 ? lm.map((p) => [p.x * w, p.y * h, p.z * w] as const) : null
      })
      busy = run.catch(() => undefined)
      return run
    },
  }
}
