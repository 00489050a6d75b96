import { describe, expect, it } from 'vitest'
import { faceCode, faceCodeTitle, frameFit, frameFitScore, frontWidth, parseFrameSize, widthClass } from './face'

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
    // shown in words, the code only as a small line under them
    expect(faceCodeTitle({ faceShape: 'ROUND', widthClass: 'M' })).toBe('둥근형 · 미디엄')
  })
})

describe('frame fit verdict', () => {
  it('judges the front against the face width, then the temples', () => {
    expect(frameFit('52□18-145', 132)).toMatchObject({ verdict: 'GOOD', label: '잘 맞아요', front: 130 })
    expect(frameFit('48□18-140', 132)).toMatchObject({
      verdict: 'SMALL',
      label: '작아요',
      reason: '전면 너비 122mm가 얼굴 너비 132mm보다 10mm 좁아요.',
    })
    expect(frameFit('56□18-145', 132)).toMatchObject({
      verdict: 'LARGE',
      label: '커요',
      reason: '전면 너비 138mm가 얼굴 너비 132mm보다 6mm 넓어요.',
    })
    expect(frameFit('56□20-130', 146)).toMatchObject({ verdict: 'SMALL', reason: '다리 길이 130mm가 넓은 얼굴에는 짧아요.' })
    expect(frameFit('50□16-152', 125)).toMatchObject({ verdict: 'LARGE', reason: '다리 길이 152mm가 갸름한 얼굴에는 길어요.' })
    expect(frameFit('프리사이즈', 132)).toBeNull()
  })

  it('recommends only frames judged 잘 맞아요', () => {
    expect(frameFitScore('56□20-130', 146)).toBeNull()
    expect(frameFitScore('52□18-145', 132)).toBe(0)
  })
})
