import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import './messages'
import * as cart from './cart'
import * as claim from './claim'
import * as common from './common'
import { controlCharsMessage, hasControlChars, isRealYmd, line, multiline, ymd } from './common'
import * as content from './content'
import * as goods from './goods'
import * as main from './main'
import * as member from './member'
import * as order from './order'
import { object } from './required'
import * as reservation from './reservation'
import * as search from './search'
import * as store from './store'
import * as support from './support'

const fail = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  expect(r.success, JSON.stringify(input)).toBe(false)
  return r.issues![0].message
}

describe('real calendar dates (YYYYMMDD)', () => {
  it('knows month lengths and leap years', () => {
    for (const ok of ['20261130', '20240229', '20000229', '19000101', '29991231', '20261231']) expect(isRealYmd(ok), ok).toBe(true)
    for (const bad of [
      '20260000',
      '20261399',
      '20260230',
      '20261131',
      '20261200',
      '20261340',
      '20250229',
      '19000229',
      '21000229',
      '18991231',
      '30000101',
      '00000000',
      '2026113',
      '202611300',
      '2026-11-30',
      ' 20261130',
      '２０２６１１３０',
    ])
      expect(isRealYmd(bad), bad).toBe(false)
  })
  it('answers the shape first, then the calendar, in Korean with the right particle', () => {
    const from = ymd('조회 시작일(from)')
    expect(v.parse(from, '20261130')).toBe('20261130')
    expect(fail(from, '2026-11-30')).toBe('조회 시작일(from)은 YYYYMMDD 형식이어야 합니다.')
    expect(fail(from, '20261131')).toBe('조회 시작일(from)은 실제로 있는 날짜여야 합니다. (예: 20261130)')
    expect(fail(ymd('픽업 날짜'), '20261200')).toBe('픽업 날짜는 실제로 있는 날짜여야 합니다. (예: 20261130)')
    expect(fail(ymd('픽업 날짜'), 20261130)).toBe('픽업 날짜를 입력해 주세요.')
    expect(fail(ymd('예약일'), 20261130)).toBe('예약일을 입력해 주세요.')
  })
  it('is the date rule of every date field', () => {
    for (const bad of ['20260000', '20261399', '20260230']) {
      expect(v.safeParse(order.periodQuery, { from: bad }).success, bad).toBe(false)
      expect(v.safeParse(order.periodQuery, { to: bad }).success, bad).toBe(false)
      expect(v.safeParse(reservation.slotsQuery, { storeNo: '1', date: bad }).success, bad).toBe(false)
      expect(v.safeParse(reservation.changeReservationBody, { rsvDate: bad, rsvTime: '1400' }).success, bad).toBe(false)
    }
    expect(v.safeParse(reservation.calendarQuery, { storeNo: '1', month: '000001' }).success).toBe(false)
    expect(v.safeParse(member.birthSchema, '19900231').success).toBe(false)
    expect(v.parse(member.birthSchema, '1990-02-28')).toBe('19900228')
  })
})

describe('control characters in text', () => {
  it('refuses C0, DEL, C1, bidi overrides and isolates, and unpaired surrogates on one line', () => {
    for (const ch of [
      '\u0000',
      '\u0001',
      '\t',
      '\n',
      '\r',
      '\u001b',
      '\u007f',
      '\u0080',
      '\u0085',
      '\u009f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\ud800',
      '\udfff',
    ])
      expect(hasControlChars(`안경${ch}테`), JSON.stringify(ch)).toBe(true)
    for (const ok of ['안경테 블랙', 'Ray-Ban RB5154 (49)', '😀 👨‍👩‍👧', 'café', '\u200d', '\u00a0', '\u3000', '‏'])
      expect(hasControlChars(ok), JSON.stringify(ok)).toBe(false)
  })
  it('keeps line feed and tab in multi-line text, and nothing else', () => {
    expect(hasControlChars('첫 줄\n\t둘째 줄', true)).toBe(false)
    for (const ch of ['\u0000', '\r', '\u000b', '\u000c', '\u0085', '\u202e', '\u2066', '\ud800'])
      expect(hasControlChars(`a${ch}b`, true), JSON.stringify(ch)).toBe(true)
  })
  it('line() and multiline() answer in Korean; multiline() turns CRLF and CR into LF', () => {
    expect(fail(line('회사명'), '다비치\u0000상사')).toBe('회사명에서 입력할 수 없는 문자(제어 문자)를 지우고 다시 입력해 주세요.')
    expect(fail(line('회사명'), '다비치\n상사')).toBe(controlCharsMessage('회사명'))
    expect(fail(line('회사명', '회사명을 입력해 주세요.'), 3)).toBe('회사명을 입력해 주세요.')
    const body = multiline('제안 내용')
    expect(v.parse(body, '안녕하세요\r\n제안드립니다\r끝\n\t감사합니다')).toBe('안녕하세요\n제안드립니다\n끝\n\t감사합니다')
    expect(fail(body, '제안\u202egnp.exe')).toBe(controlCharsMessage('제안 내용'))
  })
  it('boundedText trims, bounds and refuses control characters', () => {
    const kw = common.boundedText('검색 키워드(keyword)', 5)
    expect(v.parse(kw, '  안경  ')).toBe('안경')
    expect(fail(kw, '안경테 추천')).toBe('검색 키워드(keyword)는 5자 이내로 입력해 주세요.')
    expect(fail(kw, '안\u0000경')).toBe(controlCharsMessage('검색 키워드(keyword)'))
  })
})

