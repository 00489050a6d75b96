import * as v from 'valibot'
import { withJosa } from '../korean'
import { STORE_SERVICES } from '../store-services'
import { line } from './common'
import { object } from './required'

const optText = (field: string, max: number) =>
  v.optional(v.pipe(line(field), v.trim(), v.maxLength(max, `${withJosa(field, '은/는')} ${max}자 이내로 입력해 주세요.`)), '')

const coord = (field: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${field} 좌표 형식이 올바르지 않습니다.`),
      v.check((s) => s === '' || /^-?\d{1,3}(\.\d{1,10})?$/.test(s), `${field} 좌표 형식이 올바르지 않습니다.`),
      v.transform((s): number | '' => (s === '' ? '' : Number(s))),
      v.check((n) => n === '' || (n >= min && n <= max), `${field} 좌표 범위가 올바르지 않습니다.`),
    ),
    '',
  )

const intParam = (field: string, def: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, `${withJosa(field, '은/는')} 숫자여야 합니다.`),
      v.transform(Number),
      v.minValue(1, `${withJosa(field, '은/는')} 1 이상이어야 합니다.`),
      v.maxValue(max, `${withJosa(field, '은/는')} ${max} 이하여야 합니다.`),
    ),
    String(def),
  )

/** GET /api/v1/front/store/list */
export const storeListQuery = object({
  keyword: optText('검색어', 50),
  sido: optText('시·도', 20),
  sigungu: optText('시·군·구', 30),
  service: v.optional(
    v.picklist(['', ...STORE_SERVICES.map((s) => s.code)], '서비스(service)는 eyetest, hearing, pickup, contact 중 하나여야 합니다.'),
    '',
  ),
  pickupYn: v.optional(v.picklist(['', 'Y', 'N'], 'pickupYn은 Y 또는 N이어야 합니다.'), ''),
  lat: coord('위도(lat)', -90, 90),
  lng: coord('경도(lng)', -180, 180),
  page: intParam('page', 1, 10_000),
  rows: intParam('rows', 20, 300),
})
export type StoreListQuery = v.InferOutput<typeof storeListQuery>

export const storeNoParam = object({
  storeNo: v.pipe(v.string(), v.regex(/^\d{1,9}$/, '매장 번호(storeNo)는 숫자여야 합니다.'), v.transform(Number)),
})

export const storeCodeSchema = v.pipe(
  v.string('매장 코드를 입력해 주세요.'),
  v.trim(),
  v.regex(/^[A-Za-z0-9]{2,12}$/, '매장 코드(storeCode) 형식이 올바르지 않습니다.'),
)

/** PUT /api/v1/front/store/mystore */
export const myStoreBody = object({ storeCode: storeCodeSchema })
