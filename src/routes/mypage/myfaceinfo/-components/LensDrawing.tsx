import { useId } from 'react'
import { sag, type LensProfile, type ProfilePoint } from '~/shared/eyes/lens'

/** Thickness is drawn at twice its scale so a 2 mm difference reads on a phone; the width is to scale. */
const EXAGGERATE = 2
/** The front surface drawn with a typical +3.00 D base curve (drawing only; the thickness does not depend on it). */
const BASE_CURVE = 3
const PX_PER_MM = 5
const PAD = 14

type Side = 'R' | 'L'

/**
 * One eye's lens from the thickness profile: the outline of the front surface and the back surface (front +
 * thickness), mirrored so the nose is towards the middle of the face as a person facing the wearer sees it
 * (right eye: nose on the right of the drawing). The 1.50 lens is drawn dashed behind the chosen index.
 */
function outline(p: ProfilePoint[], oc: number, side: Side, w: number) {
  const sx = (x: number) => PAD + (side === 'R' ? w / 2 + x : w / 2 - x) * PX_PER_MM
  const front = p.map((q) => ({ x: sx(q.x), y: PAD + sag(BASE_CURVE, 1.53, Math.abs(q.x - oc)) * PX_PER_MM }))
  const back = p.map((q, i) => ({ x: front[i].x, y: front[i].y + q.t * EXAGGERATE * PX_PER_MM }))
  const pts = [...front, ...back.reverse()]
  return pts.map((q, i) => `${i ? 'L' : 'M'}${q.x.toFixed(1)} ${q.y.toFixed(1)}`).join(' ') + ' Z'
}

export function LensDrawing({
  profile,
  base,
  side,
  view,
}: {
  profile: LensProfile
  base: LensProfile | null
  side: Side
  view: 'section' | 'top'
}) {
  const id = useId()
  const w = profile.width
  const pts = view === 'section' ? profile.section : profile.top
  const basePts = base ? (view === 'section' ? base.section : base.top) : null
  const maxT = Math.max(...pts.map((q) => q.t), ...(basePts ?? []).map((q) => q.t))
  const curve = sag(BASE_CURVE, 1.53, w / 2 + Math.abs(profile.oc))
  const width = w * PX_PER_MM + PAD * 2
  const height = (curve + maxT * EXAGGERATE) * PX_PER_MM + PAD * 2 + 14
  const first = pts[0] // temporal edge (x = −w/2)
  const last = pts[pts.length - 1] // nasal edge
  // The right eye's temporal edge is on the left of the drawing, the left eye's on the right.
  const leftText = side === 'R' ? `귀 쪽 ${first.t.toFixed(1)}` : `코 쪽 ${last.t.toFixed(1)}`
  const rightText = side === 'R' ? `코 쪽 ${last.t.toFixed(1)}` : `귀 쪽 ${first.t.toFixed(1)}`
  const ocX = PAD + (side === 'R' ? w / 2 + profile.oc : w / 2 - profile.oc) * PX_PER_MM
  const eye = side === 'R' ? '오른쪽' : '왼쪽'
  const what = view === 'section' ? '가운데를 가로로 자른 단면' : '위에서 본 모습'
  const label = `${eye} 렌즈 ${profile.index} ${what}: 귀 쪽 ${first.t.toFixed(1)}mm, 중심 ${profile.centre.toFixed(1)}mm, 코 쪽 ${last.t.toFixed(1)}mm${base && base.index !== profile.index ? `. 점선은 1.50 렌즈` : ''}`
  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${width.toFixed(0)} ${height.toFixed(0)}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={id}
        data-testid={`lens-${view}-${side}`}
      >
        <title id={id}>{label}</title>
        {basePts && base && base.index !== profile.index ? (
          <path d={outline(basePts, base.oc, side, w)} fill="none" stroke="#9ca3af" strokeDasharray="4 3" strokeWidth={1.2} />
        ) : null}
        <path d={outline(pts, profile.oc, side, w)} fill="#ccecec" stroke="#0f766e" strokeWidth={1.5} />
        <line x1={ocX} x2={ocX} y1={PAD - 6} y2={height - 16} stroke="#0f766e" strokeDasharray="2 3" strokeWidth={1} />
        {/* Text sits on the white margin below the lens, dark enough for small type. */}
        <text x={PAD} y={height - 3} fontSize={11} fill="#374151" textAnchor="start">
          {leftText}
        </text>
        <text x={width - PAD} y={height - 3} fontSize={11} fill="#374151" textAnchor="end">
          {rightText}
        </text>
        <text x={ocX} y={height - 3} fontSize={11} fill="#115e59" textAnchor="middle" fontWeight={700}>
          중심 {profile.centre.toFixed(1)}
        </text>
      </svg>
      <figcaption className="mt-1 text-xs text-gray-600">{what} (mm)</figcaption>
    </figure>
  )
}
