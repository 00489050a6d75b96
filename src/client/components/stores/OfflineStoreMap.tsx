import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AreasAnswer, StoreSummary } from '~/shared/api/store-types'
import { NORTH_KOREA_PATH, PROJECTION_K, SOUTH_KOREA_PATH } from './korea-outline.gen'

/**
 * The store map without a map provider (no key, no network): Korea's outline from Natural Earth (world-atlas,
 * scripts/korea-outline.mjs) drawn as SVG with the server's HTML, the stores placed by their coordinates and merged
 * into clusters where they would overlap. Whole country: one bubble per 시/도 with its store count; a tap zooms to
 * that region and lists its stores (the finder's sido filter), with bubbles per 시/군/구; there a tap lists that
 * area's stores and the map shows each of them (near ones clustered; a cluster's tap zooms in); a store's tap opens
 * it. Kakao's map replaces this one when KAKAO_MAP_KEY is set.
 */
type Area = AreasAnswer['areas'][number]
type Box = { x: number; y: number; w: number; h: number }
type Point = { x: number; y: number; count: number; label: string; onPick: () => void; key: string; selected?: boolean }

const px = (lat: number, lng: number) => ({ x: lng * PROJECTION_K * 100, y: -lat * 100 })
/** The whole country: Jeju to the DMZ, the west coast to Ulleungdo (a 4:3 frame). */
const KOREA: Box = { x: 124.4 * PROJECTION_K * 100, y: -38.75 * 100, w: 7.0 * PROJECTION_K * 100, h: 5.7 * 100 }

/** The smallest box around points, padded, at least `min` wide, at the map's 4:3 aspect. */
function fit(points: Array<{ x: number; y: number }>, min = 40): Box {
  if (!points.length) return KOREA
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  let w = Math.max(...xs) - Math.min(...xs)
  let h = Math.max(...ys) - Math.min(...ys)
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2
  w = Math.max(w * 1.4, min)
  h = Math.max(h * 1.4, min * 0.75)
  if (w / h > 4 / 3) h = (w * 3) / 4
  else w = (h * 4) / 3
  return { x: cx - w / 2, y: cy - h / 2, w, h }
}

/**
 * Clustering by coordinates: bubbles whose circles would overlap (radius from the count, `radius()`) merge into one
 * (counts summed, position weighted), repeated until none overlap. A few hundred stores at most: quadratic is fine.
 */
export function cluster<T extends { x: number; y: number; count: number }>(
  points: T[],
  radius: (count: number, single: boolean) => number,
): Array<{ x: number; y: number; count: number; members: T[] }> {
  let out = points.map((p) => ({ x: p.x, y: p.y, count: p.count, members: [p] }))
  for (let merged = true; merged;) {
    merged = false
    outer: for (let i = 0; i < out.length; i++)
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]
        const b = out[j]
        if (Math.hypot(a.x - b.x, a.y - b.y) >= radius(a.count, a.members.length === 1) + radius(b.count, b.members.length === 1)) continue
        const n = a.count + b.count
        out[i] = {
          x: (a.x * a.count + b.x * b.count) / n,
          y: (a.y * a.count + b.y * b.count) / n,
          count: n,
          members: [...a.members, ...b.members],
        }
        out = out.filter((_, k) => k !== j)
        merged = true
        break outer
      }
  }
  return out
}

function useTweenedBox(target: Box): Box {
  const [box, setBox] = useState(target)
  const from = useRef(target)
  useEffect(() => {
    const start = from.current
    if (start.x === target.x && start.y === target.y && start.w === target.w) return
    if (typeof requestAnimationFrame !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      from.current = target
      return setBox(target)
    }
    const t0 = performance.now()
    let id = 0
    const step = (t: number) => {
      const k = Math.min(1, (t - t0) / 250)
      const e = 1 - (1 - k) * (1 - k)
      const b = {
        x: start.x + (target.x - start.x) * e,
        y: start.y + (target.y - start.y) * e,
        w: start.w + (target.w - start.w) * e,
        h: start.h + (target.h - start.h) * e,
      }
      from.current = b
      setBox(b)
      if (k < 1) id = requestAnimationFrame(step)
    }
    id = requestAnimationFrame(step)
    return () => cancelAnimationFrame(id)
  }, [target])
  return box
}

