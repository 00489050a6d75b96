import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/session'
import { haversineKm } from '../../src/shared/geo'
import { call } from './helpers'

const DB = (env as unknown as { DB: D1Database }).DB

// Known coordinates: 서울시청, 강남역, 인천시청, 수원시청, 부산시청, 제주시청
const STORES = [
  [9101, 'T101', '테스트 서울시청점', '서울특별시', '중구', 37.5663, 126.9779, 'Y', 'N'],
  [9102, 'T102', '테스트 강남역점', '서울특별시', '강남구', 37.4979, 127.0276, 'Y', 'Y'],
  [9103, 'T103', '테스트 인천시청점', '인천광역시', '남동구', 37.4563, 126.7052, 'N', 'N'],
  [9104, 'T104', '테스트 수원시청점', '경기도', '수원시', 37.2636, 127.0286, 'Y', 'N'],
  [9105, 'T105', '테스트 부산시청점', '부산광역시', '연제구', 35.1798, 129.075, 'Y', 'Y'],
  [9106, 'T106', '테스트 제주시청점', '제주특별자치도', '제주시', 33.4996, 126.5312, 'Y', 'N'],
] as const

beforeAll(async () => {
  await DB.batch([
    ...STORES.map(([no, code, nm, sido, sigungu, lat, lng, pickup, hearing]) =>
      DB.prepare(
        `INSERT INTO stores (store_no, store_code, store_nm, sido, sigungu, road_addr, tel_no, lat, lng, pickup_yn, hearing_yn)
         VALUES (?1, ?2, ?3, ?4, ?5, ?4 || ' ' || ?5 || ' 중앙로 1', '02-123-4567', ?6, ?7, ?8, ?9)`,
      ).bind(no, code, nm, sido, sigungu, lat, lng, pickup, hearing),
    ),
    ...[0, 1, 2, 3, 4, 5, 6].map((w) =>
      DB.prepare(`INSERT INTO store_hours (store_no, weekday, open_time, close_time, closed_yn) VALUES (9101, ?1, ?2, ?3, ?4)`).bind(
        w,
        w === 0 ? null : '1000',
        w === 0 ? null : '2000',
        w === 0 ? 'Y' : 'N',
      ),
    ),
    DB.prepare(`INSERT INTO store_holidays (store_no, holiday_ymd, reason) VALUES (9101, '20991231', '재고 정리')`),
    DB.prepare(
      `INSERT INTO members (member_no, login_id, member_nm, reg_dttm, upd_dttm) VALUES (9001, 'storetest01', '김다비', '2026-01-01', '2026-01-01')`,
    ),
  ])
})

describe('GET /api/v1/front/store/list', () => {
  it('sorts by distance from the given position (known coordinates)', async () => {
    const res = await call('/api/v1/front/store/list?keyword=테스트&lat=37.5663&lng=126.9779&rows=10')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { total: number; stores: { storeCode: string; distanceKm: number }[] }
    expect(body.total).toBe(6)
    expect(body.stores.map((s) => s.storeCode)).toEqual(['T101', 'T102', 'T103', 'T104', 'T105', 'T106'])
    expect(body.stores[0].distanceKm).toBe(0)
    const busan = body.stores.find((s) => s.storeCode === 'T105')!
    expect(busan.distanceKm).toBeGreaterThan(322)
    expect(busan.distanceKm).toBeLessThan(328)
    expect(busan.distanceKm).toBeCloseTo(haversineKm({ lat: 37.5663, lng: 126.9779 }, { lat: 35.1798, lng: 129.075 }), 0)
  })
  it('from 부산 the order flips', async () => {
    const body = (await (await call('/api/v1/front/store/list?keyword=테스트&lat=35.1798&lng=129.075')).json()) as {
      stores: { storeCode: string }[]
    }
    expect(body.stores[0].storeCode).toBe('T105')
    expect(body.stores.at(-1)!.storeCode).toBe('T103') // 인천 (~330 km) is farther from 부산 than 제주 (~290 km)
  })
  it('filters by 시·도, 시·군·구, service and pickup; pages; answers the contract fields', async () => {
    const seoul = (await (await call('/api/v1/front/store/list?keyword=테스트&sido=서울특별시')).json()) as {
      total: number
      stores: Record<string, unknown>[]
    }
    expect(seoul.total).toBe(2)
    expect(Object.keys(seoul.stores[0])).toEqual(
      expect.arrayContaining(['storeNo', 'storeCode', 'storeName', 'address', 'telNo', 'lat', 'lng', 'distanceKm', 'pickupYn']),
    )
    expect(seoul.stores[0].distanceKm).toBeNull()
    const gangnam = (await (await call('/api/v1/front/store/list?keyword=테스트&sido=서울특별시&sigungu=강남구')).json()) as {
      total: number
    }
    expect(gangnam.total).toBe(1)
    const hearing = (await (await call('/api/v1/front/store/list?keyword=테스트&service=hearing')).json()) as {
      stores: { storeCode: string }[]
    }
    expect(hearing.stores.map((s) => s.storeCode).sort()).toEqual(['T102', 'T105'])
    const noPickup = (await (await call('/api/v1/front/store/list?keyword=테스트&pickupYn=N')).json()) as {
      stores: { storeCode: string }[]
    }
    expect(noPickup.stores.map((s) => s.storeCode)).toEqual(['T103'])
    const page2 = (await (await call('/api/v1/front/store/list?keyword=테스트&lat=37.5663&lng=126.9779&rows=4&page=2')).json()) as {
      total: number
      stores: { storeCode: string }[]
    }
    expect(page2.total).toBe(6)
    expect(page2.stores.map((s) => s.storeCode)).toEqual(['T105', 'T106'])
  })
  it('without a position lists stores in administrative order (서울 first, 제주 last)', async () => {
    const body = (await (await call('/api/v1/front/store/list?keyword=테스트')).json()) as { stores: { sido: string; distanceKm: null }[] }
    expect(body.stores[0].sido).toBe('서울특별시')
    expect(body.stores.at(-1)!.sido).toBe('제주특별자치도')
    expect(body.stores.every((s) => s.distanceKm === null)).toBe(true)
  })
  it('refuses bad input with a Korean 400', async () => {
    const res = await call('/api/v1/front/store/list?lat=abc&lng=127')
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: { reason: string }[] }
    expect(body.errors[0].reason).toMatch(/좌표/)
    expect((await call('/api/v1/front/store/list?service=spa')).status).toBe(400)
  })
})

