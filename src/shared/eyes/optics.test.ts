import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactLensPower, formatOptical, onStep, OPTICAL_RANGES, opticalError, presetPower, sphericalEquivalent } from './optics'

describe('optical ranges', () => {
  it('accepts every SPH on the 0.25 grid from −20 to +20 and nothing else', () => {
    fc.assert(fc.property(fc.integer({ min: -80, max: 80 }), (k) => opticalError('sph', k * 0.25) === null))
    expect(opticalError('sph', -2.3)).toBe('구면(SPH)은 0.25 단위로 입력해 주세요.')
    expect(opticalError('sph', 20.25)).toBe('구면(SPH)은 -20.00부터 +20.00까지 입력할 수 있습니다.')
    expect(opticalError('sph', Number.NaN)).toBe('구면(SPH) 값을 숫자로 입력해 주세요.')
  })
  it('CYL is never positive, AXIS is 1–180 whole degrees, PD in 0.5 mm', () => {
    expect(opticalError('cyl', 0.25)).toMatch(/난시\(CYL\)는 -10.00부터 0.00까지/)
    expect(opticalError('cyl', -0.75)).toBeNull()
    expect(opticalError('axis', 0)).toMatch(/축\(AXIS\)은 1부터 180까지/)
    expect(opticalError('axis', 90.5)).toMatch(/1 단위/)
    expect(opticalError('pd', 31.5)).toBeNull()
    expect(opticalError('pd', 31.2)).toMatch(/0.5 단위/)
    expect(onStep(-0.75, OPTICAL_RANGES.cyl)).toBe(true)
  })
  it('formats signed dioptres', () => {
    expect(formatOptical('sph', -2.25)).toBe('-2.25')
    expect(formatOptical('sph', 1)).toBe('+1.00')
    expect(formatOptical('sph', 0)).toBe('0.00')
    expect(formatOptical('axis', 180)).toBe('180')
    expect(formatOptical('pd', 31)).toBe('31.0')
    expect(formatOptical('sph', null)).toBe('-')
  })
  it('contact-lens power: spherical equivalent, vertex-corrected beyond ±4 D, on the 0.25 grid', () => {
    expect(sphericalEquivalent(-2, -0.5)).toBe(-2.25)
    expect(contactLensPower(-2, -0.5)).toBe(-2.25)
    expect(contactLensPower(-6, 0)).toBe(-5.5)
    expect(contactLensPower(5, 0)).toBe(5.25)
    expect(contactLensPower(0.1, 0)).toBe(0)
    fc.assert(
      fc.property(fc.integer({ min: -80, max: 80 }), fc.integer({ min: -16, max: 0 }), (s, c) =>
        onStep(contactLensPower(s * 0.25, c * 0.25), OPTICAL_RANGES.sph),
      ),
    )
  })
})

describe('power pre-select', () => {
  it('picks the contact-lens power that exists among the options, else nothing', () => {
    const opts = ['-2.00', '-2.25', '-2.50', '-5.50']
    expect(presetPower(opts, -2, -0.5, 'contact')).toBe('-2.25')
    expect(presetPower(opts, -6, 0, 'contact')).toBe('-5.50')
    expect(presetPower(opts, -2.5, -0.5, 'spectacle')).toBe('-2.50')
    expect(presetPower(opts, -1, 0, 'contact')).toBeNull()
    expect(presetPower(opts, null, null, 'contact')).toBeNull()
  })
})