export function OfflineStoreMap({
  areas,
  stores,
  sido,
  sigungu,
  selectedNo,
  onArea,
  onSelect,
}: {
  areas: Area[]
  stores: StoreSummary[]
  sido?: string
  sigungu?: string
  selectedNo?: number
  onArea: (sido?: string, sigungu?: string) => void
  onSelect: (s: StoreSummary) => void
}) {
  const region = areas.find((a) => a.sido === sido)
  const [zoomBox, setZoomBox] = useState<Box | null>(null)
  const selected = stores.find((s) => s.storeNo === selectedNo)
  // The level follows the finder's filters: country → a 시/도's 시/군/구 → the stores of a 시/군/구 (or a store).
  const level: 'country' | 'region' | 'stores' = sigungu || selected ? 'stores' : region ? 'region' : 'country'

  const target = useMemo<Box>(() => {
    if (zoomBox) return zoomBox
    if (level === 'stores') {
      const inArea = selected ? [selected] : stores.filter((s) => s.sigungu === sigungu)
      return fit(
        inArea.map((s) => px(s.lat, s.lng)),
        selected ? 25 : 12,
      )
    }
    if (level === 'region' && region)
      return fit(
        region.sigunguList.map((g) => px(g.lat, g.lng)),
        60,
      )
    return KOREA
  }, [zoomBox, level, selected, stores, sigungu, region])
  useEffect(() => setZoomBox(null), [sido, sigungu, selectedNo])
  const box = useTweenedBox(target)
  const unit = box.w / 100 // one hundredth of the view's width

  const points: Point[] = useMemo(() => {
    if (level === 'country')
      return areas.map((a) => ({ ...px(a.lat, a.lng), count: a.storeCount, label: a.sido, key: a.sido, onPick: () => onArea(a.sido) }))
    if (level === 'region' && region)
      return region.sigunguList.map((g) => ({
        ...px(g.lat, g.lng),
        count: g.storeCount,
        label: g.sigungu,
        key: g.sigungu,
        onPick: () => onArea(region.sido, g.sigungu),
      }))
    return stores.map((s) => ({
      ...px(s.lat, s.lng),
      count: 1,
      label: s.storeName,
      key: String(s.storeNo),
      selected: s.storeNo === selectedNo,
      onPick: () => onSelect(s),
    }))
  }, [level, areas, region, stores, selectedNo, onArea, onSelect])

  const radius = useCallback(
    (count: number, single: boolean) => (single && level === 'stores' ? unit * 2.2 : unit * (2.6 + Math.min(4.5, Math.sqrt(count) * 0.7))),
    [unit, level],
  )
  const clusters = useMemo(() => cluster(points, radius), [points, radius])
  const title =
    level === 'country'
      ? '전국'
      : level === 'region'
        ? (region?.sido ?? '')
        : selected
          ? selected.storeName
          : `${sido ?? ''} ${sigungu ?? ''}`

  return (
    <figure className="relative overflow-hidden rounded-2xl border border-gray-200 bg-sky-50" aria-label="매장 위치 지도">
      <svg
        viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
        className="mx-auto block aspect-[4/3] max-h-64 w-full md:max-h-80"
        role="group"
        aria-label={`${title} 매장 지도`}
      >
        <path d={NORTH_KOREA_PATH} fill="#eef2f4" stroke="#d5dde2" strokeWidth={unit * 0.25} />
        <path d={SOUTH_KOREA_PATH} fill="#ffffff" stroke="#9fb3bf" strokeWidth={unit * 0.3} strokeLinejoin="round" />
        {clusters.map((c) => {
          const one = c.members.length === 1 ? c.members[0] : null
          const r = radius(c.count, !!one)
          const names =
            c.members
              .slice(0, 3)
              .map((m) => m.label)
              .join('·') + (c.members.length > 3 ? ' 외' : '')
          // The bubble shows the bare count, so the name carries it as a word of its own (axe: label-content-name-mismatch).
          const label = one ? `${one.label} ${level === 'stores' ? '' : `매장 수 ${c.count}`}`.trim() : `${names} 매장 수 ${c.count} (확대)`
          const pick = () => (one ? one.onPick() : setZoomBox(fit(c.members, unit * 8)))
          return (
            <g
              key={c.members.map((m) => m.key).join('|')}
              role="button"
              tabIndex={0}
              aria-label={label}
              className="cursor-pointer outline-none"
              onClick={pick}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), pick())}
            >
              <circle
                cx={c.x}
                cy={c.y}
                r={r}
                fill={one?.selected ? '#e11d48' : '#0f766e'}
                fillOpacity={one && level === 'stores' ? 1 : 0.85}
                stroke="#fff"
                strokeWidth={unit * 0.4}
              />
              {c.count > 1 || level !== 'stores' ? (
                <text x={c.x} y={c.y} dy="0.35em" textAnchor="middle" fontSize={unit * 3} fontWeight={700} fill="#fff" pointerEvents="none">
                  {c.count}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <figcaption className="absolute left-3 top-3 flex items-center gap-1.5">
        <span className="rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-gray-700 shadow-sm">{title}</span>
        {level !== 'country' || zoomBox ? (
          <button
            type="button"
            className="rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-brand-700 shadow-sm hover:bg-white"
            onClick={() => (zoomBox ? setZoomBox(null) : level === 'stores' && region && !selected ? onArea(region.sido) : onArea())}
          >
            {zoomBox ? '돌아가기' : level === 'stores' && region && !selected ? `${region.sido} 전체` : '전국 보기'}
          </button>
        ) : null}
      </figcaption>
    </figure>
  )
}
