import { describe, expect, it } from 'vitest'
import { faceCode, frameFitScore, frontWidth, parseFrameSize, widthClass } from './face'

describe('face rules', () => {
  it('reads frame sizes and their front width', () => {
    expect(parseFrameSize('52□18-145')).toEqual({ lens: 52, bridge: 18, temple: 145 })
    expect(parseFrameSize('free')).toBeNull()
    expect(frontWidth({ lens: 52, bridge: 18 })).toBe(130)
  })
  it('fits frames from 6 mm narrower to 2 mm wider than the face, best 2 mm narrower', () => {
    expect(frameFitScore('52□18-145', 132)).toBe(0)
    expect(frameFitScore('48□20-140', 130)).toBe(4)
    expect(frameFitScore('48□20-140', 132)).toBeNull()
    expect(frameFitScore('56□16-150', 134)).toBe(4)
    expect(frameFitScore('56□16-150', 130)).toBeNull()
    expect(frameFitScore(null, 130)).toBeNull()
  })
  it('builds the face code', () => {
    expect(widthClass(129)).toBe('S')
    expect(widthClass(142)).toBe('M')
    expect(widthClass(143)).toBe('L')
    expect(faceCode({ faceShape: 'ROUND', faceWidth: 132, eyeStyle: 'SMART', faceStyle: 'LIGHT' })).toBe('RD-M-SMART-LIGHT')
  })
})
