import { describe, expect, it } from 'vitest'
import { buildCsp, permissionsPolicy } from '../../src/server/edge/csp'

describe('the fitting pages relax CSP and the camera policy, no other page does', () => {
  it('allows eval for the model and the camera only on measure and try-on', () => {
    for (const path of ['/mypage/myfaceinfo/measure', '/mypage/myfaceinfo/tryon']) {
      expect(buildCsp(path, 'n')).toContain(`script-src 'self' 'nonce-n' 'wasm-unsafe-eval' 'unsafe-eval'`)
      expect(buildCsp(path, 'n')).toContain(`connect-src 'self' blob:`)
      expect(permissionsPolicy(path)).toBe('camera=(self), microphone=(), geolocation=(self), payment=(self)')
    }
    for (const path of ['/main', '/mypage/myfaceinfo', '/mypage/myfaceinfo/measure/x', '/products/1']) {
      expect(buildCsp(path, 'n')).not.toContain('unsafe-eval')
      expect(buildCsp(path, 'n')).not.toContain("connect-src 'self' blob:")
      expect(permissionsPolicy(path)).toBe('camera=(), microphone=(), geolocation=(self), payment=(self)')
    }
  })
})