describe('objects are objects', () => {
  it('refuses arrays where valibot object takes them (all-optional keys)', () => {
    const loose = v.object({ a: v.optional(v.string()) })
    expect(v.safeParse(loose, [{ a: 'x' }]).success).toBe(true) // the hole: an array reads as "no keys"
    const strict = object({ a: v.optional(v.string()) })
    for (const bad of [[{ a: 'x' }], [], null, 'x', 1]) expect(fail(strict, bad)).toBe('요청 형식이 올바르지 않습니다.')
    expect(v.parse(strict, { a: 'x' })).toEqual({ a: 'x' })
    expect(
      v.parse(
        v.pipe(
          strict,
          v.check(() => true),
        ),
        {},
      ),
    ).toEqual({})
  })
  it('refuses an array for the member info update and its nested objects', () => {
    expect(fail(member.updateInfoBody, [{ address: '서울' }])).toMatch(/요청 형식이 올바르지 않아요/)
    expect(v.safeParse(member.updateInfoBody, { marketing: [] }).success).toBe(false)
    expect(v.safeParse(member.updateInfoBody, {}).success).toBe(true)
  })
})

// ---- every schema, walked: objects refuse arrays, every string field refuses control characters ----------------
type Node = v.GenericSchema & { type: string; entries?: Record<string, Node>; item?: Node; wrapped?: Node; options?: Node[] }
const MODULES = { cart, claim, common, content, goods, main, member, order, reservation, search, store, support }
/** Values a field might accept; a control character put into an accepted one must be refused. */
const CANDIDATES = [
  'abc',
  '안경테 블랙',
  'member01',
  'Davich!2026',
  '01012345678',
  '010-1234-5678',
  '19900101',
  '20301015',
  '1400',
  '203010',
  'G000001',
  'G000001-01',
  'R20260101AB123',
  '20260101000000000001',
  'a@example.com',
  '06236',
  '1',
  'promo428',
  'tx_0000000000000000',
  'state_0000000000000000',
  'ticket_00000000000000000000',
  'S001',
  'kakao',
  '110-123-456789',
  '37.5',
  'ㄷㅂㅊ',
  '상담(검사)',
  '일반검사',
  'G000001,G000002',
  'Y',
]
const CONTROLS = ['\u0000', '\u001b', '\u0085', '\u202e', '\u2066', '\ud800']

function isContainer(n: Node): boolean {
  if (n.type === 'object' || n.type === 'array') return true
  return (
    ['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable'].includes(n.type) &&
    !(n as { pipe?: unknown }).pipe &&
    !!n.wrapped &&
    isContainer(n.wrapped)
  )
}
function walk(n: Node, path: string, visit: (leaf: Node, path: string) => void, objects: (o: Node, path: string) => void) {
  if (n.type === 'object') {
    objects(n, path)
    for (const [k, s] of Object.entries(n.entries!)) walk(s, `${path}.${k}`, visit, objects)
  } else if (n.type === 'array') walk(n.item!, `${path}[]`, visit, objects)
  else if (isContainer(n)) walk(n.wrapped!, path, visit, objects)
  else visit(n, path)
}
const schemas = Object.entries(MODULES).flatMap(([mod, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, s]) => !!s && typeof s === 'object' && (s as { kind?: string }).kind === 'schema')
    .map(([name, s]) => [`${mod}.${name}`, s as Node] as const),
)

describe('every request schema', () => {
  it('finds the schemas', () => expect(schemas.length).toBeGreaterThan(60))

  it('refuses an array wherever it expects an object (nested ones included)', () => {
    const leaks: string[] = []
    for (const [name, s] of schemas)
      walk(
        s,
        name,
        () => {},
        (o, path) => {
          if (v.safeParse(o, []).success || v.safeParse(o, [{}]).success) leaks.push(path)
        },
      )
    expect(leaks).toEqual([])
  })

  it('refuses control characters in every string field', () => {
    const leaks: string[] = []
    let tested = 0
    for (const [name, s] of schemas)
      walk(
        s,
        name,
        (leaf, path) => {
          for (const ok of CANDIDATES.filter((c) => v.safeParse(leaf, c).success)) {
            tested++
            for (const ch of CONTROLS)
              for (const bad of [`${ch}${ok}`, `${ok.slice(0, 1)}${ch}${ok.slice(1)}`, `${ok}${ch}`])
                if (v.safeParse(leaf, bad).success) leaks.push(`${path}: ${JSON.stringify(bad)}`)
          }
        },
        () => {},
      )
    expect(tested).toBeGreaterThan(50)
    expect(leaks).toEqual([])
  })
})
