import { useEffect, useRef, useState } from 'react'
import type { StoreSummary } from '~/shared/api/store-types'

/* Minimal typing of the Kakao Maps JavaScript SDK surface used here. */
interface KakaoMaps {
  load(cb: () => void): void
  LatLng: new (lat: number, lng: number) => unknown
  LatLngBounds: new () => { extend(p: unknown): void }
  Map: new (el: HTMLElement, opts: { center: unknown; level: number }) => { setBounds(b: unknown): void; setCenter(p: unknown): void }
  Marker: new (opts: { position: unknown; title?: string; map?: unknown }) => { setMap(m: unknown): void }
  event: { addListener(target: unknown, type: string, cb: () => void): void }
}
declare global {
  interface Window {
    kakao?: { maps: KakaoMaps }
  }
}

let loading: Promise<KakaoMaps> | null = null
function loadSdk(appKey: string): Promise<KakaoMaps> {
  loading ??= new Promise((resolve, reject) => {
    const s = document.createElement('script')
    s.src = `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(appKey)}&autoload=false`
    s.async = true
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) s.nonce = nonce
    s.onload = () => (window.kakao ? window.kakao.maps.load(() => resolve(window.kakao!.maps)) : reject(new Error('kakao sdk')))
    s.onerror = () => reject(new Error('kakao sdk'))
    document.head.appendChild(s)
  })
  return loading
}

/** Store markers on a Kakao map — only rendered when a key is configured; failures fall back to the list. */
export function KakaoMap({ appKey, stores, onSelect }: { appKey: string; stores: StoreSummary[]; onSelect: (s: StoreSummary) => void }) {
  const el = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let cancelled = false
    loadSdk(appKey)
      .then((maps) => {
        if (cancelled || !el.current || !stores.length) return
        const map = new maps.Map(el.current, { center: new maps.LatLng(stores[0].lat, stores[0].lng), level: 7 })
        const bounds = new maps.LatLngBounds()
        for (const s of stores.slice(0, 50)) {
          const pos = new maps.LatLng(s.lat, s.lng)
          bounds.extend(pos)
          const marker = new maps.Marker({ position: pos, title: s.storeName, map })
          maps.event.addListener(marker, 'click', () => onSelect(s))
        }
        map.setBounds(bounds)
      })
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [appKey, stores, onSelect])
  if (failed) return null
  return <div ref={el} role="region" aria-label="매장 위치 지도" className="h-64 w-full overflow-hidden rounded-2xl bg-gray-100 md:h-80" />
}