describe('store detail, areas, my store', () => {
  it('GET /detaile/{storeNo} gives hours with Korean weekday names, holidays, services and a directions link', async () => {
    const res = await call('/api/v1/front/store/detaile/9101')
    expect(res.status).toBe(200)
    const d = (await res.json()) as {
      storeName: string
      hours: { weekdayNm: string; openTime: string | null; closedYn: string }[]
      directionsUrl: string
      services: { name: string }[]
    }
    expect(d.storeName).toBe('테스트 서울시청점')
    expect(d.hours.map((h) => h.weekdayNm)).toEqual(['월', '화', '수', '목', '금', '토', '일'])
    expect(d.hours[0]).toMatchObject({ openTime: '1000', closedYn: 'N' })
    expect(d.hours[6]).toMatchObject({ openTime: null, closedYn: 'Y' })
    expect(d.directionsUrl).toMatch(/^https:\/\/map\.kakao\.com\/link\/to\//)
    expect(d.services.map((s) => s.name)).toContain('시력검사')
  })
  it('unknown store → 404, bad id → 400', async () => {
    expect((await call('/api/v1/front/store/detaile/99999')).status).toBe(404)
    expect((await call('/api/v1/front/store/detaile/abc')).status).toBe(400)
  })
  it('areas list 시·도 with 시·군·구', async () => {
    const a = (await (await call('/api/v1/front/store/areas')).json()) as { areas: { sido: string; sigunguList: { sigungu: string }[] }[] }
    const seoul = a.areas.find((x) => x.sido === '서울특별시')!
    expect(seoul.sigunguList.map((s) => s.sigungu)).toEqual(expect.arrayContaining(['강남구', '중구']))
    expect(a.areas.findIndex((x) => x.sido === '서울특별시')).toBeLessThan(a.areas.findIndex((x) => x.sido === '제주특별자치도'))
  })
  it('my store: 401 for guests, set and read for members', async () => {
    expect((await call('/api/v1/front/store/mystore')).status).toBe(401)
    const { token } = await createSession(DB, 9001)
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const put = await call('/api/v1/front/store/mystore', { method: 'PUT', headers: auth, body: JSON.stringify({ storeCode: 'T102' }) })
    expect(put.status).toBe(200)
    const got = (await (await call('/api/v1/front/store/mystore', { headers: auth })).json()) as {
      myStoreCode: string
      store: { storeName: string }
    }
    expect(got).toMatchObject({ myStoreCode: 'T102', store: { storeName: '테스트 강남역점' } })
    expect(
      (await call('/api/v1/front/store/mystore', { method: 'PUT', headers: auth, body: JSON.stringify({ storeCode: 'NOPE1' }) })).status,
    ).toBe(404)
  })
})
