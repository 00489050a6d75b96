/**
 * Great-circle distance (haversine) on a spherical earth of mean radius 6,371 km. Pure and isomorphic;
 * used by the store list's distance sort and the store cards ("1.2km").
 */
export interface LatLng {
  readonly lat: number
  readonly lng: number
}

export const EARTH_RADIUS_KM = 6371.0088

const rad = (deg: number) => (deg * Math.PI) / 180

/** Distance in kilometres between two WGS84 positions. NaN when a coordinate is not a finite number. */
export function haversineKm(a: LatLng, b: LatLng): number {
  if (![a.lat, a.lng, b.lat, b.lng].every(Number.isFinite)) return Number.NaN
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Items sorted by distance from `origin` (nearest first, stable); each gets `distanceKm` rounded to 0.1 km. */
export function sortByDistance<T extends LatLng>(items: readonly T[], origin: LatLng): (T & { distanceKm: number })[] {
  return items
    .map((it, i) => ({ it, i, d: haversineKm(origin, it) }))
    .sort((x, y) => (x.d === y.d ? x.i - y.i : Number.isNaN(x.d) ? 1 : Number.isNaN(y.d) ? -1 : x.d - y.d))
    .map(({ it, d }) => ({ ...it, distanceKm: Number.isFinite(d) ? Math.round(d * 10) / 10 : Number.NaN }))
}

/** '350m' under 1 km, '1.2km' under 100 km, '325km' beyond; '' for NaN/null. */
export function formatDistance(km: number | null | undefined): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return ''
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)}m`
  if (km < 100) return `${(Math.round(km * 10) / 10).toFixed(1)}km`
  return `${Math.round(km)}km`
}

/** Kakao map directions link (map.kakao.com/link/to/{name},{lat},{lng}). */
export function kakaoDirectionsUrl(name: string, lat: number, lng: number): string {
  return `https://map.kakao.com/link/to/${encodeURIComponent(name)},${lat},${lng}`
}

/** Kakao map "show this place" link. */
export function kakaoMapUrl(name: string, lat: number, lng: number): string {
  return `https://map.kakao.com/link/map/${encodeURIComponent(name)},${lat},${lng}`
}
