import { describe, expect, it } from 'vitest'
import { buildCsp } from '../../src/server/edge/csp'

describe("카카오톡 공유 adds Kakao's SDK to the CSP of product pages only, and only with the key", () => {
  it('names t1.kakaocdn.net for a goods page when the shop has a Kakao JavaScript key', () => {
    expect(buildCsp('/products/G000150', 'n', { kakaoShare: true })).toContain(`script-src 'self' 'nonce-n' https://t1.kakaocdn.net`)
    expect(buildCsp('/products/G000150', 'n')).not.toContain('kakaocdn')
    expect(buildCsp('/products/G000150', 'n', { kakaoShare: false })).not.toContain('kakaocdn')
    for (const path of ['/main', '/products', '/products/payment', '/search'])
      expect(buildCsp(path, 'n', { kakaoShare: true })).not.toContain('kakaocdn')
  })
})
