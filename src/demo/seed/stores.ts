/** Stores across the 17 시·도 with hours and holidays. */
import { storeImageUrl } from '../images/urls'
import { GENERIC_ROADS, NATIONAL_CLOSURES, SIDO, type Sido, type Sigungu } from './data-regions'
import { makeStore, makeStoreHoliday, makeStoreHour } from './factories'
import type { Rng } from './prng'
import { DAY, kstMidnight, ymdKst } from './time'
import type { StoreHolidayRow, StoreHourRow, StoreRow } from '../../server/db/rows'

export type StoreSet = { stores: StoreRow[]; hours: StoreHourRow[]; holidays: StoreHolidayRow[] }

/** Splits `total` over weights by the largest-remainder method (deterministic). */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (w / sum) * total)
  const out = exact.map(Math.floor)
  let left = total - out.reduce((a, b) => a + b, 0)
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (left-- <= 0) break
    out[i]++
  }
  return out
}

const SUFFIXES = ['', '중앙', '시청', '터미널', '역전', '신도시', '이마트', '홈플러스', '시장', '센트럴']
const PROMO_NOTES = [
  '[이달의 혜택] 콘택트렌즈 구매 시 세정액 증정',
  '[매장 이벤트] 누진렌즈 상담 고객 무료 피팅',
  '[오픈 기념] 안경테 전 품목 10% 추가 할인',
  '[방문 혜택] 시력검사 후 안경닦이 증정',
  '[주말 특가] 선글라스 도수 제작 20% 할인',
]

type HoursPattern = Array<[string, string] | null> // index = weekday 0 (Sun) … 6 (Sat)
const HOURS: Array<{ w: number; p: HoursPattern }> = [
  {
    w: 50,
    p: [
      ['1100', '1900'],
      ['1000', '2100'],
      ['1000', '2100'],
      ['1000', '2100'],
      ['1000', '2100'],
      ['1000', '2100'],
      ['1000', '2100'],
    ],
  },
  { w: 25, p: [null, ['0930', '2030'], ['0930', '2030'], ['0930', '2030'], ['0930', '2030'], ['0930', '2030'], ['0930', '2030']] },
  {
    w: 15,
    p: [
      ['1030', '2200'],
      ['1030', '2200'],
      ['1030', '2200'],
      ['1030', '2200'],
      ['1030', '2200'],
      ['1030', '2200'],
      ['1030', '2200'],
    ],
  },
  { w: 10, p: [null, ['1000', '2000'], ['1000', '2000'], ['1000', '2000'], ['1000', '2000'], ['1000', '2000'], ['1000', '1800']] },
]
const HEARING_HOURS: HoursPattern = [
  null,
  ['0900', '1800'],
  ['0900', '1800'],
  ['0900', '1800'],
  ['0900', '1800'],
  ['0900', '1800'],
  ['0900', '1300'],
]

function baseName(sido: Sido, sg: Sigungu): string {
  const last = sg.name.split(' ').pop() ?? sg.name
  const stem = last.length > 2 ? last.replace(/[시군구]$/, '') : last
  return stem.length >= 2 && !['중구', '동구', '서구', '남구', '북구'].includes(last) ? stem : `${sido.short}${last.replace(/구$/, '')}`
}

function tel(rng: Rng, area: string): string {
  const mid = area === '02' ? String(rng.int(2000, 9899)) : rng.chance(0.6) ? String(rng.int(200, 989)) : String(rng.int(2000, 9899))
  return `${area}-${mid}-${String(rng.int(0, 9999)).padStart(4, '0')}`
}

