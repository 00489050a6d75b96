import { describe, expect, it } from 'vitest'
import { RETURN_PATH_MAX, returnPathOr, safeReturnPath } from './return-path'

describe('safeReturnPath: same-origin relative paths are kept (normalised)', () => {
  it.each([
    ['/mypage/manageorder/orderlist', '/mypage/manageorder/orderlist'],
    ['/mypage/manageorder/orderlist?page=2', '/mypage/manageorder/orderlist?page=2'],
    ['/products?category=01#top', '/products?category=01#top'],
    ['/search?keyword=%EC%95%88%EA%B2%BD', '/search?keyword=%EC%95%88%EA%B2%BD'],
    ['/search?keyword=안경', '/search?keyword=%EC%95%88%EA%B2%BD'],
    ['/search?keyword=a%2F%2Fb', '/search?keyword=a%2F%2Fb'],
    ['/products/../mypage', '/mypage'],
    ['/./mypage', '/mypage'],
    ['/%2e%2e/mypage', '/mypage'],
    ['/', '/'],
  ])('%s → %s', (raw, want) => expect(safeReturnPath(raw)).toBe(want))
})

describe('safeReturnPath: everything else is refused', () => {
  it.each([
    // issue 11 #10: dot segments that resolve to a protocol-relative '//host'
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%252e//evil.example',
    // protocol-relative and backslash forms
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/a\\..\\..\\\\evil.example',
    '/%5cevil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '%2f%2fevil.example',
    // schemes and non-paths
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
    // raw control, format and space characters (browsers drop tab/newline: '/\t/evil' → '//evil')
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000x',
    ' /mypage',
    '/ /evil.example',
    '/\u200b/evil.example',
    '/\u202e/evil.example',
    '/\u3000/evil.example',
    // encoded control characters (header splitting, log forging)
    '/%0d%0aSet-Cookie:x=1',
    '/mypage?x=%0a',
    '/%00',
    '/%250d%250a',
  ])('refuses %j', (raw) => expect(safeReturnPath(raw)).toBeNull())

  it('refuses non-strings and over-long input', () => {
    for (const raw of [null, undefined, 42, {}, ['/mypage']]) expect(safeReturnPath(raw)).toBeNull()
    expect(safeReturnPath('/' + 'a'.repeat(RETURN_PATH_MAX - 1))).toBe('/' + 'a'.repeat(RETURN_PATH_MAX - 1))
    expect(safeReturnPath('/' + 'a'.repeat(RETURN_PATH_MAX))).toBeNull()
    expect(safeReturnPath('/' + '../'.repeat(100_000) + '/evil.example')).toBeNull()
  })

  it('is idempotent and never answers something a browser would send off-site', () => {
    const parts = ['/', '//', '.', '..', '%2e', '%2E', '%2f', '%5c', '\\', 'a', '?', '#', '%25', 'evil.example', ':', '@', '%09', '\t']
    let seed = 7
    const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (let n = 0; n < 5000; n++) {
      let raw = '/'
      const len = 1 + Math.floor(rnd() * 8)
      for (let i = 0; i < len; i++) raw += parts[Math.floor(rnd() * parts.length)]
      const out = safeReturnPath(raw)
      if (out === null) continue
      expect(out.startsWith('/') && !out.startsWith('//') && !out.startsWith('/\\'), raw).toBe(true)
      expect(new URL(out, 'https://shop.example').origin, raw).toBe('https://shop.example')
      expect(safeReturnPath(out), raw).toBe(out)
    }
  })
})

describe('returnPathOr', () => {
  it('falls back when refused', () => {
    expect(returnPathOr('/.//evil.example', '/main')).toBe('/main')
    expect(returnPathOr('/mypage', '/main')).toBe('/mypage')
  })
})
