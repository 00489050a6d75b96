import { describe, expect, it } from 'vitest'
import { frameFrontWidthMm, parseFrameSize, tryOnImageUrl } from './goods-picture'

describe('frame sizes', () => {
  it('reads lens □ bridge - temple', () => {
    expect(parseFrameSize('52□18-145')).toEqual({ lens: 52, bridge: 18, temple: 145 })
    expect(parseFrameSize('블랙')).toBeNull()
    expect(parseFrameSize(null)).toBeNull()
  })
  it('gives the front width', () => expect(frameFrontWidthMm(52, 18)).toBe(134))
  it('points at the transparent front view at the option size', () => {
    expect(tryOnImageUrl('/img/goods/01/G000001.svg?c=1f2937&s=round&z=48-20-140', { size: '54□18-148' })).toBe(
      '/img/goods/01/G000001.svg?c=1f2937&s=round&z=54-18-148&v=f',
    )
    expect(tryOnImageUrl('/img/goods/01/G000001.svg?c=1f2937')).toBe('/img/goods/01/G000001.svg?c=1f2937&v=f')
  })
})