export function buildStores(root: Rng, nowMs: number): StoreSet {
  const rng = root.fork('stores')
  const out: StoreSet = { stores: [], hours: [], holidays: [] }
  const usedNames = new Set<string>()
  let no = 0
  for (const sido of SIDO) {
    const counts = apportion(
      sido.stores,
      sido.sigungu.map((s) => s.weight),
    )
    sido.sigungu.forEach((sg, sgi) => {
      for (let k = 0; k < counts[sgi]; k++) {
        no++
        const code = `S${String(no).padStart(4, '0')}`
        const r = rng.next()
        const kind = no === 1 ? '다비치' : r < 0.86 ? '다비치' : r < 0.93 ? '콘택트전용샵' : r < 0.98 ? '청력센터' : '로드샵'
        const o = rng.next()
        const ownership = no === 1 ? '직영' : o < 0.12 ? '직영' : o < 0.17 ? '지분' : '가맹점'
        const spot = sg.spots[k] ?? `${baseName(sido, sg)}${SUFFIXES[(k - sg.spots.length) % SUFFIXES.length]}`
        const prefix = kind === '콘택트전용샵' ? '다비치콘택트' : kind === '청력센터' ? '다비치 청력센터' : '다비치안경'
        let nm = `${prefix} ${spot}점`
        if (usedNames.has(nm)) nm = `${prefix} ${sido.short}${spot}점`
        for (let d = 2; usedNames.has(nm); d++) nm = `${prefix} ${spot}${d}호점`
        usedNames.add(nm)

        const road = rng.pick(sg.roads.length ? sg.roads : GENERIC_ROADS)
        const bldg = rng.int(1, 420)
        const floor = rng.pick(['', ', 1층', ', 1층', ', 2층', ` ${rng.int(101, 112)}호`])
        const dong = spot.endsWith('동') ? spot : null
        const area = sg.areaCode ?? sido.areaCode
        const angle = rng.next() * Math.PI * 2
        const radius = sido.jitter * Math.sqrt(rng.next())
        const lat = Math.round((sg.lat + radius * Math.cos(angle)) * 1e6) / 1e6
        const lng = Math.round((sg.lng + (radius * Math.sin(angle)) / Math.cos((sg.lat * Math.PI) / 180)) * 1e6) / 1e6
        const hearing = kind === '청력센터' || (kind === '다비치' && rng.chance(0.22))
        const store = makeStore({
          store_no: no,
          store_code: code,
          store_nm: nm,
          sido: sido.name,
          sigungu: sg.name,
          road_addr: `${sido.name} ${sg.name} ${road} ${bldg}${floor}`,
          lot_addr: dong ? `${sido.name} ${sg.name} ${dong} ${rng.int(1, 999)}-${rng.int(1, 40)}` : '',
          tel_no: tel(rng, area),
          fax_no: rng.chance(0.5) ? tel(rng, area) : '',
          lat,
          lng,
          store_kind: kind,
          ownership,
          pickup_yn: kind === '청력센터' ? 'N' : no === 1 || rng.chance(0.9) ? 'Y' : 'N',
          eye_test_yn: kind === '청력센터' ? 'N' : 'Y',
          hearing_yn: hearing ? 'Y' : 'N',
          contact_only_yn: kind === '콘택트전용샵' ? 'Y' : 'N',
          parking_yn: rng.chance(0.4) ? 'Y' : 'N',
          img_src: storeImageUrl({ storeCode: code, name: nm }),
          blog_url: rng.chance(0.3) ? `https://blog.naver.com/davich_${code.toLowerCase()}` : '',
          promo_note: rng.chance(0.25) ? rng.pick(PROMO_NOTES) : '',
          slot_capacity: rng.int(2, 4),
          open_yn: no === 137 || no === 211 ? 'N' : 'Y',
        })
        out.stores.push(store)

        const pattern = kind === '청력센터' ? HEARING_HOURS : rng.weighted(HOURS, (h) => h.w).p
        pattern.forEach((h, weekday) =>
          out.hours.push(
            makeStoreHour({
              store_no: no,
              weekday,
              open_time: h ? h[0] : null,
              close_time: h ? h[1] : null,
              closed_yn: h ? 'N' : 'Y',
            }),
          ),
        )

        const days = new Set<string>()
        for (const c of NATIONAL_CLOSURES) {
          days.add(c.ymd)
          out.holidays.push(makeStoreHoliday({ store_no: no, holiday_ymd: c.ymd, reason: c.reason }))
        }
        // Own stream per store: how many dates collide with national closures depends on `now`,
        // and that must not shift the draws of the following stores.
        const hr = rng.fork(`holidays:${code}`)
        const today = kstMidnight(nowMs)
        const extra = hr.int(1, 3)
        for (let e = 0; e < extra; e++) {
          const ymd = ymdKst(today + hr.int(2, 60) * DAY)
          if (days.has(ymd)) continue
          days.add(ymd)
          out.holidays.push(
            makeStoreHoliday({
              store_no: no,
              holiday_ymd: ymd,
              reason: hr.pick(['정기 휴무', '매장 내부 정비', '직원 교육', '재고 조사']),
            }),
          )
        }
      }
    })
  }
  out.holidays.sort((a, b) => a.store_no - b.store_no || a.holiday_ymd.localeCompare(b.holiday_ymd))
  return out
}
