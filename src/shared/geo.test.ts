import { describe, expect, it } from 'vitest'
import { formatDistance, haversineKm, kakaoDirectionsUrl, sortByDistance } from './geo'

const CITY_HALL_SEOUL = { lat: 37.5663, lng: 126.9779 }
const CITY_HALL_BUSAN = { lat: 35.1798, lng: 129.075 }
const GANGNAM_STN = { lat: 37.4979, lng: 127.0276 }
const CITY_HALL_INCHEON = { lat: 37.4563, lng: 126.7052 }

describe('haversineKm', () => {
  it('서울시청 ↔ 부산시청 is about 325 km', () => {
    const d = haversineKm(CITY_HALL_SEOUL, CITY_HALL_BUSAN)
    expect(d).toBeGreaterThan(322)
    expect(d).toBeLessThan(328)
  })
  it('is symmetric and zero for the same point', () => {
    expect(haversineKm(CITY_HALL_BUSAN, CITY_HALL_SEOUL)).toBeCloseTo(haversineKm(CITY_HALL_SEOUL, CITY_HALL_BUSAN), 9)
    expect(haversineKm(CITY_HALL_SEOUL, CITY_HALL_SEOUL)).toBe(0)
  })
  it('서울시청 ↔ 강남역 is about 8.8 km, 서울시청 ↔ 인천시청 about 27 km', () => {
    expect(haversineKm(CITY_HALL_SEOUL, GANGNAM_STN)).toBeGreaterThan(8.3)
    expect(haversineKm(CITY_HALL_SEOUL, GANGNAM_STN)).toBeLessThan(9.3)
    expect(haversineKm(CITY_HALL_SEOUL, CITY_HALL_INCHEON)).toBeGreaterThan(26)
    expect(haversineKm(CITY_HALL_SEOUL, CITY_HALL_INCHEON)).toBeLessThan(28.5)
  })
  it('is NaN for non-numbers', () => {
    expect(haversineKm({ lat: Number.NaN, lng: 1 }, CITY_HALL_SEOUL)).toBeNaN()
  })
})

describe('sortByDistance', () => {
  it('orders nearest first and annotates distanceKm', () => {
    const stores = [
      { name: 'busan', ...CITY_HALL_BUSAN },
      { name: 'incheon', ...CITY_HALL_INCHEON },
      { name: 'gangnam', ...GANGNAM_STN },
    ]
    const sorted = sortByDistance(stores, CITY_HALL_SEOUL)
    expect(sorted.map((s) => s.name)).toEqual(['gangnam', 'incheon', 'busan'])
    expect(sorted[2].distanceKm).toBeGreaterThan(320)
    expect(stores[0].name).toBe('busan') // input untouched
  })
})

describe('formatDistance / links', () => {
  it('formats metres and kilometres', () => {
    expect(formatDistance(0.347)).toBe('350m')
    expect(formatDistance(1.234)).toBe('1.2km')
    expect(formatDistance(325.4)).toBe('325km')
    expect(formatDistance(null)).toBe('')
  })
  it('builds the kakao directions link', () => {
    expect(kakaoDirectionsUrl('다비치안경 강남역점', 37.5, 127)).toBe(
      `https://map.kakao.com/link/to/${encodeURIComponent('다비치안경 강남역점')},37.5,127`,
    )
  })
})
